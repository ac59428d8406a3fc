import Foundation

/// An update as index paths, the way UIKit's batch updates name it: what
/// `performBatchUpdates` would be given, and what an update preview marks.
///
/// Deleted items and sections are numbered as they were before the update; inserted, moved-to
/// and reloaded ones as they are after it.
///
/// ```swift
/// let marks = UpdateDifference(from: [("s", ["a", "b"])], to: [("s", ["b", "c"])]).marks
/// print(marks.deletedItems, marks.insertedItems, marks.summary)
/// // [[0, 0]] [[0, 1]] 1 inserted, 1 deleted
/// ```
public struct UpdateMarks: Sendable, Equatable {
    /// An item's position before and after the update.
    public struct Move: Sendable, Equatable {
        public var from: IndexPath
        public var to: IndexPath
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    public var deletedSections: [Int] = []
    public var insertedSections: [Int] = []
    public var movedSections: [(from: Int, to: Int)] = []
    public var reloadedSections: [Int] = []
    public var deletedItems: [IndexPath] = []
    public var insertedItems: [IndexPath] = []
    public var movedItems: [Move] = []
    public var reloadedItems: [IndexPath] = []

    /// No change.
    public init() {}

    /// Whether nothing changes.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// In words: `2 inserted, 1 deleted, 1 moved` (items), then sections; `no change` when empty.
    public var summary: String {
        var parts: [String] = []
        func add(_ count: Int, _ what: String) { if count > 0 { parts.append("\(count) \(what)") } }
        add(insertedItems.count, "inserted")
        add(deletedItems.count, "deleted")
        add(movedItems.count, "moved")
        add(reloadedItems.count, "reloaded")
        add(insertedSections.count, insertedSections.count == 1 ? "section inserted" : "sections inserted")
        add(deletedSections.count, deletedSections.count == 1 ? "section deleted" : "sections deleted")
        add(movedSections.count, movedSections.count == 1 ? "section moved" : "sections moved")
        return parts.isEmpty ? "no change" : parts.joined(separator: ", ")
    }

    public static func == (a: UpdateMarks, b: UpdateMarks) -> Bool {
        a.deletedSections == b.deletedSections && a.insertedSections == b.insertedSections
            && a.movedSections.map { [$0.from, $0.to] } == b.movedSections.map { [$0.from, $0.to] }
            && a.reloadedSections == b.reloadedSections && a.deletedItems == b.deletedItems
            && a.insertedItems == b.insertedItems && a.movedItems == b.movedItems && a.reloadedItems == b.reloadedItems
    }
}

extension UpdateDifference {
    /// The update as index paths.
    public var marks: UpdateMarks {
        var marks = UpdateMarks()
        marks.deletedSections = deletedSections.map(\.index)
        marks.insertedSections = insertedSections.map(\.index)
        marks.movedSections = movedSections.map { ($0.from, $0.to) }
        marks.reloadedSections = reloadedSections.map(\.index)
        marks.deletedItems = deletedItems.map(\.indexPath)
        marks.insertedItems = insertedItems.map(\.indexPath)
        marks.movedItems = movedItems.map { UpdateMarks.Move(from: $0.from, to: $0.to) }
        marks.reloadedItems = reloadedItems.map(\.indexPath)
        return marks
    }
}
