import ArgumentParser
import TesseraImage
import TesseraRender

/// The one place `render`, `preview` and `sheet` refuse, before drawing anything, a picture too
/// large to write: wider than ``SheetRenderer/maximumWidth``, taller than
/// ``SheetRenderer/maximumHeight``, more than ``SheetRenderer/maximumPixels`` in all (or
/// ``SheetRenderer/maximumImagePixels`` for one drawn in memory). A usage error (exit 2) whose
/// message says what to change: a few bytes of spec (`headerHeight: 1e9`) must not start hours
/// of drawing and hundreds of gigabytes of output.
enum PictureLimits {
    /// Throws a `ValidationError` naming `what` (`the sheet`), its size and `advice` when `size`
    /// is beyond the limits.
    static func check(_ size: PixelSize, what: String, inMemory: Bool = false, advice: String) throws {
        let pixels = size.width.multipliedReportingOverflow(by: size.height)
        let limit = inMemory ? SheetRenderer.maximumImagePixels : SheetRenderer.maximumPixels
        let problem: String
        if size.width > SheetRenderer.maximumWidth {
            problem = "wider than the \(SheetRenderer.maximumWidth) pixels a picture may be"
        } else if size.height > SheetRenderer.maximumHeight {
            problem = "taller than the \(SheetRenderer.maximumHeight) pixels a picture may be"
        } else if pixels.overflow || pixels.partialValue > limit {
            problem = inMemory ? "more than the \(limit) pixels drawn in memory" : "more than the \(limit) pixels one picture may have"
        } else {
            return
        }
        throw ValidationError("\(what) would be \(size.width)×\(size.height) pixels, \(problem): \(advice).")
    }
}
