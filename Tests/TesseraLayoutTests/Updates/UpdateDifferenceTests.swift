import Foundation
import Testing
@testable import TesseraLayout

/// Differences of hand-made pairs, each derived from UIKit's batch-update rules (issue 18).
@Suite("Update differences")
struct UpdateDifferenceTests {
    typealias Difference = UpdateDifference<String, String>

    static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("an insert, a delete and a move in one section: only the moved item moves, the others just shift")
    func oneSection() {
        let difference = Difference(from: [("s", ["a", "b", "c", "d"])], to: [("s", ["d", "a", "c", "e"])])
        #expect(difference.deletedItems == [.init(id: "b", indexPath: Self.path(0, 1))])
        #expect(difference.insertedItems == [.init(id: "e", indexPath: Self.path(0, 3))])
        #expect(difference.movedItems == [.init(id: "d", from: Self.path(0, 3), to: Self.path(0, 0))])
        #expect(difference.movedSections.isEmpty && difference.insertedSections.isEmpty && difference.deletedSections.isEmpty)
    }

    @Test("the same data is no change; a reversed list moves all but one item")
    func orders() {
        #expect(Difference(from: [("s", ["a", "b"])], to: [("s", ["a", "b"])]).isEmpty)
        let reversed = Difference(from: [("s", ["a", "b", "c", "d"])], to: [("s", ["d", "c", "b", "a"])])
        #expect(reversed.movedItems.count == 3)
        #expect(!reversed.movedItems.contains { $0.id == "a" })   // the longest run kept is the first (a, at the end)
    }

    @Test("an item changing section is moved; items of deleted and inserted sections go with their section")
    func sections() {
        let difference = Difference(from: [("one", ["a", "b"]), ("two", ["c"]), ("gone", ["x", "y"])],
                                    to: [("new", ["y", "z"]), ("two", ["c", "a"]), ("one", ["b"])])
        #expect(difference.deletedSections == [.init(id: "gone", index: 2)])
        #expect(difference.insertedSections == [.init(id: "new", index: 0)])
        // "two" and "one" swap: one of them moves (the other keeps its relative order).
        #expect(difference.movedSections.count == 1)
        #expect(difference.movedItems == [.init(id: "a", from: Self.path(0, 0), to: Self.path(1, 1))])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)   // x, y, z belong to their sections' changes
    }

    @Test("reloads name items and sections present on both sides, at their new positions")
    func reloads() {
        let difference = Difference(from: [("s", ["a", "b"]), ("t", [])], to: [("t", []), ("s", ["c", "b"])],
                                    reloadedItems: ["b", "c"], reloadedSections: ["t"])
        #expect(difference.reloadedItems == [.init(id: "b", indexPath: Self.path(1, 1))])
        #expect(difference.reloadedSections == [.init(id: "t", index: 0)])
        #expect(difference.insertedItems == [.init(id: "c", indexPath: Self.path(1, 0))])
    }

    @Test("longest increasing subsequence", arguments: [
        ([Int](), [Int]()), ([5], [0]), ([3, 1, 2], [1, 2]), ([0, 1, 2], [0, 1, 2]), ([2, 1, 0], [2]), ([1, 3, 0, 2, 4], [2, 3, 4]),
    ])
    func longestIncreasing(values: [Int], positions: [Int]) {
        #expect(Difference.longestIncreasing(values) == positions)
    }
}
