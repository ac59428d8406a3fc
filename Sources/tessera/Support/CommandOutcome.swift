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
    /// Parses `arguments`, runs the chosen subcommand and returns the process exit status.
    static func run(_ arguments: [String]) -> Int32 {
        if let problem = SubcommandNames.problem(in: arguments) {
            printError(problem)
            return ExitStatus.usage
        }
        var command: ParsableCommand
        do {
            command = try Tessera.parseAsRoot(arguments)
        } catch {
            return report(error, duringParse: true)
        }
        do {
            try command.run()
            return ExitStatus.success
        } catch {
            return report(error, duringParse: false)
        }
    }

    private static func report(_ error: Error, duringParse: Bool) -> Int32 {
        if let code = error as? ExitCode {
            return code.rawValue
        }
        if Tessera.exitCode(for: error) == .success {
            // --help, --version: ArgumentParser's text on stdout.
            print(Tessera.fullMessage(for: error))
            return ExitStatus.success
        }
        if duringParse || error is ValidationError {
            printError(Tessera.fullMessage(for: error))
            return ExitStatus.usage
        }
        printError("tessera: \(String(describing: error))")
        return ExitStatus.failure
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
