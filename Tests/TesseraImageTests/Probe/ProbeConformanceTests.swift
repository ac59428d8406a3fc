import Foundation
import Testing
@testable import TesseraImage

/// Every file of the real-image corpus against the answers of independent tools: our own
/// committed files always, the third-party files of the shared test data where it is present
/// (reported as skipped, with the reason, where it is not).
@Suite("Probe conformance over the fixture corpus")
struct ProbeConformanceTests {
    static let acceptable = Fixtures.ownEntries.filter { $0.expect == "accept" }
    static let rejectable = Fixtures.ownEntries.filter { $0.expect == "reject" }
    static let either = Fixtures.ownEntries.filter { $0.expect == "either" }
    static let thirdPartyAcceptable = Fixtures.thirdPartyEntries.filter { $0.expect == "accept" }
    static let thirdPartyRejectable = Fixtures.thirdPartyEntries.filter { $0.expect == "reject" }
    static let thirdPartyEither = Fixtures.thirdPartyEntries.filter { $0.expect == "either" }

    /// Files the shared manifests still call unsupported that Tessera now reads: our manifest
    /// gives their size and verdict (the GIF of `corrupt/`, read since issue 40).
    static let readSinceSharedManifest: Set<String> = ["yellowflower.gif"]

    /// The data files of a folder (not its README, manifest or the scripts that made them).
    static func dataFiles(in folder: URL) throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let tooling: Set<String> = ["md", "json", "sh", "py", "c", "txt"]
        return Set(names.filter { !tooling.contains(($0 as NSString).pathExtension) && !$0.hasPrefix(".") })
    }

    @Test("our manifests describe exactly the files committed beside them, each once, and none is third-party",
          arguments: Fixtures.folders)
    func ownCorpusComplete(folder: String) throws {
        let entries = Fixtures.manifest(folder).map(\.file)
        #expect(!entries.isEmpty)
        #expect(Set(entries).count == entries.count, "a file is listed twice")
        #expect(Set(entries) == (try Self.dataFiles(in: Fixtures.root.appendingPathComponent(folder))))
    }

    @Test("the shared manifests describe exactly the shared files, and agree with ours on the files both hold",
          .thirdPartyData(Fixtures.folders), arguments: Fixtures.folders)
    func sharedCorpusComplete(folder: String) throws {
        let shared = try #require(Fixtures.sharedManifest(folder))
        let sharedFolder = try #require(TestData.thirdPartyFolder(folder))
        #expect(Set(shared.map(\.file)) == (try Self.dataFiles(in: sharedFolder)))
        #expect(!Fixtures.thirdParty(folder).isEmpty)
        for own in Fixtures.manifest(folder) {
            guard let twin = shared.first(where: { $0.file == own.file }),
                  !Self.readSinceSharedManifest.contains(own.file) else { continue }
            #expect([twin.width, twin.height, twin.orientation, twin.displayWidth, twin.displayHeight]
                    == [own.width, own.height, own.orientation, own.displayWidth, own.displayHeight], "\(own.file)")
            #expect(twin.expect == own.expect && twin.decode == own.decode, "\(own.file)")
        }
    }

    @Test("valid files give the manifest's size and orientation", arguments: acceptable)
    func accepted(_ entry: ManifestEntry) throws {
        try Self.checkAccepted(entry)
    }

    @Test("valid third-party files give the manifest's size and orientation", .thirdPartyData(Fixtures.folders),
          arguments: thirdPartyAcceptable)
    func acceptedThirdParty(_ entry: ManifestEntry) throws {
        try Self.checkAccepted(entry)
    }

    @Test("invalid files give an error", arguments: rejectable)
    func rejected(_ entry: ManifestEntry) {
        #expect(throws: ProbeError.self) { try ImageProbe.probe(fileAt: entry.path) }
    }

    @Test("invalid third-party files give an error", .thirdPartyData(Fixtures.folders), arguments: thirdPartyRejectable)
    func rejectedThirdParty(_ entry: ManifestEntry) {
        #expect(throws: ProbeError.self) { try ImageProbe.probe(fileAt: entry.path) }
    }

    @Test("damaged files give an error or exactly the manifest's values", arguments: either)
    func eitherWay(_ entry: ManifestEntry) {
        Self.checkEither(entry)
    }

    @Test("damaged third-party files give an error or exactly the manifest's values", .thirdPartyData(Fixtures.folders),
          arguments: thirdPartyEither)
    func eitherWayThirdParty(_ entry: ManifestEntry) {
        Self.checkEither(entry)
    }

    @Test("probing a file and its bytes in memory agree", arguments: acceptable)
    func memoryMatchesFile(_ entry: ManifestEntry) throws {
        try Self.checkMemory(entry)
    }

    @Test("probing a third-party file and its bytes in memory agree", .thirdPartyData(Fixtures.folders),
          arguments: thirdPartyAcceptable)
    func memoryMatchesFileThirdParty(_ entry: ManifestEntry) throws {
        try Self.checkMemory(entry)
    }

    static func checkAccepted(_ entry: ManifestEntry) throws {
        let info = try ImageProbe.probe(fileAt: entry.path)
        #expect(info.format.rawValue == entry.format)
        #expect(info.width == entry.width)
        #expect(info.height == entry.height)
        #expect(info.orientation.rawValue == entry.orientation)
        #expect(info.displayWidth == entry.displayWidth)
        #expect(info.displayHeight == entry.displayHeight)
    }

    static func checkEither(_ entry: ManifestEntry) {
        guard let info = try? ImageProbe.probe(fileAt: entry.path) else { return }
        #expect(info.width == entry.width)
        #expect(info.height == entry.height)
        #expect(info.orientation.rawValue == entry.orientation)
    }

    static func checkMemory(_ entry: ManifestEntry) throws {
        let bytes = try #require(FileManager.default.contents(atPath: entry.path))
        #expect(try ImageProbe.probe(bytes: [UInt8](bytes)) == ImageProbe.probe(fileAt: entry.path))
    }
}
