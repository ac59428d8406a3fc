import ArgumentParser
import Foundation
import TesseraRender

extension SheetCommand {
    /// The photos the paths give, after `--min-rating` and `--picks`, refused when none is left
    /// or the output is one of them.
    func selectedPhotos() throws -> PhotoCollector.Collection {
        var collection = PhotoCollector.collect(paths, order: sort, jobs: rendering.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        if !quiet && !collection.earlierSheets.isEmpty {
            let count = collection.earlierSheets.count
            printError("tessera: left out \(count) sheet\(count == 1 ? "" : "s") Tessera wrote earlier: "
                + collection.earlierSheets.map { terminalSafe($0, keepingNewlines: false) }.joined(separator: ", "))
        }
        try requirePhotos(in: collection)
        collection.photos = pairs.filter(collection.photos)
        let selection = PhotoSelection(minimumRating: minRating, picksOnly: picks, keepsRejects: showRejects)
        if !selection.keepsAll {
            let found = collection.photos.count
            collection.photos = collection.photos.filter(selection.keeps)
            if collection.photos.isEmpty {
                let filters = [picks ? "--picks" : nil, minRating.map { "--min-rating \($0)" }].compactMap { $0 }
                throw CommandFailure("no sheet written: \(filters.joined(separator: " and ")) kept none of the \(found) photo\(found == 1 ? "" : "s")")
            }
        }
        if let photo = overwrittenInput(among: collection.photos.map(\.path), by: output) {
            throw CommandFailure("refusing to write the sheet over the photo \(photo)")
        }
        return collection
    }

    /// The style `--style`, `--background`, `--corner-radius`, `--mode` and the text sizes give.
    func sheetStyle() -> SheetStyle {
        var sheetStyle = rendering.style.sheetStyle
        if let background, let colour = Color(hex: background) { sheetStyle.background = colour }
        sheetStyle.cornerRadius = CGFloat(cornerRadius)
        sheetStyle.photoMode = mode.aspectMode
        if let labelSize { sheetStyle.labelFontSize = CGFloat(labelSize) }
        if let headerSize { sheetStyle.headerFontSize = CGFloat(headerSize) }
        return sheetStyle
    }

    /// Says which arguments gave no photo (``PhotoCollector/Collection/emptyPaths(among:)``) — a
    /// folder without photos as a warning — and, when none of them gave one, stops before any
    /// sheet is written (exit 1).
    private func requirePhotos(in collection: PhotoCollector.Collection) throws {
        let empty = collection.emptyPaths(among: paths)
        for path in empty where path.isFolder { printProblem("warning", path.path, path.reason) }
        guard empty.count == paths.count else { return }
        for problem in collection.problems { printProblem("failed", problem.path, problem.message) }
        for photo in collection.photos where photo.isNotAnImage { printProblem("failed", photo.path, photo.failure ?? "not an image") }
        let reasons = empty.map { "\($0.path): \($0.reason)" }
        throw CommandFailure("no sheet written: no photos (\(reasons.joined(separator: "; ")))")
    }
}
