import SwiftSyntax

/// Finds method declarations by name in a file.
enum MethodFinder {
    static func methods(named name: String, in root: Syntax) -> [FunctionDeclSyntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [FunctionDeclSyntax] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.name.text == name { found.append(node) }
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(root)
        return finder.found
    }
}
