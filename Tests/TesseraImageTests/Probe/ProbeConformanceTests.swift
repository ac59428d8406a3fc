import Foundation
import Testing
@testable import TesseraImage

/// Every file of the real-image corpus against the answers of independent tools.
@Suite("Probe conformance over Tests/Fixtures")
struct ProbeConformanceTests {
    static let acceptable = Fixtures.allEntries.filter { $0.expect == "accept" }
    static let rejectable = Fixtures.allEntries.filter { $0.expect == "reject" }
    static let either = Fixtures.allEntries.filter { $0.expect == "either" }

    @Test("the corpus is all there")
    func corpusSize() {
        #expect(Fixtures.allEntries.count == 235)
        #expect(Self.acceptable.count > 180)
    }

    @Test("valid files give the manifest's size and orientation", arguments: acceptable)
    func accepted(_ entry: ManifestEntry) throws {
        let info = try ImageProbe.probe(fileAt: entry.path)
        #expect(info.format.rawValue == entry.format)
        #expect(info.width == entry.width)
        #expect(info.height == entry.height)
        #expect(info.orientation.rawValue == entry.orientation)
        #expect(info.displayWidth == entry.displayWidth)
        #expect(info.displayHeight == entry.displayHeight)
    }

    @Test("invalid files give an error", arguments: rejectable)
    func rejected(_ entry: ManifestEntry) {
        #expect(throws: ProbeError.self) { try ImageProbe.probe(fileAt: entry.path) }
    }

    @Test("damaged files give an error or exactly the manifest's values", arguments: either)
    func eitherWay(_ entry: ManifestEntry) {
        guard let info = try? ImageProbe.probe(fileAt: entry.path) else { return }
        #expect(info.width == entry.width)
        #expect(info.height == entry.height)
        #expect(info.orientation.rawValue == entry.orientation)
    }

    @Test("probing a file and its bytes in memory agree", arguments: acceptable)
    func memoryMatchesFile(_ entry: ManifestEntry) throws {
        let bytes = try #require(FileManager.default.contents(atPath: entry.path))
        #expect(try ImageProbe.probe(bytes: [UInt8](bytes)) == ImageProbe.probe(fileAt: entry.path))
    }
}
