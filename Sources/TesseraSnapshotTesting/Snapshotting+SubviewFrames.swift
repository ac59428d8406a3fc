import Foundation
import SnapshotTesting
import TesseraLayout
import TesseraUIKit

extension Snapshotting where Value == UICollectionView, Format == String {
    /// A text dump of every cell's subviews where Auto Layout puts them: each cell, as the data
    /// source makes it (`cellForItemAt`), is given its layout frame and laid out
    /// (`layoutIfNeeded()`), then every view below it is listed depth first with its frame in
    /// the cell's coordinates:
    ///
    /// ```
    /// {
    ///   "cells": [
    ///     {"section": 0, "item": 0, "frame": [0, 0, 390, 61], "subviews": [
    ///       {"path": "UIView[0]", "frame": [0, 0, 390, 61]},
    ///       {"path": "UIView[0]/UILabel[0]", "frame": [16, 10, 358, 41], "hidden": true}
    ///     ]}
    ///   ]
    /// }
    /// ```
    ///
    /// A path names each view's type and its index among its siblings; `"hidden": true` marks a
    /// hidden view. Numbers are written as in frame dumps (`8`, `43.5`). A collection view without a
    /// data source dumps no cells. Where ``frames(size:)`` pins the layout, this pins what is in
    /// the cells: a constraint that changes a label's frame changes the dump.
    public static func subviewFrames(size: CGSize? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines, asyncSnapshot: SnapshotRendering.onMainActor { collectionView in
            collectionView.resized(to: size) { SubviewFrameDump.dump(collectionView) }
        })
    }
}

/// The text of ``Snapshotting/subviewFrames(size:)``.
@MainActor
enum SubviewFrameDump {
    static func dump(_ collectionView: UICollectionView) -> String {
        collectionView.layoutIfNeeded()
        guard let dataSource = collectionView.dataSource else { return "{\n  \"cells\": []\n}\n" }
        let everything = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        let cells = (collectionView.collectionViewLayout.layoutAttributesForElements(in: everything) ?? [])
            .filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath.lexicographicallyPrecedes($1.indexPath) }
        var lines: [String] = []
        for attributes in cells {
            let cell = dataSource.collectionView(collectionView, cellForItemAt: attributes.indexPath)
            cell.frame = attributes.frame
            if cell.simulatedDisplayScale == nil { cell.simulatedDisplayScale = collectionView.traitCollection.displayScale }
            cell.layoutIfNeeded()
            var subviews: [String] = []
            walk(cell, path: "", in: cell, into: &subviews)
            let head = "    {\"section\": \(attributes.indexPath.section), \"item\": \(attributes.indexPath.item), "
                + "\"frame\": \(numbers(attributes.frame)), \"subviews\": ["
            lines.append(subviews.isEmpty ? head + "]}" : head + "\n" + subviews.joined(separator: ",\n") + "\n    ]}")
        }
        return "{\n  \"cells\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    private static func walk(_ view: UIView, path: String, in cell: UIView, into lines: inout [String]) {
        var seen: [String: Int] = [:]
        for subview in view.subviews {
            let type = String(describing: Swift.type(of: subview))
            let index = seen[type, default: 0]
            seen[type] = index + 1
            let own = (path.isEmpty ? "" : path + "/") + "\(type)[\(index)]"
            let frame = subview.convert(subview.bounds, to: cell)
            lines.append("      {\"path\": \(quoted(own)), \"frame\": \(numbers(frame))" + (subview.isHidden ? ", \"hidden\": true}" : "}"))
            walk(subview, path: own, in: cell, into: &lines)
        }
    }

    private static func numbers(_ rect: CGRect) -> String {
        "[" + [rect.minX, rect.minY, rect.width, rect.height].map { DumpNumber.format($0) }.joined(separator: ", ") + "]"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
