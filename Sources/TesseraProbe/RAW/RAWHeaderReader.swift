#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a camera RAW file's header from LibRaw's identification (no pixel is decoded), which
/// the probe's caller makes (``ProbeLibraries/identifyRAW``; TesseraProbe has no LibRaw): the
/// visible image's size, the orientation (LibRaw's `flip`), the camera, the exposure and the
/// embedded preview's kind and size. In a TIFF-based file (NEF, CR2, ARW, DNG, …) the camera,
/// date and exposure come from its EXIF as for a TIFF (the names exiftool shows), LibRaw's
/// own reading filling what the EXIF does not say.
enum RAWHeaderReader {
    /// A file with a RAW signature of its own (ORF, RW2, RAF, CR3, …); LibRaw's refusal is a
    /// ``ProbeError/corruptRAW(container:reason:)``, and without LibRaw
    /// (``ProbeLibraries/identifyRAW``) the file is a ``ProbeError/rawNeedsLibRaw(container:)``.
    static func read(_ source: any ByteSource, container: String, _ libraries: ProbeLibraries) throws(ProbeError) -> ImageInfo {
        guard let identify = libraries.identifyRAW else { throw .rawNeedsLibRaw(container: container) }
        switch try identify(source) {
        case .identified(let header): return info(header, container: container, tiff: nil)
        case .refused(let reason): throw .corruptRAW(container: container, reason: reason)
        }
    }

    /// A TIFF-signature file that may be a RAW: its info, or nil when LibRaw does not identify
    /// it as one (then it is read as a TIFF). Without LibRaw the file is a
    /// ``ProbeError/rawNeedsLibRaw(container:)``, its container named from its IFD0 (a DNG by its
    /// DNGVersion, else by its Make).
    static func read(_ source: any ByteSource, tiff: TIFFBytes, _ libraries: ProbeLibraries) throws(ProbeError) -> ImageInfo? {
        guard let identify = libraries.identifyRAW else {
            let first = tiff.uint32(at: 4).map(Int.init) ?? 0
            let make = tiff.entry(RAWSignature.makeTag, inIFDAt: first) != nil ? EXIFCameraReader.settings(in: tiff)?.make ?? "" : ""
            let isDNG = tiff.entry(RAWSignature.dngVersionTag, inIFDAt: first) != nil
            throw .rawNeedsLibRaw(container: RAWSignature.tiffContainer(make: make, isDNG: isDNG, tiff: tiff))
        }
        guard case .identified(let header) = try identify(source) else { return nil }
        let container = RAWSignature.tiffContainer(make: header.make, isDNG: header.isDNG, tiff: tiff)
        return info(header, container: container, tiff: tiff)
    }

    private static func info(_ header: RAWHeader, container: String, tiff: TIFFBytes?) -> ImageInfo {
        // LibRaw learns the preview's format only when it reads it: a preview stored in fewer
        // bytes than its pixels would take is compressed (a JPEG, as almost all are).
        let previewPixels = header.thumbWidth * header.thumbHeight
        let preview: RAWDetails.Preview = switch header.thumbFormat {
        case 1: .jpeg
        case 2: .bitmap
        case _ where previewPixels == 0 || header.thumbLength == 0: .none
        case _ where header.thumbLength >= previewPixels * 3: .bitmap
        default: .jpeg
        }
        let details = RAWDetails(container: container, rawWidth: header.rawWidth, rawHeight: header.rawHeight,
                                 colors: header.colors, preview: preview, previewWidth: header.thumbWidth,
                                 previewHeight: header.thumbHeight, previewBytes: header.thumbLength)
        var info = ImageInfo(format: .raw, width: header.width, height: header.height,
                             orientation: orientation(flip: header.flip), details: .raw(details))
        var camera = CameraSettings()
        camera.make = nonEmpty(header.make)
        camera.model = nonEmpty(header.model)
        camera.lens = nonEmpty(header.lens)
        if header.shutter > 0 { camera.exposureTime = Double(header.shutter) }
        if header.aperture > 0 { camera.fNumber = Double(header.aperture) }
        if header.iso > 0 { camera.iso = Int(header.iso.rounded()) }
        if header.focalLength > 0 { camera.focalLength = Double(header.focalLength) }
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

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
