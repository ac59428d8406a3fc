import ArgumentParser
import TesseraImage

/// `tessera thumbnail INPUT -o OUTPUT.png --width W [--height H] [--mode fill|fit]`: one photo,
/// decoded at reduced scale, oriented upright and resampled to an exact size, written as PNG.
struct ThumbnailCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thumbnail",
        abstract: "Make a PNG or JPEG thumbnail of a photo.",
        discussion: """
        The photo is decoded at the smallest JPEG DCT scale (1/8 … 8/8) that still covers the \
        thumbnail, turned upright by its EXIF orientation, and resampled with a Lanczos-3 filter.

        With --width alone the thumbnail keeps the photo's displayed aspect ratio. With --width \
        and --height, fill gives exactly W×H (the centre of the photo, cropped) and fit the largest \
        picture inside W×H.

        Warnings about damaged data the decoder recovered from go to standard error. Exit status: \
        0 on success, 1 when the photo cannot be decoded or the PNG cannot be written, 2 on usage \
        errors.
        """
    )

    @Argument(help: "The photo: a JPEG or PNG file (recognised by its content, not its name).")
    var input: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The thumbnail to write: NAME.png, NAME.jpg or NAME.jpeg, or - for standard output (PNG unless --format jpeg).")
    var output: String

    @Option(help: "Thumbnail width in pixels.")
    var width: Int

    @Option(help: "Thumbnail height in pixels (default: keep the photo's aspect ratio).")
    var height: Int?

    @Option(help: "With --height: fill (exactly W×H, centre cropped) or fit (inside W×H).")
    var mode: ThumbnailMode = .fill

    @Option(help: "PNG compression: fast, default or best.")
    var compression: CompressionArgument = .default

    @OptionGroup var picture: PictureOutputOptions

    @Flag(help: "Treat damage the decoder could recover from (a truncated file) as an error.")
    var strict = false

    /// The largest side accepted: libjpeg-turbo's own maximum.
    static let maxSide = 65_500

    func validate() throws {
        guard (1...Self.maxSide).contains(width) else {
            throw ValidationError("--width must be between 1 and \(Self.maxSide), not \(width).")
        }
        if let height, !(1...Self.maxSide).contains(height) {
            throw ValidationError("--height must be between 1 and \(Self.maxSide), not \(height).")
        }
        if output.isEmpty { throw ValidationError("--output must name a file, or - for standard output.") }
        _ = try picture.format(of: output, allowsPDF: false)
    }

    func run() throws {
        if overwrittenInput(among: [input], by: output) != nil {
            throw CommandFailure("refusing to write the thumbnail over its photo \(input)")
        }
        let decoder = ImageDecoder(options: DecodeOptions(strict: strict))
        let thumbnail: DecodedImage
        do {
            thumbnail = try decoder.thumbnail(fileAt: input, width: width, height: height, mode: mode.aspectMode)
        } catch .thumbnailTooLarge(let width, let height, let limit, let photo) where self.height == nil {
            // The photo is fine; only its shape at this width is not: say which option helps.
            let error = DecodeError.thumbnailTooLarge(width: width, height: height, limit: limit, photo: photo)
            throw CommandFailure("\(input): \(error); give --height too to bound the thumbnail (--height H --mode fit keeps the whole photo)")
        } catch {
            throw CommandFailure("\(input): \(error)")
        }
        for warning in thumbnail.warnings {
            printError("tessera: \(input): warning: \(warning)")
        }
        do {
            let encoding = picture.encoding(try picture.format(of: output, allowsPDF: false), compression: compression.compression)
            try encoding.write(thumbnail.pixels, to: output)
        } catch {
            throw CommandFailure("\(output): \(error)")
        }
    }
}

/// `--mode`: how a photo meets a W×H box.
enum ThumbnailMode: String, ExpressibleByArgument, CaseIterable {
    case fill
    case fit

    var aspectMode: AspectMode {
        switch self {
        case .fill: .fill
        case .fit: .fit
        }
    }
}

/// `--compression`: zlib effort for the PNG.
enum CompressionArgument: String, ExpressibleByArgument, CaseIterable {
    case fast
    case `default`
    case best

    var compression: PNGCompression {
        switch self {
        case .fast: .fast
        case .default: .default
        case .best: .best
        }
    }
}
