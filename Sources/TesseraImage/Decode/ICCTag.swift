/// One tag of an ICC profile, its bytes cut out of the profile, and the checks of the types that
/// hold tables (``ICCProfileCheck``). Offsets inside a tag are relative to its start, as in the
/// ICC specification (ICC.1:2010, section 10).
struct ICCTag {
    /// The tag's signature (`A2B0`, `rTRC`).
    let name: String
    /// The tag's bytes, from its type signature.
    let bytes: UnsafeRawBufferPointer

    /// The type signature, trailing spaces dropped (`mft2`, `mAB`).
    var type: String { ICCTag.name(bytes, 0).trimmingTrailingSpaces }

    /// Checks the tag's declared contents against its bytes.
    func check() throws(ICCProfileError) {
        switch ICCTag.name(bytes, 0) {
        case "mft1": try checkLUT(entryBytes: 1)
        case "mft2": try checkLUT(entryBytes: 2)
        case "mAB ", "mBA ": try checkLUTAtoB(aToB: ICCTag.name(bytes, 0) == "mAB ")
        case "mpet": try checkMultiProcess()
        case "curv", "para": _ = try curveSize(at: 0, limit: bytes.count)
        default: break
        }
    }

    // MARK: lut8Type, lut16Type

    /// `mft1` (8-bit) and `mft2` (16-bit): a matrix, input tables, a colour table, output tables.
    private func checkLUT(entryBytes: Int) throws(ICCProfileError) {
        let header = entryBytes == 1 ? 48 : 52
        try need(header)
        let inputs = Int(bytes[8]), outputs = Int(bytes[9]), points = Int(bytes[10])
        try checkChannels(inputs, outputs)
        let inputEntries = entryBytes == 1 ? 256 : Int(ICCTag.u16(bytes, 48))
        let outputEntries = entryBytes == 1 ? 256 : Int(ICCTag.u16(bytes, 50))
        let table = points == 0 ? 0 : try tableEntries(Array(repeating: points, count: inputs), outputs: outputs)
        try need(header + entryBytes * (inputs * inputEntries + table + outputs * outputEntries))
    }

    // MARK: lutAToBType, lutBToAType

    /// `mAB ` and `mBA `: up to three curve sets, a matrix and a colour table, each at an offset.
    private func checkLUTAtoB(aToB: Bool) throws(ICCProfileError) {
        try need(32)
        let inputs = Int(bytes[8]), outputs = Int(bytes[9])
        try checkChannels(inputs, outputs)
        let offsetB = Int(ICCTag.u32(bytes, 12)), offsetMatrix = Int(ICCTag.u32(bytes, 16))
        let offsetM = Int(ICCTag.u32(bytes, 20)), offsetCLUT = Int(ICCTag.u32(bytes, 24)), offsetA = Int(ICCTag.u32(bytes, 28))
        // A to B: A curves on the inputs, B and M curves on the outputs; B to A the other way.
        let (aCurves, bmCurves) = aToB ? (inputs, outputs) : (outputs, inputs)
        for (offset, curves) in [(offsetA, aCurves), (offsetB, bmCurves), (offsetM, bmCurves)] where offset != 0 {
            var position = offset
            for _ in 0..<curves {
                position += try curveSize(at: position, limit: bytes.count)
                position = (position + 3) & ~3   // each curve starts on a 4-byte boundary
            }
        }
        if offsetMatrix != 0 { try need(offsetMatrix, plus: 48) }
        if offsetCLUT != 0 {
            try need(offsetCLUT, plus: 20)
            let points = (0..<inputs).map { Int(bytes[offsetCLUT + $0]) }
            let precision = Int(bytes[offsetCLUT + 16])
            let entries = try tableEntries(points, outputs: outputs)
            try need(offsetCLUT + 20, plus: entries * max(1, min(precision, 2)))
        }
    }

    // MARK: multiProcessElementsType

    /// `mpet`: a list of elements; `clut` holds a float colour table, `cvst` segmented curves.
    private func checkMultiProcess() throws(ICCProfileError) {
        try need(16)
        let count = Int(ICCTag.u32(bytes, 12))
        guard count <= ICCProfileCheck.maxTags else {
            throw .tableTooLarge(tag: name, type: type, entries: count, limit: ICCProfileCheck.maxTags)
        }
        try need(16, plus: 8 * count)
        for index in 0..<count {
            let offset = Int(ICCTag.u32(bytes, 16 + 8 * index)), size = Int(ICCTag.u32(bytes, 20 + 8 * index))
            try need(offset, plus: size)
            guard size >= 12 else { continue }
            let element = ICCTag(name: name, bytes: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + size)]))
            let inputs = Int(ICCTag.u16(element.bytes, 8)), outputs = Int(ICCTag.u16(element.bytes, 10))
            switch ICCTag.name(element.bytes, 0) {
            case "clut":
                try element.checkChannels(inputs, outputs)
                try element.need(28)
                let points = (0..<inputs).map { Int(element.bytes[12 + $0]) }
                try element.need(28, plus: 4 * (try element.tableEntries(points, outputs: outputs)))
            case "cvst":
                try element.checkChannels(inputs, outputs)
                try element.need(12, plus: 8 * inputs)
                for curve in 0..<inputs {
                    let at = Int(ICCTag.u32(element.bytes, 12 + 8 * curve)), length = Int(ICCTag.u32(element.bytes, 16 + 8 * curve))
                    try element.need(at, plus: length)
                    try element.checkSegmentedCurve(at: at, end: at + length)
                }
            default: break
            }
        }
    }

    /// A `curf` segmented curve: breakpoints, then `parf` (formula) or `samf` (sampled) segments.
    private func checkSegmentedCurve(at start: Int, end: Int) throws(ICCProfileError) {
        try need(start, plus: 12)
        let segments = Int(ICCTag.u16(bytes, start + 8))
        var position = start + 12 + 4 * max(0, segments - 1)
        for _ in 0..<segments {
            guard position + 12 <= end else { throw .tagDataBeyondTag(tag: name, type: type, needs: position + 12, holds: end) }
            switch ICCTag.name(bytes, position) {
            case "samf":
                let samples = Int(ICCTag.u32(bytes, position + 8))
                guard samples <= ICCProfileCheck.maxCurveEntries else {
                    throw .tableTooLarge(tag: name, type: type, entries: samples, limit: ICCProfileCheck.maxCurveEntries)
                }
                position += 12 + 4 * samples
            case "parf":
                let function = Int(ICCTag.u16(bytes, position + 8))
                position += 12 + 4 * (function == 0 ? 4 : 5)
            default:
                return   // Little CMS refuses an unknown segment itself, reading nothing more
            }
            guard position <= end else { throw .tagDataBeyondTag(tag: name, type: type, needs: position, holds: end) }
        }
    }

    // MARK: Curves

    /// The bytes of the `curv` or `para` curve at `offset` (before padding), checked to end by `limit`.
    private func curveSize(at offset: Int, limit: Int) throws(ICCProfileError) -> Int {
        try need(offset, plus: 12)
        let size: Int
        switch ICCTag.name(bytes, offset) {
        case "curv":
            let entries = Int(ICCTag.u32(bytes, offset + 8))
            guard entries <= ICCProfileCheck.maxCurveEntries else {
                throw .tableTooLarge(tag: name, type: type, entries: entries, limit: ICCProfileCheck.maxCurveEntries)
            }
            size = 12 + 2 * entries
        case "para":
            let parameters = [1, 3, 4, 5, 7]
            let function = Int(ICCTag.u16(bytes, offset + 8))
            size = 12 + 4 * (function < parameters.count ? parameters[function] : 0)
        default:
            return 12   // not a curve: Little CMS refuses it without reading further
        }
        try need(offset, plus: size)
        return size
    }

    // MARK: Helpers

    /// grid points[0] × … × points[n − 1] × outputs, refused above ``ICCProfileCheck/maxTableEntries``.
    private func tableEntries(_ points: [Int], outputs: Int) throws(ICCProfileError) -> Int {
        var entries = outputs
        for count in points {
            entries *= count   // at most 2²⁴ × 255 before the check: no overflow
            guard entries <= ICCProfileCheck.maxTableEntries else {
                let total = points.reduce(Double(outputs)) { $0 * Double($1) }
                throw .tableTooLarge(tag: name, type: type, entries: total < 9e18 ? Int(total) : Int.max,
                                     limit: ICCProfileCheck.maxTableEntries)
            }
        }
        return entries
    }

    private func checkChannels(_ inputs: Int, _ outputs: Int) throws(ICCProfileError) {
        guard (1...15).contains(inputs), (1...15).contains(outputs) else {
            throw .channelCount(tag: name, type: type, inputs: inputs, outputs: outputs)
        }
    }

    /// Throws unless `offset + count` bytes are inside the tag.
    private func need(_ offset: Int, plus count: Int = 0) throws(ICCProfileError) {
        guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else {
            throw .tagDataBeyondTag(tag: name, type: type, needs: offset + count, holds: bytes.count)
        }
    }

    /// A big-endian 32-bit number at `offset` (the caller checked the bounds).
    static func u32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// A big-endian 16-bit number at `offset` (the caller checked the bounds).
    static func u16(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// Four bytes at `offset` as a signature, anything but printable ASCII as `?`.
    static func name(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> String {
        String(decoding: (0..<4).map { (0x20..<0x7F).contains(bytes[offset + $0]) ? bytes[offset + $0] : 0x3F }, as: UTF8.self)
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
