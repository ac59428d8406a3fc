import Foundation

/// What one run of the built `tessera` binary printed and returned.
struct TesseraRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the `tessera` binary that `swift build` put next to the test bundle.
enum Tessera {
    /// The products folder: the directory of the test runner (`….xctest`), which also holds `tessera`.
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // When the runner is given as a bundle path (macOS `….xctest/Contents/MacOS/…`), climb out of it.
        while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("tessera")
    }()

    /// The repository root, for paths like `SampleImages` and `Tests/Fixtures`.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `tessera arguments…` in `directory` (the repository root by default) and waits for it.
    static func run(_ arguments: [String], in directory: URL? = nil, stdin: Data? = nil) throws -> TesseraRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a large output cannot fill a pipe and block the child.
        let errBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        let errHandle = err.fileHandleForReading
        DispatchQueue.global().async {
            errBox.data = errHandle.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return TesseraRun(status: process.terminationStatus,
                          stdout: String(decoding: outData, as: UTF8.self),
                          stderr: String(decoding: errBox.data, as: UTF8.self))
    }

    /// A new empty temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Holds what the stderr reader collected; written once before `group.leave()`, read after `wait()`.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
