import Foundation

/// Collects the elements of a layout pass in frame-dump order without sorting them.
///
/// A layout goes through its sections in order, calls ``beginSection(_:)``, appends the cells of
/// the section in item order and its supplementaries and decorations whenever it computes them
/// (they are held back and put after the cells, ordered by item and kind, when the section ends).
///
/// The records live in a box, so a million of them are never copied on the way to the result:
/// copies of a builder share that box, and a builder serves one layout pass only.
struct LayoutResultBuilder {
    private final class Storage {
        var records: [StoredAttributes] = []
        var pending: [StoredAttributes] = []
        var kinds = KindTable()

        func flush() {
            guard !pending.isEmpty else { return }
            let kinds = self.kinds
            pending.sort { kinds.precedes($0, $1) }
            for index in pending.indices.dropFirst() {
                precondition(kinds.precedes(pending[index - 1], pending[index]),
                             "a section has two \(kinds[pending[index].kind]) elements at item \(pending[index].item)")
            }
            records.append(contentsOf: pending)
            pending.removeAll(keepingCapacity: true)
        }
    }

    private let storage = Storage()
    private var section = -1
    private var nextItem = 0

    /// A builder with room for `capacity` elements.
    init(capacity: Int) {
        storage.records.reserveCapacity(capacity)
    }

    /// Starts `section`; sections MUST begin in increasing order.
    mutating func beginSection(_ newSection: Int) {
        precondition(newSection > section, "sections must be built in order")
        storage.flush()
        section = newSection
        nextItem = 0
    }

    /// Appends the cell of the next item of the current section.
    mutating func appendCell(frame: CGRect, zIndex: Int = 0) {
        storage.records.append(StoredAttributes(frame: frame, section: section, item: nextItem, zIndex: zIndex,
                                                kind: 0, category: .cell, isHidden: false))
        nextItem += 1
    }

    /// Appends a supplementary view of the current section.
    func appendSupplementary(_ kind: ElementKind, item: Int = 0, frame: CGRect, zIndex: Int = 0) {
        let number = storage.kinds.number(for: kind)
        storage.pending.append(StoredAttributes(frame: frame, section: section, item: item, zIndex: zIndex,
                                                kind: number, category: .supplementaryView, isHidden: false))
    }

    /// Appends a decoration view of the current section.
    func appendDecoration(_ kind: ElementKind, item: Int = 0, frame: CGRect, zIndex: Int = 0) {
        let number = storage.kinds.number(for: kind)
        storage.pending.append(StoredAttributes(frame: frame, section: section, item: item, zIndex: zIndex,
                                                kind: number, category: .decorationView, isHidden: false))
    }

    /// The finished result; the builder is empty afterwards.
    consuming func finish(contentSize: CGSize, scrollDirection: ScrollDirection) -> LayoutResult {
        storage.flush()
        let records = storage.records
        storage.records = []
        return LayoutResult(contentSize: contentSize, records: records, kinds: storage.kinds, scrollDirection: scrollDirection)
    }
}
