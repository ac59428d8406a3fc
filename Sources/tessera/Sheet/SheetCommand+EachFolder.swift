import ArgumentParser
import Foundation
import TesseraImage
import TesseraRender

/// `tessera sheet ROOT --each-folder -o OUT/ [--shard I/N|auto]`: one sheet for every folder
/// under ROOT that holds photos directly, each a unit of its own — its photos' listing and the
/// options in, its sheet and a record (``ArchiveRecord``) out, each written atomically — so a
/// shard killed at any moment loses at most the folder it was drawing, and the next run redoes
/// only what is missing or changed.
extension SheetCommand {
    /// The options that go with --each-folder, checked before anything is read.
    func validateEachFolder() throws {
        guard paths.count == 1 else {
            throw ValidationError("--each-folder takes one folder (the archive's root), not \(paths.count) paths.")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--each-folder takes a folder: \(paths[0]) is a file.")
        }
        guard output != "-" else { throw ValidationError("--each-folder writes a folder of sheets: -o names that folder, not -.") }
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue {
            throw ValidationError("--each-folder writes a folder of sheets: -o \(output) is a file.")
        }
        let root = canonicalPath(paths[0]), out = canonicalPath(output)
        if out == root || out.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            throw ValidationError("-o \(output) is inside \(paths[0]): its sheets would be walked as photos; write them outside the archive.")
        }
        if indexCsv != nil { throw ValidationError("--index-csv goes with one sheet, not --each-folder.") }
        let format = try eachFolderFormat()
        if format == .pdf && paper == nil { throw ValidationError("A PDF is printed pages: give --paper (a4, letter, …) with --format pdf.") }
        try validateTiles(format)
        if let shard, shard != "auto" {
            do { _ = try ArchiveShard.parse(shard, shards: shards, environment: [:]) } catch { throw ValidationError(error.description) }
        } else if shard == nil, shards != nil {
            throw ValidationError("--shards goes with --shard auto (a Kubernetes Indexed Job).")
        }
    }

    /// The format every folder's sheet is written in: `--format` (PNG by default).
    func eachFolderFormat() throws -> PictureFormat {
        // An IIIF sheet is a folder: its name has no extension.
        try picture.format(of: picture.format == .iiif ? "sheet" : "sheet." + (picture.format?.rawValue ?? "png"), allowsPDF: true, allowsTiles: true)
    }

    func runEachFolder() throws {
        let started = Date()
        let root = paths[0]
        let out = output.hasSuffix("/") ? output : output + "/"
        let shard: ArchiveShard
        do {
            shard = try ArchiveShard.parse(self.shard ?? "1/1", shards: shards, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
        let format = try eachFolderFormat()
        let fileExtension = switch format {
        case .jpeg: "jpg"
        case .pdf: "pdf"
        case .deepZoom: "dzi"
        case .iiif: ""
        case .png: "png"
        }
        if dryRun {
            printPlan(root: root, shard: shard)
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot create the output folder \(output): \(error.localizedDescription)")
        }
        guard access(out, W_OK) == 0 else { throw CommandFailure("cannot write in the output folder \(output): \(String(cString: strerror(errno)))") }

        let walk = ArchiveWalker.walk(root)
        for problem in walk.problems where problem.problem?.isFolder == true {
            printProblem("failed", problem.path, problem.failure ?? "cannot read")
        }
        let plan = ArchivePlan(folders: walk.folders.map { ($0.relativePath, $0.photoCount) }, shards: shard.count)
        let mine = plan.assignments.filter { $0.shard == shard.index }
        let options = fingerprintOptions()
        let rootName = URL(fileURLWithPath: canonicalPath(root)).lastPathComponent
        var tally = ArchiveTally()
        tally.unreadableFolders = walk.problems.filter { $0.problem?.isFolder == true }.count
        for (number, folder) in mine.enumerated() {
            let name = folder.path.isEmpty ? rootName : folder.path
            let unit = ArchiveUnit(root: root, out: out, folder: folder.path, name: name, fileExtension: fileExtension)
            let listing = ArchiveWalker.listing(of: unit.source)
            let fingerprint = ArchiveFingerprint.make(version: Tessera.configuration.version, options: options, folder: folder.path,
                                                      listingDigest: listing.digest)
            if let record = unit.existingRecord(), record.fingerprint == fingerprint, unit.outputsPresent(record) {
                tally.add(skipped: record)
                if !quiet { printError("tessera: [\(number + 1)/\(mine.count)] \(name): unchanged, skipped") }
                continue
            }
            do {
                let made = try makeFolderSheet(unit, listing: listing, fingerprint: fingerprint)
                let record = made.record
                tally.add(written: record)
                if !quiet {
                    let files = record.outputs.map { out + $0.path }.joined(separator: ", ")
                    let cached = made.cached > 0 ? " (\(made.cached) from the cache)" : ""
                    printError("tessera: [\(number + 1)/\(mine.count)] \(name): \(record.drawn) photo\(record.drawn == 1 ? "" : "s")\(cached) → \(files.isEmpty ? "no sheet (no photo kept)" : files)")
                }
            } catch {
                tally.add(failedFolder: name, message: String(describing: error))
                printProblem("failed", unit.source, String(describing: error))
            }
        }
        let summary = tally.summary(shard: shard, folders: plan.assignments.count, seconds: Date().timeIntervalSince(started))
        do {
            try FileManager.default.createDirectory(atPath: out + ".tessera", withIntermediateDirectories: true)
            try AtomicWrite.write(summary, to: out + ".tessera/shard-\(shard.index + 1)-of-\(shard.count).json")
            if shard.count == 1 { try ArchiveIndex.write(under: out, title: nil) }
        } catch {
            throw CommandFailure("cannot write the summary or index in \(output): \(error)")
        }
        if !quiet {
            printError("tessera: shard \(shard): \(mine.count) of \(plan.assignments.count) folders — \(tally.written) written, \(tally.skipped) unchanged, \(tally.failedFolders.count) failed; \(tally.photos) photos, \(tally.failedPhotos) failed, \(tally.damaged) damaged in \(String(format: "%.2f", Date().timeIntervalSince(started))) s"
                + (shard.count == 1 ? " → \(out)\(ArchiveIndex.htmlName)" : " (then: tessera index \(out))"))
        }
        if !tally.failedFolders.isEmpty || failOn.fails(failures: tally.failedPhotos + tally.unreadableFolders, warnings: tally.damaged) {
            throw ExitCode(ExitStatus.failure)
        }
    }

    /// `--dry-run`: the walk and the plan, on standard output; nothing is written.
    private func printPlan(root: String, shard: ArchiveShard) {
        let started = Date()
        let walk = ArchiveWalker.walk(root)
        for problem in walk.problems where problem.problem?.isFolder == true {
            printProblem("failed", problem.path, problem.failure ?? "cannot read")
        }
        let plan = ArchivePlan(folders: walk.folders.map { ($0.relativePath, $0.photoCount) }, shards: shard.count)
        let photos = plan.photosPerShard
        print("\(walk.folders.count) folders with photos, \(photos.reduce(0, +)) photos, in \(shard.count) shard\(shard.count == 1 ? "" : "s") (walked and planned in \(String(format: "%.2f", Date().timeIntervalSince(started))) s)")
        for index in 0..<shard.count where shard.count <= 64 || index == shard.index {
            print("shard \(ArchiveShard(index: index, count: shard.count)): \(plan.folders(of: index).count) folders, \(photos[index]) photos")
        }
        if self.shard != nil {
            for folder in plan.assignments where folder.shard == shard.index {
                print("  \(folder.path.isEmpty ? "." : folder.path)\t\(folder.photos)")
            }
        }
    }

    /// Draws one folder's sheet and then writes its record; returns the record and the
    /// thumbnails the cache served.
    private func makeFolderSheet(_ unit: ArchiveUnit, listing: ArchiveWalker.Listing, fingerprint: String) throws -> (record: ArchiveRecord, cached: Int) {
        try FileManager.default.createDirectory(atPath: unit.folderOfOutputs, withIntermediateDirectories: true)
        let prefix = unit.source.hasSuffix("/") ? unit.source : unit.source + "/"
        var collection = PhotoCollector.collect(listing.photos.map { prefix + $0.name }, order: sort,
                                                jobs: rendering.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        collection.photos += listing.problems.map { GalleryPhoto(path: $0.path, folder: "", aspectRatio: nil, failure: $0.failure ?? "cannot read") }
        collection.photos = pairs.filter(collection.photos)
        let found = collection.photos.count
        let selection = PhotoSelection(minimumRating: minRating, picksOnly: picks, keepsRejects: showRejects)
        if !selection.keepsAll { collection.photos = collection.photos.filter(selection.keeps) }
        var outputs: [ArchiveRecord.Output] = []
        var drawn = 0, failed = 0, damaged = 0, cached = 0
        var preview: String?
        if !collection.photos.isEmpty {
            let sheetTitle = (title ?? "{folder}").replacingOccurrences(of: "{folder}", with: unit.name)
            let made = try makeSheet(collection, to: unit.target, title: sheetTitle.isEmpty ? nil : sheetTitle, progress: Progress(enabled: false))
            drawn = made.pages.photosDrawn
            failed = made.failures.count
            damaged = made.pages.warnings.count
            cached = made.pages.thumbnailsFromCache
            outputs = made.pages.pages.map { page in
                // A zoomable sheet is opened through its page, which the record lists.
                let path = page.tiles?.page ?? page.path
                let bytes = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
                return ArchiveRecord.Output(path: unit.relativeToOut(path), width: page.size.width, height: page.size.height, bytes: bytes)
            }
            if unit.fileExtension != "pdf", let first = made.pages.pages.first {
                let picture = first.tiles == nil ? first.path : try previewTile(of: first, format: eachFolderFormat())
                preview = try writePreview(of: picture, to: unit.previewPath) ? unit.relativeToOut(unit.previewPath) : nil
            }
        } else if let old = unit.existingRecord() {
            // The filters now keep none: the earlier sheet no longer says what the folder holds.
            for output in old.outputs { unlink(unit.out + output.path) }
        }
        let record = ArchiveRecord(archive: unit.archive, folder: unit.folder, photos: found, drawn: drawn, failed: failed, damaged: damaged, outputs: outputs,
                                   preview: preview, written: ISO8601DateFormatter().string(from: Date()), fingerprint: fingerprint)
        try AtomicWrite.write(record.json(), to: unit.recordPath)
        return (record, cached)
    }

    /// The tile of a zoomable sheet to make its preview from: the top-left tile of the largest
    /// level one tile wide.
    private func previewTile(of page: SheetPagesReport.Page, format: PictureFormat) throws -> String {
        guard case .tiles(let options) = try picture.encoding(format, compression: rendering.compression.compression, tiles: tiles) else { return page.path }
        let pyramid = TilePyramid(size: page.size, options: options)
        let reduction = pyramid.levels.firstIndex { $0.width <= options.tileSize } ?? pyramid.levels.count - 1
        return PyramidWriter.tilesFolder(page.path, layout: options.layout) + "/" + pyramid.tilePath(reduction: reduction, column: 0, row: 0)
    }

    /// The index's picture of a sheet: its top, 240 pixels wide and at most 180 high, as a PNG.
    /// False when the sheet cannot be read back (the index then shows the sheet itself).
    private func writePreview(of sheet: String, to path: String) throws -> Bool {
        guard let thumbnail = try? ImageDecoder().thumbnail(fileAt: sheet, width: ArchiveUnit.previewSize.width) else { return false }
        let rows = min(thumbnail.pixels.height, ArchiveUnit.previewSize.height)
        let top = PixelBuffer(width: thumbnail.pixels.width, height: rows, bytesPerRow: thumbnail.pixels.bytesPerRow,
                              bytes: Array(thumbnail.pixels.bytes.prefix(thumbnail.pixels.bytesPerRow * rows)))
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNGWriter.write(top, to: path)
        return true
    }

    /// The options that change what a folder's sheet looks like, as given after `sheet` on the
    /// command line: all but the root, `-o`, `--shard`, `--shards`, `--each-folder`, `--jobs`,
    /// `--memory-limit`, `--cache`, `--no-cache`, `--fail-on` and `--quiet` (which change where,
    /// how fast or what is said, never the picture). Written in another order, the same options count as changed.
    func fingerprintOptions() -> [String] {
        let arguments = Array(CommandLine.arguments.drop { $0 != "sheet" }.dropFirst())
        let valued: Set<String> = ["-o", "--output", "--shard", "--shards", "--jobs", "--memory-limit", "--fail-on", "--cache"]
        let flags: Set<String> = ["--each-folder", "-q", "--quiet", "--no-cache"]
        var kept: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext {
                skipNext = false
                continue
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if valued.contains(argument) {
                skipNext = true
            } else if valued.contains(name) || flags.contains(argument) || argument == paths[0] {
                continue
            } else {
                kept.append(argument)
            }
        }
        return kept
    }
}
