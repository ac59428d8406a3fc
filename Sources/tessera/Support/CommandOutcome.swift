import ArgumentParser
import Foundation

/// A failure of the work a command was asked to do (exit status 1), with the message to print.
///
/// Commands throw this (or an error conforming to `CustomStringConvertible`) from `run()`; usage
/// errors come from ArgumentParser or as `ValidationError`.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// The exit statuses every `tessera` subcommand uses.
enum ExitStatus {
    /// Everything asked for was done.
    static let success: Int32 = 0
    /// The work failed, wholly or in part (the message says what).
    static let failure: Int32 = 1
    /// The command line was wrong: unknown option, missing argument, invalid value.
    static let usage: Int32 = 2
}

/// The one place that turns parse results and errors into output and an exit status.
enum CommandOutcome {
    /// What a command line gave before anything ran: the command to run, or the exit status and
    /// the text to print (help and version on stdout, a usage error on stderr, without the
    /// final newline).
    enum Parsed {
        case command(ParsableCommand)
        case finished(status: Int32, stdout: String?, stderr: String?)
    }

    /// Parses `arguments`, runs the chosen subcommand and returns the process exit status.
    static func run(_ arguments: [String]) -> Int32 {
        switch parse(arguments) {
        case .finished(let status, let stdout, let stderr):
            return emit(status: status, stdout: stdout, stderr: stderr)
        case .command(var command):
            do {
                try command.run()
                return ExitStatus.success
            } catch {
                let (status, stdout, stderr) = report(error, duringParse: false)
                return emit(status: status, stdout: stdout, stderr: stderr)
            }
        }
    }

    /// Parses and validates `arguments` (ArgumentParser's `parseAsRoot`, which validates), and
    /// prints nothing: the binary's first half, which the tests run in-process.
    static func parse(_ arguments: [String]) -> Parsed {
        if let problem = SubcommandNames.problem(in: arguments) {
            return .finished(status: ExitStatus.usage, stdout: nil, stderr: problem)
        }
        do {
            return .command(try Tessera.parseAsRoot(arguments))
        } catch {
            let (status, stdout, stderr) = report(error, duringParse: true)
            return .finished(status: status, stdout: stdout, stderr: stderr)
        }
    }

    private static func emit(status: Int32, stdout: String?, stderr: String?) -> Int32 {
        if let stdout { print(stdout) }
        if let stderr { printError(stderr) }
        return status
    }

    /// The exit status for `error`, and what to print on stdout or stderr.
    static func report(_ error: Error, duringParse: Bool) -> (status: Int32, stdout: String?, stderr: String?) {
        if let code = error as? ExitCode {
            return (code.rawValue, nil, nil)
        }
        if Tessera.exitCode(for: error) == .success {
            // --help, --version: ArgumentParser's text on stdout.
            return (ExitStatus.success, Tessera.fullMessage(for: error), nil)
        }
        if duringParse || error is ValidationError {
            return (ExitStatus.usage, nil, Tessera.fullMessage(for: error))
        }
        return (ExitStatus.failure, nil, "tessera: \(String(describing: error))")
    }
}

/// Writes one line to standard error, control characters spelled out (``terminalSafe(_:keepingNewlines:)``).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((terminalSafe(message) + "\n").utf8))
}

/// One `tessera: LABEL: PATH: message` line for a photo that failed or was damaged, the path on
/// one line whatever its characters.
func printProblem(_ label: String, _ path: String, _ message: String) {
    printError("tessera: \(label): \(terminalSafe(path, keepingNewlines: false)): \(message)")
}
