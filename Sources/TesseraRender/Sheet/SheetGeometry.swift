import Foundation

/// Where a rendered region of a layout lands in pixels: the region's top-left is pixel (0, 0),
/// every frame is snapped with ``PixelSnapper`` and moved by the same whole number of pixels,
/// so snapping does not depend on which region (page, viewport) is rendered.
struct SheetGeometry {
    let snapper: PixelSnapper
    /// The region in points.
    let region: CGRect
    /// The region's top-left corner in layout pixels.
    let origin: (x: Int, y: Int)
    /// The picture's size: at least 1×1, since a PNG cannot be empty.
    let size: PixelSize

    init(scale: CGFloat, region: CGRect) {
        snapper = PixelSnapper(scale: scale)
        self.region = region
        let minX = snapper.snap(region.minX), minY = snapper.snap(region.minY)
        origin = (minX, minY)
        size = PixelSize(width: max(1, snapper.snap(region.maxX) - minX), height: max(1, snapper.snap(region.maxY) - minY))
    }

    /// The whole picture.
    var bounds: DeviceRect { DeviceRect(x: 0, y: 0, width: size.width, height: size.height) }

    /// `frame` (points, layout coordinates) in the picture's pixels.
    func deviceRect(_ frame: CGRect) -> DeviceRect {
        snapper.snap(frame).offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// The layout rectangle (points) covering picture rows `top ..< bottom`, with a pixel to
    /// spare on each side for frames that snapping moves in.
    func layoutRect(rows top: Int, _ bottom: Int) -> CGRect {
        let scale = snapper.scale
        let y0 = CGFloat(origin.y + top - 1) / scale, y1 = CGFloat(origin.y + bottom + 1) / scale
        let x0 = CGFloat(origin.x - 1) / scale, x1 = CGFloat(origin.x + size.width + 1) / scale
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `length` points in pixels, unrounded.
    func pixels(_ length: CGFloat) -> Double { snapper.pixels(length) }
}
