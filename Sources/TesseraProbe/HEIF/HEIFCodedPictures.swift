/// What a coded HEIF item (`hvc1`: HEVC, `av01`: AV1) hands its decoder, read from its
/// decoder configuration property (`hvcC`, `av1C`) and its data as libheif feeds them: the
/// picture sizes its parameter sets or sequence headers declare, and how many pictures it holds.
///
/// Only the headers of the units are read (a NAL unit's length and first bytes, an OBU's header
/// and size), hopping from one to the next, so a 10 MB photo costs a few reads. The hops of a
/// whole file share one budget (``Budget``): a file of a million tiny units is refused, not
/// walked.
struct HEIFCodedPictures: Equatable {
    /// The sizes the decoder would allocate: each HEVC SPS's coded size, each AV1 sequence
    /// header's largest frame.
    var allocations: [PixelSize] = []
    /// The size the picture is shown at, when the headers say it exactly (an HEVC SPS less its
    /// conformance window); nil for AV1, whose frame header may pick a smaller size.
    var shown: PixelSize?
    /// Pictures (HEVC: slices that start one; AV1: frame and frame-header OBUs).
    var pictures = 0

    /// The units (NAL units, OBUs) one file's coded items may have in all before the probe
    /// gives up on them.
    struct Budget {
        static let maxUnits = 100_000
        var used = 0

        mutating func spend(item: Int, type: String) throws(ProbeError) {
            used += 1
            guard used <= Self.maxUnits else {
                throw .heifCodedImage(item: item, type: type, reason: "the file's coded items hold more than \(Self.maxUnits) units (NAL units or OBUs)")
            }
        }
    }

    /// An `hvc1` item. libheif 1.15 passes the `hvcC` parameter sets and then the item's data to
    /// libde265, reading the data as NAL units each after a 4-byte length whatever `hvcC`'s
    /// `lengthSizeMinusOne` says; so does this walk.
    static func hevc(configuration: ArraySlice<UInt8>?, data: HEIFItemBytes, item: Int,
                     budget: inout Budget) throws(ProbeError) -> HEIFCodedPictures {
        var result = HEIFCodedPictures()
        func sequence(_ nal: some Collection<UInt8>) {
            guard let sps = HEVCSequenceParameterSet(nal: nal) else { return }
            result.allocations.append(sps.coded)
            result.shown = sps.cropped
        }
        // hvcC (ISO/IEC 14496-15 §8.3.3): 22 bytes, numOfArrays, then arrays of NAL units.
        if let hvcC = configuration.map(Array.init), hvcC.count >= 23 {
            var at = 23
            for _ in 0..<Int(hvcC[22]) {
                guard at + 3 <= hvcC.count else { break }
                let count = Int(hvcC[at + 1]) << 8 | Int(hvcC[at + 2])
                at += 3
                for _ in 0..<count {
                    guard at + 2 <= hvcC.count else { break }
                    let length = Int(hvcC[at]) << 8 | Int(hvcC[at + 1])
                    at += 2
                    guard at + length <= hvcC.count else { break }
                    try budget.spend(item: item, type: "hvc1")
                    sequence(hvcC[at..<(at + length)])
                    at += length
                }
            }
        }
        var at = 0
        while at + 4 <= data.count {
            try budget.spend(item: item, type: "hvc1")
            let head = try data.read(at: at, count: 7)
            guard head.count >= 4 else { break }
            let length = head[0..<4].reduce(0) { $0 << 8 | Int($1) }
            if head.count >= 6 {
                let type = Int(head[4] >> 1 & 0x3F)
                if type == HEVCSequenceParameterSet.nalUnitType {
                    sequence(try data.read(at: at + 4, count: min(length, 1024)))
                } else if type < 32, head.count == 7, length >= 3, head[6] & 0x80 != 0 {
                    result.pictures += 1   // a VCL NAL unit with first_slice_segment_in_pic_flag
                }
            }
            at += 4 + length
        }
        return result
    }

    /// An `av01` item: the OBUs of `av1C`'s configOBUs, then of the item's data (the low-overhead
    /// format, each OBU with its size; one without runs to the end).
    static func av1(configuration: ArraySlice<UInt8>?, data: HEIFItemBytes, item: Int,
                    budget: inout Budget) throws(ProbeError) -> HEIFCodedPictures {
        var result = HEIFCodedPictures()
        let config = configuration.map { Array($0.dropFirst(4)) } ?? []
        try walkOBUs(count: config.count, read: { offset, count in Array(config.dropFirst(offset).prefix(count)) },
                     item: item, budget: &budget, into: &result)
        try walkOBUs(count: data.count, read: { offset, count throws(ProbeError) in try data.read(at: offset, count: count) },
                     item: item, budget: &budget, into: &result)
        return result
    }

    private static func walkOBUs(count: Int, read: (Int, Int) throws(ProbeError) -> [UInt8], item: Int,
                                 budget: inout Budget, into result: inout HEIFCodedPictures) throws(ProbeError) {
        var at = 0
        while at < count {
            try budget.spend(item: item, type: "av01")
            let head = try read(at, 10)
            guard let first = head.first else { break }
            let type = Int(first >> 3 & 0xF), extended = first & 4 != 0, sized = first & 2 != 0
            var headerLength = extended ? 2 : 1
            var length = count - at - headerLength
            if sized {
                // leb128(): at most 8 bytes, 7 bits each.
                var value = 0, index = 0
                while true {
                    guard headerLength + index < head.count, index < 8 else { return }
                    let byte = head[headerLength + index]
                    value |= Int(byte & 0x7F) << (7 * index)
                    index += 1
                    if byte & 0x80 == 0 { break }
                }
                headerLength += index
                length = value
            }
            guard length >= 0 else { return }
            if type == AV1SequenceHeader.sequenceHeaderType,
               let size = AV1SequenceHeader.maxFrameSize(try read(at + headerLength, min(length, 1024))) {
                result.allocations.append(size)
            } else if type == AV1SequenceHeader.frameHeaderType || type == AV1SequenceHeader.frameType {
                result.pictures += 1
            }
            let (next, overflow) = at.addingReportingOverflow(headerLength + length)
            guard !overflow else { return }
            at = next
        }
    }
}
