import Foundation
import TesseraImage

/// The index of an archive's sheets, built from the records the runs left beside them
/// (``ArchiveRecord``) and nothing else, so that `tessera index OUT/` can run after every shard
/// of a job array is done: `OUT/index.json` (every record, by folder) and `OUT/index.html`
/// (every sheet as a small picture linking to it, grouped by the folder tree).
public enum ArchiveIndex {
    /// What was found under an output folder.
    public struct Found: Sendable {
        /// The records, sorted by folder (code points: the walk's order).
        public var records: [ArchiveRecord]
        /// Record files that could not be read, with the reason.
        public var problems: [RenderReport.Problem]
    }

    /// The file names the index is written as.
    public static let jsonName = "index.json", htmlName = "index.html"

    /// Every `*.sheet.json` under `folder`, hidden entries skipped.
    public static func records(under folder: String) -> Found {
        var found = Found(records: [], problems: [])
        let root = folder.hasSuffix("/") ? folder : folder + "/"
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            found.problems.append(RenderReport.Problem(path: folder, message: "cannot read the folder"))
            return found
        }
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard name.hasSuffix(ArchiveRecord.suffix) else { continue }
            let path = root + relative
            guard let data = FileManager.default.contents(atPath: path), let record = ArchiveRecord.read(Array(data)) else {
                found.problems.append(RenderReport.Problem(path: path, message: "not a readable sheet record"))
                continue
            }
            found.records.append(record)
        }
        found.records.sort { $0.folder.unicodeScalars.lexicographicallyPrecedes($1.folder.unicodeScalars) }
        return found
    }

    /// `index.json`: the totals, then every record.
    public static func json(_ records: [ArchiveRecord]) -> [UInt8] {
        struct Index: Encodable {
            var folders: Int, photos: Int, drawn: Int, failed: Int, damaged: Int
            var sheets: [ArchiveRecord]
        }
        let index = Index(folders: records.count, photos: records.reduce(0) { $0 + $1.photos },
                          drawn: records.reduce(0) { $0 + $1.drawn }, failed: records.reduce(0) { $0 + $1.failed },
                          damaged: records.reduce(0) { $0 + $1.damaged }, sheets: records)
        return ArchiveJSON.encode(index)
    }

    /// `index.html`: one page, no script; each folder of the tree a heading at its depth, each
    /// sheet a small picture of its top (its preview, else its first page scaled down by the
    /// browser; loaded lazily) linking to it.
    public static func html(_ records: [ArchiveRecord], title: String) -> String {
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
        section { margin-left: 1.2em; }
        h1 { font-size: 1.6em; } h2, h3, h4, h5, h6 { margin: 1em 0 .4em; font-size: 1.1em; }
        .sheets { display: flex; flex-wrap: wrap; gap: 12px; }
        figure { margin: 0; width: 220px; }
        figure img { width: 220px; height: 165px; object-fit: cover; object-position: top; border: 1px solid #ccc; background: #eee; }
        figcaption { font-size: 12px; color: #555; }
        .damaged { color: #a40; }
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>
        <p>\(records.count) folder\(records.count == 1 ? "" : "s"), \(records.reduce(0) { $0 + $1.drawn }) photos drawn</p>

        """
        var open: [String] = []   // the folder components whose sections are open
        for record in records {
            let components = record.folder.isEmpty ? [] : record.folder.split(separator: "/").map(String.init)
            let parent = Array(components.dropLast())
            var shared = 0
            while shared < open.count, shared < parent.count, open[shared] == parent[shared] { shared += 1 }
            for _ in shared..<open.count { page += "</section>\n" }
            open.removeLast(open.count - shared)
            for component in parent[shared...] {
                open.append(component)
                page += "<section><h\(min(6, open.count + 1))>\(escape(component))</h\(min(6, open.count + 1))>\n"
            }
            page += figure(record, name: components.last ?? "(top folder)")
        }
        for _ in open { page += "</section>\n" }
        return page + "</body>\n</html>\n"
    }

    /// Reads the records under `folder` and writes `index.json` and `index.html` there, each
    /// atomically; the page is titled `title`, or the archive's name the records give.
    @discardableResult
    public static func write(under folder: String, title: String?) throws(EncodeError) -> Found {
        let found = records(under: folder)
        let root = folder.hasSuffix("/") ? folder : folder + "/"
        let heading = title ?? found.records.first?.archive ?? "Sheets"
        try AtomicWrite.write(json(found.records), to: root + jsonName)
        try AtomicWrite.write(Array(html(found.records, title: heading).utf8), to: root + htmlName)
        return found
    }

    private static func figure(_ record: ArchiveRecord, name: String) -> String {
        var caption = "\(escape(name)) · \(record.drawn) photo\(record.drawn == 1 ? "" : "s")"
        if record.failed > 0 { caption += " · <span class=\"damaged\">\(record.failed) failed</span>" }
        if record.damaged > 0 { caption += " · <span class=\"damaged\">\(record.damaged) damaged</span>" }
        guard let first = record.outputs.first else {
            return "<div class=\"sheets\"><figure><figcaption>\(caption) · no sheet (no photo kept)</figcaption></figure></div>\n"
        }
        if record.outputs.count > 1 {
            caption += " · pages " + record.outputs.enumerated().map { "<a href=\"\(href($1.path))\">\($0 + 1)</a>" }.joined(separator: " ")
        }
        let shown = record.preview ?? first.path
        let picture = shown.hasSuffix(".pdf") ? "<span>PDF</span>" : shown.hasSuffix(".html") ? "<span>zoomable</span>" : "<img src=\"\(href(shown))\" loading=\"lazy\" alt=\"\(escape(record.folder))\">"
        return "<div class=\"sheets\"><figure><a href=\"\(href(first.path))\">\(picture)</a><figcaption>\(caption)</figcaption></figure></div>\n"
    }

    /// A relative URL for a `/`-separated path: each component percent-encoded.
    static func href(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }.joined(separator: "/")
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
