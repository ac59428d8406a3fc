import Foundation
import Testing
@testable import TesseraImage
import TesseraTestSupport

/// Issue 37, point 4: the thumbnail cache serves the decode's own pixels and warnings, and
/// never a thumbnail of another photo or of an older version of a file.
@Suite("Thumbnail cache", .serialized)
struct ThumbnailCacheTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A photo copied into `folder`, its modification time set an hour back. Its change time
    /// is now: call ``settle()`` once the test's photos are in place.
    static func photo(_ source: String, in folder: URL, as name: String) throws -> String {
        let target = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: TestData.repositoryRoot.appendingPathComponent(source), to: target)
        var times = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 123_456_789), timespec(tv_sec: time(nil) - 3600, tv_nsec: 123_456_789)]
        #expect(utimensat(AT_FDCWD, target.path, &times, 0) == 0)
        return target.path
    }

    /// Waits until photos changed now are older than the cache's settling time.
    static func settle() { sleep(UInt32(ThumbnailCacheKey.settleSeconds)) }

    @Test("an entry gives back the very bytes, scale and warnings it was made from")
    func entryRoundTrip() throws {
        var pixels = PixelBuffer(width: 37, height: 23)
        pixels.withUnsafeMutableBytes { bytes in
            for index in stride(from: 0, to: bytes.count, by: 4) {
                let alpha = UInt8(truncatingIfNeeded: index &* 7)
                bytes[index + 3] = alpha
                for channel in 0..<3 { bytes[index + channel] = UInt8(truncatingIfNeeded: (index * (channel + 3)) % (Int(alpha) + 1)) }
            }
        }
        let contents = ThumbnailCacheEntry.Contents(key: "key\nline 2\n", scale: DecodeScale(numerator: 3, denominator: 8),
                                                    warnings: ["damaged after row 12", "ICC: ünïcode"], pixels: pixels)
        let bytes = try #require(ThumbnailCacheEntry.encode(contents))
        #expect(ThumbnailCacheEntry.decode(bytes) == contents)
        // Cut short anywhere, or with a byte of its pixels changed: no entry.
        for cut in [10, bytes.count / 2, bytes.count - 1] { #expect(ThumbnailCacheEntry.decode(Array(bytes.prefix(cut))) == nil) }
        var flipped = bytes
        flipped[bytes.count - 10] ^= 0xFF
        #expect(ThumbnailCacheEntry.decode(flipped) == nil)
    }

    @Test("a hit is the decode's thumbnail byte for byte; another decode size, another photo or a rewritten file is a miss")
    func lookup() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ThumbnailCache(directory: folder.appendingPathComponent("cache").path)
        let path = try Self.photo("SampleImages/Close-ups/wine.jpg", in: folder, as: "a.jpg")
        let copy = try Self.photo("SampleImages/Close-ups/wine.jpg", in: folder, as: "b.jpg")
        Self.settle()
        let decoder = ImageDecoder()
        #expect(cache.lookup(path: path, width: 120, height: 90, mode: .fill, decoder: decoder) == nil)
        let decoded = try decoder.thumbnail(fileAt: path, width: 120, height: 90, mode: .fill)
        cache.store(decoded, path: path, width: 120, height: 90, mode: .fill, decoder: decoder)
        let hit = try #require(cache.lookup(path: path, width: 120, height: 90, mode: .fill, decoder: decoder))
        #expect(hit.pixels.bytes == decoded.pixels.bytes && hit.pixels.width == 120 && hit.scale == decoded.scale && hit.warnings == decoded.warnings)
        #expect(cache.lookup(path: path, width: 121, height: 90, mode: .fill, decoder: decoder) == nil)
        #expect(cache.lookup(path: path, width: 120, height: 90, mode: .fit, decoder: decoder) == nil)
        #expect(cache.lookup(path: path, width: 120, height: 90, mode: .fill, decoder: ImageDecoder(options: DecodeOptions(strict: true))) == nil)
        // The same bytes under another name are another photo.
        #expect(cache.lookup(path: copy, width: 120, height: 90, mode: .fill, decoder: decoder) == nil)
        // Rewritten with another photo of the same size would be caught by size; here another
        // photo is written and its modification time set back to the old one: ctime still moved.
        var before = stat()
        stat(path, &before)
        let other = try Data(contentsOf: TestData.repositoryRoot.appendingPathComponent("SampleImages/Close-ups/free.jpg"))
        try other.write(to: URL(fileURLWithPath: path))
        var times = [before.st_atim, before.st_mtim]
        utimensat(AT_FDCWD, path, &times, 0)
        #expect(cache.lookup(path: path, width: 120, height: 90, mode: .fill, decoder: decoder) == nil)
    }

    @Test("an entry whose key text is not the one asked for is never served, whatever its name")
    func foreignEntry() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ThumbnailCache(directory: folder.appendingPathComponent("cache").path)
        let a = try Self.photo("SampleImages/Close-ups/wine.jpg", in: folder, as: "a.jpg")
        let b = try Self.photo("SampleImages/Close-ups/free.jpg", in: folder, as: "b.jpg")
        Self.settle()
        let decoder = ImageDecoder()
        cache.store(try decoder.thumbnail(fileAt: b, width: 50, height: 50, mode: .fill), path: b, width: 50, height: 50, mode: .fill, decoder: decoder)
        let keyA = try #require(ThumbnailCacheKey(path: a, parameters: ThumbnailCache.parameters(width: 50, height: 50, mode: .fill, decoder: decoder)))
        let keyB = try #require(ThumbnailCacheKey(path: b, parameters: ThumbnailCache.parameters(width: 50, height: 50, mode: .fill, decoder: decoder)))
        // b's entry copied to where a's would be.
        #expect(ThumbnailCache.makeFolders(folder.appendingPathComponent("cache/\(keyA.digest.prefix(2))").path))
        try FileManager.default.copyItem(atPath: cache.entryPath(keyB.digest), toPath: cache.entryPath(keyA.digest))
        #expect(cache.lookup(path: a, width: 50, height: 50, mode: .fill, decoder: decoder) == nil)
        #expect(cache.lookup(path: b, width: 50, height: 50, mode: .fill, decoder: decoder) != nil)
    }

    @Test("a photo changed in the last two seconds is not stored; whole-second file systems add the content's hash")
    func settlingAndCoarseTimes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ThumbnailCache(directory: folder.appendingPathComponent("cache").path)
        let path = folder.appendingPathComponent("fresh.jpg").path
        try FileManager.default.copyItem(atPath: TestData.repositoryRoot.appendingPathComponent("SampleImages/Close-ups/wine.jpg").path, toPath: path)
        let decoder = ImageDecoder()
        cache.store(try decoder.thumbnail(fileAt: path, width: 40, height: 40, mode: .fill), path: path, width: 40, height: 40, mode: .fill, decoder: decoder)
        #expect(cache.lookup(path: path, width: 40, height: 40, mode: .fill, decoder: decoder) == nil)
        // Whole seconds (mtime's nanoseconds 0; ctime can only be made so by chance: the key is
        // checked with both at 0 through its text instead).
        let key = try #require(ThumbnailCacheKey(path: path, parameters: "p", now: Int(time(nil)) + 60))
        #expect(!key.isSettling && !key.text.contains("content "))
        #expect(ThumbnailCacheKey.contentDigest(path) == SHA256Tests.sha256sum([UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))))
    }

    @Test("pruning removes the least recently used entries down to the size asked for")
    func prune() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ThumbnailCache(directory: folder.appendingPathComponent("cache").path)
        let decoder = ImageDecoder()
        let paths = try ["wine", "free", "friends", "umang"].enumerated().map { index, name in
            try Self.photo("SampleImages/Close-ups/\(name).jpg", in: folder, as: "\(index).jpg")
        }
        Self.settle()
        for path in paths {
            cache.store(try decoder.thumbnail(fileAt: path, width: 64, height: 64, mode: .fill), path: path, width: 64, height: 64, mode: .fill, decoder: decoder)
        }
        // Used long ago, except the last two, which a lookup touches now.
        for path in paths {
            let key = try #require(ThumbnailCacheKey(path: path, parameters: ThumbnailCache.parameters(width: 64, height: 64, mode: .fill, decoder: decoder)))
            var times = [timespec(tv_sec: time(nil) - 7200, tv_nsec: 0), timespec(tv_sec: time(nil) - 7200, tv_nsec: 0)]
            utimensat(AT_FDCWD, cache.entryPath(key.digest), &times, 0)
        }
        for path in paths.suffix(2) { #expect(cache.lookup(path: path, width: 64, height: 64, mode: .fill, decoder: decoder) != nil) }
        let sizes = try paths.map { path -> Int in
            let key = try #require(ThumbnailCacheKey(path: path, parameters: ThumbnailCache.parameters(width: 64, height: 64, mode: .fill, decoder: decoder)))
            return (try FileManager.default.attributesOfItem(atPath: cache.entryPath(key.digest))[.size] as? Int) ?? 0
        }
        let pruned = cache.prune(maxBytes: sizes[2] + sizes[3])
        #expect(pruned.entries == 4 && pruned.removedEntries == 2 && pruned.removedBytes == sizes[0] + sizes[1])
        for (index, path) in paths.enumerated() {
            #expect((cache.lookup(path: path, width: 64, height: 64, mode: .fill, decoder: decoder) != nil) == (index >= 2))
        }
        #expect(cache.prune(maxBytes: 0).removedEntries == 2)
    }
}
