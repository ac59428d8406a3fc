import SwiftSyntax

/// What the rewrite must know about the whole target before it rewrites one file: where each class
/// is declared, which members subclasses override, and the optional requirements of the target's
/// `@objc` protocols (their call sites may be in any file).
struct ModuleSurvey {
    /// A class declared in the target: the file and the offset of its body's closing brace.
    struct ClassSite {
        let file: Int
        let closingBrace: AbsolutePosition
        /// The 1-based line and column of the closing brace.
        let closingBraceLine: Int
        let closingBraceColumn: Int
        /// Its superclass as written (`UICollectionViewCell`), if it names one first.
        let superclass: String?
    }

    /// An optional requirement of one of the target's `@objc` protocols.
    struct OptionalRequirement: Hashable {
        /// The protocol's name.
        let protocolName: String
        /// `tap(_:with:)`.
        let key: String
    }

    /// Classes by qualified name (`Outer.Inner`) and, when unambiguous, by their own name.
    private(set) var classes: [String: ClassSite] = [:]
    /// The keys of members that a class of the target overrides (`prepareForReuse()`), with the
    /// classes their superclass is.
    private(set) var overriddenKeys: [String: Set<String>] = [:]
    /// The optional requirements of the target's `@objc` protocols.
    private(set) var optionalRequirements: [OptionalRequirement] = []
    /// The names of the variables and properties the target declares: `handler?.f?(x)` calls a
    /// closure when `f` is one of them.
    private(set) var variableNames: Set<String> = []

    init(files: [SourceFileSyntax], converters: [SourceLocationConverter]) {
        var qualifiedByOwnName: [String: [String]] = [:]
        for (index, file) in files.enumerated() {
            let visitor = Visitor(viewMode: .sourceAccurate)
            visitor.walk(file)
            for (name, found) in visitor.classes {
                let location = converters[index].location(for: found.brace)
                classes[name] = ClassSite(file: index, closingBrace: found.brace, closingBraceLine: location.line,
                                          closingBraceColumn: location.column, superclass: found.superclass)
                qualifiedByOwnName[Self.lastComponent(name), default: []].append(name)
            }
            for (superclass, keys) in visitor.overrides { overriddenKeys[superclass, default: []].formUnion(keys) }
            optionalRequirements += visitor.optionalRequirements
            variableNames.formUnion(visitor.variableNames)
        }
        // A nested class is found by its own name too, unless two classes share it.
        for (own, qualified) in qualifiedByOwnName where qualified.count == 1 && classes[own] == nil {
            classes[own] = classes[qualified[0]]
        }
    }

    /// The optional requirements whose key or, for calls whose labels are hidden by trailing
    /// closures, base name matches.
    func optionalRequirement(named key: String?, baseName: Substring) -> OptionalRequirement? {
        if let key { return optionalRequirements.first { $0.key == key } }
        let matches = optionalRequirements.filter { MemberKey.baseName($0.key) == baseName }
        return matches.count == 1 ? matches[0] : nil
    }

    /// Whether some optional requirement has this base name.
    func hasOptionalRequirement(baseName: Substring) -> Bool {
        optionalRequirements.contains { MemberKey.baseName($0.key) == baseName }
    }

    /// Whether a member with `key`, declared in an extension of `className`, is overridden by a
    /// subclass of it (or of its subclasses) in the target.
    func isOverriddenInSubclass(_ key: String, of className: String) -> Bool {
        var pending = [className]
        var seen: Set<String> = []
        while let name = pending.popLast(), seen.insert(name).inserted {
            if overriddenKeys[name]?.contains(key) == true || overriddenKeys[Self.lastComponent(name)]?.contains(key) == true {
                return true
            }
            pending += classes.filter { $0.value.superclass.map(Self.lastComponent) == Self.lastComponent(name) }.map(\.key)
        }
        return false
    }

    private static func lastComponent(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }

    private final class Visitor: SyntaxVisitor {
        var classes: [String: (brace: AbsolutePosition, superclass: String?)] = [:]
        var overrides: [String: Set<String>] = [:]
        var optionalRequirements: [OptionalRequirement] = []
        var variableNames: Set<String> = []

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { variableNames.insert(name) }
            }
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let name = DeclarationNames.typeName(of: Syntax(node)) else { return .visitChildren }
            let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            classes[name] = (node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia, superclass)
            if let superclass {
                for member in node.memberBlock.members {
                    guard let (_, modifiers) = DeclarationNames.attributesAndModifiers(of: member.decl),
                          DeclarationNames.has(.override, in: modifiers) else { continue }
                    overrides[superclass, default: []].formUnion(MemberKey.of(member.decl))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            guard DeclarationNames.has("objc", in: node.attributes) else { return .visitChildren }
            for member in node.memberBlock.members {
                guard let (_, modifiers) = DeclarationNames.attributesAndModifiers(of: member.decl),
                      DeclarationNames.has(.optional, in: modifiers) else { continue }
                for key in MemberKey.of(member.decl) {
                    optionalRequirements.append(OptionalRequirement(protocolName: node.name.text, key: key))
                }
            }
            return .visitChildren
        }
    }
}
