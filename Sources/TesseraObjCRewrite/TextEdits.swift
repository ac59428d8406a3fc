/// Replacements in one file's UTF-8 text, applied together.
///
/// The rewrite edits text rather than reprinting the tree, so every byte it does not touch stays
/// as written: comments, formatting and, above all, the line each construct is on.
struct TextEdits {
    /// Where an insertion goes among others at the same offset.
    enum Placement {
        /// Closing text (`)`): an inner construct's comes before an outer one's.
        case closing
        /// Opening text (`(try? `): an outer construct's comes before an inner one's, and all come
        /// before a replacement starting at the same offset.
        case opening
        /// A replacement of a non-empty range.
        case replacing
    }

    private struct Edit {
        let range: Range<Int>
        let text: String
        let placement: Placement
        /// Order of recording: the tree is walked outside-in, so outer constructs come first.
        let sequence: Int
    }

    private var edits: [Edit] = []

    /// Replaces the UTF-8 bytes `range` with `text`; an empty range inserts.
    mutating func replace(_ range: Range<Int>, with text: String, placement: Placement = .replacing) {
        edits.append(Edit(range: range, text: text, placement: placement, sequence: edits.count))
    }

    /// Inserts `text` at `offset`.
    mutating func insert(_ text: String, at offset: Int, placement: Placement) {
        replace(offset..<offset, with: text, placement: placement)
    }

    /// Takes out the edits that lie inside `range`, shifted to offsets from its start: the edits
    /// of a member that moves elsewhere go with it.
    mutating func extract(_ range: Range<Int>) -> TextEdits {
        var inner = TextEdits()
        edits.removeAll { edit in
            guard range.contains(edit.range.lowerBound),
                  edit.range.upperBound <= range.upperBound else { return false }
            let shifted = (edit.range.lowerBound - range.lowerBound)..<(edit.range.upperBound - range.lowerBound)
            inner.edits.append(Edit(range: shifted, text: edit.text, placement: edit.placement, sequence: edit.sequence))
            return true
        }
        return inner
    }

    /// The text with every edit applied. Overlapping replacements keep the first one recorded.
    func applied(to text: String) -> String {
        var bytes = Array(text.utf8)
        // Final order at one offset: closings (innermost first), openings (outermost first), then
        // the replaced text. Edits are applied from the end, so a higher rank is applied first.
        func rank(_ edit: Edit) -> (Int, Int) {
            switch edit.placement {
            case .closing: (0, -edit.sequence)
            case .opening: (1, edit.sequence)
            case .replacing: (2, edit.sequence)
            }
        }
        var kept: [Edit] = []
        for edit in edits.sorted(by: { $0.sequence < $1.sequence }) {
            let overlaps = !edit.range.isEmpty && kept.contains { !$0.range.isEmpty && $0.range.overlaps(edit.range) }
            if !overlaps { kept.append(edit) }
        }
        let ordered = kept.sorted { a, b in
            if a.range.lowerBound != b.range.lowerBound { return a.range.lowerBound > b.range.lowerBound }
            return rank(a) > rank(b)
        }
        for edit in ordered {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
