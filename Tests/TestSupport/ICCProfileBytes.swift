/// Hand-built ICC profiles (version 2.1, RGB display class, XYZ connection space, D50), with the
/// tags given, laid out after the tag table in order, each padded to 4 bytes.
public enum ICCProfileBytes {
    public static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// A profile of `tags` (signature, tag bytes from the type signature on).
    public static func profile(_ tags: [(String, [UInt8])]) -> [UInt8] {
        var header = [UInt8](repeating: 0, count: 128)
        func put(_ bytes: [UInt8], at offset: Int) { header.replaceSubrange(offset..<(offset + bytes.count), with: bytes) }
        put([2, 0x10, 0, 0], at: 8)
        put(Array("mntrRGB XYZ ".utf8), at: 12)
        put(Array("acsp".utf8), at: 36)
        put(PNGBytes.be32(0xF6D6) + PNGBytes.be32(0x10000) + PNGBytes.be32(0xD32D), at: 68)   // D50
        var table = PNGBytes.be32(tags.count), data: [UInt8] = []
        let dataStart = 128 + 4 + 12 * tags.count
        for (name, bytes) in tags {
            table += Array(name.utf8) + PNGBytes.be32(dataStart + data.count) + PNGBytes.be32(bytes.count)
            data += bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
        }
        var profile = header + table + data
        profile.replaceSubrange(0..<4, with: PNGBytes.be32(profile.count))
        return profile
    }

    /// An `mft2` (lut16Type) tag declaring `inputs` × `outputs` channels, a grid of `points` a side
    /// and 2-entry input and output tables, but holding only `heldEntries` of its colour table.
    public static func lut16(inputs: Int, outputs: Int, points: Int, heldEntries: Int) -> [UInt8] {
        var tag = Array("mft2".utf8) + [0, 0, 0, 0, UInt8(inputs), UInt8(outputs), UInt8(points), 0]
        for row in 0..<3 { for column in 0..<3 { tag += PNGBytes.be32(row == column ? 0x10000 : 0) } }   // identity matrix
        tag += be16(2) + be16(2)
        tag += (0..<inputs).flatMap { _ in be16(0) + be16(0xFFFF) }
        tag += (0..<heldEntries).flatMap { be16($0 * 997 & 0xFFFF) }
        return tag
    }

    /// The LUT bomb of issue 23: A2B0 declares 3 inputs, 15 outputs and 255 grid points
    /// (248,720,625 table entries, 497 MB as Little CMS holds them) and holds 10 entries.
    public static let lutBomb = profile([("A2B0", lut16(inputs: 3, outputs: 15, points: 255, heldEntries: 10))])
}
