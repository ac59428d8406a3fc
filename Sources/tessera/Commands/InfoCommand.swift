import ArgumentParser
import Foundation
import TesseraImage

/// `tessera info [--json] PATH...`: each photo's format, stored size, EXIF orientation and
/// displayed size, read from its header.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show each photo's format, size and EXIF orientation, read from its header.",
        discussion: """
        Folders are walked recursively in sorted order; hidden files and files without an image \
        extension are skipped inside folders, but every file named on the command line is probed.

        Exit status: 0 when every file was read, 1 when any failed (all others are still \
        reported), 2 on usage errors.
        """
    )

    @Flag(name: .long, help: "Print a JSON array with one object per file, in walk order.")
    var json = false

    @Argument(help: "Image files or folders.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one image file or folder.") }
    }

    func run() throws {
        let entries = ImageFileWalker.walk(paths)
        let results = entries.map(InfoRow.init) + emptyFolders(among: entries).map {
            InfoRow(path: $0, failure: InfoRow.noPhotos)
        }
        if json {
            print(InfoRow.jsonArray(results))
        } else {
            let table = InfoRow.table(results.filter { $0.failure == nil })
            if !table.isEmpty { print(table) }
            for row in results { if let failure = row.failure { printError("\(terminalSafe(row.path, keepingNewlines: false)): \(failure)") } }
        }
        if results.contains(where: { $0.failure != nil }) { throw ExitCode(ExitStatus.failure) }
    }

    /// The folders among ``paths`` under which the walk found nothing, not even a file it could
    /// not read: reported as failures, as `tessera sheet` reports them, never an empty success.
    private func emptyFolders(among entries: [ImageFileWalker.Entry]) -> [String] {
        paths.filter { path in
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            return !entries.contains { $0.path == path || $0.path.hasPrefix(prefix) }
        }
    }
}

/// One file's line of `tessera info`: its header facts, or why it could not be read.
struct InfoRow {
    var path: String
    var info: ImageInfo?
    var failure: String?

    /// Why a folder named on the command line gave no row: the words `tessera sheet` uses.
    static let noPhotos = "no photos in this folder (Tessera reads \(ImageFormat.readableNames) files)"

    /// A row for `path` that could not be read, for `failure`.
    init(path: String, failure: String) {
        self.path = path
        self.failure = failure
    }

    init(_ entry: ImageFileWalker.Entry) {
        path = entry.path
        if let failure = entry.failure {
            self.failure = failure
            return
        }
        do {
            info = try ImageProbe.probe(fileAt: entry.path)
        } catch {
            failure = error.description
        }
    }

    /// The camera that made a RAW file ("NIKON D70"), the one thing `info` adds for RAW: other
    /// formats keep their columns and keys as before.
    static func rawCamera(_ info: ImageInfo) -> String? {
        info.format == .raw ? info.camera?.camera : nil
    }

    /// `[{"path", "format", "width", "height", "orientation", "displayWidth", "displayHeight"[, "profile"][, "camera"]} | {"path", "error"}, …]`
    /// (`profile`: the embedded ICC profile's description, only for photos that have one;
    /// `camera`: the camera's name, only for camera RAW files)
    static func jsonArray(_ rows: [InfoRow]) -> String {
        let objects = rows.map { row -> String in
            guard let info = row.info else {
                return JSONText.object([("path", JSONText.string(row.path)), ("error", JSONText.string(row.failure ?? "unknown"))])
            }
            return JSONText.object([
                ("path", JSONText.string(row.path)),
                ("format", JSONText.string(info.format.rawValue)),
                ("width", String(info.width)),
                ("height", String(info.height)),
                ("orientation", String(info.orientation.rawValue)),
                ("displayWidth", String(info.displayWidth)),
                ("displayHeight", String(info.displayHeight)),
            ] + (info.colorProfile.map { [("profile", JSONText.string($0))] } ?? [])
              + (rawCamera(info).map { [("camera", JSONText.string($0))] } ?? []))
        }
        return objects.isEmpty ? "[]" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]"
    }

    /// An aligned table: path, format, stored size, orientation, displayed size, and the ICC
    /// profile when any photo listed has one (`-` for those without).
    static func table(_ rows: [InfoRow]) -> String {
        let profiles = rows.contains { $0.info?.colorProfile != nil }
        let cameras = rows.contains { $0.info?.format == .raw }
        let cells: [[String]] = rows.compactMap { row in
            guard let info = row.info else { return nil }
            var cells = [terminalSafe(row.path, keepingNewlines: false), info.format.displayName, "\(info.width)×\(info.height)",
                         String(info.orientation.rawValue), "\(info.displayWidth)×\(info.displayHeight)"]
            if profiles { cells.append(info.colorProfile.map { terminalSafe($0, keepingNewlines: false) } ?? "-") }
            if cameras { cells.append(rawCamera(info).map { terminalSafe($0, keepingNewlines: false) } ?? "-") }
            return cells
        }
        guard !cells.isEmpty else { return "" }
        let header = ["PATH", "FORMAT", "STORED", "ORIENTATION", "DISPLAYED"] + (profiles ? ["PROFILE"] : []) + (cameras ? ["CAMERA"] : [])
        return TextTable(header: header, rightAligned: [2, 3, 4]).render(cells)
    }
}
