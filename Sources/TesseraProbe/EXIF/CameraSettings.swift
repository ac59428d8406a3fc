/// How a photo was taken, as its EXIF says: the camera, the lens and the exposure. Read from the
/// header only (see ``HeaderProbe``, and TesseraImage's `ImageProbe`); every field is nil when the
/// file does not say.
public struct CameraSettings: Sendable, Equatable {
    /// The camera maker (IFD0 `Make`), such as "Canon".
    public var make: String?
    /// The camera model (IFD0 `Model`), such as "Canon PowerShot S40".
    public var model: String?
    /// The lens (Exif `LensModel`).
    public var lens: String?
    /// The exposure time in seconds (Exif `ExposureTime`).
    public var exposureTime: Double?
    /// The f-number (Exif `FNumber`).
    public var fNumber: Double?
    /// The ISO speed (Exif `PhotographicSensitivity`, formerly `ISOSpeedRatings`).
    public var iso: Int?
    /// The focal length in millimetres (Exif `FocalLength`).
    public var focalLength: Double?

    /// Settings from their parts.
    public init(make: String? = nil, model: String? = nil, lens: String? = nil, exposureTime: Double? = nil,
                fNumber: Double? = nil, iso: Int? = nil, focalLength: Double? = nil) {
        self.make = make
        self.model = model
        self.lens = lens
        self.exposureTime = exposureTime
        self.fNumber = fNumber
        self.iso = iso
        self.focalLength = focalLength
    }

    /// Whether nothing is known.
    public var isEmpty: Bool { self == CameraSettings() }

    /// The camera's name: the model, prefixed with the maker unless the model already names it
    /// ("Canon PowerShot S40", "Nokia N70-1"); a known maker's company name is not repeated
    /// before a model that starts with its brand ("NIKON CORPORATION" + "NIKON D850" is
    /// "NIKON D850", as exiftool shows it) and is shortened to the brand before one that does
    /// not ("OLYMPUS IMAGING CORP." + "E-M5" is "OLYMPUS E-M5").
    public var camera: String? {
        switch (make, model) {
        case (let make?, let model?):
            CameraMakers.name(make: make, model: model)
        case (let make?, nil): make
        case (nil, let model?): model
        case (nil, nil): nil
        }
    }

    /// The exposure time as photographers write it: "1/500 s" below a quarter second,
    /// otherwise in seconds ("0.5 s", "2 s").
    public var exposureText: String? {
        guard let time = exposureTime, time > 0, time.isFinite else { return nil }
        if time < 0.25 { return "1/\(Int((1 / time).rounded())) s" }
        return "\(Self.trimmed(time)) s"
    }

    /// The aperture: "f/4.9".
    public var apertureText: String? {
        guard let fNumber, fNumber > 0, fNumber.isFinite else { return nil }
        return "f/\(Self.oneDecimal(fNumber))"
    }

    /// The ISO speed: "ISO 100".
    public var isoText: String? { iso.map { "ISO \($0)" } }

    /// The focal length: "21.3 mm".
    public var focalLengthText: String? {
        guard let focalLength, focalLength > 0, focalLength.isFinite else { return nil }
        return "\(Self.oneDecimal(focalLength)) mm"
    }

    /// `value` with one decimal, as exiftool prints f-numbers and focal lengths ("4.9", "50.0").
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `value` with up to two decimals and no trailing zeros ("0.5", "2", "1.3").
    static func trimmed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        var text = "\(hundredths / 100)"
        let fraction = hundredths % 100
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return text
    }
}
