/// Counts a JPEG's scans (SOS markers) from its bytes, before libjpeg decodes any, so that a
/// "scan bomb" (libjpeg-turbo's report LJT-01-003: hundreds of progressive scans of a few bytes,
/// each a pass over the whole image) is refused before the work. The same pass tells whether
/// the file reaches its EOI and how far its scans refine each component's first ten
/// coefficients (``JPEGScanSurvey``), which decides whether a progressive photo at 1/8 may be
/// read from its DC scans alone.
///
/// Marker segments are skipped by their length; inside entropy-coded data, `FF 00` (a stuffed
/// byte), `FF D0`…`FF D7` (restart markers) and fill bytes (`FF FF`) are data, and any other
/// `FF xx` is a marker, as libjpeg reads it. Counting stops at EOI or at the end of the bytes.
/// Memory is one chunk of 64 KiB, whatever the file's size.
///
/// ```swift
/// let scans = try JPEGScanCounter.count(FileByteSource(path: "photo.jpg"))   // 10 for libjpeg's progression
/// ```
public enum JPEGScanCounter {
    /// The number of SOS markers in the JPEG `source` reads, from its start.
    public static func count(_ source: some ByteSource) throws(ProbeError) -> Int {
        try survey(source).scans
    }

    /// The scans of the JPEG `source` reads, from its start to EOI or the end of the bytes; with
    /// `stopsAtSingleScan`, up to the first scan's header when that scan alone holds the image
    /// (a sequential frame whose first scan has all its components): ``JPEGScanSurvey/scans``
    /// is then 1 and ``JPEGScanSurvey/reachesEnd`` false, the rest of the file unread.
    public static func survey(_ source: some ByteSource, stopsAtSingleScan: Bool = false) throws(ProbeError) -> JPEGScanSurvey {
        var reader = ChunkedReader(source: source)
        var survey = JPEGScanSurvey(scans: 0, reachesEnd: false, refinesLowCoefficients: false)
        // Per component identifier of the frame: the last successive-approximation bit (Al)
        // each of coefficients 0–9 has been refined to, -1 before any scan covers it (libjpeg's
        // coef_bits, of which block smoothing looks at these ten).
        var lowBits: [UInt8: [Int]] = [:]
        var sawFrame = false, frameComponents = 0
        func finished() -> JPEGScanSurvey {
            var result = survey
            result.refinesLowCoefficients = survey.reachesEnd && !lowBits.isEmpty
                && lowBits.values.allSatisfy { $0.allSatisfy { $0 == 0 } }
            return result
        }
        // Find each marker: FF (entropy data and stray bytes before it are passed over), any fill
        // FFs, then a byte that is not 00 (a stuffed FF) or a restart marker.
        while try reader.moveAfterNextFF() {
            var byte: UInt8 = 0xFF
            repeat {
                guard let next = try reader.next() else { return finished() }
                byte = next
            } while byte == 0xFF
            if byte == 0x00 || (0xD0...0xD7).contains(byte) || byte == 0x01 || byte == 0xD8 {
                continue   // stuffed byte, restart marker, TEM, SOI: no segment follows
            }
            if byte == 0xD9 {   // EOI
                survey.reachesEnd = true
                return finished()
            }
            guard let high = try reader.next(), let low = try reader.next() else { return finished() }
            let length = max(0, (Int(high) << 8 | Int(low)) - 2)
            let isFrame = (0xC0...0xCF).contains(byte) && ![0xC4, 0xC8, 0xCC].contains(byte)
            if byte == 0xDA || (isFrame && !sawFrame) {
                guard let body = try reader.bytes(min(length, 64)) else { return finished() }
                reader.skip(length - body.count)
                if byte == 0xDA {
                    survey.scans += 1
                    if survey.scans == 1 {
                        survey.firstScanComponents = body.first.map(Int.init) ?? 0
                        survey.firstScanIsDC = body.count >= 2 + 2 * survey.firstScanComponents
                            && body[1 + 2 * survey.firstScanComponents] == 0
                        if stopsAtSingleScan, !survey.isProgressive, survey.firstScanComponents >= frameComponents {
                            return survey
                        }
                    }
                    Self.refine(&lowBits, scanHeader: body)
                } else {
                    sawFrame = true
                    survey.isProgressive = [0xC2, 0xC6, 0xCA, 0xCE].contains(byte)
                    // P, Y, X, Nf, then three bytes a component: identifier, sampling factors, table.
                    let count = body.count > 5 ? Int(body[5]) : 0
                    frameComponents = count
                    for index in 0..<count where 6 + 3 * index < body.count {
                        lowBits[body[6 + 3 * index]] = Array(repeating: -1, count: 10)
                    }
                }
            } else {
                reader.skip(length)
            }
        }
        return finished()
    }

    /// Records a scan header (Ns, Ns × (identifier, tables), Ss, Se, Ah·Al) in `lowBits`.
    private static func refine(_ lowBits: inout [UInt8: [Int]], scanHeader body: [UInt8]) {
        guard let count = body.first.map(Int.init), body.count >= 1 + 2 * count + 3 else { return }
        let start = Int(body[1 + 2 * count]), end = Int(body[2 + 2 * count])
        let low = Int(body[3 + 2 * count] & 0x0F)
        guard start <= end, start <= 9 else { return }
        for index in 0..<count {
            let identifier = body[1 + 2 * index]
            guard var bits = lowBits[identifier] else { continue }
            for k in start...min(end, 9) { bits[k] = low }
            lowBits[identifier] = bits
        }
    }
}

/// What a JPEG's markers say of its scans (``JPEGScanCounter/survey(_:)``).
public struct JPEGScanSurvey: Sendable, Equatable {
    /// The number of SOS markers.
    public var scans: Int
    /// The EOI marker was found: the file is not cut short.
    public var reachesEnd: Bool
    /// The file reaches its end and, for every component of the frame, its scans refine
    /// coefficients 0–9 down to the last bit: libjpeg then applies no block smoothing (which
    /// estimates the coefficients a progressive file has not delivered yet).
    public var refinesLowCoefficients: Bool
    /// The frame is progressive (SOF2, SOF6, SOF10 or SOF14).
    public var isProgressive = false
    /// The components of the first scan (0 when there is none).
    public var firstScanComponents = 0
    /// The first scan holds DC coefficients (its Ss is 0): a DC-only decode can start in it.
    public var firstScanIsDC = false

    /// Whether libjpeg reads the image in several scans, buffering its coefficients: a
    /// progressive frame, or a sequential one whose first scan lacks some components
    /// (libjpeg's `jpeg_has_multiple_scans`). `frameComponents` is the frame's count.
    public func hasMultipleScans(frameComponents: Int) -> Bool {
        isProgressive || (firstScanComponents > 0 && firstScanComponents < frameComponents)
    }
}

/// Bytes of a ``ByteSource`` one at a time, read 64 KiB at a time; skipping is free.
private struct ChunkedReader<Source: ByteSource> {
    let source: Source
    private var chunk: [UInt8] = []
    private var chunkStart = 0
    private var position = 0
    private static var chunkSize: Int { 1 << 16 }

    init(source: Source) { self.source = source }

    /// The byte at the current position, then moves past it; nil at the end.
    mutating func next() throws(ProbeError) -> UInt8? {
        var index = position - chunkStart
        if index < 0 || index >= chunk.count {
            chunk = try source.read(at: position, count: Self.chunkSize)
            chunkStart = position
            index = 0
            if chunk.isEmpty { return nil }
        }
        position += 1
        return chunk[index]
    }

    /// Moves just past the next FF byte; false when there is none.
    mutating func moveAfterNextFF() throws(ProbeError) -> Bool {
        while true {
            var index = position - chunkStart
            if index < 0 || index >= chunk.count {
                chunk = try source.read(at: position, count: Self.chunkSize)
                chunkStart = position
                index = 0
                if chunk.isEmpty { return false }
            }
            if let found = chunk[index...].firstIndex(of: 0xFF) {
                position = chunkStart + found + 1
                return true
            }
            position = chunkStart + chunk.count
        }
    }

    /// The next `count` bytes (fewer at the end of the bytes), or nil when there are none.
    mutating func bytes(_ count: Int) throws(ProbeError) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        while result.count < count, let byte = try next() { result.append(byte) }
        return result.isEmpty && count > 0 ? nil : result
    }

    /// Moves `count` bytes on without reading them.
    mutating func skip(_ count: Int) {
        position += count
    }
}
