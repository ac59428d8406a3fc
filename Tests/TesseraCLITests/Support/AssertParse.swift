import ArgumentParser
import Foundation
import Testing
@testable import tessera

/// What `tessera ARGUMENTS` makes of its command line, parsed in this process as the binary
/// parses it (``CommandOutcome/parse(_:)``: the subcommand-name check, then ArgumentParser's
/// `parseAsRoot`, which validates), with nothing run: the command that would run, or the exit
/// status and the text the binary would print. For tests of options, validation and usage
/// errors, which need no process; what a run does is tested by spawning the binary
/// (``Tessera/run(_:in:honouringPermissions:program:environment:timeout:)``).
struct ParsedCommandLine {
    /// The parsed, validated command, or nil when parsing ended the process.
    var command: ParsableCommand?
    /// The exit status the binary returns without running anything, or nil when it would run `command`.
    var status: Int32?
    /// What the binary prints on standard output and standard error (each line as it prints it).
    var stdout: String
    var stderr: String

    init(_ arguments: [String]) {
        switch CommandOutcome.parse(arguments) {
        case .command(let command) where !Self.isTessera(type(of: command)):
            // ArgumentParser's own help command (`help sheet`, `layout --help`): it only prints,
            // by throwing its text as a clean exit, which is reported as the binary reports it.
            var help = command
            do {
                try help.run()
                self.init(status: ExitStatus.success, stdout: nil, stderr: nil)
            } catch {
                let (status, out, err) = CommandOutcome.report(error, duringParse: false)
                self.init(status: status, stdout: out, stderr: err)
            }
        case .command(let command):
            self.init(command: command)
        case .finished(let status, let out, let err):
            self.init(status: status, stdout: out, stderr: err)
        }
    }

    private init(command: ParsableCommand) {
        self.command = command
        status = nil
        stdout = ""
        stderr = ""
    }

    private init(status: Int32, stdout out: String?, stderr err: String?) {
        command = nil
        self.status = status
        // As CommandOutcome.run prints them: `print` for stdout, `printError` for stderr.
        stdout = out.map { $0 + "\n" } ?? ""
        stderr = err.map { terminalSafe($0) + "\n" } ?? ""
    }

    /// Whether `type` is `tessera` or one of its subcommands (at any depth).
    private static func isTessera(_ type: ParsableCommand.Type) -> Bool {
        func commands(_ root: ParsableCommand.Type) -> [ParsableCommand.Type] {
            [root] + root.configuration.subcommands.flatMap(commands)
        }
        return commands(tessera.Tessera.self).contains { ObjectIdentifier($0) == ObjectIdentifier(type) }
    }
}

/// Parses `arguments` in-process and requires a command of type `C`, for assertions on its options.
@discardableResult
func AssertParse<C: ParsableCommand>(_ arguments: [String], as type: C.Type,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws -> C {
    let parsed = ParsedCommandLine(arguments)
    #expect(parsed.status == nil, "\(arguments): exit \(parsed.status ?? 0): \(parsed.stderr)", sourceLocation: sourceLocation)
    return try #require(parsed.command as? C, "\(arguments) is not a \(C.self)", sourceLocation: sourceLocation)
}

/// Parses `arguments` in-process and expects the usage error `status` (2 by default) with
/// standard error starting with `prefix` and containing `contains`, nothing on standard output
/// and no command to run (so nothing is written). Returns the outcome for further checks.
@discardableResult
func AssertUsageError(_ arguments: [String], status: Int32 = ExitStatus.usage, prefix: String = "", contains: String = "",
                      sourceLocation: SourceLocation = #_sourceLocation) -> ParsedCommandLine {
    let parsed = ParsedCommandLine(arguments)
    #expect(parsed.command == nil, "\(arguments) parsed and would run", sourceLocation: sourceLocation)
    #expect(parsed.status == status, "\(arguments): \(parsed.stderr)", sourceLocation: sourceLocation)
    #expect(parsed.stdout == "", "\(arguments)", sourceLocation: sourceLocation)
    #expect(parsed.stderr.hasPrefix(prefix), "\(arguments): \(parsed.stderr)", sourceLocation: sourceLocation)
    if !contains.isEmpty {
        #expect(parsed.stderr.contains(contains), "\(arguments): \(parsed.stderr)", sourceLocation: sourceLocation)
    }
    return parsed
}

extension Tessera {
    /// The absolute path of the repository file or folder `path`, for in-process parses whose
    /// validation looks at files (the test process's directory is not necessarily the root).
    static func repository(_ path: String) -> String {
        repositoryRoot.appendingPathComponent(path).path
    }
}
