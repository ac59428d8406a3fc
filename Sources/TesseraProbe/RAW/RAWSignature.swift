/// Camera RAW containers told by their first bytes. Those that are TIFF files (NEF, CR2, ARW,
/// PEF, DNG, …) share TIFF's `II*\0` / `MM\0*` and are told apart from a TIFF photo by
/// ``RAWSignature/mayBeRAW(_:)`` and LibRaw's identification; the others have a signature of
/// their own.
enum RAWSignature {
    /// The container a signature of its own names: "ORF", "RW2", "RAF", "CR3", "CRW", "MRW";
    /// nil for anything else (TIFF-based RAW files included).
    static func container(of prefix: [UInt8]) -> String? {
        if prefix.starts(with: Array("IIRO".utf8)) || prefix.starts(with: Array("IIRS".utf8))
            || prefix.starts(with: Array("MMOR".utf8)) { return "ORF" }
        if prefix.starts(with: [0x49, 0x49, 0x55, 0x00]) { return "RW2" }
        if prefix.starts(with: Array("FUJIFILMCCD-RAW".utf8)) { return "RAF" }
        if prefix.count >= 12, Array(prefix[4..<12]) == Array("ftypcrx ".utf8) { return "CR3" }
        if prefix.count >= 14, prefix.starts(with: [0x49, 0x49, 0x1A, 0x00]), Array(prefix[6..<14]) == Array("HEAPCCDR".utf8) {
            return "CRW"
        }
        if prefix.starts(with: [0x00, 0x4D, 0x52, 0x4D]) { return "MRW" }
        return nil
    }

    /// DNGVersion, in IFD0 of every DNG.
    static let dngVersionTag = 50706
    /// Make, SubIFDs, PhotometricInterpretation.
    static let makeTag = 271, subIFDsTag = 330, photometricTag = 262
    /// CFA and LinearRaw photometric interpretations: raw sensor data in IFD0 (PEF, some DNG).
    static let rawPhotometrics: Set<Int> = [32803, 34892]

    /// Whether a TIFF-signature file may be a camera RAW worth asking LibRaw about: a DNG
    /// (DNGVersion), a CR2 (`CR` after the header), raw sensor data in IFD0, or a camera's
    /// Make beside SubIFDs (NEF, ARW, …). A scan or an edited photo has none of these.
    static func mayBeRAW(_ tiff: TIFFBytes) -> Bool {
        if let marker = tiff.bytes(at: 8, count: 2), marker == Array("CR".utf8) { return true }
        guard let first = tiff.uint32(at: 4).map(Int.init) else { return false }
        if tiff.entry(dngVersionTag, inIFDAt: first) != nil { return true }
        if let photometric = TIFFHeaderReader.number(photometricTag, first, tiff), rawPhotometrics.contains(photometric) { return true }
        return tiff.entry(makeTag, inIFDAt: first) != nil && tiff.entry(subIFDsTag, inIFDAt: first) != nil
    }

    /// The container's usual name for a TIFF-based RAW file LibRaw identified.
    static func tiffContainer(make: String, isDNG: Bool, tiff: TIFFBytes) -> String {
        if isDNG { return "DNG" }
        if let marker = tiff.bytes(at: 8, count: 2), marker == Array("CR".utf8) { return "CR2" }
        switch make.lowercased() {
        case let name where name.hasPrefix("nikon"): return "NEF"
        case let name where name.hasPrefix("sony"): return "ARW"
        case let name where name.hasPrefix("pentax") || name.hasPrefix("ricoh"): return "PEF"
        case let name where name.hasPrefix("samsung"): return "SRW"
        case let name where name.hasPrefix("canon"): return "CR2"
        default: return "TIFF-based RAW"
        }
    }
}
