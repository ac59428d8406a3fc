import Foundation

extension LayoutRenderer {
    /// Whether `transform` turns what it draws (anything but a scale and a translation).
    static func isRotated(_ transform: CGAffineTransform) -> Bool { transform.b != 0 || transform.c != 0 }

    /// Draws an element whose transform turns it: the element is drawn upright at its own frame
    /// on a canvas of its own, then every pixel of the band it may cover takes the colour found
    /// by mapping the pixel's centre back through the transform (about the frame's centre),
    /// sampled bilinearly, composited over the band. Edges are smoothed by the sampling.
    func drawRotated(_ attributes: LayoutAttributes, index: Int, content: SheetContent, geometry: SheetGeometry,
                     state: inout BandState, into canvas: inout BandCanvas, band: DeviceRect) {
        let t = attributes.transform
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else { return }
        var upright = attributes
        upright.transform = .identity
        let local = SheetGeometry(scale: options.scale, region: attributes.frame)
        var piece = BandCanvas(width: local.size.width, top: 0, height: local.size.height, background: RGBA8(0, 0, 0, 0))
        draw(upright, index: index, content: content, geometry: local, state: &state, into: &piece, band: local.bounds)

        let covered = geometry.deviceRect(Self.drawn(attributes).frame).intersection(band)
        guard !covered.isEmpty else { return }
        let scale = Double(options.scale)
        let frame = attributes.frame
        let centre = (x: Double(frame.midX), y: Double(frame.midY))
        // The inverse of the linear part, to go from the drawn picture back to the upright one.
        let ia = Double(t.d / determinant), ib = Double(-t.b / determinant)
        let ic = Double(-t.c / determinant), id = Double(t.a / determinant)
        let pixels = piece.pixels
        for y in covered.y..<covered.maxY {
            for x in covered.x..<covered.maxX {
                // The pixel's centre in layout points, relative to the frame's centre, less the translation.
                let px = (Double(x + geometry.origin.x) + 0.5) / scale - centre.x - Double(t.tx)
                let py = (Double(y + geometry.origin.y) + 0.5) / scale - centre.y - Double(t.ty)
                let ux = px * ia + py * ic, uy = px * ib + py * id
                // Back in the upright picture's pixels.
                let sx = (ux + Double(frame.width) / 2) * scale - 0.5, sy = (uy + Double(frame.height) / 2) * scale - 0.5
                let colour = Self.sample(pixels, x: sx, y: sy)
                guard colour.a > 0 else { continue }
                canvas.blendPixel(colour, x: x, y: y)
            }
        }
    }

    /// The bilinear mix of the four pixels around (x, y) in premultiplied colour; outside the
    /// picture counts as clear.
    static func sample(_ image: PixelBuffer, x: Double, y: Double) -> RGBA8 {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        for (dx, dy, weight) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)] {
            let sx = x0 + dx, sy = y0 + dy
            guard weight > 0, sx >= 0, sy >= 0, sx < image.width, sy < image.height else { continue }
            let p = image[sx, sy]
            sum.r += Double(p.r) * weight
            sum.g += Double(p.g) * weight
            sum.b += Double(p.b) * weight
            sum.a += Double(p.a) * weight
        }
        func byte(_ value: Double) -> UInt8 { UInt8(min(255, max(0, value.rounded()))) }
        return RGBA8(byte(sum.r), byte(sum.g), byte(sum.b), byte(sum.a))
    }
}
