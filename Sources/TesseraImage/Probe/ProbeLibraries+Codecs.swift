internal import CImageCodecs

extension ProbeLibraries {
    /// The C libraries TesseraImage links, for what a header probe does not read in Swift: LibRaw
    /// identifies camera RAW files, zlib inflates a PNG's `iCCP` profile, and Little CMS reads a
    /// profile's description.
    static let codecs = ProbeLibraries(identifyRAW: RAWIdentifier.identify(_:), inflate: ICCProfileReader.inflate(_:limit:),
                                       describeProfile: ICCProfileReader.description(of:))
}

/// A camera RAW file's header read by LibRaw's identification (`tessera_raw_identify`: no pixel
/// is decoded), for TesseraProbe's RAW header reader.
enum RAWIdentifier {
    /// The largest file identified from memory when the source is neither a file nor bytes.
    static let maximumCopiedBytes = 256 << 20

    /// The header, or LibRaw's refusal with its message.
    static func identify(_ source: any ByteSource) throws(ProbeError) -> RAWIdentification {
        guard let diagnostics = tessera_diagnostics_create() else { throw .unreadable(reason: "out of memory") }
        defer { tessera_diagnostics_destroy(diagnostics) }
        var header = tessera_raw_header()
        let status: tessera_status
        if let file = source as? FileByteSource {
            status = withExtendedLifetime(file) { tessera_raw_identify(nil, 0, file.descriptor, &header, diagnostics) }
        } else {
            let bytes: [UInt8]
            if let memory = source as? MemoryByteSource {
                bytes = memory.bytes
            } else {
                guard let count = source.count, count <= maximumCopiedBytes else {
                    throw .unreadable(reason: "a camera RAW file is identified from a file or from memory")
                }
                bytes = try source.read(at: 0, count: count)
            }
            status = bytes.withUnsafeBufferPointer { data in
                tessera_raw_identify(data.baseAddress, data.count, -1, &header, diagnostics)
            }
        }
        guard CodecStatus(status) == .ok else {
            let message = CodecDiagnostics(diagnostics).message
            return .refused(reason: message.isEmpty ? "LibRaw cannot identify it" : message)
        }
        var fields = RAWHeader()
        fields.width = Int(header.width)
        fields.height = Int(header.height)
        fields.rawWidth = Int(header.raw_width)
        fields.rawHeight = Int(header.raw_height)
        fields.colors = Int(header.colors)
        fields.flip = Int(header.flip)
        fields.make = text(header.make)
        fields.model = text(header.model)
        fields.lens = text(header.lens)
        fields.isDNG = header.is_dng != 0
        fields.shutter = header.shutter
        fields.aperture = header.aperture
        fields.iso = header.iso
        fields.focalLength = header.focal_length
        fields.timestamp = header.timestamp
        fields.thumbFormat = Int(header.thumb_format)
        fields.thumbWidth = Int(header.thumb_width)
        fields.thumbHeight = Int(header.thumb_height)
        fields.thumbLength = Int(header.thumb_length)
        return .identified(fields)
    }

    /// A fixed-size C string field as text, blanks trimmed at both ends.
    private static func text<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { raw in
            let bytes = raw.prefix { $0 != 0 }.drop { $0 == 0x20 }
            return String(decoding: bytes.reversed().drop { $0 == 0x20 }.reversed(), as: UTF8.self)
        }
    }
}

extension ICCProfileReader {
    /// A zlib stream inflated by zlib, at most `limit` bytes; nil when it is damaged or larger.
    static func inflate(_ stream: [UInt8], limit: Int) -> [UInt8]? {
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = stream.withUnsafeBufferPointer { tessera_inflate_bounded($0.baseAddress, $0.count, limit, &out, &size) }
        defer { tessera_free(out) }
        guard status == TESSERA_STATUS_OK, let out else { return nil }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }

    /// The profile's description (`desc`, in English when it has several languages), or nil
    /// when Little CMS cannot read the profile.
    static func description(of profile: [UInt8]) -> String? {
        var text = [CChar](repeating: 0, count: 256)
        let status = profile.withUnsafeBufferPointer { bytes in
            text.withUnsafeMutableBufferPointer { tessera_icc_profile_description(bytes.baseAddress, bytes.count, $0.baseAddress, $0.count) }
        }
        guard status == 0 else { return nil }
        let description = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return description.isEmpty ? nil : description
    }
}
