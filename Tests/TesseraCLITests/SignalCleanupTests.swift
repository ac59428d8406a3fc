import Foundation
import Testing

/// Every signal that ends `tessera` removes the unfinished output first (issue 23): not only
/// SIGINT, SIGTERM and SIGHUP but SIGXFSZ (a file-size limit), SIGALRM, SIGUSR1, SIGUSR2, SIGPIPE,
/// SIGQUIT, SIGVTALRM, and the process still ends by that signal.
@Suite("Signals leave no temporary output")
struct SignalCleanupTests {
    @Test("a sheet ended by a signal leaves no temporary or hidden file and ends by that signal",
          arguments: [SIGXFSZ, SIGALRM, SIGUSR1, SIGUSR2, SIGPIPE, SIGQUIT, SIGVTALRM])
    func signalRemovesTemporaryFile(signal: Int32) throws {
        let folder = try SheetCommandTests.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        func leftovers() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasPrefix(".") || $0.hasSuffix(".tmp") }
        }
        let process = Process()
        process.executableURL = Tessera.executable
        process.arguments = ["sheet", "photos", "-o", "big.png", "--width", "2000", "--scale", "2", "--columns", "2", "-q", "--jobs", "1"]
        process.currentDirectoryURL = folder
        process.standardError = FileHandle.nullDevice
        // Swift's backtracer takes SIGQUIT and spends many seconds on a debug build's report:
        // without it the signal's own default action ends the process (the handler runs before the backtracer's, checked by hand).
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        try process.run()
        // Wait for the temporary file to appear, then send the signal.
        let deadline = Date().addingTimeInterval(60)
        while leftovers().isEmpty && process.isRunning && Date() < deadline { usleep(5_000) }
        #expect(!leftovers().isEmpty, "the sheet finished before the signal")
        kill(process.processIdentifier, signal)
        // A watchdog, so that a signal that is not acted on fails the test instead of hanging it.
        let killBy = Date().addingTimeInterval(20)
        while process.isRunning && Date() < killBy { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("signal \(signal) did not end the sheet")
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal,
                "ended by \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
        #expect(leftovers() == [])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("big.png").path))
    }
}
