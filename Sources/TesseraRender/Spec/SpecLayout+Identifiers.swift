extension SpecLayout {
    /// Refuses a spec whose ``identifiers`` repeat, which an update preview cannot diff: two
    /// sections with one identifier are found before two items with one.
    ///
    /// ```swift
    /// try SpecLayout(path: "before.yaml", width: 393, height: 852).requireUniqueIdentifiers()
    /// ```
    /// - Throws: ``RepeatedIdentifierError`` naming the first identifier used twice.
    public func requireUniqueIdentifiers() throws(RepeatedIdentifierError) {
        let identifiers = self.identifiers
        if let repeated = Self.firstRepeated(identifiers.map(\.section)) { throw .section(repeated) }
        if let repeated = Self.firstRepeated(identifiers.flatMap(\.items)) { throw .item(repeated) }
    }

    /// The first identifier that appears a second time in `identifiers`, if any.
    public static func firstRepeated(_ identifiers: [String]) -> String? {
        var seen = Set<String>()
        return identifiers.first { !seen.insert($0).inserted }
    }
}
