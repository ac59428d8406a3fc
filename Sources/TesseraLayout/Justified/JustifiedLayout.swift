import Foundation

/// Justified rows of photos, as Flickr's and Google Photos' albums show them: Flickr's
/// `justified-layout` (v4), with its option names and meanings.
///
/// Every row but the last exactly fills the width, with ``boxSpacing`` between photos; the
/// photos of a row share one height, each keeping its aspect ratio, in reading order. A row's
/// height stays within ``targetRowHeightTolerance`` of ``targetRowHeight`` when the photos allow
/// it; a photo too wide for any such row (a panorama) gets a row of its own. The last row of a
/// section (the "widow" row) is left-aligned at the height of the row before it.
///
/// Frames are in whole points: row heights and box widths are rounded, and the rounding error of
/// each full row is spread over its boxes so that the row still ends exactly at the container's
/// right padding. This is a deliberate difference from Flickr: justified-layout rounded this way
/// until v2.1.1 (2017, the output its README still shows, containerHeight 1269), while v4.1.0
/// returns fractional frames (1268.619…). Tessera keeps whole points so that every gap between
/// photos is exactly ``boxSpacing`` at 1× and every row edge falls on a pixel, with frame dumps
/// that are short whole numbers; rows are the same as Flickr 4.1.0's, sizes within the rounding
/// (a row's height within ½ point, `JustifiedFlickrConformanceTests`). A box of a widow row that
/// would reach past the right padding (the row taking a taller row's height) is cut there, where
/// Flickr lets it overhang. docs/layout-spec.md gives the placement rules step by step.
///
/// Tessera's additions for sheets: sections (each section starts a new row, below an optional
/// header) and ``captionHeight`` (a strip under each photo, for a label).
///
/// ```swift
/// let ratios: [CGFloat] = [0.5, 1.5, 1, 1.8, 0.4, 0.7, 0.9, 1.1, 1.7, 2, 2.1]   // Flickr's README example
/// let container = CollectionContainer(size: CGSize(width: 1060, height: 0),
///                                     sections: [.init(items: ratios.map { .aspectRatio($0) })])
/// let result = JustifiedLayout().layout(in: container)
/// print(result.contentSize.height, result.cellFrames[1])   // 1269.0 (190.0, 10.0, 510.0, 340.0)
/// ```
public struct JustifiedLayout: CollectionLayout {
    /// The gaps between boxes: `horizontal` within a row, `vertical` between rows (Flickr's
    /// `boxSpacing`, a number or `{horizontal, vertical}`).
    public struct Spacing: Sendable, Equatable, Hashable {
        /// The gap between two boxes of a row.
        public var horizontal: CGFloat
        /// The gap between two rows.
        public var vertical: CGFloat

        /// Gaps of `horizontal` and `vertical` points.
        public init(horizontal: CGFloat, vertical: CGFloat) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// The same gap both ways.
        public init(_ both: CGFloat) {
            self.init(horizontal: both, vertical: both)
        }
    }

    /// The row height the layout aims for (Flickr `targetRowHeight`, default 320).
    /// MUST be greater than 0.
    public var targetRowHeight: CGFloat = 320
    /// How far a full row's height may stray from ``targetRowHeight``, as a fraction of it
    /// (Flickr `targetRowHeightTolerance`, default 0.25). MUST be in `0..<1`.
    public var targetRowHeightTolerance: CGFloat = 0.25
    /// Gaps between boxes and between rows (Flickr `boxSpacing`, default 10).
    public var boxSpacing: Spacing = Spacing(10)
    /// Space between the container's edges and the boxes (Flickr `containerPadding`, default 10).
    public var containerPadding: EdgeInsets = EdgeInsets(all: 10)
    /// The most rows to lay out; items after them get no frames (Flickr `maxNumRows`,
    /// default nil: no limit).
    public var maxNumRows: Int?
    /// Whether a section's last, incomplete row is shown (Flickr `showWidows`, default true).
    /// When false its items get no frames.
    public var showWidows: Bool = true
    /// Every this-many rows, a row whose first photo is square or landscape shows that photo
    /// alone at full width (Flickr `fullWidthBreakoutRowCadence`, default nil: never).
    /// MUST be at least 1 when set.
    public var fullWidthBreakoutRowCadence: Int?
    /// When set, every box has this aspect ratio, whatever its item's (Flickr
    /// `forceAspectRatio`, default nil). MUST be greater than 0 when set.
    public var forceAspectRatio: CGFloat?
    /// Height of each section's header, full width above its rows; 0 = no header (default 0).
    /// A Tessera addition, as in the waterfall.
    public var headerHeight: CGFloat = 0
    /// Per-section header heights that replace ``headerHeight``, by section number.
    public var sectionHeaderHeights: [Int: CGFloat] = [:]
    /// Extra space above each section after the first (default 0). A Tessera addition.
    public var sectionSpacing: CGFloat = 0
    /// A strip under each photo, inside its box, for a caption: boxes are this much taller
    /// than their row's photo height (default 0). A Tessera addition.
    public var captionHeight: CGFloat = 0
    /// Whether every box keeps its photo's aspect ratio (default false: Flickr's behaviour).
    /// A Tessera deviation, for contact sheets, which never crop a photo.
    ///
    /// Flickr clamps a row's height to ½…2× ``targetRowHeight`` and keeps the row's width, so
    /// the boxes of a clamped row no longer have their photos' shapes (a viewer crops them).
    /// With this option a row's height is never clamped, and:
    /// - a photo whose aspect ratio alone exceeds what a row within tolerance can hold (a
    ///   panorama) always gets a row of its own at its natural height (the row's width over its
    ///   aspect ratio, shorter than the tolerance allows); the row before it ends there;
    /// - a row that cannot fill the width within tolerance — the photo after it is such a
    ///   panorama, or Flickr would end it without the next photo while it is still too tall —
    ///   ends left-aligned at ``targetRowHeight``, as a widow row does;
    /// - a widow row takes the previous row's height only when that row was within tolerance,
    ///   else ``targetRowHeight``.
    ///
    /// Box widths are still whole points, so a box's shape differs from its photo's by less
    /// than a point's rounding.
    public var keepsPhotosWhole: Bool = false

    /// A justified layout with Flickr's defaults: 320-point rows ±25 %, 10-point gaps and padding.
    public init() {}

    /// The header height of `section`.
    public func headerHeight(forSection section: Int) -> CGFloat {
        sectionHeaderHeights[section] ?? headerHeight
    }
}
