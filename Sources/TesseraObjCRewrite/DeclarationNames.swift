import SwiftSyntax

/// Small readings of declarations shared by the survey and the file rewrite.
enum DeclarationNames {
    /// The attributes the rewrite drops: only the Objective-C runtime or Interface Builder reads them.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBOutletCollection", "IBAction", "IBInspectable",
        "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    /// The attribute's name (`objc` of `@objc(tap:)`).
    static func name(of attribute: AttributeSyntax) -> String {
        attribute.attributeName.trimmedDescription
    }

    /// Whether `attributes` holds `@name` (outside `#if` blocks).
    static func has(_ name: String, in attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            if case .attribute(let attribute) = element { return Self.name(of: attribute) == name }
            return false
        }
    }

    /// Whether `modifiers` holds the keyword (`override`, `optional`, `dynamic`).
    static func has(_ keyword: Keyword, in modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
    }

    /// The attributes and modifiers of a member declaration, when it has them.
    static func attributesAndModifiers(of decl: DeclSyntax) -> (AttributeListSyntax, DeclModifierListSyntax)? {
        if let d = decl.as(FunctionDeclSyntax.self) { return (d.attributes, d.modifiers) }
        if let d = decl.as(VariableDeclSyntax.self) { return (d.attributes, d.modifiers) }
        if let d = decl.as(InitializerDeclSyntax.self) { return (d.attributes, d.modifiers) }
        if let d = decl.as(SubscriptDeclSyntax.self) { return (d.attributes, d.modifiers) }
        return nil
    }

    /// The name a type declaration or extension gives the type its members belong to, qualified by
    /// the types it is nested in (`Outer.Inner`), or `nil` for other nodes.
    static func typeName(of node: Syntax) -> String? {
        let own: String
        if let d = node.as(ClassDeclSyntax.self) { own = d.name.text }
        else if let d = node.as(StructDeclSyntax.self) { own = d.name.text }
        else if let d = node.as(EnumDeclSyntax.self) { own = d.name.text }
        else if let d = node.as(ActorDeclSyntax.self) { own = d.name.text }
        else if let d = node.as(ExtensionDeclSyntax.self) { return d.extendedType.trimmedDescription }
        else { return nil }
        var parent = node.parent
        while let current = parent {
            if let outer = typeName(of: current) { return outer + "." + own }
            parent = current.parent
        }
        return own
    }

    /// The type a node sits in (its nearest enclosing type declaration or extension), if any.
    static func enclosingTypeName(of node: Syntax) -> String? {
        var parent = node.parent
        while let current = parent {
            if let name = typeName(of: current) { return name }
            if current.is(ProtocolDeclSyntax.self) { return nil }
            parent = current.parent
        }
        return nil
    }
}
