import ArgumentParser
import TesseraImage

/// `--format` and `--quality`, shared by the commands that write a picture (`sheet`, `render`,
/// `preview`, `thumbnail`): the output's format comes from its name (`.png`, `.jpg`/`.jpeg`,
/// and for `sheet --paper`, `.pdf`), or from `--format` for a name without an extension (`-`).
struct PictureOutputOptions: ParsableArguments {
    @Option(help: "Output format: png or jpeg (default: from the output's extension; PNG for - or a name without one); sheet also takes dzi and iiif (zoomable), and pdf with --paper.")
    var format: FormatArgument?

    @Option(help: "JPEG quality, 1 to 100 (default 90).")
    var quality: Int?

    /// The format to write `output` in, refused (a usage error) when the name's extension is one
    /// Tessera cannot write, disagrees with `--format`, or is `.pdf` where no PDF is written;
    /// `--quality` only goes with JPEG.
    func format(of output: String, allowsPDF: Bool, allowsTiles: Bool = false) throws -> PictureFormat {
        let named: PictureFormat
        do {
            named = try PictureFormat(outputPath: output)
        } catch {
            throw ValidationError("-o \(output): \(error.description).")
        }
        if named == .pdf && !allowsPDF {
            throw ValidationError("-o \(output): this command writes PNG or JPEG, not PDF; name the output .png, .jpg or .jpeg.")
        }
        if named == .deepZoom && !allowsTiles {
            throw ValidationError("-o \(output): only sheet writes zoomable pictures (.dzi); name the output .png, .jpg or .jpeg.")
        }
        var chosen = named
        if format == .pdf && !allowsPDF {
            throw ValidationError("--format pdf is for sheet --paper; this output is PNG or JPEG.")
        }
        if let format, format == .dzi || format == .iiif, !allowsTiles {
            throw ValidationError("--format \(format.rawValue) is for sheet (a zoomable sheet); this output is PNG or JPEG.")
        }
        if let format {
            // An IIIF picture is a folder: its name may have any dots.
            if Self.hasExtension(output) && named != format.pictureFormat && format != .iiif {
                throw ValidationError("--format \(format.rawValue) does not match the output's name \(output).")
            }
            chosen = format.pictureFormat
        }
        if let quality {
            guard (1...100).contains(quality) else { throw ValidationError("--quality must be between 1 and 100, not \(quality).") }
            if chosen != .jpeg && chosen != .pdf && !chosen.isTiled {
                throw ValidationError("--quality is for JPEG output; \(output) is written as \(chosen == .pdf ? "PDF" : "PNG").")
            }
        }
        return chosen
    }

    /// How to encode a picture of `format` (PDF pictures are compressed as PNG's; a zoomable
    /// one's tiles as `tiles` says).
    func encoding(_ format: PictureFormat, compression: PNGCompression, tiles: TileOutputOptions? = nil) throws -> PictureEncoding {
        switch format {
        case .jpeg: .jpeg(quality: quality ?? JPEGWriter.defaultQuality)
        case .png, .pdf: .png(compression)
        case .deepZoom, .iiif:
            .tiles(try (tiles ?? TileOutputOptions()).options(layout: format == .iiif ? .iiif : .deepZoom, quality: quality, compression: compression))
        }
    }

    /// Whether the name's last component has an extension (`-` and `/dev/stdout` have none).
    private static func hasExtension(_ path: String) -> Bool {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
        guard let dot = name.lastIndex(of: ".") else { return false }
        return dot != name.startIndex
    }
}

/// `--format`.
enum FormatArgument: String, ExpressibleByArgument, CaseIterable {
    case png, jpeg, pdf, dzi, iiif

    var pictureFormat: PictureFormat {
        switch self {
        case .png: .png
        case .jpeg: .jpeg
        case .pdf: .pdf
        case .dzi: .deepZoom
        case .iiif: .iiif
        }
    }
}

extension PictureFormat {
    /// Whether the format is a zoomable picture cut into tiles.
    var isTiled: Bool { self == .deepZoom || self == .iiif }
}

/// `sheet`'s options for a zoomable sheet (`-o OUT.dzi`, `--format dzi` or `--format iiif`).
struct TileOutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("With a zoomable sheet: the tile side in pixels (default 254 for Deep Zoom, 512 for IIIF).", valueName: "pixels"))
    var tileSize: Int?

    @Option(help: ArgumentHelp("With a Deep Zoom sheet: the pixels each tile repeats of its neighbours (default 1).", valueName: "pixels"))
    var overlap: Int?

    @Option(help: "With a zoomable sheet: jpg (default; --quality applies) or png tiles (the sheet's pixels exactly).")
    var tileFormat: TileOptions.TileFormat?

    @Option(help: ArgumentHelp("With --format iiif: the URL the folder will be served at, written as info.json's id (default: the folder's name).", valueName: "url"))
    var iiifId: String?

    /// Whether any of these options was given.
    var given: Bool { tileSize != nil || overlap != nil || tileFormat != nil || iiifId != nil }

    /// The tile options for `layout`, refused (a usage error) when no reader could use them.
    func options(layout: TileOptions.Layout, quality: Int?, compression: PNGCompression) throws -> TileOptions {
        if iiifId != nil && layout != .iiif { throw ValidationError("--iiif-id goes with --format iiif.") }
        if quality != nil && tileFormat == .png { throw ValidationError("--quality is for JPEG tiles; these are PNG (--tile-format png).") }
        let options = TileOptions(layout: layout, tileSize: tileSize, overlap: overlap, format: tileFormat ?? .jpeg,
                                  quality: quality ?? JPEGWriter.defaultQuality, compression: compression, serviceID: iiifId)
        do {
            try options.validate()
        } catch {
            throw ValidationError(error.description.prefix(1).uppercased() + error.description.dropFirst() + ".")
        }
        return options
    }
}

extension TileOptions.TileFormat: ExpressibleByArgument {}
