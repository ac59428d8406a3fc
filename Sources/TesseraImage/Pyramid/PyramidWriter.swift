import Foundation

/// Writes a zoomable picture — a Deep Zoom image or IIIF level-0 tiles — from rows streamed top
/// to bottom, as ``PNGWriter`` writes a PNG: the renderer hands over bands as it draws them and
/// never holds the whole picture.
///
/// Each level keeps only the rows its next tile row needs (``PyramidLevel``); the rows of the
/// level below are made while streaming, every 2×2 block of pixels averaged. Memory is therefore
/// a few tile rows of each level, whatever the picture's height. Tiles are encoded and written
/// on a ``WorkerPool`` while rows keep coming (``TileEncoder``; at most about two tile rows
/// of the full level wait for it); the bytes of every tile do not depend on the pool. JPEG tiles halve chroma (4:2:0) and carry no ICC profile, as `vips dzsave`
/// writes them; PNG tiles are the picture's pixels exactly.
///
/// What appears, together, at ``finish()``:
/// - Deep Zoom, `path` `OUT.dzi`: the descriptor `OUT.dzi` and the tiles `OUT_files/LEVEL/COL_ROW.jpg`;
/// - IIIF, `path` `OUT`: the folder `OUT/` with `info.json` and `x,y,w,h/w,h/0/default.jpg`.
/// The tiles' folder is built under a temporary name (``AtomicFolder``) and the descriptor
/// written as an ``AtomicFile``, so a failed or interrupted run leaves an earlier pyramid whole.
///
/// ```swift
/// let writer = try PyramidWriter(path: "/tmp/sheet.dzi", width: 1000, height: 700, hasAlpha: false,
///                                options: TileOptions(layout: .deepZoom))
/// try writer.append(rows: PixelBuffer(width: 1000, height: 700, filledWith: .white))
/// try writer.finish()      // /tmp/sheet.dzi and /tmp/sheet_files/0 … 10 now exist
/// ```
public final class PyramidWriter: PictureWriter {
    /// Pixels per row of the full picture.
    public let width: Int
    /// Rows in the full picture.
    public let height: Int
    /// The levels and tiles written.
    public let pyramid: TilePyramid
    /// Tiles written so far.
    public var tilesWritten: Int { encoder.tally.count }
    /// Bytes of tiles written so far.
    public var tileBytes: Int { encoder.tally.bytes }
    /// The most bytes of rows held at once, over all levels: what the pyramid costs in memory
    /// (with the tiles waiting for the encoder, at most about two tile rows of the full level),
    /// bounded by a few tile rows of each level whatever the picture's height.
    public private(set) var peakHeldBytes = 0

    /// The IIIF service's URL, written as `info.json`'s `id`.
    private let iiifID: String
    private let folder: AtomicFolder
    private let encoder: TileEncoder
    private let descriptorPath: String?
    private var levels: [PyramidLevel]
    private var finished = false
    private var failure: EncodeError?

    /// The descriptor written beside the tiles for a Deep Zoom `path`: itself when it ends in
    /// `.dzi`, else `path.dzi`.
    public static func deepZoomDescriptorPath(_ path: String) -> String {
        path.lowercased().hasSuffix(".dzi") ? path : path + ".dzi"
    }

    /// The tiles' folder for `path`: `OUT_files` beside `OUT.dzi`, or the IIIF folder `path` itself.
    public static func tilesFolder(_ path: String, layout: TileOptions.Layout) -> String {
        switch layout {
        case .deepZoom:
            let descriptor = deepZoomDescriptorPath(path)
            return String(descriptor.dropLast(4)) + "_files"
        case .iiif:
            return path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        }
    }

    /// A writer for a `width × height` picture cut as `options` say, tiles at `path` (see the
    /// type's description), encoded and written on `workers`; `hasAlpha` keeps transparency in PNG tiles.
    /// - Throws: ``EncodeError/tooLarge(_:)`` beyond ``PictureLimits`` for tiles,
    ///   ``EncodeError/tooManyTiles(count:limit:tileSize:)``, or
    ///   ``EncodeError/cannotCreate(path:reason:)`` when the folder cannot be made.
    public init(path: String, width: Int, height: Int, hasAlpha: Bool, options: TileOptions, workers: WorkerPool = .callingThread) throws(EncodeError) {
        try EncodeError.checkSize(width: width, height: height, as: .tiled)
        self.width = width
        self.height = height
        pyramid = TilePyramid(size: PixelSize(width: width, height: height), options: options)
        guard pyramid.tileCount <= TilePyramid.maximumTileCount else {
            throw .tooManyTiles(count: pyramid.tileCount, limit: TilePyramid.maximumTileCount, tileSize: options.tileSize)
        }
        levels = pyramid.levels.map { PyramidLevel(size: $0) }
        let tiles = Self.tilesFolder(path, layout: options.layout)
        descriptorPath = options.layout == .deepZoom ? Self.deepZoomDescriptorPath(path) : nil
        iiifID = options.serviceID ?? (tiles.split(separator: "/").last.map(String.init) ?? tiles)
        folder = try AtomicFolder(path: tiles)
        // Cut tiles wait for a worker up to about two tile rows of the full level.
        let queueLimit = 2 * (options.tileSize + 2 * options.overlap) * (width + 2 * options.overlap * ((width + options.tileSize - 1) / options.tileSize)) * 4
        encoder = TileEncoder(pool: workers, options: options, hasAlpha: hasAlpha, folder: folder.temporaryPath, shownFolder: tiles,
                              queueLimit: max(queueLimit, 1 << 20))
        if options.layout == .deepZoom {
            for level in 0..<levels.count where mkdir("\(folder.temporaryPath)/\(level)", 0o777) != 0 {
                throw .cannotCreate(path: tiles, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Appends the next rows of the full picture; `rows.width` MUST equal ``width``.
    public func append(rows: PixelBuffer) throws(EncodeError) {
        precondition(rows.width == width, "PyramidWriter: the band is \(rows.width) wide, the picture \(width)")
        precondition(!finished, "PyramidWriter: rows after finish")
        if let failure { throw failure }
        do {
            try rows.withUnsafeBytes { raw in
                try feed(level: 0, raw, count: rows.height, stride: rows.bytesPerRow)
            }
        } catch let error as EncodeError {
            failure = error
            throw error
        } catch {
            preconditionFailure("PyramidWriter: \(error)")
        }
    }

    deinit {
        // Workers put their tile down before the folder goes.
        encoder.stop()
    }

    /// Completes every level and moves the pyramid into place.
    public func finish() throws(EncodeError) {
        let outputs = try complete()
        for output in outputs { try output.publish() }
    }

    /// Completes every level and hands the pyramid to `set`, which moves it into place with the
    /// other outputs (the pages of a sheet).
    public func finish(into set: AtomicFileSet) throws(EncodeError) {
        for output in try complete() { set.add(output) }
    }

    /// Halves the odd last rows down the levels, checks every tile was cut, writes the IIIF
    /// `info.json` and seals the descriptor: the outputs to publish, tiles first.
    private func complete() throws(EncodeError) -> [any AtomicOutput] {
        precondition(!finished && levels[0].rowsReceived == height, "PyramidWriter: finish after exactly `height` rows")
        if let failure { throw failure }
        finished = true
        do {
            for index in levels.indices.dropLast() {
                guard let last = levels[index].flush() else { continue }
                try last.withUnsafeBytes { raw in
                    try feed(level: index + 1, raw, count: 1, stride: levels[index + 1].rowBytes)
                }
            }
        } catch let error as EncodeError {
            folder.discard()
            throw error
        } catch {
            preconditionFailure("PyramidWriter: \(error)")
        }
        precondition(levels.allSatisfy { $0.rowsReceived == $0.size.height }, "PyramidWriter: a level is incomplete")
        do {
            try encoder.drain()
        } catch {
            folder.discard()
            throw error
        }
        guard let descriptorPath else {
            try writeFile(Array(pyramid.iiifInfo(id: iiifID).utf8), at: folder.temporaryPath + "/info.json", shown: folder.path + "/info.json")
            return [folder]
        }
        let descriptor = try AtomicFile(path: descriptorPath)
        let bytes = Array(pyramid.deepZoomDescriptor.utf8)
        do {
            try TileEncoder.writeAll(bytes, to: descriptor.descriptor, path: descriptorPath)
            try descriptor.seal()
        } catch {
            descriptor.discard()
            folder.discard()
            throw error
        }
        return [folder, descriptor]
    }

    /// Takes `count` rows of level `index`: cuts the tile rows they complete and passes their
    /// halves to the level below.
    private func feed(level index: Int, _ rows: UnsafeRawBufferPointer, count: Int, stride: Int) throws(EncodeError) {
        guard count > 0 else { return }
        levels[index].append(rows, count: count, stride: stride)
        peakHeldBytes = max(peakHeldBytes, levels.reduce(0) { $0 + $1.strip.count })
        try cutReadyTileRows(level: index)
        guard index + 1 < levels.count else { return }
        let below = levels[index].halve(rows, count: count, stride: stride)
        guard below.count > 0 else { return }
        try Self.withBytes(below.bytes) { raw throws(EncodeError) in
            try feed(level: index + 1, raw, count: below.count, stride: levels[index + 1].rowBytes)
        }
    }

    /// Encodes and writes every tile row of level `index` whose rows have all arrived.
    private func cutReadyTileRows(level index: Int) throws(EncodeError) {
        let size = levels[index].size
        let rowSpans = pyramid.spans(length: size.height), columnSpans = pyramid.spans(length: size.width)
        while levels[index].nextTileRow < rowSpans.count,
              rowSpans[levels[index].nextTileRow].upperBound <= levels[index].rowsReceived {
            let row = levels[index].nextTileRow
            for (column, columns) in columnSpans.enumerated() {
                let tile = levels[index].cut(columns: columns, rows: rowSpans[row])
                let paths = [pyramid.tilePath(reduction: index, column: column, row: row)]
                    + pyramid.aliases(reduction: index, column: column, row: row)
                try encoder.submit(TileEncoder.Job(tile: tile, paths: paths))
            }
            levels[index].nextTileRow += 1
            let next = levels[index].nextTileRow
            levels[index].drop(rowsAbove: next < rowSpans.count ? rowSpans[next].lowerBound : size.height)
            folder.touch()
        }
    }

    /// Writes `bytes` to a new file at `path` (`shown` in messages).
    private func writeFile(_ bytes: [UInt8], at path: String, shown: String) throws(EncodeError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .cannotCreate(path: shown, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        try TileEncoder.writeAll(bytes, to: fd, path: shown)
    }

    /// `body` on the bytes of `bytes`, its error kept typed.
    private static func withBytes(_ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) throws(EncodeError) -> Void) throws(EncodeError) {
        let result: Result<Void, EncodeError> = bytes.withUnsafeBytes { raw in
            do throws(EncodeError) { try body(raw); return .success(()) } catch { return .failure(error) }
        }
        try result.get()
    }
}
