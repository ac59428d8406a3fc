/// Literals, so tests and Swift code can write spec trees the way they would write JSON.
extension SpecNode: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self.init(.null) }
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
    public init(integerLiteral value: Int) { self.init(.number(Double(value))) }
    public init(floatLiteral value: Double) { self.init(.number(value)) }
    public init(stringLiteral value: String) { self.init(.string(value)) }
    public init(arrayLiteral elements: SpecNode...) { self.init(.array(elements)) }
    public init(dictionaryLiteral elements: (String, SpecNode)...) {
        self.init(.mapping(elements.map { SpecEntry(key: $0.0, value: $0.1) }))
    }
}
