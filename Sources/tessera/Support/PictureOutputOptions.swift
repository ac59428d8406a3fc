import ArgumentParser
import TesseraImage

/// `--format` and `--quality`, shared by the commands that write a picture (`sheet`, `render`,
/// `preview`, `thumbnail`): the output's format comes from its name (`.png`, `.jpg`/`.jpeg`,
/// and for `sheet --paper`, `.pdf`), or from `--format` for a name without an extension (`-`).
struct PictureOutputOptions: ParsableArguments {
    @Option(help: "Output format: png or jpeg (default: from the output's extension; PNG for - or a name without one); sheet --each-folder --paper also takes pdf.")
    var format: FormatArgument?

    @Option(help: "JPEG quality, 1 to 100 (default 90).")
    var quality: Int?

    /// The format to write `output` in, refused (a usage error) when the name's extension is one
    /// Tessera cannot write, disagrees with `--format`, or is `.pdf` where no PDF is written;
    /// `--quality` only goes with JPEG.
    func format(of output: String, allowsPDF: Bool) throws -> PictureFormat {
        let named: PictureFormat
        do {
            named = try PictureFormat(outputPath: output)
        } catch {
            throw ValidationError("-o \(output): \(error.description).")
        }
        if named == .pdf && !allowsPDF {
            throw ValidationError("-o \(output): this command writes PNG or JPEG, not PDF; name the output .png, .jpg or .jpeg.")
        }
        var chosen = named
        if format == .pdf && !allowsPDF {
            throw ValidationError("--format pdf is for sheet --paper; this output is PNG or JPEG.")
        }
        if let format {
            if Self.hasExtension(output) && named != format.pictureFormat {
                throw ValidationError("--format \(format.rawValue) does not match the output's name \(output).")
            }
            chosen = format.pictureFormat
        }
        if let quality {
            guard (1...100).contains(quality) else { throw ValidationError("--quality must be between 1 and 100, not \(quality).") }
            if chosen != .jpeg { throw ValidationError("--quality is for JPEG output; \(output) is written as \(chosen == .pdf ? "PDF" : "PNG").") }
        }
        return chosen
    }

    /// How to encode a picture of `format` (PDF pictures are compressed as PNG's).
    func encoding(_ format: PictureFormat, compression: PNGCompression) -> PictureEncoding {
        format == .jpeg ? .jpeg(quality: quality ?? JPEGWriter.defaultQuality) : .png(compression)
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
    case png, jpeg, pdf

    var pictureFormat: PictureFormat {
        switch self {
        case .png: .png
        case .jpeg: .jpeg
        case .pdf: .pdf
        }
    }
}
