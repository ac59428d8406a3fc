/// How a zoomable picture is cut into tiles: the layout its readers expect (Deep Zoom or IIIF),
/// the tile size and overlap, and how each tile is encoded.
///
/// The defaults are each layout's usual ones, those `vips dzsave` writes: Deep Zoom tiles of 254
/// pixels with a 1-pixel overlap (so a tile with both neighbours is 256 wide), IIIF tiles of 512
/// without overlap (IIIF has none).
///
/// ```swift
/// let deepZoom = TileOptions(layout: .deepZoom)                 // 254 px, overlap 1, JPEG
/// let iiif = TileOptions(layout: .iiif, format: .png)           // 512 px, PNG
/// ```
public struct TileOptions: Sendable, Equatable {
    /// Which readers the pyramid is for.
    public enum Layout: String, Sendable, Equatable, CaseIterable {
        /// Microsoft's Deep Zoom (`OUT.dzi` and `OUT_files/LEVEL/COL_ROW.jpg`): OpenSeadragon,
        /// Leaflet plug-ins, `vips dzsave`'s default.
        case deepZoom = "dzi"
        /// IIIF Image API 3.0, level 0: static tiles under `OUT/` with `OUT/info.json`
        /// (Mirador, Universal Viewer, OpenSeadragon).
        case iiif
    }

    /// The encoding of every tile.
    public enum TileFormat: String, Sendable, Equatable, CaseIterable {
        /// Baseline JPEG at ``TileOptions/quality``; what is not opaque is shown over white.
        case jpeg = "jpg"
        /// Lossless PNG; its pixels are the sheet's exactly.
        case png
    }

    /// The layout.
    public var layout: Layout
    /// Tile side in pixels, without the overlap: 1 … 8,192.
    public var tileSize: Int
    /// Pixels each tile repeats of its neighbours on every side that has one: 0 … tileSize / 2
    /// (always 0 for IIIF).
    public var overlap: Int
    /// The tiles' encoding.
    public var format: TileFormat
    /// JPEG quality, 1 … 100.
    public var quality: Int
    /// PNG effort.
    public var compression: PNGCompression
    /// The URL the IIIF folder is served at, written as `info.json`'s `id` (IIIF asks for the
    /// service's own URL); the folder's name when nil.
    public var serviceID: String?

    /// The largest tile side accepted.
    public static let maximumTileSize = 8_192

    /// Options for `layout`, its usual tile size and overlap unless given.
    public init(layout: Layout, tileSize: Int? = nil, overlap: Int? = nil, format: TileFormat = .jpeg,
                quality: Int = JPEGWriter.defaultQuality, compression: PNGCompression = .default, serviceID: String? = nil) {
        self.layout = layout
        self.tileSize = tileSize ?? (layout == .deepZoom ? 254 : 512)
        self.overlap = overlap ?? (layout == .deepZoom ? 1 : 0)
        self.format = format
        self.quality = quality
        self.compression = compression
        self.serviceID = serviceID
    }

    /// Refuses sizes no reader could use: a tile side outside 1 … ``maximumTileSize``, an
    /// overlap below 0 or above half the tile, an overlap in IIIF, a quality outside 1 … 100.
    public func validate() throws(TileOptionsError) {
        guard (1...Self.maximumTileSize).contains(tileSize) else { throw .tileSize(tileSize) }
        guard overlap >= 0 && overlap <= tileSize / 2 else { throw .overlap(overlap, tileSize: tileSize) }
        guard layout == .deepZoom || overlap == 0 else { throw .overlapInIIIF(overlap) }
        guard (1...100).contains(quality) else { throw .quality(quality) }
    }
}

/// Why ``TileOptions`` cannot be used.
public enum TileOptionsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The tile side is outside 1 … ``TileOptions/maximumTileSize``.
    case tileSize(Int)
    /// The overlap is negative or more than half the tile side.
    case overlap(Int, tileSize: Int)
    /// IIIF tiles do not overlap.
    case overlapInIIIF(Int)
    /// The JPEG quality is outside 1 … 100.
    case quality(Int)

    /// The reason in words.
    public var description: String {
        switch self {
        case .tileSize(let size): "a tile is 1 to \(TileOptions.maximumTileSize) pixels a side, not \(size)"
        case .overlap(let overlap, let tileSize): "the overlap must be 0 to \(tileSize / 2) pixels (half the tile), not \(overlap)"
        case .overlapInIIIF(let overlap): "IIIF tiles do not overlap (the overlap is \(overlap)); give --overlap only for Deep Zoom"
        case .quality(let quality): "JPEG quality is 1 to 100, not \(quality)"
        }
    }
}
