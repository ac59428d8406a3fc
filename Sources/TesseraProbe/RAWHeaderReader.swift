import CImageCodecs
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a camera RAW file's header through LibRaw's identification (no pixel is decoded): the
/// visible image's size, the orientation (LibRaw's `flip`), the camera, the exposure and the
/// embedded preview's kind and size. In a TIFF-based file (NEF, CR2, ARW, DNG, …) the camera,
/// date and exposure come from its EXIF as for a TIFF (the names exiftool shows), LibRaw's
/// own reading filling what the EXIF does not say.
enum RAWHeaderReader {
    /// The largest file identified from memory when the source is neither a file nor bytes.
    static let maximumCopiedBytes = 256 << 20

    /// A file with a RAW signature of its own (ORF, RW2, RAF, CR3, …); LibRaw's refusal is a
    /// ``ProbeError/corruptRAW(container:reason:)``.
    static func read(_ source: any ByteSource, container: String) throws(ProbeError) -> ImageInfo {
        let (status, header, message) = try identify(source)
        guard status == .ok else { throw .corruptRAW(container: container, reason: message) }
        return info(header, container: container, tiff: nil)
    }

    /// A TIFF-signature file that may be a RAW: its info, or nil when LibRaw does not identify
    /// it as one (then it is read as a TIFF).
    static func read(_ source: any ByteSource, tiff: TIFFBytes) throws(ProbeError) -> ImageInfo? {
        let (status, header, _) = try identify(source)
        guard status == .ok else { return nil }
        let container = RAWSignature.tiffContainer(make: text(header.make), isDNG: header.is_dng != 0, tiff: tiff)
        return info(header, container: container, tiff: tiff)
    }

    private static func identify(_ source: any ByteSource) throws(ProbeError) -> (CodecStatus, tessera_raw_header, String) {
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
        let message = CodecDiagnostics(diagnostics).message
        return (CodecStatus(status), header, message.isEmpty ? "LibRaw cannot identify it" : message)
    }

    private static func info(_ header: tessera_raw_header, container: String, tiff: TIFFBytes?) -> ImageInfo {
        // LibRaw learns the preview's format only when it reads it: a preview stored in fewer
        // bytes than its pixels would take is compressed (a JPEG, as almost all are).
        let previewPixels = Int(header.thumb_width) * Int(header.thumb_height)
        let preview: RAWDetails.Preview = switch header.thumb_format {
        case 1: .jpeg
        case 2: .bitmap
        case _ where previewPixels == 0 || header.thumb_length == 0: .none
        case _ where Int(header.thumb_length) >= previewPixels * 3: .bitmap
        default: .jpeg
        }
        let details = RAWDetails(container: container, rawWidth: Int(header.raw_width), rawHeight: Int(header.raw_height),
                                 colors: Int(header.colors), preview: preview, previewWidth: Int(header.thumb_width),
                                 previewHeight: Int(header.thumb_height), previewBytes: Int(header.thumb_length))
        var info = ImageInfo(format: .raw, width: Int(header.width), height: Int(header.height),
                             orientation: orientation(flip: Int(header.flip)), details: .raw(details))
        var camera = CameraSettings()
        camera.make = nonEmpty(text(header.make))
        camera.model = nonEmpty(text(header.model))
        camera.lens = nonEmpty(text(header.lens))
        if header.shutter > 0 { camera.exposureTime = Double(header.shutter) }
        if header.aperture > 0 { camera.fNumber = Double(header.aperture) }
        if header.iso > 0 { camera.iso = Int(header.iso.rounded()) }
        if header.focal_length > 0 { camera.focalLength = Double(header.focal_length) }
        info.captureDate = date(header.timestamp)
        if let tiff, let exif = EXIFCameraReader.settings(in: tiff) {
            camera = CameraSettings(make: exif.make ?? camera.make, model: exif.model ?? camera.model,
                                    lens: exif.lens ?? camera.lens, exposureTime: exif.exposureTime ?? camera.exposureTime,
                                    fNumber: exif.fNumber ?? camera.fNumber, iso: exif.iso ?? camera.iso,
                                    focalLength: exif.focalLength ?? camera.focalLength)
        }
        if let tiff, let date = EXIFDateReader.dateTimeOriginal(in: tiff) { info.captureDate = date }
        info.camera = camera.isEmpty ? nil : camera
        return info
    }

    /// LibRaw's flip as an EXIF orientation (LibRaw maps EXIF's 1…8 to flip with "50132467").
    static func orientation(flip: Int) -> ExifOrientation {
        switch flip {
        case 1: .upMirrored
        case 2: .downMirrored
        case 3: .down
        case 4: .leftMirrored
        case 5: .left
        case 6: .right
        case 7: .rightMirrored
        default: .up
        }
    }

    /// LibRaw's timestamp (the camera's local time read through mktime) back as EXIF writes it.
    private static func date(_ timestamp: Int64) -> String? {
        guard timestamp > 0 else { return nil }
        var seconds = time_t(timestamp)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return nil }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900):\(two(parts.tm_mon + 1)):\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }

    private static func text<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { raw in
            let bytes = raw.prefix { $0 != 0 }.drop { $0 == 0x20 }
            return String(decoding: bytes.reversed().drop { $0 == 0x20 }.reversed(), as: UTF8.self)
        }
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
