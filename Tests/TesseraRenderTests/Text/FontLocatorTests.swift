import Foundation
import Testing
@testable import TesseraRender
@testable import TesseraText

@Suite("FontLocator")
struct FontLocatorTests {
    /// Whether fontconfig's fc-match is installed (the name lookups need it).
    static let hasFontConfig = FontConfigMatch.directories.contains {
        FileManager.default.isExecutableFile(atPath: $0 + "/fc-match")
    }

    @Test("the default is DejaVu Sans, Bold for bold, and the file exists")
    func defaults() throws {
        let regular = try FontLocator.locate()
        #expect(regular.hasSuffix("/DejaVuSans.ttf") && FileManager.default.fileExists(atPath: regular))
        let bold = try FontLocator.locate(nil, weight: .bold)
        #expect(bold.hasSuffix("/DejaVuSans-Bold.ttf") && FileManager.default.fileExists(atPath: bold))
    }

    @Test("an existing file is returned as it is, whatever the weight", arguments: FontWeight.allCases)
    func existingFile(weight: FontWeight) throws {
        let path = try FontLocator.locate()
        #expect(try FontLocator.locate(path, weight: weight) == path)
    }

    @Test("an unknown name or a missing file is fontNotFound, with what to do",
          arguments: ["NoSuchFontFamily Tessera", "/nonexistent/font.ttf", "DejaVu"])
    func notFound(name: String) {
        #expect(throws: TextError.fontNotFound(name)) { try FontLocator.locate(name) }
        #expect(throws: TextError.fontNotFound(name)) { try TextRasterizer(fontPath: name) }
        let message = TextError.fontNotFound(name).description
        #expect(message == "font not found: \(name) (install the fonts-dejavu-core package for the default font, "
            + "or pass --font PATH with a .ttf or .otf file)")
    }

    @Test("family names, patterns, full names and generic families resolve through fontconfig",
          .enabled(if: hasFontConfig))
    func fontConfigNames() throws {
        #expect(try FontLocator.locate("DejaVu Sans").hasSuffix("/DejaVuSans.ttf"))
        #expect(try FontLocator.locate("dejavu sans", weight: .bold).hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(try FontLocator.locate("DejaVu Sans:weight=bold").hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(try FontLocator.locate("DejaVu Sans Bold").hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(FileManager.default.fileExists(atPath: try FontLocator.locate("sans-serif")))
    }

    @Test("a fontconfig answer counts only when it has the family asked for")
    func answers() throws {
        let line = "DejaVu Sans|DejaVu Sans Bold|200|/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf\n"
        let match = try #require(FontConfigMatch.parse(line))
        #expect(match == FontConfigMatch(families: ["DejaVu Sans"], fullNames: ["DejaVu Sans Bold"], weight: 200,
                                         file: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"))
        #expect(match.isBold)
        let cases: [(pattern: String, answers: Bool)] = [
            ("DejaVu Sans", true), ("dejavu-sans:bold", true), ("DejaVu Sans-12", true), ("Nope,DejaVu Sans", true),
            ("DejaVu Sans Bold", true), ("sans-serif", true), (":weight=bold", true),
            ("DejaVu", false), ("Frutiger", false), ("DejaVu Serif", false),
        ]
        for (pattern, answers) in cases {
            #expect(match.answers(pattern) == answers, "pattern \(pattern)")
        }
        #expect(FontConfigMatch.parse("") == nil && FontConfigMatch.parse("a|b|80|\n") == nil)
    }
}
