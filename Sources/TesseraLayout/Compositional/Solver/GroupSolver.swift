import Foundation

/// Places the items of one section into instances of its group (docs/layout-spec.md, "How frames resolve"
/// 2–5, 9, 11), in the solver's vertical world (a horizontal layout arrives transposed).
///
/// Each call to ``solve(_:at:size:)`` fills one instance of a group starting at the next
/// unplaced item and returns the instance's size; slots are filled depth first, in index order,
/// and a group whose items run out keeps its full size.
struct GroupSolver {
    /// A cell's frame and zIndex, in item order.
    struct Cell { var frame: CGRect; var zIndex: Int }
    /// A supplementary attached to an item or group.
    struct Supplementary { var kind: ElementKind; var item: Int; var frame: CGRect; var zIndex: Int }

    /// The section's items.
    let section: CollectionContainer.Section
    /// Whether the layout is transposed (horizontal scrolling), so preferred sizes are swapped.
    let transposed: Bool
    /// The next item to place.
    var nextItem = 0
    var cells: [Cell] = []
    var supplementaries: [Supplementary] = []
    var warnings: [String] = []

    init(section: CollectionContainer.Section, transposed: Bool) {
        self.section = section
        self.transposed = transposed
        cells.reserveCapacity(section.numberOfItems)
    }

    /// Whether every item has been placed.
    var isFinished: Bool { nextItem >= section.numberOfItems }

    mutating func warn(_ message: String) { warnings.append(message) }

    /// Places one instance of `group` (an item blueprint with a group) with its top-left corner at
    /// `origin` and its proposed `size`; returns its final size (estimated dimensions resolved).
    mutating func solve(_ blueprint: ItemBlueprint, at origin: CGPoint, size: CGSize) -> CGSize {
        guard let group = blueprint.group else {
            return place(leaf: blueprint, slot: CGRect(origin: origin, size: size))
        }
        let firstItem = nextItem
        let cellStart = cells.count, supplementaryStart = supplementaries.count
        // A group is an item: its content insets shrink the space its subitems are laid out in
        // (and resolve their fractions against), except along an estimated dimension.
        let insets = effectiveInsets(of: blueprint)
        let content = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top,
                             width: size.width - insets.horizontal, height: size.height - insets.vertical)
        let inner: CGSize
        switch group.axis {
        case .custom:
            inner = solveCustom(group, at: content.origin, size: content.size)
        case .horizontal, .vertical:
            inner = solveLinear(blueprint, group, at: content.origin, size: content.size)
        }
        let final = CGSize(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
        if nextItem > firstItem {
            let frame = CGRect(origin: origin, size: final)
            for supplementary in blueprint.supplementaries {
                attach(supplementary, to: frame, item: firstItem)
            }
        } else {
            cells.removeSubrange(cellStart...)
            supplementaries.removeSubrange(supplementaryStart...)
        }
        return final
    }

    /// The size of a child inside a container of `container` size, estimated dimensions resolved
    /// from the item's preferred size when the child is a leaf and has one.
    ///
    /// Along one estimated axis, an aspect ratio or an explicit `size` derives the free length from
    /// the resolved one (height = resolved width / aspect ratio, as the spec says). A size a
    /// self-sizing cell answered (``PreferredItemSize/fitted(_:)``) gives its own length on that
    /// axis, exactly, as UIKit takes a cell's preferred height: the cell was measured with the other
    /// axis held at the item's frame (inside its content insets), which is no ratio to scale by.
    func childSize(_ child: ItemBlueprint, in container: CGSize, item: Int) -> CGSize {
        var size = child.size.resolved(in: container)
        guard child.group == nil, item < section.numberOfItems,
              var preferred = section.preferredSize(ofItem: item) else { return size }
        if transposed { preferred = preferred.transposed }
        let width = child.size.widthDimension, height = child.size.heightDimension
        switch (width.isSelfSizing, height.isSelfSizing, preferred) {
        case (true, true, .size(let explicit)), (true, true, .fitted(let explicit)): size = explicit
        case (false, true, .fitted(let fitted)): size.height = fitted.height
        case (true, false, .fitted(let fitted)): size.width = fitted.width
        case (_, true, _): size.height = preferred.height(forWidth: size.width)
        case (true, false, _): size.width = preferred.width(forHeight: size.height)
        case (false, false, _): break
        }
        return size
    }

    /// An item's or group's content insets, zero along an estimated dimension (rule 5).
    func effectiveInsets(of blueprint: ItemBlueprint) -> DirectionalEdgeInsets {
        var insets = blueprint.contentInsets
        if blueprint.size.widthDimension.isSelfSizing { (insets.leading, insets.trailing) = (0, 0) }
        if blueprint.size.heightDimension.isSelfSizing { (insets.top, insets.bottom) = (0, 0) }
        return insets
    }

    /// Places one leaf item in `slot` (its position after edge spacing, its resolved size):
    /// content insets shrink the frame except along an estimated dimension.
    private mutating func place(leaf: ItemBlueprint, slot: CGRect, zIndex: Int = 0) -> CGSize {
        let insets = effectiveInsets(of: leaf)
        let frame = CGRect(x: slot.minX + insets.leading, y: slot.minY + insets.top,
                           width: slot.width - insets.horizontal, height: slot.height - insets.vertical)
        let item = nextItem
        cells.append(Cell(frame: frame, zIndex: zIndex))
        nextItem += 1
        for supplementary in leaf.supplementaries {
            attach(supplementary, to: frame, item: item)
        }
        return slot.size
    }

    /// Anchors a supplementary (badge) to `frame` (rule 9).
    private mutating func attach(_ supplementary: SupplementaryBlueprint, to frame: CGRect, item: Int) {
        let size = supplementary.size.resolved(in: frame.size)
        let placed = supplementary.containerAnchor.frame(of: size, in: frame, itemAnchor: supplementary.itemAnchor)
        supplementaries.append(Supplementary(kind: supplementary.kind, item: item, frame: placed, zIndex: supplementary.zIndex))
    }

    /// A custom group: one item per frame the provider returns, relative to the group's origin.
    private mutating func solveCustom(_ group: GroupBlueprint, at origin: CGPoint, size: CGSize) -> CGSize {
        guard let provider = group.customProvider else { return size }
        let visibleSize = group.transposesCustomFrames ? size.transposed : size
        let items = provider(CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: visibleSize)))
        for custom in items where !isFinished {
            let frame = group.transposesCustomFrames ? custom.frame.transposed : custom.frame
            cells.append(Cell(frame: frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: custom.zIndex))
            nextItem += 1
        }
        return size
    }
}
