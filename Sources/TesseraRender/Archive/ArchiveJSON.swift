import Foundation

/// How the archive's files are written as JSON: keys sorted, one per line, slashes as they are,
/// a newline at the end — stable across runs and machines, so two runs' files compare.
enum ArchiveJSON {
    static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(value)).map(Array.init) ?? []) + [0x0A]
    }
}
