/// What the caption fields and the layout take from a block of EXIF, whatever holds it: the
/// orientation, the capture date and the camera settings. JPEG reads them from APP1; WebP,
/// TIFF and HEIF hand their EXIF here as a TIFF structure, with or without the `Exif\0\0`
/// prefix JPEG uses.
struct EXIFFacts {
    var orientation: ExifOrientation
    var captureDate: String?
    var camera: CameraSettings?

    /// The facts in `data`: a TIFF structure, or `Exif\0\0` and one.
    init(tiffOrPrefixed data: [UInt8]) {
        let payload = data.starts(with: Array("Exif\0".utf8)) ? data : Array("Exif\0\0".utf8) + data
        orientation = EXIFOrientationReader.orientation(inAPP1: payload) ?? .up
        captureDate = EXIFDateReader.dateTimeOriginal(inAPP1: payload)
        camera = EXIFCameraReader.settings(inAPP1: payload)
    }

    /// Sets the orientation, date and camera of `info`.
    func apply(to info: inout ImageInfo) {
        info.orientation = orientation
        info.captureDate = captureDate
        info.camera = camera
    }
}
