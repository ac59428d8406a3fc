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
        var text = ""
        writeFrameDumpJSON(to: &text)
        return text
    }

    /// Writes ``frameDumpJSON()``'s text to `output` a line at a time, so that a dump of ten
    /// million elements never exists whole in memory (`tessera layout --json` streams it to
    /// standard output). The bytes are exactly ``frameDumpJSON()``'s.
    public func writeFrameDumpJSON(to output: inout some TextOutputStream) {
        output.write("{\n")
        output.write("  \"contentSize\": {\"width\": \(DumpNumber.format(contentSize.width)), ")
        output.write("\"height\": \(DumpNumber.format(contentSize.height))},\n")
        if attributes.isEmpty {
            output.write("  \"attributes\": []\n}\n")
            return
        }
        output.write("  \"attributes\": [\n")
        let last = attributes.count - 1
        for (index, element) in attributes.enumerated() {
            output.write("    " + Self.jsonObject(for: element) + (index == last ? "\n" : ",\n"))
        }
        output.write("  ]\n}\n")
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
