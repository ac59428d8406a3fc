import Foundation

/// What one shard did, for its closing line, its JSON summary and its exit status.
public struct ArchiveTally: Sendable {
    /// Folders written and skipped, photos found, failed and damaged, unreadable folders, and
    /// the folders whose sheet or record could not be written, with why.
    public var written = 0, skipped = 0, photos = 0, failedPhotos = 0, damaged = 0, unreadableFolders = 0
    public var failedFolders: [(folder: String, message: String)] = []

    public init() {}

    public mutating func add(written record: ArchiveRecord) {
        written += 1
        count(record)
    }

    public mutating func add(skipped record: ArchiveRecord) {
        skipped += 1
        count(record)
    }

    public mutating func add(failedFolder folder: String, message: String) { failedFolders.append((folder, message)) }

    private mutating func count(_ record: ArchiveRecord) {
        photos += record.photos
        failedPhotos += record.failed
        damaged += record.damaged
    }

    /// The shard's summary as JSON (keys sorted): for the scheduler's logs and the index job.
    public func summary(shard: ArchiveShard, folders: Int, seconds: Double) -> [UInt8] {
        struct Failure: Encodable { var folder: String, message: String }
        struct Summary: Encodable {
            var shard: String, shardIndex: Int, shardCount: Int, foldersInArchive: Int
            var written: Int, unchanged: Int, failed: [Failure], photos: Int, failedPhotos: Int, damagedPhotos: Int
            var unreadableFolders: Int, seconds: Double, finished: String
        }
        let value = Summary(shard: shard.description, shardIndex: shard.index + 1, shardCount: shard.count, foldersInArchive: folders,
                            written: written, unchanged: skipped, failed: failedFolders.map { Failure(folder: $0.folder, message: $0.message) },
                            photos: photos, failedPhotos: failedPhotos, damagedPhotos: damaged, unreadableFolders: unreadableFolders,
                            seconds: (seconds * 100).rounded() / 100, finished: ISO8601DateFormatter().string(from: Date()))
        return ArchiveJSON.encode(value)
    }
}
