import ArgumentParser
import Foundation
import TesseraObjCRewrite

/// `tessera-objc-rewrite INPUT_DIR OUTPUT_DIR`: the rewrite the build-tool plugin runs, as a
/// command, so its output can be read and checked outside a build.
@main
struct RewriteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera-objc-rewrite",
        abstract: "Rewrites app files that use Objective-C-only constructs so Swift on Linux compiles them against Tessera's UIKit.",
        discussion: """
            Every .swift file under INPUT_DIR is rewritten together (they are one target: a member moves \
            from an extension in one file into its class in another) and written under OUTPUT_DIR at the \
            same relative path. The originals are not changed. Each copy starts with #sourceLocation, so \
            the compiler's messages point at the original file and line.

            Dropped: @objc, @objcMembers, @nonobjc, dynamic, @IBOutlet, @IBAction, @IBInspectable, \
            @IBDesignable, @IBSegueAction. #selector(Type.method(_:)) becomes a Selector that target-action \
            calls. An @objc protocol's optional methods become throwing requirements with a default that \
            throws, and delegate?.f?(x) becomes (try? delegate?.f(x)). Overrides declared in an extension \
            move into their class.

            A construct with no sound rewrite (responds(to:), perform(_:), #keyPath, method swizzling, \
            an override in an extension of a framework class, an optional property requirement) is \
            reported as FILE:LINE:COLUMN: error: WHY, nothing is written, and the exit status is 1.
            """
    )

    @Argument(help: ArgumentHelp("INPUT_DIR OUTPUT_DIR, or with --output, the files and folders to rewrite.",
                                 valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("Write every copy into this folder by its file name (the build plugin's form); all paths are inputs.",
                               valueName: "dir"))
    var output: String?

    @Flag(help: "Copy the files unchanged but for the #sourceLocation line (the plugin's form where Objective-C is available).")
    var copyUnchanged = false

    @Flag(name: .shortAndLong, help: "List each change made, by file and line.")
    var verbose = false

    func validate() throws {
        if output == nil && paths.count != 2 {
            throw ValidationError("Expected INPUT_DIR and OUTPUT_DIR (or --output DIR and the files to rewrite).")
        }
        if output != nil && paths.isEmpty { throw ValidationError("Name the files or folders to rewrite.") }
    }

    func run() throws {
        let plan = try OutputPlan(paths: paths, output: output)
        let sources = try plan.inputs.map { input in
            RewriteSource(path: input.path, text: try String(contentsOfFile: input.path, encoding: .utf8))
        }
        let files: [RewrittenFile]
        if copyUnchanged {
            files = sources.map(ObjCRewrite.unchangedCopy(of:))
        } else {
            let result = ObjCRewrite.rewrite(sources)
            if !result.diagnostics.isEmpty {
                for diagnostic in result.diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
                let count = result.diagnostics.count
                FileHandle.standardError.write(Data("tessera-objc-rewrite: \(count) construct\(count == 1 ? "" : "s") cannot be rewritten without the Objective-C runtime; nothing was written\n".utf8))
                throw ExitCode(1)
            }
            files = result.files
        }
        for (file, input) in zip(files, plan.inputs) {
            try plan.write(file.text, for: input)
            if verbose { for change in file.changes { print("\(file.path):\(change)") } }
        }
        if verbose { print("tessera-objc-rewrite: \(files.count) file\(files.count == 1 ? "" : "s") written to \(plan.outputDescription)") }
    }
}
