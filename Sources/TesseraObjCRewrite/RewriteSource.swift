/// One Swift file of an app target, as the rewrite receives it.
///
/// `path` names the original file: diagnostics and the `#sourceLocation` line at the top of the
/// rewritten copy use it, so the compiler's messages point at the original lines.
public struct RewriteSource: Sendable, Equatable {
    /// The original file's path, as diagnostics should name it.
    public let path: String
    /// The file's text, unchanged.
    public let text: String

    /// A file to rewrite: its path and its text.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
