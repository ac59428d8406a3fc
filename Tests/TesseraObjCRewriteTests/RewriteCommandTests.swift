import Foundation
import Testing

/// `tessera-objc-rewrite INPUT_DIR OUTPUT_DIR`, the built command, as a user runs it.
@Suite struct RewriteCommandTests {
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("tessera-objc-rewrite")
    }()

    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                   errors: String(decoding: err, as: UTF8.self))
    }

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("objc-rewrite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func write(_ text: String, _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func aFolderIsRewrittenIntoAMirroredFolder() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("App"), output = root.appendingPathComponent("Out")
        try write("class Cell {\n    @IBOutlet weak var label: UILabel!\n}\n", "Cells/Cell.swift", in: input)
        try write("extension Cell {\n    override func prepareForReuse() {}\n}\n", "Cell+Reuse.swift", in: input)
        try write("not swift", "README.md", in: input)
        let result = try run([input.path, output.path, "--verbose"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let cell = try String(contentsOf: output.appendingPathComponent("Cells/Cell.swift"), encoding: .utf8)
        #expect(cell == """
            #sourceLocation(file: "\(input.path)/Cells/Cell.swift", line: 1)
            class Cell {
                weak var label: UILabel!

            #sourceLocation(file: "\(input.path)/Cell+Reuse.swift", line: 2)
                override func prepareForReuse() {}
            #sourceLocation(file: "\(input.path)/Cells/Cell.swift", line: 3)
            }

            """)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Cell+Reuse.swift").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("README.md").path))
        #expect(result.output.contains("\(input.path)/Cells/Cell.swift:2: @IBOutlet dropped"))
        #expect(result.output.hasSuffix("tessera-objc-rewrite: 2 files written to \(output.path)\n"))
        // The originals are untouched.
        #expect(try String(contentsOf: input.appendingPathComponent("Cells/Cell.swift"), encoding: .utf8).contains("@IBOutlet"))
    }

    @Test func aConstructWithNoRewriteFailsWithItsLineAndWritesNothing() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("App"), output = root.appendingPathComponent("Out")
        try write("class A {\n    func f() { _ = #keyPath(A.b) }\n}\n", "A.swift", in: input)
        try write("class B {}\n", "B.swift", in: input)
        let result = try run([input.path, output.path])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(input.path)/A.swift:2:20: error: #keyPath names a property"))
        #expect(result.errors.hasSuffix("tessera-objc-rewrite: 1 construct cannot be rewritten without the Objective-C runtime; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func thePluginFormWritesFlatCopiesNamedApart() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write("@objc class A {}\n", "x/A.swift", in: root)
        try write("class B {}\n", "y/B.swift", in: root)
        let output = root.appendingPathComponent("Out")
        let result = try run(["--output", output.path, root.appendingPathComponent("x").path, root.appendingPathComponent("y/B.swift").path])
        #expect(result.status == 0)
        #expect(try String(contentsOf: output.appendingPathComponent("A.rewritten.swift"), encoding: .utf8)
                == "#sourceLocation(file: \"\(root.path)/x/A.swift\", line: 1)\nclass A {}\n")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("B.rewritten.swift").path))
    }

    @Test func usageErrorsExitWithStatus64() throws {
        let result = try run(["/nonexistent"])
        #expect(result.status == 64)
        #expect(result.errors.contains("Expected INPUT_DIR and OUTPUT_DIR"))
        let twice = try folder()
        defer { try? FileManager.default.removeItem(at: twice) }
        try write("class A {}\n", "a/Same.swift", in: twice)
        try write("class B {}\n", "b/Same.swift", in: twice)
        let clash = try run(["--output", twice.appendingPathComponent("Out").path, twice.path])
        #expect(clash.status == 64)
        #expect(clash.errors.contains("Swift needs distinct file names in one target"))
    }

    /// The compiler's messages about a rewritten copy name the original file and line, also for a
    /// member moved into its class from another file.
    @Test func compilerErrorsPointAtTheOriginalLines() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("App"), output = root.appendingPathComponent("Out")
        try write("class Base {\n    func f() {}\n}\nclass Sub: Base {\n    @objc var a = 1\n    let wrong: Int = \"text\"\n}\n", "Base.swift", in: input)
        try write("import Foundation\n\nextension Sub {\n    override func f() {\n        let x: Int = \"moved\"\n    }\n}\n", "Sub+F.swift", in: input)
        #expect(try run([input.path, output.path]).status == 0)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["swiftc", "-typecheck", output.appendingPathComponent("Base.swift").path, output.appendingPathComponent("Sub+F.swift").path]
        let errors = Pipe()
        compile.standardError = errors
        compile.standardOutput = Pipe()
        try compile.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compile.waitUntilExit()
        #expect(compile.terminationStatus != 0)
        #expect(text.contains("\(input.path)/Base.swift:6:22: error: cannot convert value of type 'String' to specified type 'Int'"))
        #expect(text.contains("\(input.path)/Sub+F.swift:5:22: error: cannot convert value of type 'String' to specified type 'Int'"))
    }
}
