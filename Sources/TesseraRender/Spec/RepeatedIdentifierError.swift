/// An identifier that names two sections or two items of one spec, so that no update can be
/// computed from it (``SpecLayout/requireUniqueIdentifiers()``; a diffable data source traps on
/// the same mistake).
///
/// ```swift
/// print(RepeatedIdentifierError.item("a"))
/// // the identifier "a" names two items; give each item its own in `ids:`
/// ```
public enum RepeatedIdentifierError: Error, Equatable, CustomStringConvertible {
    /// Two sections have this identifier (their `id:`, else their `title:`).
    case section(String)
    /// Two items have this identifier (their entry in `ids:`, else their `image:` path).
    case item(String)

    /// The identifier, what it names twice, and how to fix the spec.
    public var description: String {
        switch self {
        case .section(let id): "the identifier \"\(id)\" names two sections; give each section its own `id:`"
        case .item(let id): "the identifier \"\(id)\" names two items; give each item its own in `ids:`"
        }
    }
}
