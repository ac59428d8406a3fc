import Foundation

/// `UISegmentedControl`: a row of segments, each with a title or an image, of which one is
/// selected. Nothing taps a segment headlessly: the selection changes only when code sets
/// ``selectedSegmentIndex``, which, as in UIKit, sends no `.valueChanged` action
/// (`sendActions(for: .valueChanged)` sends it, and runs the selected segment's `UIAction`).
///
/// The selected segment stays selected while segments are inserted or removed before it (its
/// index moves with it); removing it leaves no segment selected.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl.noSegment`: the ``selectedSegmentIndex`` when no segment is selected (-1).
    nonisolated public static let noSegment = -1

    /// One segment: what it shows and how.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    private var segments: [Segment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// `selectedSegmentIndex`: the selected segment, or ``noSegment``. A value outside
    /// `-1 ..< numberOfSegments` is ignored. Setting it sends no action, as in UIKit.
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set { if newValue >= UISegmentedControl.noSegment && newValue < segments.count { selectedIndex = newValue } }
    }
    private var selectedIndex = UISegmentedControl.noSegment

    /// `isMomentary`: whether a tapped segment shows selected only while touched (false); kept,
    /// code may still set ``selectedSegmentIndex``.
    open var isMomentary = false
    /// `apportionsSegmentWidthsByContent`: whether segments are as wide as their content rather
    /// than equal (false); kept, nothing is drawn.
    open var apportionsSegmentWidthsByContent = false
    /// `selectedSegmentTintColor` (iOS 13): the selected segment's colour; kept, nothing is drawn.
    open var selectedSegmentTintColor: UIColor?

    /// `numberOfSegments`: how many segments the control has.
    open var numberOfSegments: Int { segments.count }

    /// `init(items:)`: a segment for each item, a `String` (its title) or a `UIImage` (its
    /// image), in order; other items make empty segments. No segment is selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String, image: $0 as? UIImage) }
    }

    /// `init(frame:)`: a control without segments.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// `init(frame:actions:)` (iOS 14): a segment for each action, showing its title and image;
    /// `sendActions(for: .valueChanged)` runs the selected segment's action, as a tap on it does.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    /// `init(coder:)`: there are no archives here; a control without segments.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `insertSegment(withTitle:at:animated:)`: a segment showing `title` at `segment` (clamped to
    /// `0 ... numberOfSegments`); there is no animation.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// `insertSegment(with:at:animated:)`: a segment showing `image` at `segment` (clamped).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// `insertSegment(action:at:animated:)` (iOS 14): a segment for `action` at `segment` (clamped).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// `removeSegment(at:animated:)`: removes the segment (an index outside the segments does
    /// nothing).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if segment == selectedIndex { selectedIndex = UISegmentedControl.noSegment }
        else if segment < selectedIndex { selectedIndex -= 1 }
    }

    /// `removeAllSegments()`: no segments, none selected.
    open func removeAllSegments() {
        segments = []
        selectedIndex = UISegmentedControl.noSegment
    }

    /// `setTitle(_:forSegmentAt:)`: the segment's title (it replaces the segment's image, as in
    /// UIKit). An index outside the segments does nothing.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }
    /// `titleForSegment(at:)`: the segment's title, or `nil`.
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    /// `setImage(_:forSegmentAt:)`: the segment's image (it replaces the segment's title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }
    /// `imageForSegment(at:)`: the segment's image, or `nil`.
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    /// `setAction(_:forSegmentAt:)` (iOS 14): the segment's action, whose title and image it shows.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = Segment(title: action.title, image: action.image, action: action,
                                    isEnabled: segments[segment].isEnabled, width: segments[segment].width)
    }
    /// `actionForSegment(at:)` (iOS 14): the segment's action, or `nil`.
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }

    /// `setEnabled(_:forSegmentAt:)`: whether the segment can be tapped; kept (nothing taps it).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }
    /// `isEnabledForSegment(at:)`: true unless `setEnabled(false, forSegmentAt:)` said otherwise.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }

    /// `setWidth(_:forSegmentAt:)`: a fixed width for the segment (0: automatic); kept.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }
    /// `widthForSegment(at:)`: the width set for the segment (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    /// `setContentOffset(_:forSegmentAt:)`: how far the segment's content is moved; kept.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
    }
    /// `contentOffsetForSegment(at:)`: the offset set for the segment (zero).
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// `setTitleTextAttributes(_:for:)`: the titles' text attributes in `state`; kept, nothing
    /// is drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    /// `titleTextAttributes(for:)`: the attributes set for `state`, or `nil`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// `sendActions(for:)`: the control's actions and targets for `controlEvents`; with
    /// `.valueChanged`, also the selected segment's `UIAction` (made by `init(frame:actions:)`
    /// or `insertSegment(action:at:animated:)`), as a tap on the segment runs it.
    open override func sendActions(for controlEvents: UIControl.Event) {
        super.sendActions(for: controlEvents)
        if controlEvents.contains(.valueChanged), segments.indices.contains(selectedIndex) {
            segments[selectedIndex].action?.perform(sender: self)
        }
    }

    /// `intrinsicContentSize`: 32 points high, the height iOS 13 and later give the control; no
    /// intrinsic width (segment widths come from text measured on iOS, not estimated here).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 32) }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        if selectedIndex != UISegmentedControl.noSegment && index <= selectedIndex { selectedIndex += 1 }
    }
}
