import ArgumentParser
import TesseraImage
import TesseraRender

/// Where `render`, `preview` and `sheet` refuse, before drawing anything, a picture too large to
/// write, by the renderer's own rule (``SheetRenderer/check(_:inMemory:)``): a usage error
/// (exit 2) whose message says what to change: a few bytes of spec (`headerHeight: 1e9`) must not start hours
/// of drawing and hundreds of gigabytes of output.
enum PictureLimits {
    /// Throws a `ValidationError` naming `what` (`the sheet`), its size and `advice` when `size`
    /// is beyond the limits.
    static func check(_ size: PixelSize, what: String, inMemory: Bool = false, tiled: Bool = false, advice: String) throws {
        let problem: String
        do {
            try SheetRenderer.check(size, inMemory: inMemory, tiled: tiled)
            return
        } catch .pictureTooLarge {
            problem = size.width > SheetRenderer.maximumWidth
                ? "wider than the \(SheetRenderer.maximumWidth) pixels a picture may be"
                : "taller than the \(SheetRenderer.maximumHeight) pixels a picture may be"
        } catch .tooManyPixels {
            problem = tiled ? "more than the \(SheetRenderer.maximumTiledPixels) pixels a zoomable picture may have"
                : "more than the \(SheetRenderer.maximumPixels) pixels one picture may have"
        } catch .imageTooLarge {
            problem = "more than the \(SheetRenderer.maximumImagePixels) pixels drawn in memory"
        }
        throw ValidationError("\(what) would be \(size.width)×\(size.height) pixels, \(problem): \(advice).")
    }

    /// Throws a `ValidationError` when `size` is beyond what a JPEG may hold: 65,500 pixels a
    /// side (libjpeg's `JPEG_MAX_DIMENSION`).
    static func checkJPEG(_ size: PixelSize, what: String, advice: String) throws {
        guard size.width > PixelSize.maximumSide || size.height > PixelSize.maximumSide else { return }
        let side = size.height > PixelSize.maximumSide ? "taller" : "wider"
        throw ValidationError("\(what) would be \(size.width)×\(size.height) pixels, \(side) than the \(PixelSize.maximumSide) pixels a JPEG may be: \(advice).")
    }
}
