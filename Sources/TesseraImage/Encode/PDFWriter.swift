/// Writes a PDF whose pages are each one picture, streamed row by row: the printed pages of a
/// contact sheet (`tessera sheet --paper a4 -o sheet.pdf`).
///
/// A page's picture is an image XObject holding the same filtered, deflated rows a PNG's IDAT
/// chunks hold (``ImageDataStream``: `/FlateDecode` with `/Predictor 15`, PNG's row filters),
/// drawn to fill the page, in an ICC-based colour space: Tessera's sRGB profile (``SRGBProfile``),
/// which is also the document's output intent. Its length is written after it, as an indirect object, so nothing is
/// held back in memory; the cross-reference table comes last. Pictures are RGB: what is not
/// opaque is printed over white, as on paper. The file goes to a temporary file renamed into place by ``finish()``, as
/// ``PNGWriter``'s do. A class: it owns the file; use it from one thread.
///
/// ```swift
/// let pdf = try PDFWriter(path: "/tmp/pages.pdf")
/// try pdf.beginPage(width: 2480, height: 3508, pointWidth: 595.28, pointHeight: 841.89)
/// try pdf.append(rows: firstBand)   // … until 3508 rows
/// try pdf.endPage()
/// try pdf.finish()
/// ```
public final class PDFWriter {
    private let sink: CountingSink
    private let compression: PNGCompression
    private let jobs: Int
    /// Byte offsets of objects 1, 2, 3, … (0 until written).
    private var offsets: [Int] = [0, 0]
    private var pageObjects: [Int] = []
    private var page: (stream: ImageDataStream, width: Int, height: Int, points: (Double, Double), image: Int, length: Int, start: Int)?
    private var completion: WriterCompletion
    /// The object holding the sRGB ICC profile.
    private var profileObject = 0

    /// A PDF at `path` (`-` for standard output); pictures are compressed as ``PNGWriter``'s are.
    /// - Throws: ``EncodeError/cannotCreate(path:reason:)`` when the folder is missing or not writable.
    public init(path: String, compression: PNGCompression = .default, jobs: Int = 1) throws(EncodeError) {
        let file = path == "-" ? nil : try AtomicFile(path: path)
        let sink = CountingSink(DescriptorByteSink(descriptor: file?.descriptor ?? 1, path: path))
        self.sink = sink
        completion = WriterCompletion(file: file) { () throws(EncodeError) in try sink.flush() }
        self.compression = compression
        self.jobs = jobs
        do {
            // The header, and a comment of four bytes above 127, marking the file as binary.
            try sink.write(Array("%PDF-1.4\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A])
            // The pictures' colour space: sRGB, by its ICC profile (also the output intent).
            let profile = SRGBProfile.bytes
            profileObject = reserve()
            try object(profileObject, "<< /N 3 /Alternate /DeviceRGB /Length \(profile.count) >>\nstream\n", close: false)
            try sink.write(profile)
            try sink.write(Array("\nendstream\nendobj\n".utf8))
        } catch {
            completion.discardUnlessFinished()
            throw error
        }
    }

    deinit {
        page?.stream.stop()
        completion.discardUnlessFinished()
    }

    /// Starts a page showing a `width × height`-pixel picture over `pointWidth × pointHeight`
    /// points (1/72 inch).
    public func beginPage(width: Int, height: Int, pointWidth: Double, pointHeight: Double) throws(EncodeError) {
        precondition(page == nil && !completion.isFinished, "PDFWriter: end the page before starting another")
        precondition(width > 0 && height > 0 && pointWidth > 0 && pointHeight > 0, "PDFWriter: a page needs a size")
        try completion.rethrowFailure()
        let image = reserve(), length = reserve()
        try object(image, """
            << /Type /XObject /Subtype /Image /Width \(width) /Height \(height) /ColorSpace [/ICCBased \(profileObject) 0 R] \
            /BitsPerComponent 8 /Filter /FlateDecode \
            /DecodeParms << /Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns \(width) >> /Length \(length) 0 R >>
            stream

            """, close: false)
        let sink = self.sink
        let stream = ImageDataStream(width: width, height: height, hasAlpha: false, compression: compression, jobs: jobs) { pieces throws(EncodeError) in
            for piece in pieces where !piece.isEmpty { try sink.write(piece) }
        }
        page = (stream, width, height, (pointWidth, pointHeight), image, length, sink.count)
    }

    /// Appends rows of the current page's picture (premultiplied RGBA, as ``PNGWriter`` takes
    /// them); `rows.width` MUST be the page's width.
    public func append(rows: PixelBuffer) throws(EncodeError) {
        guard let page else { preconditionFailure("PDFWriter: rows need a page") }
        precondition(rows.width == page.width && page.stream.rowsWritten + rows.height <= page.height, "PDFWriter: rows do not fit the page")
        try completion.recording { () throws(EncodeError) in
            var paper = [UInt8](repeating: 255, count: rows.width * 4)
            for y in 0..<rows.height {
                try rows.withRow(y) { (row) throws(EncodeError) in
                    guard Self.hasTranslucency(row, width: rows.width) else { return try page.stream.append(row: row) }
                    // Paper is white: what is not opaque is printed over white, not black.
                    for i in 0..<(rows.width * 4) where i % 4 != 3 {
                        paper[i] = row[i] &+ (255 &- row[i - i % 4 + 3])
                    }
                    let result: Result<Void, EncodeError> = paper.withUnsafeBufferPointer { buffer in
                        do throws(EncodeError) { try page.stream.append(row: buffer); return .success(()) } catch { return .failure(error) }
                    }
                    try result.get()
                }
            }
        }
    }

    /// Ends the current page after its last row.
    public func endPage() throws(EncodeError) {
        guard let current = page else { preconditionFailure("PDFWriter: no page to end") }
        precondition(current.stream.rowsWritten == current.height, "PDFWriter: the page is missing rows")
        try completion.recording { () throws(EncodeError) in
            try current.stream.finish()
            let streamLength = sink.count - current.start
            try sink.write(Array("\nendstream\nendobj\n".utf8))
            try object(current.length, "\(streamLength)")
            let (w, h) = (Self.number(current.points.0), Self.number(current.points.1))
            let drawing = Array("q \(w) 0 0 \(h) 0 0 cm /Im0 Do Q\n".utf8)
            let contents = reserve()
            try object(contents, "<< /Length \(drawing.count) >>\nstream\n" + String(decoding: drawing, as: UTF8.self) + "endstream")
            let pageObject = reserve()
            try object(pageObject, """
                << /Type /Page /Parent 2 0 R /MediaBox [0 0 \(w) \(h)] \
                /Resources << /XObject << /Im0 \(current.image) 0 R >> >> /Contents \(contents) 0 R >>
                """)
            pageObjects.append(pageObject)
        }
        page = nil
    }

    /// Writes the page tree, the catalogue and the cross-reference table, and moves the file
    /// into place. There MUST be at least one page, and none open.
    public func finish() throws(EncodeError) {
        precondition(page == nil && !pageObjects.isEmpty && !completion.isFinished, "PDFWriter: finish after the last page")
        try completion.finish { () throws(EncodeError) in
            try object(1, """
                << /Type /Catalog /Pages 2 0 R /OutputIntents [<< /Type /OutputIntent /S /GTS_PDFA1 \
                /OutputConditionIdentifier (sRGB IEC61966-2.1) /Info (sRGB IEC61966-2.1) \
                /RegistryName (http://www.color.org) /DestOutputProfile \(profileObject) 0 R >>] >>
                """)
            try object(2, "<< /Type /Pages /Kids [\(pageObjects.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(pageObjects.count) >>")
            let table = sink.count
            var xref = "xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n"
            for offset in offsets { xref += String(repeating: "0", count: max(0, 10 - String(offset).count)) + "\(offset) 00000 n \n" }
            xref += "trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
            try sink.write(Array(xref.utf8))
        }
    }

    /// The next object number (objects 1 and 2 are the catalogue and the page tree).
    private func reserve() -> Int {
        offsets.append(0)
        return offsets.count
    }

    /// Writes object `number` with `body`, closed with `endobj` unless it continues as a stream.
    private func object(_ number: Int, _ body: String, close: Bool = true) throws(EncodeError) {
        offsets[number - 1] = sink.count
        try sink.write(Array("\(number) 0 obj\n\(body)\(close ? "\nendobj\n" : "")".utf8))
    }

    /// Whether any pixel of the premultiplied row is not opaque.
    private static func hasTranslucency(_ row: UnsafeBufferPointer<UInt8>, width: Int) -> Bool {
        (0..<width).contains { row[$0 * 4 + 3] != 255 }
    }

    /// A length in points with at most 4 decimals, as PDF writes numbers.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// A ``ByteSink`` that counts the bytes it passes on (a PDF's objects are found by offset).
final class CountingSink {
    private let sink: ByteSink
    private(set) var count = 0

    init(_ sink: ByteSink) { self.sink = sink }

    func write(_ bytes: [UInt8]) throws(EncodeError) {
        let result: Result<Void, EncodeError> = bytes.withUnsafeBytes { raw in
            do throws(EncodeError) { try sink.write(raw); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
        count += bytes.count
    }

    func flush() throws(EncodeError) { try sink.flush() }
}
