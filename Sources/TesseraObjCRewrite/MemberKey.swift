import SwiftSyntax

/// How the rewrite names a member across files: `tap(_:with:)` for a method, `title` for a
/// property, `init(frame:)` for an initializer, as Swift spells a full name.
enum MemberKey {
    /// `name(label:label:)`, `_` for an unlabelled parameter.
    static func of(_ function: FunctionDeclSyntax) -> String {
        function.name.text + labels(function.signature.parameterClause.parameters)
    }

    /// The keys a member declaration introduces (several for `var a, b: Int`), or none.
    static func of(_ decl: DeclSyntax) -> [String] {
        if let function = decl.as(FunctionDeclSyntax.self) { return [of(function)] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            return ["init" + labels(initializer.signature.parameterClause.parameters)]
        }
        if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            return ["subscript" + labels(subscriptDecl.parameterClause.parameters)]
        }
        return []
    }

    /// `(_:with:)` of a parameter list.
    static func labels(_ parameters: FunctionParameterListSyntax) -> String {
        "(" + parameters.map { ($0.firstName.text) + ":" }.joined() + ")"
    }

    /// `(_:with:)` of a call's arguments, or `nil` when trailing closures hide some labels.
    static func labels(of call: FunctionCallExprSyntax) -> String? {
        if call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty { return nil }
        return "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    }

    /// The base name of a key (`tap` of `tap(_:with:)`).
    static func baseName(_ key: String) -> Substring {
        key.prefix { $0 != "(" }
    }
}
