import Foundation
import TesseraImage

/// A caption template for the photos of a contact sheet, as ImageMagick montage's `-label`
/// (`'%f\n%wx%h'`) with named fields: `{name}\n{width}×{height}`.
///
/// Fields, all read from the header and the file system (no photo is decoded):
/// `{name}` file name, `{folder}` folder relative to the walked one (its own name for a photo directly in it), `{width}` and `{height}`
/// displayed size in pixels, `{date}` EXIF capture time (`2003-12-14 12:01`), `{camera}`,
/// `{lens}`, `{exposure}` (`1/500 s`), `{aperture}` (`f/4.9`), `{iso}` (`ISO 100`), `{focal}`
/// (`21.3 mm`), `{size}` file size (`33 kB`); from the photo's XMP (embedded or a sidecar),
/// `{rating}` its stars (`★★★`, or `rejected`), `{label}` its colour label (`Red`), `{title}` and
/// `{description}`; and `{index}`, the photo's frame number on the sheet (1, 2, … across
/// sections). A field the photo does not have is left out with its separator, and a line of
/// missing fields with it (``text(for:index:)``).
/// A newline, or the two characters `\n` as a shell passes them, starts another line.
///
/// ```swift
/// let format = try LabelFormat("{name}\\n{camera}, {exposure}")
/// print(format.lineCount)   // 2
/// ```
public struct LabelFormat: Sendable, Equatable {
    /// A field a template can name.
    public enum Field: String, Sendable, CaseIterable {
        case name, folder, width, height, date, camera, lens, exposure, aperture, iso, focal, size
        case rating, label, index, title, description
    }

    /// What went wrong reading a template.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// `{word}` names no field.
        case unknownField(String)
        /// A `{` without its `}`.
        case unclosedBrace
        /// More lines than ``LabelFormat/maximumLines``.
        case tooManyLines(Int)

        public var description: String {
            switch self {
            case .unknownField(let word):
                "unknown label field {\(word)}; the fields are " + Field.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")
            case .unclosedBrace:
                "a { in the label format has no closing }"
            case .tooManyLines(let count):
                "a label may have at most \(LabelFormat.maximumLines) lines, not \(count)"
            }
        }
    }

    private enum Piece: Sendable, Equatable {
        case text(String)
        case field(Field)
        case newline
    }

    private let pieces: [Piece]

    /// The most lines a label may have: each takes a strip under every photo.
    public static let maximumLines = 10

    /// `{name}`: what `--labels` shows.
    public static let fileName = LabelFormat(pieces: [.field(.name)])

    private init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// Reads `template`; throws when it names an unknown field, leaves a brace open or has more
    /// than ``maximumLines`` lines.
    public init(_ template: String) throws(Problem) {
        var pieces: [Piece] = []
        var text = ""
        func flush() {
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
        }
        var rest = Substring(template)
        while let character = rest.first {
            rest.removeFirst()
            switch character {
            case "\n":
                flush()
                pieces.append(.newline)
            case "\\" where rest.first == "n":
                rest.removeFirst()
                flush()
                pieces.append(.newline)
            case "{":
                guard let close = rest.firstIndex(of: "}") else { throw .unclosedBrace }
                let word = String(rest[..<close])
                guard let field = Field(rawValue: word) else { throw .unknownField(word) }
                flush()
                pieces.append(.field(field))
                rest = rest[rest.index(after: close)...]
            default:
                text.append(character)
            }
        }
        flush()
        self.pieces = pieces
        guard lineCount <= Self.maximumLines else { throw .tooManyLines(lineCount) }
    }

    /// How many lines every label has.
    public var lineCount: Int {
        1 + pieces.filter { $0 == .newline }.count
    }

    /// The label of `photo`, the `index`th frame of its sheet (from 1), lines separated by `\n`.
    ///
    /// A field the photo lacks takes its separators with it: on each line the values present
    /// are joined by the text that followed the previous value present (`{camera} · {exposure}`
    /// without a camera is `1/500 s`, not `· 1/500 s`); the text before a line's first field
    /// shows only when that field does, the text after its last field only when that one does;
    /// and a line whose fields are all missing is left out (no empty line). A line without
    /// fields is kept as written.
    public func text(for photo: GalleryPhoto, index: Int? = nil) -> String {
        var lines: [[Piece]] = [[]]
        for piece in pieces {
            if piece == .newline { lines.append([]) } else { lines[lines.count - 1].append(piece) }
        }
        var output: [String] = []
        for line in lines {
            if let text = Self.line(line, for: photo, index: index) { output.append(text) }
        }
        return output.joined(separator: "\n")
    }

    /// One line of the label, or nil when it has fields and the photo has none of them.
    private static func line(_ pieces: [Piece], for photo: GalleryPhoto, index: Int?) -> String? {
        // Alternating text and fields: texts[0] field texts[1] field … texts[n].
        var texts = [""]
        var values: [String?] = []
        for piece in pieces {
            switch piece {
            case .text(let text): texts[texts.count - 1] += text
            case .field(let field):
                let value = value(of: field, for: photo, index: index)
                values.append(value.flatMap { $0.isEmpty ? nil : $0 })
                texts.append("")
            case .newline: break
            }
        }
        guard !values.isEmpty else { return texts[0] }
        let present = values.indices.filter { values[$0] != nil }
        guard let first = present.first, let last = present.last else { return nil }
        var line = first == 0 ? texts[0] : ""
        var previous: Int?
        for position in present {
            if let previous { line += texts[previous + 1] }
            line += values[position] ?? ""
            previous = position
        }
        if last == values.count - 1 { line += texts[values.count] }
        return line
    }

    private static func value(of field: Field, for photo: GalleryPhoto, index: Int?) -> String? {
        let camera = photo.info?.camera
        switch field {
        case .name: return photo.name
        // Directly inside the folder walked, the folder's own name.
        case .folder: return photo.folder.isEmpty ? URL(fileURLWithPath: photo.path).deletingLastPathComponent().standardizedFileURL.lastPathComponent : photo.folder
        case .width: return photo.info.map { String($0.displayWidth) }
        case .height: return photo.info.map { String($0.displayHeight) }
        case .date:
            // "YYYY:MM:DD HH:MM:SS" → "YYYY-MM-DD HH:MM".
            guard let date = photo.info?.captureDate else { return nil }
            let characters = Array(date.prefix(16))
            return String(characters.enumerated().map { $0.offset < 10 && $0.element == ":" ? "-" : $0.element })
        case .camera: return camera?.camera
        case .lens: return camera?.lens
        case .exposure: return camera?.exposureText
        case .aperture: return camera?.apertureText
        case .iso: return camera?.isoText
        case .focal: return camera?.focalLengthText
        case .size: return photo.fileSize.map { ByteCount.text($0) }
        case .rating:
            if photo.xmp.isRejected { return "rejected" }
            guard let stars = photo.xmp.rating, stars > 0 else { return nil }
            return String(repeating: "★", count: min(5, stars))
        case .label: return photo.xmp.label
        case .index: return index.map(String.init)
        case .title: return photo.xmp.title
        case .description: return photo.xmp.description
        }
    }
}
