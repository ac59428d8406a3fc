import Foundation
import Testing
import TesseraLayout
import TesseraRender

/// Where items that stay through an update go (the APNG's slides), and the identifiers a spec
/// must not repeat.
@Suite("UpdateAnimation.moves and repeated identifiers")
struct UpdateAnimationMovesTests {
    typealias State = [(section: String, items: [String])]

    static func moves(_ before: State, _ after: State) -> [IndexPath: IndexPath] {
        UpdateAnimation.moves(from: before, to: after, difference: UpdateDifference(from: before, to: after))
    }

    @Test("items in both states map old index path to new; deleted and inserted items are not in it")
    func staying() {
        let moves = Self.moves([("main", ["a", "b", "c"])], [("main", ["c", "a", "d"])])
        #expect(moves == [IndexPath(item: 0, section: 0): IndexPath(item: 1, section: 0),
                          IndexPath(item: 2, section: 0): IndexPath(item: 0, section: 0)])
    }

    @Test("an item moving between sections present in both states moves; one in a deleted or inserted section does not")
    func sections() {
        let across = Self.moves([("s1", ["a", "b"]), ("s2", ["c"])], [("s1", ["b"]), ("s2", ["c", "a"])])
        #expect(across == [IndexPath(item: 0, section: 0): IndexPath(item: 1, section: 1),
                           IndexPath(item: 1, section: 0): IndexPath(item: 0, section: 0),
                           IndexPath(item: 0, section: 1): IndexPath(item: 0, section: 1)])
        // "a" leaves with its deleted section and arrives with an inserted one: deleted and inserted, not moved.
        let replaced = Self.moves([("old", ["a"]), ("keep", ["b"])], [("keep", ["b"]), ("new", ["a"])])
        #expect(replaced == [IndexPath(item: 0, section: 1): IndexPath(item: 0, section: 0)])
    }

    @Test("no change: every item stays where it is")
    func identity() {
        for count in 0..<6 {
            let items = (0..<count).map(String.init)
            let moves = Self.moves([("s", items)], [("s", items)])
            #expect(moves.count == count && moves.allSatisfy { $0.key == $0.value }, "count \(count)")
        }
    }

    @Test("the first identifier used twice is found; sections before items")
    func repeated() throws {
        #expect(SpecLayout.firstRepeated(["a", "b", "c"]) == nil)
        #expect(SpecLayout.firstRepeated(["a", "b", "c", "b", "a"]) == "b")
        #expect(RepeatedIdentifierError.item("a").description == "the identifier \"a\" names two items; give each item its own in `ids:`")
        #expect(RepeatedIdentifierError.section("s").description
            == "the identifier \"s\" names two sections; give each section its own `id:`")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-ids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = "layout: {type: flow, itemSize: {width: 50, height: 50}}\n"
        let specs: [(yaml: String, error: RepeatedIdentifierError?)] = [
            ("sections:\n  - {id: s, items: 2, ids: [a, b]}\n  - {id: t, items: 1, ids: [c]}\n", nil),
            ("sections:\n  - {id: s, items: 2, ids: [a, b]}\n  - {id: s, items: 1, ids: [c]}\n", .section("s")),
            ("sections:\n  - {id: s, items: 2, ids: [a, b]}\n  - {id: t, items: 1, ids: [b]}\n", .item("b")),
        ]
        for (index, spec) in specs.enumerated() {
            let path = folder.appendingPathComponent("\(index).yaml").path
            try Data(("container: {width: 200, height: 200}\n" + spec.yaml + layout).utf8).write(to: URL(fileURLWithPath: path))
            let laidOut = try SpecLayout(path: path, width: nil, height: nil)
            if let expected = spec.error {
                #expect(throws: expected) { try laidOut.requireUniqueIdentifiers() }
            } else {
                #expect(throws: Never.self) { try laidOut.requireUniqueIdentifiers() }
            }
        }
    }
}
