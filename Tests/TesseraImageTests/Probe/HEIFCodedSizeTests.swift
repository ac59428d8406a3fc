import Foundation
import Testing
@testable import TesseraImage
@testable import TesseraProbe

/// Issue 36, points 3 and 4: coded HEVC and AV1 pictures larger than their `ispe`, or more of them
/// than an image has, are refused by the probe before libheif decodes them at their own size
/// (a "64×64" item coded at 4096² took 160 MB; 100 such tiles behind a 10×10 grid took 62 s).
@Suite("HEIF: coded pictures held to their ispe")
struct HEIFCodedSizeTests {
    typealias Item = HEIFBoxes.Item

    static func refusal(_ file: [UInt8]) -> ProbeError? { HEIFHostileStructureTests.refusal(file) }

    /// The `meta` box of a HEIF file's bytes, parsed.
    static func meta(_ file: [UInt8]) throws -> HEIFMeta {
        var at = 0
        while at + 8 <= file.count {
            let size = file[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            if Array(file[at + 4..<at + 8]) == Array("meta".utf8) {
                return try HEIFMeta(Array(file[at..<at + size]), fileOffset: at, fileSize: file.count)
            }
            guard size >= 8 else { break }
            at += size
        }
        throw ProbeError.corruptHEIF(offset: at, reason: "no meta box in the test file")
    }

    static func pictures(_ file: [UInt8], item: Int) throws -> HEIFCodedPictures {
        let meta = try meta(file)
        var budget = HEIFCodedPictures.Budget()
        return try HEIFCodedSizes.pictures(of: item, type: meta.types[item] ?? "", in: meta, source: MemoryByteSource(file), budget: &budget)
    }

    // MARK: Reading the headers

    @Test("an HEVC SPS gives its coded size and, with a conformance window, the cropped one")
    func sequenceParameterSet() throws {
        let plain = try #require(HEVCSequenceParameterSet(nal: VideoHeaders.sps(width: 4032, height: 3024)))
        #expect(plain.coded == PixelSize(width: 4032, height: 3024) && plain.cropped == plain.coded)
        // 4:2:0 offsets count chroma samples: 2 luma pixels each.
        let cropped = try #require(HEVCSequenceParameterSet(nal: VideoHeaders.sps(width: 160, height: 112, crop: (0, 0, 0, 2))))
        #expect(cropped.coded == PixelSize(width: 160, height: 112) && cropped.cropped == PixelSize(width: 160, height: 108))
        let layered = try #require(HEVCSequenceParameterSet(nal: VideoHeaders.sps(width: 64, height: 48, subLayers: 3)))
        #expect(layered.coded == PixelSize(width: 64, height: 48))
        // Cut short inside the sizes: nothing, rather than a wrong size.
        #expect(HEVCSequenceParameterSet(nal: VideoHeaders.sps(width: 4032, height: 3024).prefix(17)) == nil)
        #expect(HEVCSequenceParameterSet(nal: VideoHeaders.slice()) == nil)
    }

    @Test("an AV1 sequence header gives its largest frame, in the reduced and the full form")
    func sequenceHeader() {
        func size(_ obu: [UInt8]) -> PixelSize? { AV1SequenceHeader.maxFrameSize(Array(obu.dropFirst(2))) }
        #expect(size(VideoHeaders.sequenceHeader(width: 4032, height: 3024)) == PixelSize(width: 4032, height: 3024))
        #expect(size(VideoHeaders.sequenceHeader(width: 165, height: 107, timing: true)) == PixelSize(width: 165, height: 107))
        #expect(AV1SequenceHeader.maxFrameSize([0x18]) == nil)
    }

    @Test("heif-enc's files: the sizes and pictures the probe finds are the encoder's")
    func encodedFixtures() throws {
        // heif-enc 1.15 stores the 160×107 photo as a grid of one 160×108 tile (x265 pads to
        // 8-pixel blocks, the window crops 4 rows); aom writes the AV1 sequence header in the data.
        let heic = try Array(Data(contentsOf: Fixtures.root.appendingPathComponent("formats/heic-photo.heic")))
        let meta = try Self.meta(heic)
        let tile = try #require(meta.types.first { $0.value == "hvc1" }?.key)
        let tilePictures = try Self.pictures(heic, item: tile)
        #expect(tilePictures.allocations == [PixelSize(width: 160, height: 112)])
        #expect(tilePictures.shown == PixelSize(width: 160, height: 108) && tilePictures.pictures == 1)
        let avif = try Array(Data(contentsOf: Fixtures.root.appendingPathComponent("formats/avif-photo.avif")))
        let avifPictures = try Self.pictures(avif, item: try #require(try Self.meta(avif).primary))
        #expect(avifPictures == HEIFCodedPictures(allocations: [PixelSize(width: 160, height: 107)], shown: nil, pictures: 1))
    }

    // MARK: Refused

    @Test("an HEVC item whose SPS (in hvcC or in its data) is larger than its ispe is refused")
    func hevcLargerThanISPE() {
        var item = HEIFBoxes.coded(1, 64, 64)
        item.properties = [VideoHeaders.hvcC([VideoHeaders.sps(width: 4096, height: 4096)])]
        #expect(Self.refusal(HEIFBoxes.file(primary: 1, items: [item]))
                == .heifCodedImage(item: 1, type: "hvc1", reason: "its sequence parameter set makes 4096×4096 pictures but its ispe says 64×64"))
        // An honest hvcC, and a second SPS in the data that libde265 would take.
        var inData = HEIFBoxes.coded(1, 64, 64)
        inData.data = VideoHeaders.lengthPrefixed(VideoHeaders.sps(width: 30_000, height: 64)) + inData.data
        #expect("\(Self.refusal(HEIFBoxes.file(primary: 1, items: [inData])).map { "\($0)" } ?? "accepted")"
                == "corrupt HEIF: the hvc1 item 1: its sequence parameter set makes 30000×64 pictures but its ispe says 64×64")
    }

    @Test("a 10×10 grid of 100 tiles each coded at 4096² is refused at its first tile")
    func tileTimeBomb() {
        let grid = Item(id: 1, type: "grid", width: 10, height: 10, data: HEIFBoxes.grid(rows: 10, columns: 10, width: 10, height: 10))
        let tiles = (2...101).map { id in
            var tile = HEIFBoxes.coded(id, 1, 1)
            tile.properties = [VideoHeaders.hvcC([VideoHeaders.sps(width: 4096, height: 4096)])]
            return tile
        }
        let file = HEIFBoxes.file(primary: 1, items: [grid] + tiles, references: [("dimg", 1, Array(2...101))])
        #expect(Self.refusal(file) == .heifCodedImage(item: 2, type: "hvc1", reason: "its sequence parameter set makes 4096×4096 pictures but its ispe says 1×1"))
    }

    @Test("an AV1 item whose sequence header (in av1C or in its data) allows frames larger than its ispe is refused")
    func av1LargerThanISPE() {
        let configured = HEIFBoxes.av1(1, 64, 64, coded: PixelSize(width: 4096, height: 4096))
        #expect(Self.refusal(HEIFBoxes.file(primary: 1, items: [configured], brand: "avif"))
                == .heifCodedImage(item: 1, type: "av01", reason: "its sequence header makes 4096×4096 pictures but its ispe says 64×64"))
        var inData = HEIFBoxes.av1(1, 64, 64)
        inData.properties = [HEIFBoxes.box("av1C", [0x81, 0x00, 0x0C, 0x00])]
        inData.data = VideoHeaders.sequenceHeader(width: 64, height: 20_000, timing: true) + inData.data
        #expect(Self.refusal(HEIFBoxes.file(primary: 1, items: [inData], brand: "avif"))
                == .heifCodedImage(item: 1, type: "av01", reason: "its sequence header makes 64×20000 pictures but its ispe says 64×64"))
    }

    @Test("an alpha plane coded larger than its ispe is refused: it is decoded with the primary image")
    func alphaPlane() {
        var alpha = HEIFBoxes.coded(2, 64, 64)
        alpha.properties = [VideoHeaders.hvcC([VideoHeaders.sps(width: 8192, height: 8192)]),
                            HEIFBoxes.fullBox("auxC", Array("urn:mpeg:hevc:2015:auxid:1".utf8) + [0])]
        let file = HEIFBoxes.file(primary: 1, items: [HEIFBoxes.coded(1, 64, 64), alpha], references: [("auxl", 2, [1])])
        #expect(Self.refusal(file) == .heifCodedImage(item: 2, type: "hvc1", reason: "its sequence parameter set makes 8192×8192 pictures but its ispe says 64×64"))
    }

    @Test("an item of five pictures is refused; slices that continue a picture are not pictures")
    func pictureCount() throws {
        var five = HEIFBoxes.coded(1, 64, 64)
        five.data = (0..<5).flatMap { _ in VideoHeaders.lengthPrefixed(VideoHeaders.slice()) }
        #expect(Self.refusal(HEIFBoxes.file(primary: 1, items: [five]))
                == .heifCodedImage(item: 1, type: "hvc1", reason: "it holds 5 coded pictures, more than 4 (an image is one)"))
        var slices = HEIFBoxes.coded(1, 64, 64)
        slices.data += (0..<20).flatMap { _ in VideoHeaders.lengthPrefixed(VideoHeaders.slice(startsPicture: false)) }
        #expect(try Self.pictures(HEIFBoxes.file(primary: 1, items: [slices]), item: 1).pictures == 1)
    }

    @Test("an item with no sequence parameter set or sequence header is refused")
    func noHeaders() {
        var hevc = HEIFBoxes.coded(1, 64, 64)
        hevc.properties = [VideoHeaders.hvcC([])]
        #expect(Self.refusal(HEIFBoxes.file(primary: 1, items: [hevc]))
                == .heifCodedImage(item: 1, type: "hvc1", reason: "it has no sequence parameter set to give its pictures a size"))
        var av1 = HEIFBoxes.av1(1, 64, 64)
        av1.properties = []
        #expect(Self.refusal(HEIFBoxes.file(primary: 1, items: [av1], brand: "avif"))
                == .heifCodedImage(item: 1, type: "av01", reason: "it has no sequence header to give its pictures a size"))
    }

    @Test("100,001 empty OBUs are refused from the walk's budget")
    func unitBudget() {
        var item = HEIFBoxes.av1(1, 64, 64)
        item.data = (0...HEIFCodedPictures.Budget.maxUnits).flatMap { _ in VideoHeaders.obu(type: 15, []) }
        #expect(Self.refusal(HEIFBoxes.file(primary: 1, items: [item], brand: "avif"))
                == .heifCodedImage(item: 1, type: "av01", reason: "the file's coded items hold more than 100000 units (NAL units or OBUs)"))
    }

    @Test("a grid of 1,024 tiles of 1×1, each coded at a 64×64 block, is refused from its total: 4 million pixels for a thousand")
    func paddedTilesInAll() {
        let grid = Item(id: 1, type: "grid", width: 32, height: 32, data: HEIFBoxes.grid(rows: 32, columns: 32, width: 32, height: 32))
        let tiles = (2...1025).map { id in
            var tile = HEIFBoxes.coded(id, 1, 1)
            tile.properties = [VideoHeaders.hvcC([VideoHeaders.sps(width: 64, height: 64)])]
            return tile
        }
        let file = HEIFBoxes.file(primary: 1, items: [grid] + tiles, references: [("dimg", 1, Array(2...1025))])
        #expect(Self.refusal(file) == .heifCodedImage(item: 1, type: "grid", reason:
            "its coded pictures hold 4194304 pixels in all, more than 4 × its 32×32 canvas + 1048576"))
        #expect(HEIFCodedSizes.maxCodedPixels(canvas: PixelSize(width: 4032, height: 3024)) == 4 * 4032 * 3024 + 1_048_576)
    }

    @Test("the bit depth comes from hvcC or av1C, and a 10-bit image is budgeted deeper")
    func bitDepth() throws {
        var hevc = HEIFBoxes.coded(1, 64, 64)
        var config = VideoHeaders.hvcC([VideoHeaders.sps(width: 64, height: 64)])
        config[8 + 17] = 0xF8 | 2
        hevc.properties = [config]
        let info = try ImageProbe.probe(bytes: HEIFBoxes.file(primary: 1, items: [hevc]))
        guard case .heif(let details) = info.details else { Issue.record("not HEIF"); return }
        #expect(details.bitDepth == 10)
        var eight = info
        eight.details = .heif(HEIFDetails(brand: details.brand, itemType: details.itemType, hasAlpha: false, colourType: nil))
        #expect(DecodeMemory.decode(of: info, fileBytes: 0, minimum: nil) - DecodeMemory.decode(of: eight, fileBytes: 0, minimum: nil) == 64 * 64 * 6)
        #expect(HEIFCodedSizes.bitDepth(type: "av01", configuration: [0x81, 0x00, 0x40, 0x00]) == 10)
        #expect(HEIFCodedSizes.bitDepth(type: "av01", configuration: [0x81, 0x00, 0x60, 0x00]) == 12)
        #expect(HEIFCodedSizes.bitDepth(type: "av01", configuration: [0x81, 0x00, 0x0C, 0x00]) == 8)
    }

    // MARK: Accepted

    @Test("coded sizes within a coding block of the ispe, turned a quarter, or smaller are accepted")
    func accepted() throws {
        for (ispe, coded) in [((64, 64), (64, 64)), ((100, 60), (128, 64)), ((64, 32), (32, 64)), ((165, 107), (160, 107))] {
            var item = HEIFBoxes.coded(1, ispe.0, ispe.1)
            item.properties = [VideoHeaders.hvcC([VideoHeaders.sps(width: coded.0, height: coded.1)])]
            let info = try ImageProbe.probe(bytes: HEIFBoxes.file(primary: 1, items: [item]))
            #expect(info.width == ispe.0 && info.height == ispe.1)
            let av1 = HEIFBoxes.av1(1, ispe.0, ispe.1, coded: PixelSize(width: coded.0, height: coded.1))
            #expect(try ImageProbe.probe(bytes: HEIFBoxes.file(primary: 1, items: [av1], brand: "avif")).width == ispe.0)
        }
    }
}
