import ArgumentParser
import Foundation

/// Which files the command reads and where each copy goes: mirrored under OUTPUT_DIR, or flat by
/// file name in `--output` as `NAME.rewritten.swift` (the plugin declares those names as its outputs
/// beforehand).
struct OutputPlan {
    struct Input {
        /// The original file.
        let path: String
        /// Where its copy goes.
        let destination: String
    }

    let inputs: [Input]
    let outputDescription: String

    init(paths: [String], output: String?) throws {
        var inputs: [Input] = []
        if let output {
            for path in paths {
                for file in try Self.swiftFiles(at: path) {
                    // `PhotoCell.rewritten.swift`: a copy must not share the original's name, which its
                    // `#sourceLocation` gives as its `#fileID` (the plugin declares these names).
                    let name = String((file as NSString).lastPathComponent.dropLast(".swift".count)) + ".rewritten.swift"
                    inputs.append(Input(path: file, destination: (output as NSString).appendingPathComponent(name)))
                }
            }
            outputDescription = output
        } else {
            let (root, output) = (paths[0].hasSuffix("/") && paths[0].count > 1 ? String(paths[0].dropLast()) : paths[0], paths[1])
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("\(root): not a folder (INPUT_DIR must be a folder of .swift files)")
            }
            for file in try Self.swiftFiles(at: root) {
                let relative = String(file.dropFirst(root.count)).drop { $0 == "/" }
                inputs.append(Input(path: file, destination: (output as NSString).appendingPathComponent(String(relative))))
            }
            outputDescription = output
        }
        let names = Dictionary(grouping: inputs, by: \.destination).filter { $0.value.count > 1 }
        if let clash = names.first {
            throw ValidationError("\(clash.value.map(\.path).joined(separator: " and ")) would both be written to \(clash.key); Swift needs distinct file names in one target")
        }
        self.inputs = inputs
    }

    /// Writes a copy, creating its folder; an unchanged copy is not rewritten, so the build does not redo work.
    func write(_ text: String, for input: Input) throws {
        let folder = (input.destination as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if let existing = FileManager.default.contents(atPath: input.destination), existing == Data(text.utf8) { return }
        try Data(text.utf8).write(to: URL(fileURLWithPath: input.destination), options: .atomic)
    }

    /// The .swift files at `path` (itself, or under it, sorted).
    private static func swiftFiles(at path: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ValidationError("\(path): no such file or folder")
        }
        guard isFolder.boolValue else { return [path] }
        let root = path.hasSuffix("/") ? String(path.dropLast()) : path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(root + "/" + relative) }
        }
        return files.sorted()
    }
}
