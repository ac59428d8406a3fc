/// JPEG marker codes (ITU T.81 table B.1): the byte that follows 0xFF.
enum JPEGMarker {
    static let soi: UInt8 = 0xD8
    static let eoi: UInt8 = 0xD9
    static let sos: UInt8 = 0xDA
    static let app1: UInt8 = 0xE1
    static let app2: UInt8 = 0xE2
    static let app14: UInt8 = 0xEE

    /// Whether `marker` starts a frame: SOF0–SOF3, SOF5–SOF7, SOF9–SOF11, SOF13–SOF15.
    /// DHT (0xC4), JPG (0xC8) and DAC (0xCC) share the 0xCn range but are not frames.
    static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// Whether `marker` stands alone, with no length field: RST0–RST7, SOI, EOI and TEM.
    static func isStandalone(_ marker: UInt8) -> Bool {
        (0xD0...0xD9).contains(marker) || marker == 0x01
    }

    /// A readable name: `SOF2`, `APP1`, `DHT`, or the hex code for the rest.
    static func name(_ marker: UInt8) -> String {
        switch marker {
        case 0xC4: return "DHT"
        case 0xC8: return "JPG"
        case 0xCC: return "DAC"
        case 0xC0...0xCF: return "SOF\(marker - 0xC0)"
        case 0xD0...0xD7: return "RST\(marker - 0xD0)"
        case soi: return "SOI"
        case eoi: return "EOI"
        case sos: return "SOS"
        case 0xDB: return "DQT"
        case 0xDC: return "DNL"
        case 0xDD: return "DRI"
        case 0xE0...0xEF: return "APP\(marker - 0xE0)"
        case 0xFE: return "COM"
        default:
            let digits = String(marker, radix: 16, uppercase: true)
            return "0xFF" + (digits.count < 2 ? "0" : "") + digits
        }
    }
}
