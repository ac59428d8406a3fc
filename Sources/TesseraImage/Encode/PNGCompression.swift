/// How hard ``PNGWriter`` compresses: a trade of time against file size. Every level gives a
/// valid, lossless PNG, and the same level and rows always give the same bytes.
///
/// ```swift
/// print(PNGCompression.fast.zlibLevel, PNGCompression.default.zlibLevel, PNGCompression.best.zlibLevel)
/// // 1 6 9
/// ```
public enum PNGCompression: String, Sendable, Equatable, CaseIterable {
    /// zlib level 1 and only the Sub filter: several times faster, files somewhat larger.
    case fast
    /// zlib level 6 with libpng's adaptive filter choice.
    case `default`
    /// zlib level 9 with libpng's adaptive filter choice: smallest files, slowest.
    case best

    /// The zlib compression level.
    public var zlibLevel: Int {
        switch self {
        case .fast: 1
        case .default: 6
        case .best: 9
        }
    }

    /// Whether only the cheap Sub filter is tried instead of all five.
    var usesFastFilters: Bool { self == .fast }
}
