/// What a photo's header says about it: format, stored pixel size, EXIF orientation and the
/// size it is shown at once that orientation is applied.
///
/// Probing reads only the header (see ``HeaderProbe``, and TesseraImage's `ImageProbe`); no pixel
/// is decoded. The displayed size is what a layout needs: a phone photo stored 4032×3024 with
/// orientation 6 is shown 3024×4032, and its aspect ratio for a waterfall cell is 3024/4032.
public struct ImageInfo: Sendable, Equatable {
    /// The format, from the file's signature.
    public var format: ImageFormat
    /// Stored pixel width (JPEG SOFn / PNG IHDR), before orientation.
    public var width: Int
    /// Stored pixel height (JPEG SOFn / PNG IHDR), before orientation.
    public var height: Int
    /// The EXIF orientation from IFD0 (JPEG APP1 `Exif`, PNG `eXIf`); ``ExifOrientation/up`` when
    /// absent.
    public var orientation: ExifOrientation
    /// Format-specific facts from the header.
    public var details: Details
    /// When the photo was taken, as EXIF's DateTimeOriginal gives it ("YYYY:MM:DD HH:MM:SS",
    /// local time, sortable as text); nil when the JPEG has no EXIF date (PNGs: always nil).
    public var captureDate: String?
    /// The camera, lens and exposure from the JPEG's EXIF; nil when it says nothing of them
    /// (PNGs: always nil).
    public var camera: CameraSettings?
    /// The description of the embedded ICC profile (`Compatible with Adobe RGB (1998)`, `Display
    /// P3`), which decoding converts to sRGB; nil for an untagged photo (taken as sRGB) or a
    /// profile that cannot be read.
    public var colorProfile: String?
    /// Whether the file is a sheet Tessera wrote (it carries ``OutputMark``: a PNG `tEXt`
    /// `Software` chunk before the image data, a JPEG `COM` segment before the frame header).
    public var isTesseraSheet = false

    public init(format: ImageFormat, width: Int, height: Int, orientation: ExifOrientation, details: Details,
                captureDate: String? = nil, camera: CameraSettings? = nil, colorProfile: String? = nil) {
        self.format = format
        self.width = width
        self.height = height
        self.orientation = orientation
        self.details = details
        self.captureDate = captureDate
        self.camera = camera
        self.colorProfile = colorProfile
    }

    /// The width the image is shown at: the stored height for orientations 5–8.
    public var displayWidth: Int { orientation.swapsDimensions ? height : width }
    /// The height the image is shown at: the stored width for orientations 5–8.
    public var displayHeight: Int { orientation.swapsDimensions ? width : height }
    /// Displayed width / displayed height, as a layout uses it.
    public var aspectRatio: Double { Double(displayWidth) / Double(displayHeight) }

    /// Facts that only one format has.
    public enum Details: Sendable, Equatable {
        case jpeg(JPEGDetails)
        case png(PNGDetails)
        case webp(WebPDetails)
        case tiff(TIFFDetails)
        case gif(GIFDetails)
        case bmp(BMPDetails)
        case heif(HEIFDetails)
        case raw(RAWDetails)
    }
}

/// What a JPEG's frame header (SOFn) and APP14 say.
public struct JPEGDetails: Sendable, Equatable {
    /// The frame marker's number n in SOFn (0 baseline, 1 extended, 2 progressive, 3 lossless,
    /// 5–7 differential, 9–11 and 13–15 arithmetic).
    public var frameType: Int
    /// Number of colour components: 1 grey, 3 YCbCr or RGB, 4 CMYK or YCCK.
    public var components: Int
    /// Sample precision in bits (8, or 12 and 16 for extended and lossless files).
    public var bitDepth: Int
    /// Adobe APP14 colour transform (0 none, 1 YCbCr, 2 YCCK), when the file has that segment.
    public var adobeTransform: Int?

    /// Stored samples per pixel of the full image, from the components' sampling factors:
    /// 3 for 4:4:4 YCbCr, 2 for 4:2:2, 1.5 for 4:2:0, 1 for grey. A progressive decode holds
    /// two bytes of coefficients for every sample.
    public var samplesPerPixel: Double
    /// Each component's sampling factors, in frame order (empty when not known).
    public var sampling: [JPEGSampling]

    /// Details as read from SOFn and APP14; `samplesPerPixel` nil means no subsampling
    /// (`components`).
    public init(frameType: Int, components: Int, bitDepth: Int, adobeTransform: Int?, samplesPerPixel: Double? = nil,
                sampling: [JPEGSampling] = []) {
        self.frameType = frameType
        self.components = components
        self.bitDepth = bitDepth
        self.adobeTransform = adobeTransform
        self.samplesPerPixel = samplesPerPixel ?? Double(components)
        self.sampling = sampling
    }

    /// SOF2, SOF6, SOF10, SOF14: the image is coded in several progressive scans.
    public var isProgressive: Bool { [2, 6, 10, 14].contains(frameType) }
    /// SOF9–SOF11, SOF13–SOF15: arithmetic coding instead of Huffman.
    public var isArithmetic: Bool { frameType >= 9 }
    /// SOF3, SOF7, SOF11, SOF15: lossless coding.
    public var isLossless: Bool { [3, 7, 11, 15].contains(frameType) }
}

/// A JPEG component's sampling factors from SOFn: how many of its blocks an MCU holds across
/// and down (1 … 4 each). 4:2:0 YCbCr is 2×2 for luma and 1×1 for each chroma component.
public struct JPEGSampling: Sendable, Equatable {
    /// Blocks across.
    public var horizontal: Int
    /// Blocks down.
    public var vertical: Int

    /// The factors as SOFn stores them.
    public init(horizontal: Int, vertical: Int) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// What a PNG's IHDR says.
public struct PNGDetails: Sendable, Equatable {
    /// IHDR colour type: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    public var colorType: Int
    /// Bits per sample (per palette index for colour type 3): 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    /// Adam7 interlacing (IHDR interlace method 1).
    public var isInterlaced: Bool

    public init(colorType: Int, bitDepth: Int, isInterlaced: Bool) {
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.isInterlaced = isInterlaced
    }

    /// Whether the image carries an alpha channel of its own (colour types 4 and 6); a palette or
    /// a `tRNS` chunk can add transparency too, which the decoder handles.
    public var hasAlphaChannel: Bool { colorType == 4 || colorType == 6 }

    /// The colour type's name in the PNG specification.
    public var colorTypeName: String {
        switch colorType {
        case 0: "greyscale"
        case 2: "truecolour"
        case 3: "indexed-colour"
        case 4: "greyscale with alpha"
        case 6: "truecolour with alpha"
        default: "colour type \(colorType)"
        }
    }
}
