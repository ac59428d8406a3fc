import Foundation
import TesseraLayout

/// `UICollectionViewCompositionalLayoutSectionProvider`: called on the main actor for each
/// section, with the environment, when the layout is prepared.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayout`: UIKit's compositional layout class, laid out by
/// TesseraLayout's `CompositionalLayout` engine.
///
/// The section provider is an ordinary closure, as in UIKit: it may capture `self` in a view
/// controller and is never asked to be `@Sendable`. When the layout is prepared it is called for
/// each section, on the main actor, with the collection view's environment (its size, content
/// insets and traits); its answers are frozen into the value engine, which computes the frames.
/// ``configuration`` is copied when set, as UIKit copies it.
///
/// Orthogonal sections: ``layoutAttributesForElements(in:)`` returns an orthogonal section's
/// elements whenever the rect meets the section's band along the scroll axis, also those
/// scrolled beyond the container's width (their frames are where they sit at rest).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private enum Source {
        case section(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    private let source: Source
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    private var cache: PreparedLayout?
    private var preparedBounds: CGRect?
    private var hasPinnedItems = false
    /// The sections the layout was computed with, by section (for their invalidation handlers,
    /// scrolling behaviours and boundary kinds).
    private var resolvedSections: [NSCollectionLayoutSection?] = []

    /// The element kinds of top-aligned boundary supplementaries (section headers), found the
    /// last time the layout was computed: the snapshot renderer draws section titles in them.
    package private(set) var sectionHeaderKinds: Set<String> = []
    /// The list configuration of each list section, found the last time the layout was
    /// computed: the snapshot renderer draws those sections as lists.
    package private(set) var sectionListConfigurations: [Int: ListLayoutConfiguration] = [:]
    /// What the engine reported the last time it computed the layout (groups that hold no item,
    /// sections the provider returned none for, elements dropped as duplicates).
    public private(set) var layoutWarnings: [String] = []

    /// `init(section:)`: every section laid out as `section`, vertically, with the default
    /// configuration.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// `init(section:configuration:)`: every section laid out as `section`; the configuration is
    /// copied, so changing it afterwards does not change the layout.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .section(section)
        storedConfiguration = configuration.copied()
        super.init()
    }

    /// `init(sectionProvider:)`: asks `sectionProvider` for each section's layout (given its index
    /// and the container's size, insets and traits) every time the layout is computed.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// `init(sectionProvider:configuration:)`: as `init(sectionProvider:)`, with a copy of the
    /// configuration.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .provider(sectionProvider)
        storedConfiguration = configuration.copied()
        super.init()
    }

    /// `init(coder:)`: a compositional layout cannot come from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// `configuration`: a copy of the layout's configuration; setting it copies the new one
    /// and invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copied() }
        set {
            storedConfiguration = newValue.copied()
            cache = nil
            invalidateLayout()
        }
    }

    /// `prepare()`: forgets the frames; the sections are asked for again when first needed.
    open override func prepare() {
        super.prepare()
        cache = nil
    }

    private var prepared: PreparedLayout {
        if let cache { return cache }
        let fresh = compute()
        cache = fresh
        return fresh
    }

    private func compute() -> PreparedLayout {
        guard let collectionView else { return .empty }
        let counts = collectionView.itemCounts
        let container = collectionView.layoutContainer(sections: counts, pinned: true)
        let engine: CompositionalLayout
        let sections: [NSCollectionLayoutSection?]
        let traits = collectionView.traitCollection
        switch source {
        case .section(let section):
            sections = [section]
            Self.tellCustomGroups(in: sections, traits)
            engine = CompositionalLayout(section: section.layoutSection, configuration: storedConfiguration.layoutConfiguration)
        case .provider(let provider):
            let environment = LayoutEnvironment(
                CollectionLayoutContainer(contentSize: container.size, contentInsets: container.contentInsets),
                traitCollection: traits)
            sections = counts.indices.map { provider($0, environment) }
            Self.tellCustomGroups(in: sections, traits)
            engine = CompositionalLayout(resolvedSections: sections.map { $0?.layoutSection },
                                         configuration: storedConfiguration.layoutConfiguration)
        }
        let boundaries = sections.compactMap { $0?.boundarySupplementaryItems }.joined() + storedConfiguration.boundarySupplementaryItems
        sectionHeaderKinds = Set(boundaries.filter { [.top, .topLeading, .topTrailing].contains($0.alignment) }.map(\.elementKind))
        hasPinnedItems = boundaries.contains { $0.pinToVisibleBounds }
        sectionListConfigurations = [:]
        resolvedSections = counts.indices.map { index in
            // A layout made with one section uses it for every section.
            if case .section(let fixed) = source { fixed } else { sections[index] }
        }
        for (index, section) in resolvedSections.enumerated() {
            if let list = section?.listConfiguration { sectionListConfigurations[index] = list }
        }
        // Cells that sized themselves (self-sizing) give their items' preferred sizes.
        var measured = container
        if !preferredItemSizes.isEmpty {
            func isUsable(_ size: CGSize) -> Bool { size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite }
            for section in measured.sections.indices {
                let count = measured.sections[section].numberOfItems
                let items = (0..<count).map { item in
                    preferredItemSizes[IndexPath(item: item, section: section)].flatMap { isUsable($0) ? PreferredItemSize.fitted($0) : nil }
                }
                measured.sections[section] = CollectionContainer.Section(items: items)
                measured.sections[section].preferredBoundarySizes = preferredItemSizes.boundarySizes(inSection: section).filter { isUsable($0.value) }
            }
        }
        let (result, warnings) = engine.layoutWithWarnings(in: measured)
        layoutWarnings = warnings
        preparedBounds = collectionView.bounds
        return PreparedLayout(result: result)
    }

    /// The sizes cells preferred for items with an estimated dimension
    /// (`preferredLayoutAttributesFitting(_:)`), kept until the data changes.
    private var preferredItemSizes = SelfSizedItems()

    /// An item whose width or height is `.estimated` (or `.uniformAcrossSiblings`) is sized by
    /// its cell: that axis free, the other held at the layout's size. List rows are such items
    /// (full width, an estimated height of 44), so each row is as high as its cell's content. The
    /// item's size is read from its section's group, leaf items taken in turn (nested groups with
    /// different leaf sizes are read as repeating their leaves).
    override func fittingPriorities(forCellAt indexPath: IndexPath) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        guard indexPath.section < resolvedSections.count, let section = resolvedSections[indexPath.section] else { return nil }
        let leaves = Self.leaves(of: section.group)
        guard !leaves.isEmpty else { return nil }
        let size = leaves[indexPath.item % leaves.count].layoutSize
        func free(_ dimension: NSCollectionLayoutDimension) -> Bool { dimension.isEstimated || dimension.isUniformAcrossSiblings }
        let width = free(size.widthDimension), height = free(size.heightDimension)
        guard width || height else { return nil }
        return (width ? .fittingSizeLevel : .required, height ? .fittingSizeLevel : .required)
    }

    /// A section's boundary item (header or footer) with an `.estimated` width or height is sized
    /// by its view, as UIKit sizes it: that axis free, the other held.
    override func fittingPriorities(forSupplementaryOfKind kind: String,
                                    at indexPath: IndexPath) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        guard let sectionIndex = indexPath.first, sectionIndex < resolvedSections.count, let section = resolvedSections[sectionIndex],
              let boundary = section.boundarySupplementaryItems.first(where: { $0.elementKind == kind }) else { return nil }
        let width = boundary.layoutSize.widthDimension.isEstimated, height = boundary.layoutSize.heightDimension.isEstimated
        guard width || height else { return nil }
        return (width ? .fittingSizeLevel : .required, height ? .fittingSizeLevel : .required)
    }

    /// Gives every custom group of `sections` the traits its provider's environment reports.
    private static func tellCustomGroups(in sections: [NSCollectionLayoutSection?], _ traits: UITraitCollection) {
        func visit(_ group: NSCollectionLayoutGroup) {
            group.customProvider?.traitCollection = traits
            for case let subgroup as NSCollectionLayoutGroup in group.subitems { visit(subgroup) }
        }
        for section in sections { if let section { visit(section.group) } }
    }

    private static func leaves(of group: NSCollectionLayoutGroup) -> [NSCollectionLayoutItem] {
        group.subitems.flatMap { item in (item as? NSCollectionLayoutGroup).map(leaves(of:)) ?? [item] }
    }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: true when a
    /// self-sizing cell prefers another size than it has.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let sizedByView = switch originalAttributes.representedElementCategory {
        case .cell: fittingPriorities(forCellAt: originalAttributes.indexPath) != nil
        case .supplementaryView: originalAttributes.representedElementKind.flatMap {
            fittingPriorities(forSupplementaryOfKind: $0, at: originalAttributes.indexPath) } != nil
        case .decorationView: false
        }
        return sizedByView && SelfSizedItems.prefersAnotherSize(preferredAttributes, than: originalAttributes)
    }

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: records the
    /// cell's preferred size, which the layout gives its item from now on.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        preferredItemSizes.record(preferredAttributes, for: originalAttributes)
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// `invalidateLayout(with:)`: a context that changes the data forgets the preferred sizes.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        preferredItemSizes.forget(after: context)
        super.invalidateLayout(with: context)
    }

    open override var collectionViewContentSize: CGSize { prepared.result.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let wide: CGFloat = 1e12
        let band = storedConfiguration.scrollDirection == .vertical
            ? CGRect(x: -wide, y: rect.minY, width: 2 * wide, height: rect.height)
            : CGRect(x: rect.minX, y: -wide, width: rect.width, height: 2 * wide)
        return scrolled(prepared.elements(in: band, of: Self.layoutAttributesClass))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared.item(at: indexPath, of: Self.layoutAttributesClass).map { scrolled([$0])[0] }
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared.supplementary(ofKind: elementKind, at: indexPath, of: Self.layoutAttributesClass).map { scrolled([$0])[0] }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared.decoration(ofKind: elementKind, at: indexPath, of: Self.layoutAttributesClass)
    }

    /// The elements after each section's `visibleItemsInvalidationHandler`: it is called with the
    /// section's visible items, its scroll offset (the orthogonal offset along the section,
    /// ``UICollectionView/orthogonalScrollOffsets``, or the collection view's content offset) and
    /// the environment; what it sets (frame, transform, alpha, zIndex, hidden) is returned.
    ///
    /// The handler sees an orthogonal section's items in the section's own scrolling coordinates,
    /// as UIKit shows them (`item.frame.midX - offset.x` is the item's place on screen); the
    /// engine has already moved them by the offset, so they are moved back for the handler and
    /// forth again after it.
    private func scrolled(_ elements: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        guard let collectionView, resolvedSections.contains(where: { $0?.visibleItemsInvalidationHandler != nil }) else {
            return elements
        }
        let vertical = storedConfiguration.scrollDirection == .vertical
        let visible = collectionView.bounds
        let environment = LayoutEnvironment(CollectionLayoutContainer(
            contentSize: visible.size, contentInsets: collectionView.adjustedContentInset.directional),
            traitCollection: collectionView.traitCollection)
        var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
        for element in elements where element.indexPath.count == 2 { bySection[element.indexPath[0], default: []].append(element) }
        for (index, members) in bySection {
            guard resolvedSections.indices.contains(index), let section = resolvedSections[index],
                  let handler = section.visibleItemsInvalidationHandler else { continue }
            let orthogonal = section.orthogonalScrollingBehavior != .none
            let boundaryKinds = Set(section.boundarySupplementaryItems.map(\.elementKind))
            let offset = orthogonal ? collectionView.orthogonalScrollOffsets[index] ?? 0 : 0
            let shift = offset.isFinite ? offset : 0
            func scrolls(_ element: UICollectionViewLayoutAttributes) -> Bool {
                orthogonal && !(element.representedElementCategory == .supplementaryView
                    && boundaryKinds.contains(element.representedElementKind ?? ""))
            }
            func resting(_ frame: CGRect) -> CGRect { vertical ? frame.offsetBy(dx: shift, dy: 0) : frame.offsetBy(dx: 0, dy: shift) }
            func shown(_ frame: CGRect) -> CGRect { vertical ? frame.offsetBy(dx: -shift, dy: 0) : frame.offsetBy(dx: 0, dy: -shift) }
            let seen = members.filter { $0.representedElementCategory != .decorationView && $0.frame.intersects(visible) }
            let items = seen.map { element -> NSCollectionLayoutVisibleItem in
                let item = NSCollectionLayoutVisibleItem(LayoutAttributes(
                    category: element.representedElementCategory,
                    kind: element.representedElementCategory == .cell ? nil : ElementKind(element.representedElementKind ?? ""),
                    indexPath: element.indexPath, frame: scrolls(element) ? resting(element.frame) : element.frame,
                    zIndex: element.zIndex, isHidden: element.isHidden))
                item.alpha = element.alpha
                item.transform3D = element.transform3D
                return item
            }
            let point = orthogonal ? (vertical ? CGPoint(x: shift, y: 0) : CGPoint(x: 0, y: shift)) : collectionView.contentOffset
            handler(items, point, environment)
            for (element, item) in zip(seen, items) {
                element.frame = scrolls(element) ? shown(item.frame) : item.frame
                element.zIndex = item.zIndex
                element.isHidden = item.isHidden
                element.alpha = item.alpha
                element.transform3D = item.transform3D
            }
        }
        return elements
    }

    /// A new size invalidates (sections are asked for again with the new environment), and so
    /// does any scroll when a boundary supplementary is pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let preparedBounds else { return true }
        if newBounds.size != preparedBounds.size { return true }
        return hasPinnedItems && newBounds.origin != preparedBounds.origin
    }
}
