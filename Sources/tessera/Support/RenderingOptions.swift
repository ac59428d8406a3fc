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

    @OptionGroup var encoding: EncodingOptions

    /// `--compression`.
    var compression: CompressionArgument { encoding.compression }
    /// `--jobs`.
    var jobs: Int? { encoding.jobs }

    @Option(name: .customLong("memory-limit"),
            help: ArgumentHelp("Memory the photos being decoded at once may use, e.g. 64MB or 1GB (default 64MB); a photo that needs more is decoded alone.",
                               valueName: "size"))
    var memoryLimit: String?

    func validate() throws {
        if let memoryLimit, ByteCount.parse(memoryLimit) == nil {
            throw ValidationError("--memory-limit takes a size such as 64MB, 512MiB or 2GB, not '\(memoryLimit)'.")
        }
    }

    /// The renderer's options at `scale` pixels per point.
    func renderOptions(scale: CGFloat) -> RenderOptions {
        var options = RenderOptions(scale: scale, glyphMode: glyphs, font: font)
        if let jobs { options.jobs = jobs }
        if let limit = memoryLimit.flatMap(ByteCount.parse) { options.memoryLimit = limit }
        return options
    }
}
