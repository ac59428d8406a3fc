import ArgumentParser
import TesseraImage

/// Where `render`, `preview` and `sheet` refuse, before drawing anything, a picture beyond
/// ``PictureLimits`` (the renderer's and the writers' own rule): a usage error (exit 2) whose
/// message names what was too large, its size and the limit (``PictureSizeError``'s words) and
/// says what to change. A few bytes of spec (`headerHeight: 1e9`) must not start hours of
/// drawing and hundreds of gigabytes of output.
enum PictureFit {
    /// Throws a `ValidationError` naming `what` (`the sheet`), its size, the limit and `advice`
    /// when a picture of `size` and `kind` is beyond the limits.
    static func check(_ size: PixelSize, as kind: PictureKind = .file, what: String, advice: String) throws {
        do {
            try PictureLimits.standard.check(size, as: kind)
        } catch {
            throw ValidationError("\(error.message(for: what)): \(advice).")
        }
    }
}
