/// Where a value sits in a spec: `layout.sectionInset.top`, `sections[1].items[0].aspectRatio`.
///
/// Every ``SpecError`` message starts with one, so a user can find the offending key without
/// line numbers.
public struct SpecPath: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Equatable, Hashable {
        /// A mapping key.
        case key(String)
        /// A list index.
        case index(Int)
    }

    /// The steps from the top of the spec.
    public var components: [Component]

    /// A path from its steps.
    public init(_ components: [Component] = []) { self.components = components }

    /// The top of the spec.
    public static let root = SpecPath()

    /// This path followed by `key`.
    public func appending(_ key: String) -> SpecPath { SpecPath(components + [.key(key)]) }
    /// This path followed by `[index]`.
    public func appending(_ index: Int) -> SpecPath { SpecPath(components + [.index(index)]) }

    /// Keys joined by dots, indices in brackets: `layout.sections[1].group`. The top of the spec
    /// is written `(top level)`.
    public var description: String {
        if components.isEmpty { return "(top level)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
