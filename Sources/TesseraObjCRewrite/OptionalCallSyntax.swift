import SwiftSyntax

/// Readings of a call in the optional-call form (`delegate?.f?(x)`) that its rewrite into
/// `_objcOptionalCall(delegate, "f(_:)", { _objcReceiver in _objcReceiver.f(x) })` needs.
enum OptionalCallSyntax {
    /// The anonymous closure arguments (`$0`) in a call's (parenthesised) arguments that belong to
    /// an enclosing closure (not to a closure among the arguments), in order of first use.
    static func anonymousClosureArguments(in node: FunctionCallExprSyntax) -> [String] {
        var found: [String] = []
        for token in node.arguments.tokens(viewMode: .sourceAccurate) {
            guard case .dollarIdentifier = token.tokenKind, !isInsideClosure(token, of: node),
                  !found.contains(token.text) else { continue }
            found.append(token.text)
        }
        return found
    }

    /// Whether `token` lies in a closure written inside `call` (its arguments or trailing closures).
    static func isInsideClosure(_ token: TokenSyntax, of call: FunctionCallExprSyntax) -> Bool {
        var parent = token.parent
        while let current = parent, current.id != call.id {
            if current.is(ClosureExprSyntax.self) { return true }
            parent = current.parent
        }
        return false
    }

    /// Whether `node` is directly the base of a member access, call or subscript (so an optional
    /// value needs `?` for the chain to go on). A `?` or `!` already written after it stays.
    static func continuesPostfix(_ node: Syntax) -> Bool {
        guard let parent = node.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == node.id }
        return false
    }
}
