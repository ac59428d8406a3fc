import Foundation
import Testing
import TesseraImage
import TesseraRender

/// Picks, ratings and labels from XMP (issue 27): caption fields, `--min-rating`/`--picks`
/// and `--highlight` patterns, as library calls.
@Suite("XMP captions, selections and highlight patterns")
struct XMPSelectionTests {
    static func photo(_ path: String, _ xmp: XMPMetadata = XMPMetadata()) -> GalleryPhoto {
        var photo = GalleryPhoto(path: path, folder: "", aspectRatio: 1)
        photo.xmp = xmp
        return photo
    }

    @Test func captionFields() throws {
        let format = try LabelFormat("{index}. {rating} {label}\n{title}: {description}")
        let rated = Self.photo("a.jpg", XMPMetadata(rating: 3, label: "Red", title: "Dawn", description: "Sony α7 IV"))
        #expect(format.text(for: rated, index: 7) == "7. ★★★ Red\nDawn: Sony α7 IV")
        #expect(try LabelFormat("{rating}").text(for: Self.photo("r.jpg", XMPMetadata(rating: -1))) == "rejected")
        #expect(try LabelFormat("{rating}").text(for: Self.photo("r.jpg", XMPMetadata(flag: .reject))) == "rejected")
    }

    @Test("{index} numbers the frames across sections, in sheet order")
    func indexAcrossSections() throws {
        var sheet = ContactSheet()
        sheet.labelFormat = try LabelFormat("{index}")
        let photos = [GalleryPhoto(path: "a/1.jpg", folder: "a", aspectRatio: 1), GalleryPhoto(path: "a/2.jpg", folder: "a", aspectRatio: 1),
                      GalleryPhoto(path: "b/1.jpg", folder: "b", aspectRatio: 1)]
        let (_, content) = try sheet.make(photos, style: .light)
        #expect(content.cells == [[.photo(path: "a/1.jpg", label: "1"), .photo(path: "a/2.jpg", label: "2")],
                                  [.photo(path: "b/1.jpg", label: "3")]])
    }

    @Test func minimumRatingAndPicks() {
        let photos = [Self.photo("five.jpg", XMPMetadata(rating: 5)), Self.photo("two.jpg", XMPMetadata(rating: 2)),
                      Self.photo("none.jpg"), Self.photo("rejected.jpg", XMPMetadata(rating: -1)),
                      Self.photo("picked.jpg", XMPMetadata(flag: .pick)), Self.photo("rejected-flag.jpg", XMPMetadata(rating: 4, flag: .reject))]
        func kept(_ selection: PhotoSelection) -> [String] { photos.filter(selection.keeps).map(\.name) }
        #expect(kept(PhotoSelection()) == photos.map(\.name))
        #expect(kept(PhotoSelection(minimumRating: 0)) == ["five.jpg", "two.jpg", "none.jpg", "picked.jpg"])
        #expect(kept(PhotoSelection(minimumRating: 2)) == ["five.jpg", "two.jpg"])
        #expect(kept(PhotoSelection(picksOnly: true)) == ["picked.jpg"])
    }

    @Test func highlightPatterns() throws {
        let photos = [Self.photo("Trip/Day 1/IMG_1.jpg"), Self.photo("Trip/Day 2/IMG_1.jpg"), Self.photo("Trip/Day 2/IMG_12.jpg"),
                      Self.photo("Trip/best.png")]
        #expect(try HighlightPatterns(["IMG_1.jpg"]).paths(among: photos) == ["Trip/Day 1/IMG_1.jpg", "Trip/Day 2/IMG_1.jpg"])
        #expect(try HighlightPatterns(["IMG_1*.jpg"]).paths(among: photos).count == 3)
        #expect(try HighlightPatterns(["Trip/Day 2/*"]).paths(among: photos) == ["Trip/Day 2/IMG_1.jpg", "Trip/Day 2/IMG_12.jpg"])
        #expect(throws: HighlightPatterns.Problem.noMatch(pattern: "*.gif")) { try HighlightPatterns(["*.gif"]).paths(among: photos) }
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-list-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: list) }
        try Data("# chosen\nbest.png\n\n  IMG_12.jpg  \n".utf8).write(to: list)
        #expect(try HighlightPatterns(["@" + list.path]).paths(among: photos) == ["Trip/best.png", "Trip/Day 2/IMG_12.jpg"])
        #expect(throws: HighlightPatterns.Problem.unreadableList(path: "/no/such/list.txt", reason: "No such file or directory")) {
            try HighlightPatterns(["@/no/such/list.txt"])
        }
    }
}
