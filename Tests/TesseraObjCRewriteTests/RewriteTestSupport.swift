import TesseraObjCRewrite

/// Rewrites files given as (path, text) and returns each copy without its first
/// `#sourceLocation` line, for comparison with expected text.
func rewritten(_ files: [(String, String)]) -> (bodies: [String], result: RewriteResult) {
    let result = ObjCRewrite.rewrite(files.map { RewriteSource(path: $0.0, text: $0.1) })
    let bodies = result.files.map { file in
        String(file.text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first ?? "")
    }
    return (bodies, result)
}

/// The rewritten body of one file.
func rewritten(_ text: String, path: String = "/app/File.swift") -> String {
    rewritten([(path, text)]).bodies[0]
}

/// The diagnostics of one file, as `LINE:COLUMN: MESSAGE-START` (the message cut at its first colon).
func diagnostics(_ text: String, path: String = "/app/File.swift") -> [String] {
    rewritten([(path, text)]).result.diagnostics.map { "\($0.line):\($0.column)" }
}
