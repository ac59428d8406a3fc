import ArgumentParser
import Foundation
import TesseraRender

/// The options every drawing command shares (`sheet`, `preview`, `render`), declared once and
/// included with `@OptionGroup`.
struct RenderingOptions: ParsableArguments {
    @Option(help: "Colour scheme: light or dark.")
    var style: StyleArgument = .light

    @Option(help: "A font file or fontconfig name for headers and labels (default DejaVu Sans).")
    var font: String?

    @Option(help: "Text glyphs: outlines (the font's) or boxes (each glyph a box, for snapshot tests).")
    var glyphs: GlyphMode = .outlines

    @Option(help: "PNG compression: fast, default or best.")
    var compression: CompressionArgument = .default

    @Option(help: "Photos decoded at once (default: one per processor).")
    var jobs: Int?

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be between 1 and 256, not \(jobs).") }
    }

    /// The renderer's options at `scale` pixels per point.
    func renderOptions(scale: CGFloat) -> RenderOptions {
        var options = RenderOptions(scale: scale, glyphMode: glyphs, font: font)
        if let jobs { options.jobs = jobs }
        return options
    }
}
