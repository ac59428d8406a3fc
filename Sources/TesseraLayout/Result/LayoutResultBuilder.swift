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
        var dropped: [String] = []

        /// Puts the held-back elements in order after the cells. Of two elements with the same
        /// category, kind and item (two badges of one kind on an item, say), the first appended
        /// stays and the other is dropped and reported: UIKit knows an element by those alone.
        func flush() {
            guard !pending.isEmpty else { return }
            let kinds = self.kinds
            pending.sort { kinds.precedes($0, $1) }  // stable: equal elements keep their order
            var previous: StoredAttributes?
            for element in pending {
                if let previous, !kinds.precedes(previous, element) {
                    let category = element.category == .decorationView ? "decoration" : "supplementary"
                    dropped.append("section \(element.section): a second \(kinds[element.kind]) \(category) at item \(element.item) was dropped (an element is known by its kind and index path)")
                    continue
                }
                records.append(element)
                previous = element
            }
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

    /// Orders the current section's held-back elements; afterwards ``droppedElements`` is
    /// complete up to here.
    mutating func flushPending() { storage.flush() }

    /// Elements left out because another of the same category, kind and index path came
    /// first, in words.
    var droppedElements: [String] { storage.dropped }

    /// The finished result; the builder is empty afterwards.
    consuming func finish(contentSize: CGSize, scrollDirection: ScrollDirection) -> LayoutResult {
        storage.flush()
        let records = storage.records
        storage.records = []
        return LayoutResult(contentSize: contentSize, records: records, kinds: storage.kinds, scrollDirection: scrollDirection)
    }
}
