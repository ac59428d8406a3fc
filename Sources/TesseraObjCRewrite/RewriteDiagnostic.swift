/// A construct the rewrite cannot give its iOS meaning without the Objective-C runtime.
///
/// The rewrite never guesses: a file with such a construct gets a diagnostic naming the file, the
/// line and the reason, and the build step fails with it. `description` is in the compiler's
/// `FILE:LINE:COLUMN: error: MESSAGE` form, so build logs and editors show it at the line.
public struct RewriteDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    /// The original file's path.
    public let path: String
    /// The 1-based line of the construct in the original file.
    public let line: Int
    /// The 1-based column of the construct.
    public let column: Int
    /// What cannot be rewritten, and why.
    public let message: String

    /// A diagnostic at `line` and `column` of `path`.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
