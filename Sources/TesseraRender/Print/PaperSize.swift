import Foundation

/// A sheet of paper: its name and its size in millimetres, portrait or as given.
///
/// ```swift
/// print(PaperSize.parse("a4") == .a4, PaperSize.parse("8.5x11in")?.heightMillimetres ?? 0)
/// // true 279.4
/// ```
public struct PaperSize: Sendable, Equatable {
    /// What the paper is called: `A4`, `Letter`, or the size as typed.
    public var name: String
    public var widthMillimetres: Double
    public var heightMillimetres: Double

    /// A paper of this size.
    public init(name: String, widthMillimetres: Double, heightMillimetres: Double) {
        self.name = name
        self.widthMillimetres = widthMillimetres
        self.heightMillimetres = heightMillimetres
    }

    /// ISO 216 A4 and A3, ANSI Letter and Legal.
    public static let a4 = PaperSize(name: "A4", widthMillimetres: 210, heightMillimetres: 297)
    public static let a3 = PaperSize(name: "A3", widthMillimetres: 297, heightMillimetres: 420)
    public static let letter = PaperSize(name: "Letter", widthMillimetres: 215.9, heightMillimetres: 279.4)
    public static let legal = PaperSize(name: "Legal", widthMillimetres: 215.9, heightMillimetres: 355.6)
    /// ISO 216 A5.
    public static let a5 = PaperSize(name: "A5", widthMillimetres: 148, heightMillimetres: 210)
    /// A3+ (Super B, 13 × 19 in), the photo printers' large sheet.
    public static let a3Plus = PaperSize(name: "A3+", widthMillimetres: 329, heightMillimetres: 483)
    /// ISO 216 B4 and B5 (not JIS B, which is larger).
    public static let b4 = PaperSize(name: "B4", widthMillimetres: 250, heightMillimetres: 353)
    public static let b5 = PaperSize(name: "B5", widthMillimetres: 176, heightMillimetres: 250)
    /// ANSI B tabloid, 11 × 17 in.
    public static let tabloid = PaperSize(name: "Tabloid", widthMillimetres: 279.4, heightMillimetres: 431.8)

    /// The named papers ``parse(_:)`` knows, by the names it accepts.
    public static let presets: [(names: [String], paper: PaperSize)] = [
        (["a3"], .a3), (["a3+", "a3plus", "superb"], .a3Plus), (["a4"], .a4), (["a5"], .a5), (["b4"], .b4), (["b5"], .b5),
        (["letter"], .letter), (["legal"], .legal), (["tabloid"], .tabloid),
    ]

    /// A named paper of ``presets`` (`a4`, `a3+`, `b5`, `tabloid`, … in any case), or
    /// `WxHmm` / `WxHin` (`210x297mm`, `8.5x11in`; `×` works too); nil for anything else, or a
    /// side outside 10 mm … 5 m.
    public static func parse(_ text: String) -> PaperSize? {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let preset = presets.first(where: { $0.names.contains(lowered) }) { return preset.paper }
        let unit: Double
        if lowered.hasSuffix("mm") { unit = 1 } else if lowered.hasSuffix("in") { unit = 25.4 } else { return nil }
        let sides = lowered.dropLast(2).split(whereSeparator: { $0 == "x" || $0 == "×" }).map { Double($0) }
        guard sides.count == 2, let width = sides[0], let height = sides[1] else { return nil }
        let millimetres = (width * unit, height * unit)
        guard [millimetres.0, millimetres.1].allSatisfy({ $0.isFinite && $0 >= 10 && $0 <= 5000 }) else { return nil }
        return PaperSize(name: text.trimmingCharacters(in: .whitespaces), widthMillimetres: millimetres.0, heightMillimetres: millimetres.1)
    }

    /// A length as typed for a margin: `10mm`, `0.5in`, `12pt` (1/72 in), or a bare number of
    /// millimetres; nil when it is not one or is negative.
    public static func millimetres(_ text: String) -> Double? {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(String, Double)] = [("mm", 1), ("cm", 10), ("in", 25.4), ("pt", 25.4 / 72)]
        let (number, unit) = units.first { lowered.hasSuffix($0.0) }.map { (String(lowered.dropLast($0.0.count)), $0.1) } ?? (lowered, 1)
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0 else { return nil }
        return value * unit
    }
}
