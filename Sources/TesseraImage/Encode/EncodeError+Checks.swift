/// The checks every writer makes of the values its caller gives, before it creates anything:
/// one rule each, so the PNG, JPEG, PDF and pyramid writers refuse alike.
extension EncodeError {
    /// Refuses a resolution that is not a finite number greater than 0 (nil, none, passes).
    static func checkResolution(_ dotsPerInch: Double?) throws(EncodeError) {
        guard let dotsPerInch else { return }
        guard dotsPerInch.isFinite && dotsPerInch > 0 else { throw .invalidResolution(dotsPerInch: dotsPerInch) }
    }

    /// Refuses a JPEG quality outside 1 … 100 (nil, none, passes).
    static func checkQuality(_ quality: Int?) throws(EncodeError) {
        guard let quality else { return }
        guard (1...100).contains(quality) else { throw .invalidQuality(quality) }
    }

    /// Refuses a picture of `width` × `height` beyond ``PictureLimits`` for `kind`.
    static func checkSize(width: Int, height: Int, as kind: PictureKind) throws(EncodeError) {
        do {
            try PictureLimits.standard.check(width: width, height: height, as: kind)
        } catch {
            throw .tooLarge(error)
        }
    }

    /// Refuses a JPEG of `width` × `height` at `quality` that libjpeg cannot write.
    static func checkJPEG(width: Int, height: Int, quality: Int) throws(EncodeError) {
        try checkSize(width: width, height: height, as: .jpeg)
        try checkQuality(quality)
    }
}
