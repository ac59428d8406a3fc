import ArgumentParser
import Foundation
import TesseraImage
import TesseraRender

/// `tessera cache prune DIR --max-size SIZE`: bounds a thumbnail cache (`sheet --cache`).
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Look after a thumbnail cache (sheet --cache, or an archive's OUT/.tessera/cache).",
        subcommands: [Prune.self]
    )

    struct Prune: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Remove the least recently used thumbnails until the cache holds at most --max-size.",
            discussion: "Safe while sheets are being made with the same cache: a removed thumbnail is decoded again. Temporary files writers left more than an hour ago go too."
        )

        @Argument(help: "The cache folder.")
        var folder: String

        @Option(help: ArgumentHelp("The most the cache may hold: 10GB, 500MB, 0 to empty it.", valueName: "size"))
        var maxSize: String

        func validate() throws {
            guard ByteCount.parse(maxSize) != nil || maxSize == "0" else {
                throw ValidationError("--max-size takes a size such as 500MB or 10GB, not '\(maxSize)'.")
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("\(folder) is not a folder.")
            }
        }

        func run() throws {
            let limit = maxSize == "0" ? 0 : ByteCount.parse(maxSize) ?? 0
            let pruned = ThumbnailCache(directory: folder).prune(maxBytes: limit)
            print("\(pruned.entries) thumbnails, \(ByteCount.text(pruned.bytes, kilobyteDecimals: 1)): removed \(pruned.removedEntries), \(ByteCount.text(pruned.removedBytes, kilobyteDecimals: 1)); \(pruned.entries - pruned.removedEntries) left, \(ByteCount.text(pruned.bytes - pruned.removedBytes, kilobyteDecimals: 1))")
        }
    }
}
