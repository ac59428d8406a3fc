import ArgumentParser
import Foundation
import TesseraLayout

/// `--width`, `--height` and `--size WIDTHxHEIGHT`: the container size, in points, that
/// `layout` and `render` put in place of the spec's. Points, as everywhere a layout is
/// concerned (`sheet --width` too); `render` turns them into pixels at `--scale`. Only
/// `thumbnail --width` is in pixels: a thumbnail has no layout and no scale.
struct ContainerSizeOptions: ParsableArguments {
    @Option(help: "Container width in points, instead of the spec's (pixels: points × scale).")
    var width: Double?

    @Option(help: "Container height in points, instead of the spec's.")
    var height: Double?

    @Option(help: "Container size as WIDTHxHEIGHT in points (e.g. 390x844), instead of the spec's.")
    var size: String?

    /// The container size asked for: `--size`, or `--width` and `--height` (nil: the spec's).
    var requested: (width: Double?, height: Double?) {
        guard let size, let parsed = Self.parseSize(size) else { return (width, height) }
        return (parsed.width, parsed.height)
    }

    /// `390x844` (or `390×844`) as two numbers greater than 0.
    static func parseSize(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// Refuses a `--size` that is not WIDTHxHEIGHT or comes beside `--width` or `--height`, and
    /// sides a spec could not hold (``LayoutSpec/Container/allows(_:)``: greater than 0, at
    /// most a million points), in the spec's words.
    func validate() throws {
        if let size {
            guard Self.parseSize(size) != nil else {
                throw ValidationError("--size must be WIDTHxHEIGHT in points greater than 0, such as 390x844, got \"\(size)\"")
            }
            if width != nil || height != nil { throw ValidationError("--size cannot be combined with --width or --height") }
        }
        let (width, height) = requested
        for (name, side) in [(size == nil ? "--width" : "--size's width", width), (size == nil ? "--height" : "--size's height", height)] {
            guard let side, !LayoutSpec.Container.allows(CGFloat(side)) else { continue }
            let most = LayoutSpec.Container.maximumSide
            let rule = CGFloat(side) > most ? "at most \(DumpNumber.format(most)) points" : "a number of points greater than 0"
            throw ValidationError("\(name) must be \(rule), got \(DumpNumber.format(side))")
        }
    }
}
