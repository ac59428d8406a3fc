/// Counts a JPEG's scans (SOS markers) from its bytes, before libjpeg decodes any, so that a
/// "scan bomb" (libjpeg-turbo's report LJT-01-003: hundreds of progressive scans of a few bytes,
/// each a pass over the whole image) is refused before the work.
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
        var reader = ChunkedReader(source: source)
        var scans = 0
        // Find each marker: FF (entropy data and stray bytes before it are passed over), any fill
        // FFs, then a byte that is not 00 (a stuffed FF) or a restart marker.
        while try reader.moveAfterNextFF() {
            var byte: UInt8 = 0xFF
            repeat {
                guard let next = try reader.next() else { return scans }
                byte = next
            } while byte == 0xFF
            if byte == 0x00 || (0xD0...0xD7).contains(byte) || byte == 0x01 || byte == 0xD8 {
                continue   // stuffed byte, restart marker, TEM, SOI: no segment follows
            }
            if byte == 0xD9 { return scans }   // EOI
            guard let high = try reader.next(), let low = try reader.next() else { return scans }
            reader.skip(max(0, (Int(high) << 8 | Int(low)) - 2))
            if byte == 0xDA { scans += 1 }
        }
        return scans
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

    /// Moves `count` bytes on without reading them.
    mutating func skip(_ count: Int) {
        position += count
    }
}
