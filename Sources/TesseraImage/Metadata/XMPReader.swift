import Foundation

/// Finds a photo's XMP: the packet embedded in a JPEG (an APP1 segment headed
/// `http://ns.adobe.com/xap/1.0/`) and a sidecar file beside the photo — `IMG_0001.xmp`
/// (Lightroom, Bridge, Capture One) or `IMG_0001.jpg.xmp` (darktable). A sidecar's fields win
/// over the embedded ones, as the applications that write sidecars treat them as the newer.
///
/// Reads only the JPEG's segments before its first scan, never pixels.
///
/// ```swift
/// let metadata = XMPReader.read(photoAt: "Trip/IMG_0001.jpg")
/// print(metadata.rating ?? 0)
/// ```
public enum XMPReader {
    /// The photo's XMP, embedded and sidecar combined; empty when there is none. A packet that
    /// cannot be read (malformed XML) counts as none: XMP never stops a photo from being drawn.
    public static func read(photoAt path: String) -> XMPMetadata {
        var metadata = XMPMetadata()
        if let source = try? FileByteSource(path: path), let packet = try? embeddedPacket(in: source),
           let embedded = try? XMPParser.parse(packet) {
            metadata = embedded
        }
        for sidecar in sidecarPaths(for: path) {
            guard let parsed = try? self.sidecar(at: sidecar) else { continue }
            metadata = metadata.overlaid(with: parsed)
        }
        return metadata
    }

    /// The metadata of the sidecar file at `path`.
    /// - Throws: ``XMPError``: unreadable, larger than ``maximumPacketSize``, or refused by
    ///   ``XMPParser/parse(_:)``.
    public static func sidecar(at path: String) throws(XMPError) -> XMPMetadata {
        let source: FileByteSource
        do { source = try FileByteSource(path: path) } catch { throw .unreadable(reason: error.description) }
        return try XMPParser.parse(sidecarBytes(from: source))
    }

    /// The bytes of a sidecar, `limit` at most: its size is asked first (a sparse 3 GB file costs
    /// nothing: issue 36), and at most `limit` + 1 bytes are ever read, 64 KiB at a time, so a
    /// file that grows, or whose size is unknown, is refused without being read whole.
    static func sidecarBytes(from source: some ByteSource, limit: Int = maximumPacketSize) throws(XMPError) -> [UInt8] {
        if let size = source.count, size > limit { throw .tooLarge(bytes: size, limit: limit) }
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            let chunk: [UInt8]
            do { chunk = try source.read(at: bytes.count, count: min(1 << 16, limit + 1 - bytes.count)) } catch {
                throw .unreadable(reason: error.description)
            }
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
        throw .tooLarge(bytes: bytes.count, limit: limit)
    }

    /// The largest packet or sidecar read (16 MiB): XMP is text of a few kilobytes.
    public static let maximumPacketSize = 16 << 20

    /// The sidecar files that may hold `path`'s XMP, in the order they are applied (the later
    /// wins): `name.xmp`, then `name.ext.xmp`; only those that exist.
    public static func sidecarPaths(for path: String) -> [String] {
        let url = URL(fileURLWithPath: path)
        var candidates: [String] = []
        if !url.pathExtension.isEmpty {
            let base = url.deletingPathExtension().path
            candidates += [base + ".xmp", base + ".XMP"]
        }
        candidates += [path + ".xmp", path + ".XMP"]
        var seen = Set<String>()
        return candidates.filter { candidate in
            var info = stat()
            guard stat(candidate, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
            return seen.insert(String(info.st_ino)).inserted   // one file on case-insensitive systems
        }
    }

    /// The XMP packet of a JPEG, or nil when it has none (or is no JPEG): the segments from SOI
    /// to the first SOS are walked, and the first APP1 with XMP's header is taken.
    public static func embeddedPacket(in source: some ByteSource) throws(ProbeError) -> [UInt8]? {
        let header = Array("http://ns.adobe.com/xap/1.0/\u{0}".utf8)
        guard try source.read(at: 0, count: 2) == [0xFF, 0xD8] else { return nil }
        var offset = 2
        while true {
            let marker = try source.read(at: offset, count: 4)
            guard marker.count == 4, marker[0] == 0xFF else { return nil }
            if marker[1] == 0xFF { offset += 1; continue }   // fill bytes
            // SOS, EOI: no more headers; RSTn and TEM have no length.
            if marker[1] == 0xDA || marker[1] == 0xD9 { return nil }
            if (0xD0...0xD7).contains(marker[1]) || marker[1] == 0x01 { offset += 2; continue }
            let length = Int(marker[2]) << 8 | Int(marker[3])
            guard length >= 2 else { return nil }
            if marker[1] == 0xE1, length - 2 > header.count {
                let payload = try source.read(at: offset + 4, count: length - 2)
                if payload.count == length - 2, Array(payload.prefix(header.count)) == header {
                    return Array(payload.dropFirst(header.count))
                }
            }
            offset += 2 + length
        }
    }
}
