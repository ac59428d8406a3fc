import Foundation

/// What one run of `tessera` returned, and its peak memory as the kernel counted it.
struct MeasuredRun: Sendable {
    /// The exit status, or nil when a signal ended the process.
    var status: Int32?
    /// The signal that ended the process, or nil when it exited.
    var signal: Int32?
    /// The process's peak resident memory in bytes (`ru_maxrss` from `wait4`).
    var peakBytes: Int
    var stderr: String
}

extension Tessera {
    /// Starts the command, in a folder, with stdin and stdout on /dev/null and stderr to a file;
    /// waits for it with wait4 and prints "exit N" or "signal N", then its ru_maxrss in KiB.
    /// Python forks it from its own small process: a child the test runner itself started
    /// (posix_spawn shares the runner's memory until exec) would have the runner's peak in
    /// its ru_maxrss.
    private static let measuringScript = """
        import os, sys
        folder, errors, *command = sys.argv[1:]
        pid = os.fork()
        if pid == 0:
            os.chdir(folder)
            null = os.open(os.devnull, os.O_RDWR)
            os.dup2(null, 0); os.dup2(null, 1)
            os.dup2(os.open(errors, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 2)
            os.execv(command[0], command)
        _, status, usage = os.wait4(pid, 0)
        print(("signal %d" if os.WIFSIGNALED(status) else "exit %d") % (os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)))
        print(usage.ru_maxrss)
        """

    /// Runs `tessera arguments…` in `directory` and measures its own peak resident memory
    /// (through `python3`, see ``measuringScript``), killed after `timeout` seconds.
    static func runMeasured(_ arguments: [String], in directory: URL, timeout: Double = 600) throws -> MeasuredRun {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-stderr-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: errors) }
        let wrapper = try run(["-c", measuringScript, directory.path, errors, executable.path] + arguments,
                              program: URL(fileURLWithPath: "/usr/bin/python3"), timeout: timeout)
        let lines = wrapper.stdout.split(separator: "\n").map { $0.split(separator: " ") }
        let stderr = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        guard lines.count == 2, lines[0].count == 2, let code = Int32(lines[0][1]), let peak = Int(lines[1][0]) else {
            return MeasuredRun(status: nil, signal: nil, peakBytes: 0, stderr: stderr + wrapper.stderr)
        }
        return MeasuredRun(status: lines[0][0] == "exit" ? code : nil, signal: lines[0][0] == "signal" ? code : nil,
                           peakBytes: peak * 1024, stderr: stderr)
    }
}
