/// What a header probe leaves to C libraries when its caller has them: identifying a camera RAW
/// file (LibRaw), inflating a PNG's compressed ICC profile (zlib) and describing an ICC profile
/// (Little CMS). TesseraProbe links none of them: ``HeaderProbe`` probes with ``none``, and
/// TesseraImage's `ImageProbe` with the libraries it links, so the two give the same answer for
/// every file except a camera RAW and one with a colour profile (see ``HeaderProbe``).
package struct ProbeLibraries: Sendable {
    /// Identifies a camera RAW file from its source: its header as LibRaw reads it, or LibRaw's
    /// refusal. nil: RAW files cannot be identified.
    package var identifyRAW: (@Sendable (any ByteSource) throws(ProbeError) -> RAWIdentification)?
    /// A zlib stream inflated, at most `limit` bytes; nil when it is damaged or inflates to more.
    /// nil: compressed profiles (PNG `iCCP`) cannot be read.
    package var inflate: (@Sendable (_ stream: [UInt8], _ limit: Int) -> [UInt8]?)?
    /// An ICC profile's description (`desc`, in English when it has several languages); nil when
    /// the profile cannot be read. nil: no profile is described.
    package var describeProfile: (@Sendable (_ profile: [UInt8]) -> String?)?

    package init(identifyRAW: (@Sendable (any ByteSource) throws(ProbeError) -> RAWIdentification)? = nil,
                 inflate: (@Sendable (_ stream: [UInt8], _ limit: Int) -> [UInt8]?)? = nil,
                 describeProfile: (@Sendable (_ profile: [UInt8]) -> String?)? = nil) {
        self.identifyRAW = identifyRAW
        self.inflate = inflate
        self.describeProfile = describeProfile
    }

    /// No library: what Swift alone reads.
    package static let none = ProbeLibraries()

    /// The description of a profile, when there is one and it can be described.
    func description(of profile: [UInt8]?) -> String? {
        guard let profile, let describeProfile else { return nil }
        return describeProfile(profile)
    }
}

/// A camera RAW file as LibRaw identifies it (headers only, no pixel), or why it cannot.
package enum RAWIdentification: Sendable {
    /// LibRaw read the header.
    case identified(RAWHeader)
    /// LibRaw cannot identify the file; `reason` is its message.
    case refused(reason: String)
}

/// What LibRaw's identification says of a camera RAW file: the fields a probe reports.
package struct RAWHeader: Sendable {
    /// The size LibRaw develops the picture to, in stored orientation (before `flip`).
    package var width = 0, height = 0
    /// The sensor's full size, margins included.
    package var rawWidth = 0, rawHeight = 0
    /// Colour channels of the sensor (3 for Bayer RGB, 4 for CMYG or RGBE).
    package var colors = 0
    /// LibRaw's flip: 0 none, 3 180°, 5 90° counter-clockwise, 6 90° clockwise (bits 1, 2, 4 in general).
    package var flip = 0
    /// The camera's make and model and the lens, blanks trimmed (empty: not known).
    package var make = "", model = "", lens = ""
    /// Whether the file is a DNG.
    package var isDNG = false
    /// The exposure: seconds, f-number, ISO and focal length in millimetres (0: not known).
    package var shutter: Float = 0, aperture: Float = 0, iso: Float = 0, focalLength: Float = 0
    /// Seconds since 1970 as LibRaw read the camera's local time through mktime; 0 when unknown.
    package var timestamp: Int64 = 0
    /// The embedded preview: LibRaw's thumbnail format (0 none or unknown, 1 JPEG, 2 8-bit
    /// bitmap, 3 16-bit bitmap, …), its size, and its length in bytes as the header gives it
    /// (0 when unknown).
    package var thumbFormat = 0, thumbWidth = 0, thumbHeight = 0, thumbLength = 0

    package init() {}
}
