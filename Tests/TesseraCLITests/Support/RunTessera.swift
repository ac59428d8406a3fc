import Foundation
import TesseraTestSupport

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

    /// Runs `tessera arguments…` in `directory` (the repository root by default) and waits for
    /// it, at most `timeout` seconds.
    ///
    /// With `honouringPermissions`, file permissions bind even when the tests run as root: the
    /// binary is started through `setpriv` without the capabilities that let root read and write
    /// any file (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH).
    ///
    /// With `program`, that program is run with `arguments` instead of `tessera`. `environment`
    /// adds to (or replaces in) the test's own environment.
    static func run(_ arguments: [String], in directory: URL? = nil,
                    honouringPermissions: Bool = false, program: URL? = nil, environment: [String: String] = [:],
                    timeout: Double = 600) throws -> TesseraRun {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let program {
            process.executableURL = program
            process.arguments = arguments
        } else if honouringPermissions && geteuid() == 0 {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--bounding-set=-dac_override,-dac_read_search", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory ?? repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // A watchdog: a run that hangs is killed after `timeout` seconds, so the test fails
        // (status SIGKILL) instead of holding CI until its own limit.
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        // Read both pipes before waiting, so a large output cannot fill a pipe and block the child.
        let errBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        let errHandle = err.fileHandleForReading
        DispatchQueue.global().async {
            errBox.data = readToEnd(errHandle.fileDescriptor)
            group.leave()
        }
        let outData = readToEnd(out.fileHandleForReading.fileDescriptor)
        group.wait()
        process.waitUntilExit()
        return TesseraRun(status: process.terminationStatus,
                          stdout: String(decoding: outData, as: UTF8.self),
                          stderr: String(decoding: errBox.data, as: UTF8.self))
    }

    /// util-linux's `setpriv`, which drops capabilities for ``run(_:in:honouringPermissions:timeout:)``.
    static let setpriv = "/usr/bin/setpriv"

    /// Whether a chmod can make a file unreadable to the binary: always for an ordinary user,
    /// and for root when `setpriv` can drop root's override.
    static var canHonourPermissions: Bool {
        geteuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
    }

    /// A new temporary folder holding `photos/NAME` for each entry, a copy of the repository file
    /// `from` (`SampleImages/…`, `Tests/Fixtures/…`); folders in NAME are made. Removed by the caller.
    static func folder(withPhotos photos: [(name: String, from: String)]) throws -> URL {
        try folder(with: photos.map { (name: $0.name, source: .repository($0.from)) })
    }

    /// Where a photo put into a test folder comes from.
    enum PhotoSource: Sendable {
        /// A file of the repository: `SampleImages/…`, `Tests/Fixtures/…`.
        case repository(String)
        /// A third-party file of the shared test data (``TestData/thirdParty(_:_:)``): a test using
        /// it carries `.thirdPartyData(folder)`, so it is skipped where the folder is absent.
        case thirdParty(folder: String, file: String)
        /// Bytes the test made itself (``PNGSamples``, ``JPEGSurgery``).
        case bytes([UInt8])

        /// The file copied, or nil for bytes.
        var url: URL? {
            switch self {
            case .repository(let path): Tessera.repositoryRoot.appendingPathComponent(path)
            case .thirdParty(let folder, let file): URL(fileURLWithPath: TestData.thirdParty(folder, file))
            case .bytes: nil
            }
        }
    }

    /// A new temporary folder holding `photos/NAME` for each entry, copied or written from its
    /// source; folders in NAME are made. Removed by the caller.
    static func folder(with photos: [(name: String, source: PhotoSource)]) throws -> URL {
        let folder = try temporaryFolder()
        do {
            for photo in photos {
                let target = folder.appendingPathComponent("photos").appendingPathComponent(photo.name)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if case .bytes(let bytes) = photo.source {
                    try Data(bytes).write(to: target)
                } else if let url = photo.source.url {
                    try FileManager.default.copyItem(at: url, to: target)
                }
            }
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
        return folder
    }

    /// The bytes of the repository file `path`.
    static func bytes(of path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent(path)))
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

/// Everything a pipe holds until its writer closes it, read with read(2) and retried on EINTR:
/// Foundation's `readDataToEndOfFile()` traps on an interrupted read (a signal landing in the
/// test process, as the signal tests and a loaded machine make likely).
func readToEnd(_ descriptor: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            data.append(contentsOf: buffer[0..<count])
        } else if count == 0 || errno != EINTR {
            return data
        }
    }
}
