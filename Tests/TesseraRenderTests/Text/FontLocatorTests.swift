import Foundation
import Testing
@testable import TesseraRender
@testable import TesseraText

@Suite("FontLocator")
struct FontLocatorTests {
    /// Whether libfontconfig loaded a configuration (the name lookups need it).
    static let hasFontConfig = FontConfigLibrary.isAvailable

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
        let match = FontConfigMatch(families: ["DejaVu Sans"], fullNames: ["DejaVu Sans Bold"], weight: 200,
                                    file: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        #expect(match.isBold)
        let cases: [(pattern: String, answers: Bool)] = [
            ("DejaVu Sans", true), ("dejavu-sans:bold", true), ("DejaVu Sans-12", true), ("Nope,DejaVu Sans", true),
            ("DejaVu Sans Bold", true), ("sans-serif", true), (":weight=bold", true),
            ("DejaVu", false), ("Frutiger", false), ("DejaVu Serif", false),
        ]
        for (pattern, answers) in cases {
            #expect(match.answers(pattern) == answers, "pattern \(pattern)")
        }
    }

    @Test("libfontconfig answers as fc-match does: family, full name, weight and file",
          .enabled(if: hasFontConfig))
    func libraryMatch() throws {
        let bold = try #require(FontConfigLibrary.match("DejaVu Sans:weight=bold"))
        #expect(bold.families.contains("DejaVu Sans") && bold.fullNames.contains("DejaVu Sans Bold"))
        #expect(bold.weight == 200 && bold.isBold && bold.file.hasSuffix("/DejaVuSans-Bold.ttf"))
        let regular = try #require(FontConfigLibrary.match("DejaVu Sans"))
        #expect(regular.weight == 80 && !regular.isBold && regular.file.hasSuffix("/DejaVuSans.ttf"))
        #expect(FontConfigLibrary.file(fullName: "DejaVu Sans Bold")?.hasSuffix("/DejaVuSans-Bold.ttf") == true)
        #expect(FontConfigLibrary.file(fullName: "NoSuchFontFamily Tessera") == nil)
    }

    @Test("lookups from many threads at once give the answers one thread gives", .enabled(if: hasFontConfig))
    func concurrentLookups() async throws {
        let names = ["DejaVu Sans", "DejaVu Sans Bold", "sans-serif", "DejaVu Sans:weight=bold", "monospace"]
        let expected = try names.map { try FontLocator.locate($0) }
        let answers = await withTaskGroup(of: (Int, String?).self) { group in
            for round in 0..<64 {
                let index = round % names.count
                group.addTask { (index, try? FontLocator.locate(names[index])) }
            }
            return await group.reduce(into: [(Int, String?)]()) { $0.append($1) }
        }
        #expect(answers.count == 64)
        for (index, answer) in answers {
            #expect(answer == expected[index], "name \(names[index])")
        }
    }
}
