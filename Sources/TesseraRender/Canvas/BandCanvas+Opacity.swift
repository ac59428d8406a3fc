import Foundation

extension BandCanvas {
    /// Draws with `draw`, then fades what it changed inside `rect` to `alpha` (0…1), as a layer's
    /// opacity fades its whole content at once: each changed pixel becomes
    /// `before + alpha × (after − before)` in premultiplied colour.
    mutating func drawing(withOpacity alpha: Double, in rect: DeviceRect, _ draw: (inout BandCanvas) -> Void) {
        let area = rect.intersection(bounds)
        guard alpha < 1, !area.isEmpty else {
            if alpha > 0 || area.isEmpty { draw(&self) }
            return
        }
        let opacity = max(0, alpha)
        var before: [RGBA8] = []
        before.reserveCapacity(area.width * area.height)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { before.append(pixels[x, y - top]) }
        }
        draw(&self)
        var index = 0
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let old = before[index], new = pixels[x, y - top]
                index += 1
                guard old != new else { continue }
                func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + opacity * (Double(b) - Double(a))).rounded()) }
                pixels[x, y - top] = RGBA8(mix(old.r, new.r), mix(old.g, new.g), mix(old.b, new.b), mix(old.a, new.a))
            }
        }
    }

    /// Composites one premultiplied `colour` over the pixel at (x, y) in sheet coordinates.
    mutating func blendPixel(_ colour: RGBA8, x: Int, y: Int) {
        guard x >= 0, x < width, y >= top, y < top + height else { return }
        pixels[x, y - top] = Compositing.over(colour, pixels[x, y - top])
    }
}
