import Foundation
import TesseraLayout

/// `UICollectionViewFlowLayout`: UIKit's open flow-layout class, laid out by TesseraLayout's
/// `FlowLayout` engine.
///
/// Set it up as on iOS (`let layout = UICollectionViewFlowLayout(); layout.itemSize = …`) or
/// answer `UICollectionViewDelegateFlowLayout` from the collection view's delegate; the
/// delegate's answers replace the properties per section and per item, as in UIKit. Subclasses
/// override ``prepare()`` or ``layoutAttributesForElements(in:)`` and call `super`, as they do on iOS.
///
/// Frames follow UIKit's flow rules (see `FlowLayout`). Headers and footers have UIKit's
/// element kinds (`UICollectionView.elementKindSectionHeader` and `…Footer`).
///
/// What differs from a device, on purpose:
/// - There is no self-sizing: with an ``estimatedItemSize`` other than zero every item is laid
///   out at that estimate (and `sizeForItemAt` is not asked); with
///   ``UICollectionViewFlowLayout/automaticSize`` at ``itemSize``.
/// - A size that is negative or not a number is laid out as zero.
/// - ``sectionInsetReference`` adds the collection view's safe area or layout margins to the
///   section inset on the edges across the scroll direction (left and right of a vertical layout).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayout.SectionInsetReference`: what `sectionInset` is measured from —
    /// the content inset only, or also the safe area or the layout margins.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0, fromSafeArea = 1, fromLayoutMargins = 2
    }

    /// `UICollectionViewFlowLayout.automaticSize`: UIKit's sentinel for self-sized items
    /// (its width and height are the largest finite `CGFloat`).
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// `scrollDirection` (vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { if oldValue != scrollDirection { metricsDidChange() } } }
    /// `itemSize` (50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if oldValue != itemSize { metricsDidChange() } } }
    /// `estimatedItemSize` (zero: no estimates).
    open var estimatedItemSize: CGSize = .zero { didSet { if oldValue != estimatedItemSize { metricsDidChange() } } }
    /// `minimumLineSpacing` (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { if oldValue != minimumLineSpacing { metricsDidChange() } } }
    /// `minimumInteritemSpacing` (10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if oldValue != minimumInteritemSpacing { metricsDidChange() } } }
    /// `sectionInset` (zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { if oldValue != sectionInset { metricsDidChange() } } }
    /// `sectionInsetReference` (`.fromContentInset`).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if oldValue != sectionInsetReference { metricsDidChange() } } }
    /// `headerReferenceSize` (zero: no headers).
    open var headerReferenceSize: CGSize = .zero { didSet { if oldValue != headerReferenceSize { metricsDidChange() } } }
    /// `footerReferenceSize` (zero: no footers).
    open var footerReferenceSize: CGSize = .zero { didSet { if oldValue != footerReferenceSize { metricsDidChange() } } }
    /// `sectionHeadersPinToVisibleBounds` (false).
    open var sectionHeadersPinToVisibleBounds = false { didSet { if oldValue != sectionHeadersPinToVisibleBounds { metricsDidChange() } } }
    /// `sectionFootersPinToVisibleBounds` (false).
    open var sectionFootersPinToVisibleBounds = false { didSet { if oldValue != sectionFootersPinToVisibleBounds { metricsDidChange() } } }

    /// The frames, computed on first use after each `prepare()` or property change (so a
    /// subclass may set ``itemSize`` after calling `super.prepare()`, as UIKit allows).
    private var cache: PreparedLayout?
    private var preparedBounds: CGRect?

    private func metricsDidChange() {
        cache = nil
        invalidateLayout()
    }

    private var prepared: PreparedLayout {
        if let cache { return cache }
        let fresh = compute()
        cache = fresh
        return fresh
    }

    /// `init()`: a vertical flow of 50 × 50 items, 10 apart, with no insets, headers or footers.
    public override init() { super.init() }
    /// `init(coder:)`: storyboards are not read here; the layout starts with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The sizes cells preferred (`preferredLayoutAttributesFitting(_:)`) while
    /// ``estimatedItemSize`` is set, kept until the data or the estimate changes.
    private var preferredItemSizes = SelfSizedItems()

    override func fittingPriorities(forCellAt indexPath: IndexPath) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        estimatedItemSize == .zero ? nil : (.fittingSizeLevel, .fittingSizeLevel)
    }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: with
    /// ``estimatedItemSize`` set, true when a cell prefers another size than it has.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && SelfSizedItems.prefersAnotherSize(preferredAttributes, than: originalAttributes)
    }

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: records the
    /// cell's preferred size (the layout places it at that size from now on) and invalidates it.
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

    /// `prepare()`: forgets the frames; they are computed again when first asked for.
    open override func prepare() {
        super.prepare()
        cache = nil
    }

    /// Every frame from the flow engine, the properties, the delegate's answers and the
    /// collection view's size, insets and counts.
    private func compute() -> PreparedLayout {
        guard let collectionView else { return .empty }
        let counts = collectionView.itemCounts
        var engine = FlowLayout(scrollDirection: scrollDirection, itemSize: Self.sanitized(itemSize),
                                minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
                                sectionInset: sectionInset, headerReferenceSize: headerReferenceSize,
                                footerReferenceSize: footerReferenceSize)
        engine.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        engine.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        let extra = referenceInsets(collectionView)
        var overrides: [Int: FlowLayout.SectionOverride] = [:]
        var sizes: [[CGSize]] = []
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        for section in counts.indices {
            var override = FlowLayout.SectionOverride()
            let inset = OptionalRequirement.answer(delegate, requirement: "collectionView(_:layout:insetForSectionAt:)") {
                $0.collectionView(collectionView, layout: self, insetForSectionAt: section)
            } ?? sectionInset
            override.sectionInset = UIEdgeInsets(top: inset.top + extra.top, left: inset.left + extra.left,
                                                 bottom: inset.bottom + extra.bottom, right: inset.right + extra.right)
            override.minimumLineSpacing = OptionalRequirement.answer(delegate, requirement: "collectionView(_:layout:minimumLineSpacingForSectionAt:)") {
                $0.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            }
            override.minimumInteritemSpacing = OptionalRequirement.answer(delegate, requirement: "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)") {
                $0.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            }
            override.headerReferenceSize = OptionalRequirement.answer(delegate, requirement: "collectionView(_:layout:referenceSizeForHeaderInSection:)") {
                $0.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            }.map(Self.sanitized)
            override.footerReferenceSize = OptionalRequirement.answer(delegate, requirement: "collectionView(_:layout:referenceSizeForFooterInSection:)") {
                $0.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            }.map(Self.sanitized)
            overrides[section] = override
            sizes.append((0..<counts[section]).map { item in
                itemSize(at: IndexPath(indexes: [section, item]), in: collectionView)
            })
        }
        engine.sectionOverrides = overrides
        let frozen = sizes
        engine.itemSizeProvider = { indexPath, _ in frozen[indexPath[0]][indexPath[1]] }
        let pins = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        preparedBounds = collectionView.bounds
        return PreparedLayout(result: engine.layout(in: collectionView.layoutContainer(sections: counts, pinned: pins)),
                              uikitKind: Self.uikitKind, engineKind: Self.engineKind)
    }

    /// The size of one item: with ``estimatedItemSize``, the size its cell preferred
    /// (self-sizing) or else the estimate; otherwise the delegate's answer, else ``itemSize``.
    private func itemSize(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
        if estimatedItemSize != .zero {
            if let preferred = preferredItemSizes[indexPath] { return Self.sanitized(preferred) }
            return Self.sanitized(estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
        }
        let answer = OptionalRequirement.answer(collectionView.delegate as? any UICollectionViewDelegateFlowLayout,
                                                requirement: "collectionView(_:layout:sizeForItemAt:)") {
            $0.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        }
        return Self.sanitized(answer ?? itemSize)
    }

    /// The insets ``sectionInsetReference`` adds, across the scroll direction.
    private func referenceInsets(_ collectionView: UICollectionView) -> UIEdgeInsets {
        let base: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: base = collectionView.safeAreaInsets
        case .fromLayoutMargins: base = collectionView.layoutMargins
        }
        return scrollDirection == .vertical
            ? UIEdgeInsets(top: 0, left: base.left, bottom: 0, right: base.right)
            : UIEdgeInsets(top: base.top, left: 0, bottom: base.bottom, right: 0)
    }

    static func sanitized(_ size: CGSize) -> CGSize {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    static func uikitKind(_ kind: ElementKind) -> String {
        switch kind {
        case .header: UICollectionView.elementKindSectionHeader
        case .footer: UICollectionView.elementKindSectionFooter
        default: kind.rawValue
        }
    }

    static func engineKind(_ kind: String) -> ElementKind {
        switch kind {
        case UICollectionView.elementKindSectionHeader: .header
        case UICollectionView.elementKindSectionFooter: .footer
        default: ElementKind(kind)
        }
    }

    open override var collectionViewContentSize: CGSize { prepared.result.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepared.elements(in: rect, of: Self.layoutAttributesClass)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared.item(at: indexPath, of: Self.layoutAttributesClass)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepared.supplementary(ofKind: elementKind, at: indexPath, of: Self.layoutAttributesClass)
    }

    /// A new size invalidates, and so does any scroll when headers or footers are pinned.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let preparedBounds else { return true }
        if newBounds.size != preparedBounds.size { return true }
        return (sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds) && newBounds.origin != preparedBounds.origin
    }
}
