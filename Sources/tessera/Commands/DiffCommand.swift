import ArgumentParser
import Foundation
import TesseraImage
import TesseraRender

/// `tessera diff A.png B.png [-o DIFF.png] [--precision P] [--perceptual-precision Q]`.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two images as swift-snapshot-testing does, and draw their difference.",
        discussion: """
        Prints how many pixels differ and the largest difference (CIE ΔE94 and the largest \
        channel difference). --perceptual-precision Q: two pixels match when their ΔE94 is at \
        most (1 − Q) × 100 (1, the default, means identical bytes). --precision P: the share of \
        pixels that must match (default 1). Images of different sizes never match. -o writes the \
        reference faded to grey with the differing pixels in magenta.

        Exit status: 0 when the images match within the tolerance, 1 when they do not, 2 when an \
        image cannot be read or on usage errors.
        """
    )

    @Argument(help: "The reference image (PNG or JPEG).")
    var reference: String

    @Argument(help: "The image to compare with it.")
    var actual: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "Write the difference image here (NAME.png, or NAME.jpg / NAME.jpeg for JPEG).")
    var output: String?

    @Option(help: "The share of pixels that must match, 0…1.")
    var precision: Double = 1

    @Option(help: "How similar matching pixels must be, 0…1 (1: identical).")
    var perceptualPrecision: Double = 1

    func validate() throws {
        for (name, value) in [("--precision", precision), ("--perceptual-precision", perceptualPrecision)] where !(0...1).contains(value) {
            throw ValidationError("\(name) must lie between 0 and 1, not \(value).")
        }
        if let output {
            do {
                if try PictureFormat(outputPath: output) == .pdf {
                    throw ValidationError("-o \(output): the difference image is PNG or JPEG, not PDF.")
                }
            } catch let error as OutputFormatError {
                throw ValidationError("-o \(output): \(error.description).")
            }
        }
    }

    func run() throws {
        if let output, let file = overwrittenInput(among: [reference, actual], by: output) {
            printError("tessera: refusing to write the difference image over its input \(file)")
            throw ExitCode(ExitStatus.usage)
        }
        let images = try [reference, actual].map { path -> PixelBuffer in
            do {
                return try ImageDecoder().decode(fileAt: path).pixels
            } catch {
                printError("tessera: \(path): \(error)")
                throw ExitCode(ExitStatus.usage)
            }
        }
        let result = try ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision).compare(images[0], images[1])
        print(result.summary)
        if let output {
            do {
                let encoding: PictureEncoding = try PictureFormat(outputPath: output) == .jpeg ? .jpeg(quality: JPEGWriter.defaultQuality) : .png(.fast)
                try encoding.write(result.difference, to: output)
            } catch {
                printError("tessera: \(output): \(error)")
                throw ExitCode(ExitStatus.usage)
            }
        }
        if !result.matches { throw ExitCode(ExitStatus.failure) }
    }
}
