import Testing
import TesseraObjCRewrite

/// What only the Objective-C runtime can do is reported by file, line and reason, never guessed.
@Suite struct RuntimeConstructTests {
    @Test func runtimeFunctionsKeyPathsAndPerformAreRefused() {
        let source = """
            class Badge {
                func attach(to view: UIView) {
                    method_exchangeImplementations(a, b)
                    view.addObserver(self, forKeyPath: #keyPath(UIView.frame), options: [], context: nil)
                    view.perform(#selector(UIView.layoutIfNeeded))
                    view.perform(#selector(UIView.layoutIfNeeded), with: nil, afterDelay: 1)
                }
            }
            """
        let result = rewritten([("/app/Badge.swift", source)]).result
        #expect(result.diagnostics.map { "\($0.line):\($0.column)" } == ["3:9", "4:44", "5:9"])
        #expect(result.diagnostics[0].message.contains("Objective-C runtime"))
        #expect(result.diagnostics[1].message.hasPrefix("#keyPath"))
        #expect(result.diagnostics[2].message.hasPrefix("perform(_:)"))
    }

    @Test func diagnosticsAreInFileAndLineOrder() {
        let result = ObjCRewrite.rewrite([
            RewriteSource(path: "/b.swift", text: "let a = #keyPath(A.b)\n"),
            RewriteSource(path: "/a.swift", text: "\n\nlet a = #keyPath(A.b)\nlet c = #keyPath(A.b)\n"),
        ])
        #expect(result.diagnostics.map(\.description).map { $0.prefix { $0 != " " } } == ["/a.swift:3:9:", "/a.swift:4:9:", "/b.swift:1:9:"])
    }
}
