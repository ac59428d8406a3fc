import SwiftSyntax

/// Walks one file and records the edits that give its Objective-C-only constructs their iOS
/// meaning in Swift without the runtime, and the constructs that have none.
///
/// Each edit keeps the lines where they are (a dropped attribute leaves its line, a moved member
/// leaves blank lines), so compiler messages about the copy point at the original lines.
final class FileRewriter: SyntaxVisitor {
    let path: String
    let fileIndex: Int
    private let survey: ModuleSurvey
    private let converter: SourceLocationConverter
    private let bytes: [UInt8]

    private(set) var edits = TextEdits()
    private(set) var diagnostics: [RewriteDiagnostic] = []
    private(set) var changes: [(line: Int, what: String)] = []
    /// Members moved out of this file's extensions, for the files their classes are declared in.
    private(set) var moves: [MemberMove] = []
    /// Default implementations of optional requirements, appended at the end of the file.
    private var appended: [String] = []

    /// The runtime's functions: no Swift meaning on Linux. (The associated-object functions are
    /// TesseraUIKit's, over a table beside the objects.)
    private static let runtimeFunctions: Set<String> = [
        "method_exchangeImplementations", "method_setImplementation", "class_getInstanceMethod",
        "class_getClassMethod", "class_addMethod", "class_replaceMethod", "object_getClass",
        "NSClassFromString", "NSSelectorFromString", "NSStringFromSelector",
    ]

    init(path: String, fileIndex: Int, text: String, tree: SourceFileSyntax, survey: ModuleSurvey) {
        self.path = path
        self.fileIndex = fileIndex
        self.survey = survey
        converter = SourceLocationConverter(fileName: path, tree: tree)
        bytes = Array(text.utf8)
        super.init(viewMode: .sourceAccurate)
    }

    /// The copy's text: the edits applied, a `#sourceLocation` line naming the original first, and
    /// the default implementations of optional requirements last.
    func rewrittenText(_ text: String, with edits: TextEdits) -> String {
        var result = "#sourceLocation(file: \(Self.literal(path)), line: 1)\n" + edits.applied(to: text)
        if !appended.isEmpty {
            if !result.hasSuffix("\n") { result += "\n" }
            result += appended.joined(separator: "\n") + "\n"
            result += "private struct _ObjCOptionalRequirementNotImplemented: Error {}\n"
        }
        return result
    }

    // MARK: Attributes and modifiers only the runtime reads

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = DeclarationNames.name(of: node)
        guard DeclarationNames.droppedAttributes.contains(name) else { return .visitChildren }
        removeWithFollowingSpaces(Syntax(node))
        note(Syntax(node), "@\(name) dropped")
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) {
            removeWithFollowingSpaces(Syntax(node))
            note(Syntax(node), "dynamic dropped")
        }
        return .skipChildren
    }

    // MARK: Imports of Clang submodules

    /// `import UIKit.UICollectionView` names a Clang submodule, which Swift modules on Linux do not
    /// have: the whole module is imported instead (what the submodule declares is in it).
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.importKindSpecifier == nil, node.path.count > 1, let first = node.path.first,
              Self.frameworkModules.contains(first.name.text) else { return .skipChildren }
        let start = first.name.endPositionBeforeTrailingTrivia.utf8Offset
        let end = node.path.endPositionBeforeTrailingTrivia.utf8Offset
        edits.replace(start..<end, with: "")
        note(Syntax(node), "import \(node.path.trimmedDescription) → import \(first.name.text)")
        return .skipChildren
    }

    /// Apple's frameworks whose Clang submodules app files import.
    private static let frameworkModules: Set<String> = ["UIKit", "Foundation", "CoreGraphics", "QuartzCore"]

    // MARK: @objc protocols and their optional requirements

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard DeclarationNames.has("objc", in: node.attributes) else { return .visitChildren }
        // An @objc protocol is class-bound: `weak var delegate: P?` needs that said in Swift.
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if !inherited.contains(where: { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }) {
            if let last = node.inheritanceClause?.inheritedTypes.last {
                edits.insert(", AnyObject", at: last.type.endPositionBeforeTrailingTrivia.utf8Offset, placement: .closing)
            } else {
                edits.insert(": AnyObject", at: node.name.endPositionBeforeTrailingTrivia.utf8Offset, placement: .closing)
            }
            note(Syntax(node), "@objc protocol \(node.name.text) made class-bound (AnyObject)")
        }
        var defaults: [String] = []
        for member in node.memberBlock.members {
            guard let (_, modifiers) = DeclarationNames.attributesAndModifiers(of: member.decl),
                  let optional = modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) else { continue }
            guard let function = member.decl.as(FunctionDeclSyntax.self) else {
                diagnose(Syntax(member.decl), "an optional property, initializer or subscript requirement cannot be rewritten: "
                         + "without the Objective-C runtime Swift cannot tell whether a conformer implements it")
                continue
            }
            if function.signature.effectSpecifiers?.throwsClause != nil {
                diagnose(Syntax(function), "an optional requirement that throws cannot be rewritten: the rewrite marks a "
                         + "missing optional method by throwing")
                continue
            }
            removeWithFollowingSpaces(Syntax(optional))
            let throwsOffset = (function.signature.effectSpecifiers?.asyncSpecifier ?? function.signature.parameterClause.rightParen)
                .endPositionBeforeTrailingTrivia.utf8Offset
            edits.insert(" throws", at: throwsOffset, placement: .closing)
            defaults.append(defaultImplementation(of: function, in: node))
            note(Syntax(function), "optional requirement \(MemberKey.of(function)) made a throwing requirement with a default that throws")
        }
        if !defaults.isEmpty {
            let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            appended.append("#sourceLocation(file: \(Self.literal(path)), line: \(line))\nextension \(node.name.text) {\n"
                            + defaults.joined(separator: "\n") + "\n}\n#sourceLocation()")
        }
        return .visitChildren
    }

    /// `func f(…) throws -> T { throw … }` for an optional requirement: a conformer that does not
    /// implement `f` gets it, and the rewritten call sites read the throw as "not implemented".
    private func defaultImplementation(of function: FunctionDeclSyntax, in protocolDecl: ProtocolDeclSyntax) -> String {
        var words: [String] = []
        for element in function.attributes {
            if case .attribute(let attribute) = element,
               DeclarationNames.droppedAttributes.contains(DeclarationNames.name(of: attribute)) { continue }
            words.append(element.trimmedDescription)
        }
        let access = protocolDecl.modifiers.first { ["public", "package", "open"].contains($0.name.text) }
        if let access { words.append(access.name.text == "open" ? "public" : access.name.text) }
        for modifier in function.modifiers where modifier.name.tokenKind != .keyword(.optional) {
            words.append(modifier.trimmedDescription)
        }
        var signature = "func " + function.name.text + (function.genericParameterClause?.trimmedDescription ?? "")
        signature += function.signature.parameterClause.trimmedDescription
        if function.signature.effectSpecifiers?.asyncSpecifier != nil { signature += " async" }
        signature += " throws"
        if let returnClause = function.signature.returnClause { signature += " " + returnClause.trimmedDescription }
        if let whereClause = function.genericWhereClause { signature += " " + whereClause.trimmedDescription }
        words.append(signature)
        return "    " + words.joined(separator: " ") + " { throw _ObjCOptionalRequirementNotImplemented() }"
    }

    // MARK: #selector and #keyPath

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": rewriteSelector(node)
        case "keyPath":
            diagnose(Syntax(node), "#keyPath names a property for key-value coding or observing, which needs the "
                     + "Objective-C runtime; use a Swift key path (\\Type.property) instead")
        default: break
        }
        return .visitChildren
    }

    private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            diagnose(Syntax(node), "#selector takes one method reference")
            return
        }
        if let label = argument.label {
            diagnose(Syntax(node), "#selector(\(label.text): …) names a property accessor, which only the Objective-C "
                     + "runtime can call by name")
            return
        }
        let enclosing = DeclarationNames.enclosingTypeName(of: Syntax(node))
        // `#selector(Type.method as (Type) -> (Sender) -> Void)`: the coercion picks the overload; the
        // reference before `as` is read as any other.
        var expression = argument.expression
        var coercion = ""
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
            expression = first
            coercion = " " + sequence.elements.dropFirst().map(\.trimmedDescription).joined(separator: " ")
        }
        let reference: String
        let declName: DeclReferenceExprSyntax
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            guard let enclosing else {
                diagnose(Syntax(node), "#selector(\(name.trimmedDescription)) outside a type: name the type "
                         + "(#selector(Type.method)) so the method can be called without the runtime")
                return
            }
            reference = enclosing + "." + name.trimmedDescription
            declName = name
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.trimmedDescription
            if base == "self" || base == "Self" {
                guard let enclosing else {
                    diagnose(Syntax(node), "#selector(self.…) outside a type")
                    return
                }
                reference = enclosing + "." + member.declName.trimmedDescription
            } else if base == nil {
                diagnose(Syntax(node), "#selector(.\(member.declName.trimmedDescription)) has no type to call the method on")
                return
            } else {
                reference = member.trimmedDescription
            }
            declName = member.declName
        } else {
            diagnose(Syntax(node), "#selector(\(expression.trimmedDescription)) is not a method reference the rewrite can call")
            return
        }
        let selector = selectorName(of: declName, in: enclosing)
        let replacement = "Selector(\(Self.literal(selector)), performing: \(reference)\(coercion))"
        edits.replace(range(of: Syntax(node)), with: replacement)
        note(Syntax(node), "#selector → \(replacement)")
    }

    /// The selector's Objective-C name: from the labels written, or from the one method of that
    /// name in the enclosing type of this file.
    private func selectorName(of reference: DeclReferenceExprSyntax, in enclosing: String?) -> String {
        let base = reference.baseName.text
        if let arguments = reference.argumentNames?.arguments {
            return SelectorName.of(baseName: base, labels: arguments.map { $0.name.text })
        }
        let candidates = MethodFinder.methods(named: base, in: Syntax(reference).root)
            .filter { DeclarationNames.enclosingTypeName(of: Syntax($0)) == enclosing }
        if candidates.count == 1, let method = candidates.first {
            return SelectorName.of(baseName: base, labels: method.signature.parameterClause.parameters.map { $0.firstName.text })
        }
        return base
    }

    // MARK: Calls of optional requirements

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let force: Bool
        let member: MemberAccessExprSyntax
        let mark: TokenSyntax
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let access = chained.expression.as(MemberAccessExprSyntax.self) {
            (force, member, mark) = (false, access, chained.questionMark)
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
                  let access = forced.expression.as(MemberAccessExprSyntax.self) {
            (force, member, mark) = (true, access, forced.exclamationMark)
        } else {
            checkRuntimeQuery(node)
            return .visitChildren
        }
        let base = member.declName.baseName.text
        let key = MemberKey.labels(of: node).map { base + $0 }
        if let requirement = survey.optionalRequirement(named: key, baseName: Substring(base)) {
            rewriteAppOptionalCall(node, force: force, mark: mark, requirement: requirement)
        } else if let requirement = UIKitOptionalRequirements.requirement(named: key, baseName: Substring(base)),
                  let receiver = member.base, !receiver.is(SuperExprSyntax.self), !callsClosureProperty(node, named: base) {
            rewriteUIKitOptionalCall(node, receiver: receiver, force: force, mark: mark, requirement: requirement)
        }
        return .visitChildren
    }

    /// An optional requirement of the target's own `@objc` protocol, which the rewrite made a
    /// throwing requirement: `delegate?.f?(x)` becomes `(try? delegate?.f(x))`.
    private func rewriteAppOptionalCall(_ node: FunctionCallExprSyntax, force: Bool, mark: TokenSyntax,
                                        requirement: ModuleSurvey.OptionalRequirement) {
        edits.replace(range(of: Syntax(mark)), with: "")
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if !force, node.parent?.is(CodeBlockItemSyntax.self) == true {
            edits.insert("_ = try? ", at: start, placement: .opening)
        } else {
            edits.insert(force ? "(try! " : "(try? ", at: start, placement: .opening)
            // `delegate?.title?(x).count`: the chain goes on past the call.
            let continues = !force && Self.isBaseOfPostfix(Syntax(node))
            edits.insert(continues ? ")?" : ")", at: end, placement: .closing)
        }
        note(Syntax(node), "optional call of \(requirement.protocolName).\(requirement.key) made a try\(force ? "!" : "?") call")
    }

    /// An optional requirement of UIKit's: `delegate?.f?(x)` becomes
    /// `_objcOptionalCall(delegate, "f(_:)", { _objcReceiver in _objcReceiver.f(x) })`, `nil`
    /// when the delegate is `nil` or does not implement `f`, as on iOS; `delegate!.f!(x)` becomes
    /// the same call of `.some(…)` followed by `!`, which traps when `f` is not implemented (a
    /// method answering `nil` does not trap). The call's text keeps its lines; `$0` in the
    /// arguments (an enclosing closure's) is captured under another name, since a closure with a
    /// named parameter cannot use `$0`.
    private func rewriteUIKitOptionalCall(_ node: FunctionCallExprSyntax, receiver: ExprSyntax, force: Bool, mark: TokenSyntax,
                                          requirement: ModuleSurvey.OptionalRequirement) {
        let anonymous = OptionalCallSyntax.anonymousClosureArguments(in: node)
        let captures = anonymous.isEmpty ? "" : "[" + anonymous.map { "_objcArgument\($0.dropFirst()) = \($0)" }.joined(separator: ", ") + "] "
        let opening = ", \(Self.literal(requirement.key)), { \(captures)_objcReceiver in " + (force ? ".some(_objcReceiver" : "_objcReceiver")
        if let chained = receiver.as(OptionalChainingExprSyntax.self) {
            edits.replace(range(of: Syntax(chained.questionMark)), with: opening)
        } else {
            edits.insert(opening, at: receiver.endPositionBeforeTrailingTrivia.utf8Offset, placement: .closing)
        }
        edits.replace(range(of: Syntax(mark)), with: "")
        for token in node.arguments.tokens(viewMode: .sourceAccurate)
        where anonymous.contains(token.text) && !OptionalCallSyntax.isInsideClosure(token, of: node) {
            edits.replace(range(of: Syntax(token)), with: "_objcArgument" + token.text.dropFirst())
        }
        edits.insert("_objcOptionalCall(", at: node.positionAfterSkippingLeadingTrivia.utf8Offset, placement: .opening)
        // `delegate?.title?(x).count`: the call's value is optional, so the chain goes on with `?`.
        let continues = !force && OptionalCallSyntax.continuesPostfix(Syntax(node))
        edits.insert(force ? ") })!" : continues ? " })?" : " })", at: node.endPositionBeforeTrailingTrivia.utf8Offset,
                     placement: .closing)
        note(Syntax(node), "optional call of \(requirement.protocolName).\(requirement.key) made an _objcOptionalCall\(force ? " forced with !" : "")")
    }

    /// `handler?.f?(x)` where the target declares a variable `f`: a call of an optional closure,
    /// not of a requirement (a closure takes no argument labels).
    private func callsClosureProperty(_ node: FunctionCallExprSyntax, named name: String) -> Bool {
        survey.variableNames.contains(name) && node.arguments.allSatisfy { $0.label == nil }
    }

    /// `responds(to:)` and `perform(_:)` ask the runtime about a method by name.
    private func checkRuntimeQuery(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let name = member.declName.baseName.text
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if name == "responds", labels == ["to"] {
            diagnose(Syntax(node), "responds(to:) asks the Objective-C runtime whether an object implements a method; "
                     + "without it no answer can be given (call the optional requirement with `?` instead)")
        } else if name == "perform", labels.first == "_", !labels.contains("afterDelay"),
                  node.arguments.first?.expression.is(MacroExpansionExprSyntax.self) == true {
            diagnose(Syntax(node), "perform(_:) calls a method by selector through the Objective-C runtime; call the method directly")
        }
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `delegate?.f(_:)` or `delegate?.f != nil` as a value: asks whether the method exists.
        guard node.base?.is(OptionalChainingExprSyntax.self) == true,
              survey.hasOptionalRequirement(baseName: Substring(node.declName.baseName.text)) else { return .visitChildren }
        let called = node.parent?.is(OptionalChainingExprSyntax.self) == true || node.parent?.is(ForceUnwrapExprSyntax.self) == true
            || node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        let comparedWithNil = node.parent?.as(ExprListSyntax.self).map { list in
            list.contains { $0.is(NilLiteralExprSyntax.self) }
        } ?? false
        if !called && (node.declName.argumentNames != nil || comparedWithNil) {
            diagnose(Syntax(node), "\(node.trimmedDescription) asks whether a delegate implements an optional requirement, "
                     + "which needs the Objective-C runtime; call it with `?(…)` and read the nil instead")
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.runtimeFunctions.contains(node.baseName.text) {
            diagnose(Syntax(node), "\(node.baseName.text) is a function of the Objective-C runtime, which Swift on Linux does not have")
        }
        return .visitChildren
    }

    // MARK: Overrides declared in extensions

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let typeName = node.extendedType.trimmedDescription
        let site = survey.classes[typeName]
        for member in node.memberBlock.members {
            guard let (_, modifiers) = DeclarationNames.attributesAndModifiers(of: member.decl) else { continue }
            let isOverride = DeclarationNames.has(.override, in: modifiers)
            let keys = MemberKey.of(member.decl)
            let overridden = site != nil && keys.contains { survey.isOverriddenInSubclass($0, of: typeName) }
            guard isOverride || overridden else { continue }
            let what = keys.first ?? member.decl.trimmedDescription
            guard let site else {
                diagnose(Syntax(member.decl), "override of \(what) in an extension of \(typeName), which is not declared in "
                         + "this target: Swift without the Objective-C runtime overrides only in the class declaration, and "
                         + "replacing a method of a framework class from an extension has no Swift meaning")
                continue
            }
            if node.genericWhereClause != nil {
                diagnose(Syntax(member.decl), "\(what) is declared in a constrained extension of \(typeName) and must be "
                         + "moved into the class to be overridden; a constrained member cannot be moved")
                continue
            }
            let line = converter.location(for: member.decl.positionAfterSkippingLeadingTrivia).line
            moves.append(MemberMove(range: range(of: Syntax(member.decl)), line: line,
                                    column: converter.location(for: member.decl.positionAfterSkippingLeadingTrivia).column,
                                    toClass: site))
            note(Syntax(member.decl), "\(what) moved into the declaration of class \(typeName)")
        }
        return .visitChildren
    }

    // MARK: Helpers

    private func range(of node: Syntax) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// Removes a node and the spaces after it on its line, so `@objc func` becomes `func`; a node
    /// alone on its line leaves an empty line.
    private func removeWithFollowingSpaces(_ node: Syntax) {
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        edits.replace(Self.widenedToIndentation(node.positionAfterSkippingLeadingTrivia.utf8Offset..<end, in: bytes), with: "")
    }

    /// `range` with the indentation before it, when nothing but that indentation and `range` are on
    /// its line (so removing it leaves an empty line, not trailing spaces).
    static func widenedToIndentation(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        guard range.upperBound == bytes.count || bytes[range.upperBound] == UInt8(ascii: "\n") else { return range }
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return range }
        return start..<range.upperBound
    }

    private func note(_ node: Syntax, _ what: String) {
        changes.append((converter.location(for: node.positionAfterSkippingLeadingTrivia).line, what))
    }

    private func diagnose(_ node: Syntax, _ message: String) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        diagnostics.append(RewriteDiagnostic(path: path, line: location.line, column: location.column, message: message))
    }

    /// Whether `node` is the base of a member access, call or subscript that continues an optional chain.
    private static func isBaseOfPostfix(_ node: Syntax) -> Bool {
        guard let parent = node.parent else { return false }
        if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call.calledExpression.id == node.id }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression.id == node.id }
        if let chained = parent.as(OptionalChainingExprSyntax.self) { return isBaseOfPostfix(Syntax(chained)) }
        return false
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var literal = "\""
        for character in text {
            if character == "\\" || character == "\"" { literal.append("\\") }
            literal.append(character)
        }
        return literal + "\""
    }

    /// Records an edit made on behalf of another file's move.
    func record(_ body: (inout TextEdits) -> Void) {
        body(&edits)
    }
}
