import Foundation

/// Maps a flow layout's line terms onto x and y. "Along" is the axis lines run on (x when
/// scrolling vertically), "across" the scroll axis (y when scrolling vertically), so the same
/// line-breaking code serves both scroll directions.
struct FlowAxes {
    /// Section insets in line terms.
    struct LineInsets {
        /// Inset before the first item of a line (left, or top when scrolling horizontally).
        var lineStart: CGFloat
        /// Inset after the last item of a line.
        var lineEnd: CGFloat
        /// Inset before the first line (top, or left when scrolling horizontally).
        var scrollStart: CGFloat
        /// Inset after the last line.
        var scrollEnd: CGFloat
    }

    let direction: ScrollDirection
    /// The content's extent along the line axis: the container's width (or height) minus its
    /// content insets.
    let lineLength: CGFloat

    init(direction: ScrollDirection, container: CollectionContainer) {
        self.direction = direction
        lineLength = direction == .vertical ? container.contentWidth : container.contentHeight
    }

    func lineInsets(_ inset: EdgeInsets) -> LineInsets {
        switch direction {
        case .vertical: LineInsets(lineStart: inset.left, lineEnd: inset.right, scrollStart: inset.top, scrollEnd: inset.bottom)
        case .horizontal: LineInsets(lineStart: inset.top, lineEnd: inset.bottom, scrollStart: inset.left, scrollEnd: inset.right)
        }
    }

    /// A size's extent along the line axis.
    func along(_ size: CGSize) -> CGFloat { direction == .vertical ? size.width : size.height }
    /// A size's extent along the scroll axis.
    func across(_ size: CGSize) -> CGFloat { direction == .vertical ? size.height : size.width }

    /// The frame of an item of `size` at `along` on the line axis and `across` on the scroll axis.
    func frame(along: CGFloat, across: CGFloat, size: CGSize) -> CGRect {
        switch direction {
        case .vertical: CGRect(x: along, y: across, width: size.width, height: size.height)
        case .horizontal: CGRect(x: across, y: along, width: size.width, height: size.height)
        }
    }

    /// A header or footer: the whole line axis, `thickness` along the scroll axis from `start`.
    func fullLineFrame(at start: CGFloat, thickness: CGFloat) -> CGRect {
        let length = Swift.max(0, lineLength)
        return switch direction {
        case .vertical: CGRect(x: 0, y: start, width: length, height: thickness)
        case .horizontal: CGRect(x: start, y: 0, width: thickness, height: length)
        }
    }

    /// The content size for content `scrollExtent` long on the scroll axis.
    func contentSize(scrollExtent: CGFloat) -> CGSize {
        let length = Swift.max(0, lineLength)
        return switch direction {
        case .vertical: CGSize(width: length, height: scrollExtent)
        case .horizontal: CGSize(width: scrollExtent, height: length)
        }
    }

    /// The visible part of the scroll axis when a viewport is given: from the viewport offset,
    /// as long as the container minus its content insets.
    func visibleRange(_ container: CollectionContainer) -> ClosedRange<CGFloat>? {
        guard let offset = container.viewportOffset else { return nil }
        let (start, length) = switch direction {
        case .vertical: (offset.y, container.contentHeight)
        case .horizontal: (offset.x, container.contentWidth)
        }
        return start...(start + Swift.max(0, length))
    }
}
