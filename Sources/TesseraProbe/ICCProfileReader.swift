/// Embedded ICC profiles as headers carry them, for ``ImageInfo/colorProfile``: JPEG's APP2
/// `ICC_PROFILE` chunks (reassembled in sequence order) and PNG's `iCCP` chunk (inflated by
/// ``ProbeLibraries/inflate``). Anything inconsistent gives no profile; decoding says why.
/// Describing a profile is the libraries' too (``ProbeLibraries/describeProfile``).
package enum ICCProfileReader {
    /// Profiles larger than this are not read by the probe (a JPEG can carry 16 MB in 255 chunks).
    package static let maximumSize = 4 << 20

    /// JPEG APP2 payloads that start with `ICC_PROFILE\0`, in file order, reassembled: every
    /// sequence number from 1 to the count, once, all with the same count.
    package static func profile(fromAPP2 payloads: [[UInt8]]) -> [UInt8]? {
        let signature = Array("ICC_PROFILE".utf8) + [0]
        var pieces: [Int: ArraySlice<UInt8>] = [:]
        var count: Int?
        for payload in payloads where payload.count > 14 && payload.starts(with: signature) {
            let sequence = Int(payload[12]), total = Int(payload[13])
            guard sequence >= 1, sequence <= total, count == nil || count == total, pieces[sequence] == nil else { return nil }
            count = total
            pieces[sequence] = payload[14...]
        }
        guard let count, pieces.count == count else { return nil }
        let profile = (1...count).flatMap { pieces[$0] ?? [] }
        return profile.count <= maximumSize ? profile : nil
    }

    /// A PNG `iCCP` chunk's profile: name, a zero byte, compression method 0, a zlib stream,
    /// inflated by `libraries` (nil when they cannot inflate: see ``ProbeLibraries``).
    package static func profile(fromICCP data: [UInt8], _ libraries: ProbeLibraries) -> [UInt8]? {
        guard let end = data.prefix(80).firstIndex(of: 0), end >= 1, data.count > end + 2, data[end + 1] == 0 else { return nil }
        return libraries.inflate?(Array(data[(end + 2)...]), maximumSize)
    }

    /// Whether the profile's header names the grey colour space (`GRAY` at byte 16).
    package static func isGrey(_ profile: UnsafeRawBufferPointer) -> Bool {
        profile.count >= 20 && Array(profile[16..<20]) == Array("GRAY".utf8)
    }
}
