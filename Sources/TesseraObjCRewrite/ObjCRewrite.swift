import SwiftParser
import SwiftSyntax

/// The rewrite that lets an app's unchanged files that use Objective-C-only constructs compile
/// with Swift on Linux, against TesseraUIKit, keeping the meaning a test can observe.
///
/// It is given all the Swift files of one target at once (a member moves from an extension in one
/// file into its class in another) and returns a rewritten copy of each:
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `dynamic` and Interface Builder's
///   attributes (`@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@IBSegueAction`)
///   are dropped. Outlets stay stored properties, `nil` until a test sets them, as when no nib
///   is loaded.
/// - `#selector(Type.method(_:))` becomes `Selector("method:", performing: Type.method(_:))`, a
///   value TesseraUIKit's target–action keeps and `sendActions(for:)` calls.
/// - An `@objc` protocol becomes class-bound (`AnyObject`), and each `optional func` requirement a
///   `throws` requirement whose default implementation, in an extension, throws. The target's
///   calls `delegate?.f?(x)` become `(try? delegate?.f(x))`: `nil` when the conformer does not
///   implement `f`, as on iOS.
/// - A call of one of UIKit's optional requirements in the optional-call form
///   (`delegate?.collectionView?(cv, layout: self, sizeForItemAt: ip)`) becomes a call of
///   TesseraUIKit's `_objcOptionalCall(delegate, "collectionView(_:layout:sizeForItemAt:)", { … })`,
///   `nil` when the delegate does not implement the method, as on iOS. The requirements are
///   listed in `UIKitOptionalRequirements`; the target's own protocols take precedence.
/// - An override declared in an extension of a class of the target, or a member of such an
///   extension that a subclass overrides, moves into the class declaration.
///
/// Anything else the runtime alone can do (`responds(to:)`, `perform(_:)`, `#keyPath`,
/// swizzling, an override in an extension of a framework class, an optional property
/// requirement) is reported as a ``RewriteDiagnostic`` and left as written.
///
/// The rewrite is pure: text in, text out. It MAY run on any thread.
public enum ObjCRewrite {
    /// A copy of `source` unchanged but for the `#sourceLocation` line naming it: what the build
    /// step compiles where the Objective-C runtime exists (Apple's platforms).
    public static func unchangedCopy(of source: RewriteSource) -> RewrittenFile {
        RewrittenFile(path: source.path, text: "#sourceLocation(file: \(FileRewriter.literal(source.path)), line: 1)\n" + source.text,
                      changes: [])
    }

    /// Rewrites the files of one target.
    public static func rewrite(_ sources: [RewriteSource]) -> RewriteResult {
        let trees = sources.map { Parser.parse(source: $0.text) }
        let converters = zip(sources, trees).map { SourceLocationConverter(fileName: $0.path, tree: $1) }
        let survey = ModuleSurvey(files: trees, converters: converters)
        let rewriters = sources.indices.map { index in
            FileRewriter(path: sources[index].path, fileIndex: index, text: sources[index].text, tree: trees[index], survey: survey)
        }
        for (rewriter, tree) in zip(rewriters, trees) { rewriter.walk(tree) }

        // Members that move from an extension into their class take their own edits with them;
        // the lines they leave stay, as blank lines.
        for rewriter in rewriters {
            let bytes = Array(sources[rewriter.fileIndex].text.utf8)
            for move in rewriter.moves {
                let original = String(decoding: bytes[move.range], as: UTF8.self)
                var inner = TextEdits()
                rewriter.record { inner = $0.extract(move.range) }
                let member = String(repeating: " ", count: move.column - 1) + inner.applied(to: original)
                let blankLines = String(repeating: "\n", count: original.filter { $0 == "\n" }.count)
                let vacated = FileRewriter.widenedToIndentation(move.range, in: bytes)
                rewriter.record { $0.replace(vacated, with: blankLines) }
                let target = rewriters[move.toClass.file]
                let text = "\n#sourceLocation(file: \(FileRewriter.literal(rewriter.path)), line: \(move.line))\n" + member
                    + "\n#sourceLocation(file: \(FileRewriter.literal(target.path)), line: \(move.toClass.closingBraceLine))\n"
                    + String(repeating: " ", count: move.toClass.closingBraceColumn - 1)
                target.record { $0.insert(text, at: move.toClass.closingBrace.utf8Offset, placement: .opening) }
            }
        }

        let files = rewriters.map { rewriter in
            RewrittenFile(path: rewriter.path,
                          text: rewriter.rewrittenText(sources[rewriter.fileIndex].text, with: rewriter.edits),
                          changes: rewriter.changes.sorted { $0.line < $1.line }.map { "\($0.line): \($0.what)" })
        }
        let diagnostics = rewriters.flatMap(\.diagnostics).sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        return RewriteResult(files: files, diagnostics: diagnostics)
    }
}
