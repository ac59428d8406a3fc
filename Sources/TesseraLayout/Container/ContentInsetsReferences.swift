import Foundation

/// Where a collection view's safe area, layout margins and readable content guide lie, measured
/// inward from the content's edges (inside the container's content insets): what a section's
/// `contentInsetsReference` measures its content insets from.
///
/// A compositional section adds the insets of its reference to its own `contentInsets` on the
/// edges across the scroll direction (leading and trailing of a vertical layout; along the scroll
/// direction the collection view's adjusted content insets already hold the safe area).
/// `.automatic` means the configuration's reference, and the configuration's `.automatic` means
/// `.safeArea`, as UIKit resolves them; `.none` adds nothing.
///
/// ```swift
/// let references = ContentInsetsReferences(safeArea: DirectionalEdgeInsets(top: 0, leading: 47, bottom: 0, trailing: 47))
/// print(references.insets(for: .safeArea).leading, references.insets(for: .none).leading)   // 47.0 0.0
/// ```
public struct ContentInsetsReferences: Sendable, Equatable {
    /// The safe area (a landscape phone's notch side, a home indicator).
    public var safeArea: DirectionalEdgeInsets
    /// The layout margins, safe area included.
    public var layoutMargins: DirectionalEdgeInsets
    /// The readable content guide, margins included.
    public var readableContent: DirectionalEdgeInsets

    /// References from their insets; layout margins default to the safe area, the readable
    /// content to the margins.
    public init(safeArea: DirectionalEdgeInsets = .zero, layoutMargins: DirectionalEdgeInsets? = nil,
                readableContent: DirectionalEdgeInsets? = nil) {
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins ?? safeArea
        self.readableContent = readableContent ?? layoutMargins ?? safeArea
    }

    /// No safe area, margins or readable inset.
    public static let zero = ContentInsetsReferences()

    /// The insets of `reference` (`.automatic` taken as `.safeArea`).
    public func insets(for reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        switch reference {
        case .none: .zero
        case .automatic, .safeArea: safeArea
        case .layoutMargins: layoutMargins
        case .readableContent: readableContent
        }
    }

    /// UIKit's readable width for the default text size: 672 points (chosen: the width of
    /// `readableContentGuide` on an iPad at the default content size category).
    public static let readableWidth: CGFloat = 672

    /// The readable content's side insets for a content `width` with `margins` on the sides: the
    /// margins, or more so that the content is at most ``readableWidth`` wide, centred.
    public static func readableInsets(width: CGFloat, margins: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        let inner = width - margins.leading - margins.trailing
        let extra = max(0, (inner - readableWidth) / 2)
        return DirectionalEdgeInsets(top: margins.top, leading: margins.leading + extra,
                                     bottom: margins.bottom, trailing: margins.trailing + extra)
    }
}
