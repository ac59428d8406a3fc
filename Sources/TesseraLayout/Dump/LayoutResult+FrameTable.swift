import Foundation

extension LayoutResult {
    /// The frames as a table for people, as `tessera layout` prints it without `--json`:
    /// one line per attribute in frame-dump order, numbers as in the frame dump.
    ///
    /// ```text
    /// content size 390 × 304, 3 elements
    /// category       kind    section  item    x   y  width  height  zIndex
    /// cell                         0     0    8  52    183     122       0
    /// cell                         0     1  199  52    183     244       0
    /// supplementary  header        0     0    0   0    390      44       0
    /// ```
    ///
    /// (A 2-column waterfall, 390 wide, spacing and insets 8, a 44-point header, items of aspect
    /// ratio 1.5 and 0.75.) Hidden elements have `hidden` after their zIndex.
    public func frameTable() -> String {
        var text = ""
        writeFrameTable(to: &text)
        return text
    }

    /// Writes ``frameTable()``'s text to `output` a line at a time: a first pass measures the
    /// columns, a second formats each row again and writes it, so that the table of ten million
    /// elements never exists whole in memory (`tessera layout` streams it to standard output).
    /// The bytes are exactly ``frameTable()``'s.
    public func writeFrameTable(to output: inout some TextOutputStream) {
        let header = ["category", "kind", "section", "item", "x", "y", "width", "height", "zIndex"]
        var widths = header.map(\.count)
        for element in attributes {
            for (column, cell) in Self.tableRow(element).enumerated() { widths[column] = Swift.max(widths[column], cell.count) }
        }
        let noun = attributes.count == 1 ? "element" : "elements"
        output.write("content size \(DumpNumber.format(contentSize.width)) × "
            + "\(DumpNumber.format(contentSize.height)), \(attributes.count) \(noun)\n")
        func write(_ row: [String]) {
            var line = ""
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Text columns align left, number columns right.
                line += column < 2 ? cell + padding : padding + cell
                if column < row.count - 1 { line += "  " }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            output.write(line + "\n")
        }
        write(header)
        for element in attributes { write(Self.tableRow(element)) }
    }

    /// One element's cells of the table.
    private static func tableRow(_ element: LayoutAttributes) -> [String] {
        let frame = element.frame
        return [
            element.category.dumpName, element.representedElementKind?.rawValue ?? "",
            String(element.section), String(element.item),
            DumpNumber.format(frame.origin.x), DumpNumber.format(frame.origin.y),
            DumpNumber.format(frame.size.width), DumpNumber.format(frame.size.height),
            String(element.zIndex) + (element.isHidden ? " hidden" : ""),
        ]
    }
}
