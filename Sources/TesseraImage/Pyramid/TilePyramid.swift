import Foundation

/// The geometry of a zoomable picture: its levels, from the full picture down, each the one above
/// halved (rounded up), and each level's tiles, named as Deep Zoom or IIIF readers ask for them.
///
/// Deep Zoom levels go down to 1×1 and are numbered from there up: a 1000×700 picture has
/// levels 0 (1×1) … 10 (1000×700), level 9 being 500×350. A tile of column `c` covers pixels
/// `c·T − overlap ..< (c+1)·T + overlap` of its level, cut at the level's edges, as in
/// `vips dzsave` and the Deep Zoom reference. IIIF levels go down until the whole level fits one
/// tile; a tile is named by the full picture's region it shows and its own size
/// (`x,y,w,h/w',h'/0/default.jpg`, as IIIF Image API 3.0 level 0 asks).
///
/// ```swift
/// let pyramid = TilePyramid(size: PixelSize(width: 1000, height: 700), options: TileOptions(layout: .deepZoom))
/// print(pyramid.levels.count, pyramid.spans(length: 1000).map(\.count))
/// // 11 [255, 256, 256, 239]
/// print(pyramid.tilePath(reduction: 1, column: 1, row: 1))
/// // 9/1_1.jpg
/// ```
public struct TilePyramid: Sendable, Equatable {
    /// The full picture's size.
    public let size: PixelSize
    /// Tile size, overlap, layout and encoding.
    public let options: TileOptions
    /// Each level's size, the full picture first: `levels[k]` is the picture reduced `k` times.
    public let levels: [PixelSize]

    /// The pyramid of a `size` picture cut as `options` say.
    public init(size: PixelSize, options: TileOptions) {
        self.size = size
        self.options = options
        var levels = [size]
        while let last = levels.last, options.layout == .deepZoom ? last.width > 1 || last.height > 1
                : last.width > options.tileSize || last.height > options.tileSize {
            levels.append(PixelSize(width: (last.width + 1) / 2, height: (last.height + 1) / 2))
        }
        self.levels = levels
    }

    /// The pixel ranges of the tiles along one side of `length` pixels: tile `i` starts
    /// ``TileOptions/overlap`` pixels before `i × tileSize` (but not before 0) and ends as far
    /// past `(i + 1) × tileSize` (but not past `length`).
    public func spans(length: Int) -> [Range<Int>] {
        let tile = options.tileSize, overlap = options.overlap
        return (0..<((length + tile - 1) / tile)).map { index in
            max(0, index * tile - overlap)..<min(length, (index + 1) * tile + overlap)
        }
    }

    /// The most tiles one pyramid may have: two million files (a 1,600-pixel sheet of 90,000
    /// photos has about 150,000 at the usual 254 pixels); `--tile-size 1` over a large sheet
    /// would otherwise ask for billions of files.
    public static let maximumTileCount = 2_000_000

    /// The number of tiles in all levels.
    public var tileCount: Int {
        levels.reduce(0) { $0 + spans(length: $1.width).count * spans(length: $1.height).count }
    }

    /// The scale factor of the level reduced `reduction` times: 2 to that power.
    public func scaleFactor(reduction: Int) -> Int { 1 << reduction }

    /// Where the tile at `column`, `row` of the level reduced `reduction` times is written,
    /// relative to the tiles' folder (`OUT_files/` for Deep Zoom, `OUT/` for IIIF).
    public func tilePath(reduction: Int, column: Int, row: Int) -> String {
        let ext = options.format.rawValue
        switch options.layout {
        case .deepZoom:
            return "\(levels.count - 1 - reduction)/\(column)_\(row).\(ext)"
        case .iiif:
            let region = iiifRegion(reduction: reduction, column: column, row: row)
            let level = levels[reduction]
            let width = min(options.tileSize, level.width - column * options.tileSize)
            let height = min(options.tileSize, level.height - row * options.tileSize)
            return "\(region.x),\(region.y),\(region.width),\(region.height)/\(width),\(height)/0/default.\(ext)"
        }
    }

    /// The region of the full picture an IIIF tile shows: `tileSize × scale` pixels a side from
    /// its corner, cut at the picture's edges.
    func iiifRegion(reduction: Int, column: Int, row: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let side = options.tileSize * scaleFactor(reduction: reduction)
        let x = column * side, y = row * side
        return (x, y, min(side, size.width - x), min(side, size.height - y))
    }

    /// Extra names a tile is written under: the smallest IIIF level, one tile showing the whole
    /// picture, is also `full/w,h/0/default.jpg`, the size ``iiifInfo(id:)`` lists.
    public func aliases(reduction: Int, column: Int, row: Int) -> [String] {
        guard options.layout == .iiif, reduction == levels.count - 1, column == 0, row == 0 else { return [] }
        let level = levels[reduction]
        return ["full/\(level.width),\(level.height)/0/default.\(options.format.rawValue)"]
    }

    /// The Deep Zoom descriptor (`OUT.dzi`): the tile size, overlap and format, and the picture's size.
    public var deepZoomDescriptor: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Image xmlns="http://schemas.microsoft.com/deepzoom/2008" Format="\(options.format.rawValue)" Overlap="\(options.overlap)" TileSize="\(options.tileSize)">
          <Size Width="\(size.width)" Height="\(size.height)"/>
        </Image>

        """
    }

    /// The IIIF Image API 3.0 `info.json` of a level-0 service at `id` (the URL its folder is
    /// served at): the size, the tiles' size and scale factors, and the one whole-picture size.
    public func iiifInfo(id: String) -> String {
        let factors = levels.indices.map { String(scaleFactor(reduction: $0)) }.joined(separator: ", ")
        let smallest = levels[levels.count - 1]
        return """
        {
          "@context": "http://iiif.io/api/image/3/context.json",
          "id": \(Self.jsonString(id)),
          "type": "ImageService3",
          "protocol": "http://iiif.io/api/image",
          "profile": "level0",
          "width": \(size.width),
          "height": \(size.height),
          "sizes": [{ "width": \(smallest.width), "height": \(smallest.height) }],
          "tiles": [{ "width": \(options.tileSize), "scaleFactors": [\(factors)] }]
        }

        """
    }

    /// `text` as a JSON string literal (Foundation's encoder: quotes, backslashes and control
    /// characters escaped, slashes as they are).
    static func jsonString(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
