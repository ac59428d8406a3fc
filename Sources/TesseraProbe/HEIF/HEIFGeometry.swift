/// A HEIF item's geometry as libheif applies it: the picture it decodes, the clean aperture it
/// crops (`clap`), and the turn and mirror it shows the picture with (`irot`, `imir`), each
/// transformation in the order of the item's properties.
///
/// libheif sizes an image from its `ispe` and applies the transformations that follow it: a
/// `clap` sets the size to the clean aperture's, an `irot` of a quarter turn swaps the sides.
/// One before the `ispe` changes nothing in that size, though libheif still turns the pixels.
/// Debian 12's libheif (1.15) writes exactly that when asked for a turned image (pillow-heif's
/// EXIF orientation): `irot` first, then an `ispe` that already holds the turned size. So the
/// picture decoded without transformations is the `ispe` turned back, and the image is shown at
/// the `ispe`'s size — as libheif's own `heif-convert` and exiftool show it. A writer that follows
/// the standard (`ispe` first, as newer libheif and iPhones do) gets the same answer from the
/// same rule.
///
/// A `clap` crops the picture at the point of the chain where it stands: its rectangle is taken
/// back into the decoded picture's pixels through the turns before it. Its edges are rounded as
/// ISO/IEC 14496-12 places them (the aperture centred at the offset from the picture's centre);
/// one that does not overlap the picture, or is empty, is ignored. Only the first `clap` counts.
struct HEIFGeometry: Equatable {
    /// The picture libheif decodes without transformations (`ignore_transformations`).
    var decoded: PixelSize
    /// The clean aperture in the decoded picture's pixels, when it crops anything.
    var crop: PixelRect?
    /// The turn and mirror (`irot`, `imir`) composed in order.
    var orientation: ExifOrientation

    /// The picture before it is turned: the clean aperture, or the decoded picture.
    var stored: PixelSize { crop?.size ?? decoded }

    /// The geometry from an item's properties, in their order; nil without an `ispe`.
    init?(properties: [(type: String, data: ArraySlice<UInt8>)]) {
        var ispe: PixelSize?
        var turnedBeforeSize = false
        var orientation = ExifOrientation.up
        // The clap: its rectangle in the coordinates of the picture turned by `orientation` so far.
        var aperture: (rect: (x: Double, y: Double, width: Double, height: Double), before: ExifOrientation)?
        for property in properties {
            switch property.type {
            case "ispe":
                guard ispe == nil, property.data.count >= 12, let width = HEIFMeta.uint(property.data, 4, 4),
                      let height = HEIFMeta.uint(property.data, 8, 4) else { continue }
                ispe = PixelSize(width: width, height: height)
            case "irot":
                guard let byte = property.data.first else { continue }
                // Anti-clockwise quarter turns.
                let turn: ExifOrientation = [.up, .left, .down, .right][Int(byte & 3)]
                if ispe == nil && turn.swapsDimensions { turnedBeforeSize.toggle() }
                orientation = orientation.then(turn)
            case "imir":
                guard let byte = property.data.first else { continue }
                // HEIF's second edition (and libheif): mode 0 exchanges top and bottom, mode 1
                // left and right. (The first edition's "axis 0, a vertical axis" read the other way.)
                orientation = orientation.then(byte & 1 == 0 ? .downMirrored : .upMirrored)
            case "clap":
                guard aperture == nil, let fractions = Self.fractions(property.data) else { continue }
                aperture = (fractions, orientation)
            default:
                continue
            }
        }
        guard let ispe else { return nil }
        decoded = turnedBeforeSize ? ispe.transposed : ispe
        self.orientation = orientation
        crop = aperture.flatMap { Self.crop($0.rect, turnedBy: $0.before, of: decoded) }
    }

    /// `clap`'s width, height and offsets from the centre, in pixels; nil when a denominator is 0.
    static func fractions(_ data: ArraySlice<UInt8>) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard data.count >= 32 else { return nil }
        func unsigned(_ at: Int) -> Double? { HEIFMeta.uint(data, at, 4).map(Double.init) }
        func signed(_ at: Int) -> Double? { HEIFMeta.uint(data, at, 4).map { Double(Int32(truncatingIfNeeded: UInt32($0))) } }
        guard let widthN = unsigned(0), let widthD = unsigned(4), let heightN = unsigned(8), let heightD = unsigned(12),
              let xN = signed(16), let xD = unsigned(20), let yN = signed(24), let yD = unsigned(28),
              widthD > 0, heightD > 0, xD > 0, yD > 0 else { return nil }
        return (xN / xD, yN / yD, widthN / widthD, heightN / heightD)
    }

    /// The clean aperture `fractions` of a picture `decoded` turned by `turn`, as a rectangle of
    /// the decoded picture's pixels; nil when it crops nothing or does not overlap the picture.
    static func crop(_ fractions: (x: Double, y: Double, width: Double, height: Double), turnedBy turn: ExifOrientation,
                     of decoded: PixelSize) -> PixelRect? {
        let seen = turn.swapsDimensions ? decoded.transposed : decoded
        func rounded(_ value: Double) -> Int { Int(max(-1e9, min(1e9, (value + 0.5).rounded(.down)))) }
        let width = rounded(fractions.width), height = rounded(fractions.height)
        var left = rounded(fractions.x + (Double(seen.width) - fractions.width) / 2)
        var top = rounded(fractions.y + (Double(seen.height) - fractions.height) / 2)
        var right = min(seen.width, left + width), bottom = min(seen.height, top + height)
        left = max(0, left)
        top = max(0, top)
        guard right > left, bottom > top else { return nil }
        if left == 0 && top == 0 && right == seen.width && bottom == seen.height { return nil }
        // Back into the decoded picture's pixels: the rectangle's corners through the turn undone.
        let a = turn.inverse.map(point: (left, top), in: seen), b = turn.inverse.map(point: (right - 1, bottom - 1), in: seen)
        right = max(a.x, b.x) + 1
        bottom = max(a.y, b.y) + 1
        return PixelRect(x: min(a.x, b.x), y: min(a.y, b.y), width: right - min(a.x, b.x), height: bottom - min(a.y, b.y))
    }
}
