/// Why an embedded ICC profile is refused before Little CMS reads it: its tag table or a tag's
/// contents do not fit in the profile's bytes, or a colour table is beyond any real profile.
///
/// Little CMS allocates a tag's tables from the sizes the tag declares before it reads them (a
/// 396-byte profile declaring a 255-point grid of 3 inputs and 15 outputs had it clear 500 MB),
/// so these are checked first (``ICCProfileCheck``). Each case carries the evidence; the message
/// (``description``) is what the "ICC profile ignored" warning says after its prefix.
///
/// ```swift
/// print(ICCProfileError.tagDataBeyondTag(tag: "A2B0", type: "mft2", needs: 497_433_862, holds: 84))
/// // tag A2B0 (mft2) needs 497433862 bytes for what it declares but holds 84
/// ```
public enum ICCProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Fewer bytes than a header and a tag count (132).
    case tooShort(bytes: Int)
    /// More tags than Little CMS reads (100).
    case tooManyTags(count: Int, limit: Int)
    /// The tag table (12 bytes a tag after byte 132) runs past the profile's end.
    case tagTableBeyondProfile(count: Int, profileBytes: Int)
    /// A tag's bytes, as the tag table places them, run past the profile's end.
    case tagBeyondProfile(tag: String, offset: Int, size: Int, profileBytes: Int)
    /// What a tag declares (tables, curves, offsets) needs more bytes than the tag holds.
    case tagDataBeyondTag(tag: String, type: String, needs: Int, holds: Int)
    /// A tag's channel count is outside 1…15 (Little CMS's maximum).
    case channelCount(tag: String, type: String, inputs: Int, outputs: Int)
    /// A colour table (grid points^inputs × outputs) or a curve larger than a limit.
    case tableTooLarge(tag: String, type: String, entries: Int, limit: Int)

    /// The reason in words.
    public var description: String {
        switch self {
        case .tooShort(let bytes):
            "\(bytes) bytes, shorter than a profile header and tag count (132 bytes)"
        case .tooManyTags(let count, let limit):
            "\(count) tags, above the limit of \(limit)"
        case .tagTableBeyondProfile(let count, let profileBytes):
            "a table of \(count) tags does not fit in the profile's \(profileBytes) bytes"
        case .tagBeyondProfile(let tag, let offset, let size, let profileBytes):
            "tag \(tag) (\(size) bytes at offset \(offset)) runs past the profile's \(profileBytes) bytes"
        case .tagDataBeyondTag(let tag, let type, let needs, let holds):
            "tag \(tag) (\(type)) needs \(needs) bytes for what it declares but holds \(holds)"
        case .channelCount(let tag, let type, let inputs, let outputs):
            "tag \(tag) (\(type)) has \(inputs) inputs and \(outputs) outputs; 1 to 15 each are allowed"
        case .tableTooLarge(let tag, let type, let entries, let limit):
            "tag \(tag) (\(type)) has a table of \(entries) entries, above the limit of \(limit)"
        }
    }
}
