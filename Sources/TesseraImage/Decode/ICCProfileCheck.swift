/// Checks an embedded ICC profile's structure before Little CMS reads it (issue 23): the tag
/// table and every tag against the profile's length, and what the tags that hold tables declare
/// against the tag's own length — `mft1`, `mft2`, `mAB `, `mBA ` (their curves, matrix and colour
/// table), `mpet` (its `clut` and curve-set elements), `curv` and `para` — with colour tables of
/// at most ``maxTableEntries`` entries and curves of at most ``maxCurveEntries``.
///
/// Little CMS sizes a tag's tables from the counts the tag declares and clears them before
/// reading a byte of them; once every declared table is known to be inside the tag, what it
/// allocates is bounded by the profile's size. Nothing is allocated here and no offset is
/// followed outside the profile. A profile that passes MAY still be refused by Little CMS.
///
/// ```swift
/// do {
///     try ICCProfileCheck.check(profileBytes)
/// } catch {
///     print("ICC profile ignored: \(error)")
/// }
/// ```
public enum ICCProfileCheck {
    /// The most tags read (Little CMS's own limit, `MAX_TABLE_TAG`).
    public static let maxTags = 100
    /// The most entries in a colour table, grid points^inputs × outputs: 16,777,216, 3.5 times
    /// the largest in real profiles (33⁴ × 4 = 4.7 M for a CMYK-to-CMYK table).
    public static let maxTableEntries = 1 << 24
    /// The most entries in a sampled curve (Little CMS's own limit for a tone curve is 65,530).
    public static let maxCurveEntries = 65_530

    /// Throws the first problem found in `profile`, or returns when Little CMS may read it.
    public static func check(_ profile: [UInt8]) throws(ICCProfileError) {
        let result: Result<Void, ICCProfileError> = profile.withUnsafeBytes { bytes in
            do throws(ICCProfileError) {
                try check(bytes)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Throws the first problem found in the profile held in `profile`.
    public static func check(_ profile: UnsafeRawBufferPointer) throws(ICCProfileError) {
        guard profile.count >= 132 else { throw .tooShort(bytes: profile.count) }
        // Not a profile at all: Little CMS refuses it from its header, reading no tag.
        guard ICCTag.name(profile, 36) == "acsp" else { return }
        // Little CMS reads no further than the smaller of the buffer and the declared size.
        let declared = Int(ICCTag.u32(profile, 0))
        let length = declared >= 132 && declared < profile.count ? declared : profile.count
        let count = Int(ICCTag.u32(profile, 128))
        guard count <= maxTags else { throw .tooManyTags(count: count, limit: maxTags) }
        guard 132 + 12 * count <= length else { throw .tagTableBeyondProfile(count: count, profileBytes: length) }
        for index in 0..<count {
            let entry = 132 + 12 * index
            let name = ICCTag.name(profile, entry)
            let offset = Int(ICCTag.u32(profile, entry + 4)), size = Int(ICCTag.u32(profile, entry + 8))
            guard offset <= length, size <= length - offset else {
                throw .tagBeyondProfile(tag: name, offset: offset, size: size, profileBytes: length)
            }
            guard size >= 8 else { continue }   // too short to have a type: Little CMS refuses it
            let tag = ICCTag(name: name, bytes: UnsafeRawBufferPointer(rebasing: profile[offset..<(offset + size)]))
            try tag.check()
        }
    }
}
