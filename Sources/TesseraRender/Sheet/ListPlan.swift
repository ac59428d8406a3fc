import Foundation

/// What a rendered region draws for its list sections besides their cells: row backgrounds
/// under the elements and separators over them, in the picture's pixels.
///
/// A list section's rows are its cells, in order down the section. `.plain` and `.grouped` fill
/// the rows' block with the style's row colour; `.insetGrouped` the same block with
/// ``ListMetrics/insetGroupedCornerRadius`` corners; the sidebars fill nothing. With
/// `showsSeparators`, a hairline (one pixel) in the separator colour lies on the bottom edge of
/// every row but the last, from ``ListMetrics/separatorLeadingInset`` points past the row's
/// leading edge to its trailing edge.
struct ListPlan {
    struct Shape {
        var rect: DeviceRect
        var radius: Double
        var color: RGBA8
    }

    /// Drawn before the elements.
    private(set) var underlays: [Shape] = []
    /// Drawn after the elements.
    private(set) var overlays: [Shape] = []

    init(layout: LayoutResult, content: SheetContent, geometry: SheetGeometry, style: SheetStyle) {
        guard !content.listSections.isEmpty else { return }
        var rows: [Int: [CGRect]] = [:]
        for attributes in layout.attributes where attributes.category == .cell && !attributes.isHidden
            && content.listSections[attributes.section] != nil && LayoutRenderer.isFinite(attributes.frame) {
            rows[attributes.section, default: []].append(attributes.frame)
        }
        for (section, frames) in rows.sorted(by: { $0.key < $1.key }) {
            guard let list = content.listSections[section] else { continue }
            let ordered = frames.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
            let block = ordered.dropFirst().reduce(ordered[0]) { $0.union($1) }
            switch list.appearance {
            case .plain, .grouped:
                underlays.append(Shape(rect: geometry.deviceRect(block), radius: 0, color: style.listRowColor.premultiplied))
            case .insetGrouped:
                underlays.append(Shape(rect: geometry.deviceRect(block), radius: geometry.pixels(ListMetrics.insetGroupedCornerRadius),
                                       color: style.listRowColor.premultiplied))
            case .sidebar, .sidebarPlain:
                break
            }
            guard list.showsSeparators else { continue }
            for row in ordered.dropLast() {
                let device = geometry.deviceRect(row)
                let inset = Int(geometry.pixels(ListMetrics.separatorLeadingInset).rounded())
                let line = DeviceRect(minX: device.x + inset, minY: device.maxY - 1, maxX: device.maxX, maxY: device.maxY)
                if !line.isEmpty { overlays.append(Shape(rect: line, radius: 0, color: style.separatorColor.premultiplied)) }
            }
        }
    }
}
