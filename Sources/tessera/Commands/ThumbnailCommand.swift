import ArgumentParser
import Foundation
import TesseraImage

/// `tessera thumbnail INPUT... -o OUTPUT.png|DIR/ [--width W] [--height H] [--mode fill|fit]`:
/// photos decoded at reduced scale, oriented upright and resampled to an exact size, written as PNG.
struct ThumbnailCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thumbnail",
        abstract: "Make a PNG or JPEG thumbnail of a photo.",
        discussion: """
        The photo is decoded at the smallest JPEG DCT scale (1/8 … 8/8) that still covers the \
        thumbnail, turned upright by its EXIF orientation, and resampled with a Lanczos-3 filter.

        With --width or --height alone the thumbnail keeps the photo's displayed aspect ratio. \
        With both, fill gives exactly W×H (the centre of the photo, cropped) and fit the largest \
        picture inside W×H. A thumbnail is never larger than the photo unless --upscale is given: \
        the size asked for is scaled down to the photo's (and said on standard error).

        Several photos, or a folder, need an output folder: -o thumbs/ writes thumbs/NAME.png \
        for each (NAME.jpg with --format jpeg; the folder is made when missing). Folders are \
        walked as sheet walks them, their subfolders mirrored under the output folder; files \
        that are no image are skipped. No thumbnail is written over another: photos sharing a \
        name keep their whole file name (IMG_1.HEIC.png, IMG_1.JPG.png). A photo that fails is \
        reported and the others are still written.

        Warnings about damaged data the decoder recovered from go to standard error. Exit status: \
        0 on success, 1 when a photo cannot be decoded or a picture cannot be written, 2 on usage \
        errors (picture bytes to a terminal too).
        """
    )

    @Argument(help: "The photos, or folders of photos: JPEG, PNG, WebP, TIFF, GIF, BMP, HEIC/HEIF, AVIF or camera RAW files (recognised by their content, not their names).")
    var inputs: [String]

    @Option(name: [.customShort("o"), .customLong("output")], help: "The thumbnail to write: NAME.png, NAME.jpg or NAME.jpeg, - for standard output (PNG unless --format jpeg), or a folder (DIR/) for several photos.")
    var output: String

    @Option(help: "Thumbnail width in pixels, not points as in sheet, render and layout (default: from --height and the photo's aspect ratio).")
    var width: Int?

    @Flag(help: "Enlarge photos smaller than the size asked for (by default a thumbnail is never larger than its photo).")
    var upscale = false

    @Option(help: "Thumbnail height in pixels (default: keep the photo's aspect ratio).")
    var height: Int?

    @Option(help: "With --height: fill (exactly W×H, centre cropped) or fit (inside W×H).")
    var mode: ThumbnailMode = .fill

    @OptionGroup var encoding: EncodingOptions

    @OptionGroup var picture: PictureOutputOptions

    @Flag(help: "Treat damage the decoder could recover from (a truncated file) as an error.")
    var strict = false

    /// The largest side accepted: ``PictureLimits/maximumSide``, libjpeg-turbo's own maximum.
    static let maxSide = PictureLimits.standard.maximumSide

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("Give at least one photo.") }
        if width == nil && height == nil { throw ValidationError("Give --width, --height or both.") }
        if let width, !(1...Self.maxSide).contains(width) {
            throw ValidationError("--width must be between 1 and \(Self.maxSide), not \(width).")
        }
        if let height, !(1...Self.maxSide).contains(height) {
            throw ValidationError("--height must be between 1 and \(Self.maxSide), not \(height).")
        }
        if output.isEmpty { throw ValidationError("--output must name a file, or - for standard output.") }
        try OptionChecks.refuseTerminalOutput(output)
        _ = try outputFormat()
        if (inputs.count > 1 || inputs.contains(where: Self.isFolder)) && !isFolderOutput {
            throw ValidationError(inputs.count > 1
                ? "\(inputs.count) photos need an output folder: -o DIR/ (with a slash, or an existing folder)."
                : "\(inputs[0]) is a folder: its photos need an output folder, -o DIR/ (with a slash, or an existing folder).")
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether `-o` names a folder: it ends in `/` or is an existing folder.
    var isFolderOutput: Bool {
        guard output != "-" else { return false }
        if output.hasSuffix("/") { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The format to write: the output's extension, or for a folder or `-`, PNG unless `--format`
    /// says otherwise.
    func outputFormat() throws -> PictureFormat {
        try picture.format(of: isFolderOutput ? "thumbnail" : output, allowsPDF: false)
    }

    /// A photo's thumbnail file name in an output folder: its name with `.png` (or `.jpg` for
    /// JPEG) for its extension.
    static func thumbnailName(_ input: String, format: PictureFormat = .png) -> String {
        URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent + (format == .jpeg ? ".jpg" : ".png")
    }

    func run() throws {
        if isFolderOutput {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("\(output): cannot make the folder: \(error.localizedDescription)")
            }
        }
        guard isFolderOutput else {
            try thumbnail(inputs[0], to: output)
            return
        }
        let format = try outputFormat()
        let plan = ThumbnailTargets(inputs, fileExtension: format == .jpeg ? "jpg" : "png", excluding: output)
        var failed = 0, skipped = 0
        for problem in plan.problems {
            printError("tessera: \(problem.path): \(problem.reason)")
            failed += 1
        }
        for target in plan.targets {
            let path = URL(fileURLWithPath: output).appendingPathComponent(target.relative).path
            if target.walked, case .failure(let error) = Result(catching: { () throws(ProbeError) in try ImageProbe.probe(fileAt: target.input) }),
               error.isNotAnImage {
                // A file in a folder walked that is no image at all (a web page saved as .jpg).
                skipped += 1
                continue
            }
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try thumbnail(target.input, to: path)
            } catch let failure as CommandFailure {
                // One photo's failure does not stop the others.
                printError("tessera: \(failure.description)")
                failed += 1
            } catch {
                printError("tessera: \(path): cannot make the folder: \(error.localizedDescription)")
                failed += 1
            }
        }
        if skipped > 0 { printError("tessera: skipped \(skipped) file\(skipped == 1 ? "" : "s") that \(skipped == 1 ? "is" : "are") not an image") }
        if plan.targets.isEmpty && plan.problems.isEmpty { printError("tessera: no photos in \(inputs.joined(separator: ", "))") }
        if failed > 0 || plan.targets.isEmpty { throw ExitCode(ExitStatus.failure) }
    }

    /// One photo's thumbnail, written to `target`.
    private func thumbnail(_ input: String, to target: String) throws {
        if overwrittenInput(among: [input], by: target) != nil {
            throw CommandFailure("refusing to write the thumbnail over its photo \(input)")
        }
        var size = ThumbnailSize(photo: PixelSize(width: Int.max / 2, height: Int.max / 2), width: width ?? height, height: height,
                                 mode: mode.aspectMode, upscale: true)
        var note: String?
        if let info = try? ImageProbe.probe(fileAt: input) {
            size = ThumbnailSize(photo: PixelSize(width: info.displayWidth, height: info.displayHeight), width: width, height: height,
                                 mode: mode.aspectMode, upscale: upscale)
            if size.isReduced {
                note = "tessera: \(input): not enlarged: the photo is \(info.displayWidth)×\(info.displayHeight) (--upscale enlarges it)"
            }
        }
        let decoder = ImageDecoder(options: DecodeOptions(strict: strict))
        let thumbnail: DecodedImage
        do {
            thumbnail = try decoder.thumbnail(fileAt: input, width: size.width, height: size.height, mode: size.mode)
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
            let pictureEncoding = try picture.encoding(try outputFormat(), compression: encoding.compression.compression)
            try WorkerPool.withThreads(encoding.jobs ?? ProcessInfo.processInfo.activeProcessorCount) { pool in
                try pictureEncoding.write(thumbnail.pixels, to: target, workers: pool)
            }
        } catch {
            throw CommandFailure("\(target): \(error)")
        }
        if let note { printError(note) }
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
