#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thumbnails kept between runs, so that a sheet whose folder gained one photo decodes one
/// photo (`tessera sheet --cache DIR`; an archive's `OUT/.tessera/cache` by default).
///
/// An entry is found by the SHA-256 of its key (``ThumbnailCacheKey``: the photo's canonical
/// path and identity, and every parameter of the decode) in `DIR/ab/abcdef….thumb`, and is
/// served only when the key text it holds is the one asked for, whole: never a thumbnail of
/// another photo, nor of an older version of the same file. What it serves is the decode's own
/// pixels, scale and warnings (``ThumbnailCacheEntry``): a sheet drawn from it is byte for byte
/// the one drawn without it, and a damaged photo is still reported by name.
///
/// Many processes may share one cache, also on a network file system: an entry is written
/// under a temporary name and renamed into place (``AtomicWrite``), and two writers of one key
/// write the same bytes. A hit touches the entry's modification time, which ``prune(maxBytes:)``
/// (`tessera cache prune --max-size`) uses to remove the least recently used first. Failing to
/// read or write the cache is never an error: the photo is decoded as if there were none.
public struct ThumbnailCache: Sendable, Equatable {
    /// The cache's folder.
    public let directory: String

    public init(directory: String) {
        self.directory = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    }

    /// The default for an archive's sheets: `OUT/.tessera/cache`.
    public static func forArchive(output: String) -> ThumbnailCache {
        ThumbnailCache(directory: (output.hasSuffix("/") ? output : output + "/") + ".tessera/cache")
    }

    /// The decode parameters of a thumbnail `width` × `height` in `mode` by `decoder`.
    static func parameters(width: Int, height: Int?, mode: AspectMode, decoder: ImageDecoder) -> String {
        "thumbnail \(width)x\(height.map(String.init) ?? "auto") \(mode) \(decoder.options)"
    }

    /// The thumbnail cached for this decode, with its warnings; nil on a miss.
    public func lookup(path: String, width: Int, height: Int?, mode: AspectMode, decoder: ImageDecoder) -> DecodedImage? {
        guard let key = ThumbnailCacheKey(path: path, parameters: Self.parameters(width: width, height: height, mode: mode, decoder: decoder)),
              let bytes = Self.readWhole(entryPath(key.digest)), let entry = ThumbnailCacheEntry.decode(bytes), entry.key == key.text,
              let info = try? ImageProbe.probe(fileAt: path) else { return nil }
        // Recently used: what pruning keeps.
        utimensat(AT_FDCWD, entryPath(key.digest), nil, 0)
        return DecodedImage(pixels: entry.pixels, info: info, scale: entry.scale, warnings: entry.warnings)
    }

    /// Keeps `image`, the thumbnail of this decode; does nothing for a photo changed in the last
    /// seconds, or when the cache cannot be written.
    public func store(_ image: DecodedImage, path: String, width: Int, height: Int?, mode: AspectMode, decoder: ImageDecoder) {
        guard let key = ThumbnailCacheKey(path: path, parameters: Self.parameters(width: width, height: height, mode: mode, decoder: decoder)),
              !key.isSettling,
              let bytes = ThumbnailCacheEntry.encode(ThumbnailCacheEntry.Contents(key: key.text, scale: image.scale, warnings: image.warnings,
                                                                                 pixels: image.pixels)) else { return }
        guard Self.makeFolders(directory + "/" + key.digest.prefix(2)) else { return }
        // Not flushed to disk: an entry a crash loses is a miss, and a flush a thumbnail would
        // double a first run's time.
        try? AtomicWrite.write(bytes, to: entryPath(key.digest), durable: false)
    }

    /// `mkdir -p`: every folder of `path` made as needed; false when one cannot be.
    static func makeFolders(_ path: String) -> Bool {
        var made = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            made += "/" + component
            if mkdir(made, 0o777) != 0 && errno != EEXIST { return false }
        }
        return true
    }

    func entryPath(_ digest: String) -> String { directory + "/" + digest.prefix(2) + "/" + digest + ".thumb" }

    /// A whole file, at most 64 MiB; nil when it cannot be read.
    static func readWhole(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size <= 64 << 20 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress.map { $0 + done }, $0.count - done) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            done += count
        }
        return bytes
    }
}
