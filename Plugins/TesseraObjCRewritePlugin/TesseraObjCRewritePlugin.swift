import Foundation
import PackagePlugin

/// A build-tool plugin with which a Linux target compiles an app's unchanged files that use
/// Objective-C-only constructs (`@IBOutlet`, `#selector`, `@objc optional`, optional calls of UIKit's
/// optional requirements such as `delegate?.collectionView?(…)`, overrides in extensions).
///
/// The target names the app's files in `ObjCRewriteSources.txt`, in its own folder: one path per
/// line, relative to the package, a folder standing for every `.swift` file under it, `#` starting
/// a comment. The target's own folder holds that list (excluded in `Package.swift`) and at least one
/// Swift file of its own (SwiftPM builds no target without one). On Linux the plugin runs `tessera-objc-rewrite` over the listed
/// files and the target compiles the rewritten copies, which live in the build folder only; a
/// construct with no sound rewrite fails the build with its file, line and reason. Where
/// Objective-C is available (macOS, and iOS builds made on a Mac) the copies are the files
/// unchanged, so the same `Package.swift` builds with Apple's UIKit.
@main
struct TesseraObjCRewritePlugin: BuildToolPlugin {
    static let listName = "ObjCRewriteSources.txt"

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let list = target.directoryURL.appending(path: Self.listName)
        guard FileManager.default.fileExists(atPath: list.path) else {
            throw PluginProblem("\(target.name): \(Self.listName) is missing from \(target.directoryURL.path); it lists the app files to rewrite, one path per line, relative to the package")
        }
        let inputs = try SourceList(contentsOf: list, packageRoot: context.package.directoryURL).files
        let output = context.pluginWorkDirectoryURL.appending(path: "Rewritten")
        var outputs: [URL] = []
        var seen: [String: URL] = [:]
        for input in inputs {
            let name = input.lastPathComponent
            if let other = seen[name] {
                throw PluginProblem("\(target.name): \(other.path) and \(input.path) have the same file name; Swift needs distinct file names in one target")
            }
            seen[name] = input
            // Named apart from the original, whose name the copy's `#sourceLocation` (and `#fileID`) gives.
            outputs.append(output.appending(path: RewrittenName.of(name)))
        }
        var arguments = ["--output", output.path]
        #if !os(Linux)
        arguments.append("--copy-unchanged")
        #endif
        arguments += inputs.map(\.path)
        return [
            .buildCommand(
                displayName: "Rewriting \(inputs.count) app file\(inputs.count == 1 ? "" : "s") of \(target.name) for Swift without Objective-C",
                executable: try context.tool(named: "tessera-objc-rewrite").url,
                arguments: arguments,
                inputFiles: inputs + [list],
                outputFiles: outputs
            ),
        ]
    }
}

/// The paths `ObjCRewriteSources.txt` lists, as `.swift` files.
struct SourceList {
    let files: [URL]

    init(contentsOf list: URL, packageRoot: URL) throws {
        let text = try String(contentsOf: list, encoding: .utf8)
        var files: [URL] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
                .trimmingCharacters(in: .whitespaces) ?? ""
            guard !line.isEmpty else { continue }
            let url = line.hasPrefix("/") ? URL(fileURLWithPath: line) : packageRoot.appending(path: line)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw PluginProblem("\(list.path):\(number + 1): \(line): no such file or folder")
            }
            if isFolder.boolValue {
                let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
                var found: [URL] = []
                while let next = enumerator?.nextObject() as? URL {
                    if next.pathExtension == "swift" { found.append(next) }
                }
                files += found.sorted { $0.path < $1.path }
            } else {
                files.append(url)
            }
        }
        if files.isEmpty { throw PluginProblem("\(list.path): lists no .swift file") }
        self.files = files
    }
}

/// The copy's file name: `PhotoCell.rewritten.swift` for `PhotoCell.swift` (the tool's `--output` form
/// names it so too).
enum RewrittenName {
    static func of(_ name: String) -> String { String(name.dropLast(".swift".count)) + ".rewritten.swift" }
}

/// A problem the plugin reports instead of building.
struct PluginProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
