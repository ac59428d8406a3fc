/// The Objective-C selector Swift gives a method (`tap:forEvent:` of `tap(_:forEvent:)`), which a
/// rewritten `#selector` carries as its name, as `Selector`'s description does on iOS.
enum SelectorName {
    /// The selector of `baseName` with these argument labels (`_` for none), or of an explicit
    /// `@objc(name)`.
    static func of(baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var name = baseName
        if first != "_" {
            // `tap(sender:)` is `tapWithSender:`; a label that already starts with "with" is appended as is.
            let capitalized = first.prefix(1).uppercased() + first.dropFirst()
            name += first.lowercased().hasPrefix("with") ? capitalized : "With" + capitalized
        }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }
}
