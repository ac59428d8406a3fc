import Foundation

extension LayoutResult {
    /// The frame dump of docs/layout-spec.md, as `tessera layout --json` prints it: the content size, then
    /// every attribute in frame-dump order, one per line, keys in this order (docs/layout-spec.md's
    /// illustration):
    ///
    /// ```json
    /// {
    ///   "contentSize": {"width": 390, "height": 1234.5},
    ///   "attributes": [
    ///     {"category": "cell", "section": 0, "item": 0, "frame": [8, 8, 183, 122], "zIndex": 0},
    ///     {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": [0, 0, 390, 44], "zIndex": 0}
    ///   ]
    /// }
    /// ```
    ///
    /// The text is written by hand, not through `JSONSerialization`, so it is the same byte for
    /// byte on every platform. Integers are written without a decimal point (`8`), other numbers
    /// as the shortest decimal that reads back as the same `Double`; `kind` is left out for cells;
    /// `isHidden` is not part of the format. The text ends with a newline.
    public func frameDumpJSON() -> String {
        var text = "{\n"
        text += "  \"contentSize\": {\"width\": \(DumpNumber.format(contentSize.width)), "
        text += "\"height\": \(DumpNumber.format(contentSize.height))},\n"
        if attributes.isEmpty {
            text += "  \"attributes\": []\n}\n"
            return text
        }
        text += "  \"attributes\": [\n"
        for (index, element) in attributes.enumerated() {
            text += "    " + Self.jsonObject(for: element)
            text += index == attributes.count - 1 ? "\n" : ",\n"
        }
        text += "  ]\n}\n"
        return text
    }

    /// One attribute as a single-line JSON object of the frame dump.
    static func jsonObject(for element: LayoutAttributes) -> String {
        var text = "{\"category\": \"\(element.category.dumpName)\", "
        if let kind = element.representedElementKind {
            text += "\"kind\": \(JSONLiteral.string(kind.rawValue)), "
        }
        let frame = element.frame
        let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(DumpNumber.format)
        text += "\"section\": \(element.section), \"item\": \(element.item), "
        text += "\"frame\": [\(numbers.joined(separator: ", "))], \"zIndex\": \(element.zIndex)}"
        return text
    }
}
