/// What the rewrite made of a target's files: one rewritten copy per file, in the order given, and
/// the constructs it refused.
///
/// When `diagnostics` is not empty the copies MUST NOT be compiled: a refused construct is left as
/// written, and compiling it would fail or, worse, mean something else.
public struct RewriteResult: Sendable, Equatable {
    /// The rewritten copies, one per source, in the order the sources were given.
    public let files: [RewrittenFile]
    /// The constructs that could not be rewritten soundly, in file and line order.
    public let diagnostics: [RewriteDiagnostic]
}

/// One rewritten copy of an app file.
public struct RewrittenFile: Sendable, Equatable {
    /// The original file's path.
    public let path: String
    /// The copy's text. It starts with `#sourceLocation(file:line:)` naming the original, and keeps
    /// every original line on the line it had, so the compiler's messages point at the original.
    public let text: String
    /// What was changed, one line per rewrite (`12: @IBOutlet dropped`), for the command's report.
    public let changes: [String]
}
