import ArgumentParser
import TesseraImage

/// `--compression` and `--jobs`: how every command that writes a PNG compresses it, declared
/// once and included with `@OptionGroup` (in ``RenderingOptions`` and by `thumbnail`).
struct EncodingOptions: ParsableArguments {
    /// The thread counts `--jobs` accepts.
    static let jobRange = 1...256

    @Option(help: "PNG compression: fast, default or best.")
    var compression: CompressionArgument = .default

    @Option(help: "Worker threads besides the main one, shared by reading, decoding and compressing (default: one per processor; the file is the same for any number).")
    var jobs: Int?

    func validate() throws {
        if let jobs, !Self.jobRange.contains(jobs) {
            throw ValidationError("--jobs must be between \(Self.jobRange.lowerBound) and \(Self.jobRange.upperBound), not \(jobs).")
        }
    }
}
