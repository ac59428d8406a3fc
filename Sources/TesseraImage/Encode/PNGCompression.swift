/// How hard ``PNGWriter`` compresses: a trade of time against file size. Every level gives a
/// valid, lossless PNG, and the same level and rows always give the same bytes, whatever the
/// number of threads encoding them.
///
/// The choices were measured on contact sheets and collection-view pictures (README,
/// Performance): the Paeth filter with zlib's run-length strategy makes files within 2 % of
/// zlib level 6 with libpng's adaptive filters, four to five times faster.
///
/// ```swift
/// print(PNGCompression.fast.zlibLevel, PNGCompression.default.zlibLevel, PNGCompression.best.zlibLevel)
/// // 1 1 9
/// ```
public enum PNGCompression: String, Sendable, Equatable, CaseIterable {
    /// The Sub filter and zlib's run-length strategy: the fastest, files about a tenth larger.
    case fast
    /// The Paeth filter and zlib's run-length strategy.
    case `default`
    /// zlib level 9 with the adaptive filter choice: smallest files, ten times slower.
    case best

    /// The zlib compression level.
    public var zlibLevel: Int { settings.level }

    /// The row filter, zlib level and zlib strategy of each choice.
    var settings: Settings {
        switch self {
        case .fast: Settings(level: 1, filter: .sub, strategy: .runLength)
        case .default: Settings(level: 1, filter: .paeth, strategy: .runLength)
        case .best: Settings(level: 9, filter: .adaptive, strategy: .filtered)
        }
    }

    /// What the encoder does with each row and with the filtered bytes.
    struct Settings: Sendable, Equatable {
        /// zlib's level, 0 … 9.
        var level: Int
        var filter: RowFilter
        var strategy: DeflateStrategy
    }

    /// PNG's row filters (method 0); `adaptive` picks, row by row, the one whose bytes taken as
    /// signed values have the smallest sum of magnitudes (libpng's heuristic).
    enum RowFilter: Int, Sendable {
        case none = 0, sub, up, average, paeth, adaptive
    }

    /// zlib's strategies (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_HUFFMAN_ONLY`, `Z_RLE`).
    enum DeflateStrategy: Int, Sendable {
        case `default` = 0, filtered, huffmanOnly, runLength
    }
}
