import Foundation
import TesseraImage

/// Decodes a sheet's photos on worker threads just ahead of the band that needs them, and
/// holds each thumbnail only until the band passes its bottom edge.
///
/// Jobs are taken in order of their top row. A worker may start a job only once the renderer
/// has admitted rows down to below the job's top (``admit(upTo:)``), so the thumbnails alive
/// at any moment are those of cells that meet the rows from the current band's top to the
/// admitted row: memory depends on the sheet's width and its tallest cell, never on the number
/// of photos. Each decode is a pure function of its job, so the pixels, and the PNG, are the
/// same whatever the number of workers.
///
/// Decodes are also admitted by memory: a worker estimates its job's peak from the header
/// (``DecodeMemory``) and starts it only when the estimates of the decodes running stay within
/// the budget, in job order; a job over the budget on its own runs alone. So two 24-MP
/// progressive JPEGs decoded above 1/8 (72 MB of coefficients each) are not decoded side by
/// side under a 64 MB budget, whatever the number of workers; at 1/8 they are read from their
/// DC scans in about 26 MB each and are.
///
/// With a ``ThumbnailCache``, a job whose thumbnail is cached is served from it (admitted at the
/// cost of its pixels, in order like any job), and a decoded thumbnail is stored in it: the
/// pixels and warnings are the decode's own either way.
final class ThumbnailPipeline: @unchecked Sendable {
    /// One photo to decode at an exact pixel size.
    struct Job: Sendable {
        /// The photo file.
        var path: String
        /// The thumbnail's box; ``mode`` decides whether the result fills or fits it.
        var size: PixelSize
        var mode: AspectMode
        /// First and one-past-last sheet row of the cell (the span during which it is needed).
        var top: Int
        var bottom: Int
    }

    /// The jobs, in order of `top`.
    let jobs: [Job]
    private let decoder: ImageDecoder
    private let workers = WorkerLoop()
    private var admittedRow = Int.min
    private var nextJob = 0
    private var results: [Int: Result<DecodedImage, DecodeError>] = [:]
    private var live = 0
    private var peakLive = 0
    /// The most bytes a decode may hold, summed over the decodes running at once.
    private let memoryBudget: Int
    /// The next job allowed to start decoding (jobs start in order).
    private var nextToStart = 0
    /// Decodes running, and the sum of their estimates.
    private var decoding = 0
    private var decodingBytes = 0
    private var peakDecodingBytesSeen = 0
    private var peakDecodingSeen = 0
    private let cache: ThumbnailCache?
    private var cacheHits = 0

    /// Starts `workerCount` (at least 1) threads that wait for admitted jobs, decoding at once
    /// no more than `memoryBudget` bytes' worth; `jobs` MUST be sorted by `top`.
    init(jobs: [Job], workerCount: Int, decoder: ImageDecoder, memoryBudget: Int = .max, cache: ThumbnailCache? = nil) {
        precondition(zip(jobs, jobs.dropFirst()).allSatisfy { $0.top <= $1.top }, "jobs must be sorted by their top row")
        self.jobs = jobs
        self.cache = cache
        self.decoder = decoder
        self.memoryBudget = max(0, memoryBudget)
        let count = min(max(1, workerCount), max(1, jobs.count))
        guard !jobs.isEmpty else { return }
        workers.start(count, named: "tessera-dec") { [self] loop in
            loop.run(take: takeAdmittedJob, work: decode, finish: { index, decoded in
                decoding -= 1
                decodingBytes -= decoded.cost
                results[index] = decoded.result
            })
        }
    }

    /// The most thumbnails alive (being decoded or held) at any one time so far.
    var peakLiveCount: Int {
        workers.withLock { peakLive }
    }

    /// The largest sum of estimated decode memory running at one time so far (a lone job over
    /// the budget included).
    var peakDecodingBytes: Int {
        workers.withLock { peakDecodingBytesSeen }
    }

    /// The most decodes running at one time so far.
    var peakDecodes: Int {
        workers.withLock { peakDecodingSeen }
    }

    /// Jobs served from the cache so far.
    var cacheHitCount: Int {
        workers.withLock { cacheHits }
    }

    /// Lets workers start every job whose top row is above `row`.
    func admit(upTo row: Int) {
        workers.withLockBroadcasting {
            if row > admittedRow { admittedRow = row }
        }
    }

    /// The thumbnail of job `index` (a position in ``jobs``), waiting for its decode; the job
    /// MUST have been admitted.
    func result(of index: Int) -> Result<DecodedImage, DecodeError> {
        workers.withLock {
            precondition(jobs[index].top < admittedRow, "job \(index) was never admitted")
            workers.waitRegardless { results[index] != nil }
            // Non-nil: the wait above ends only when the result is present.
            return results[index] ?? .failure(.unreadable(reason: "no result"))
        }
    }

    /// Frees job `index`'s thumbnail: its cell is entirely above the current band.
    func release(_ index: Int) {
        workers.withLock {
            if results.removeValue(forKey: index) != nil { live -= 1 }
        }
    }

    /// Stops the workers once their current decode ends (idempotent). The workers keep the
    /// pipeline alive until then: the owner MUST call it.
    func stop() {
        workers.stop()
    }

    /// Under the lock: the next job when its top row is admitted (counted live from then on).
    private func takeAdmittedJob() -> Int? {
        guard nextJob < jobs.count && jobs[nextJob].top < admittedRow else { return nil }
        let index = nextJob
        nextJob += 1
        live += 1
        peakLive = max(peakLive, live)
        return index
    }

    /// Outside the lock: decodes job `index` once the memory budget admits it (jobs start in
    /// order); nil when the pipeline stopped while it waited.
    private func decode(_ index: Int) -> (result: Result<DecodedImage, DecodeError>, cost: Int)? {
        let job = jobs[index]
        let cached = cache?.lookup(path: job.path, width: job.size.width, height: job.size.height, mode: job.mode, decoder: decoder)
        let cost = cached.map { $0.pixels.bytes.count } ?? estimatedMemory(of: job)
        let started = workers.withLockBroadcasting { () -> Bool in
            guard workers.wait(until: { index == nextToStart && (decoding == 0 || decodingBytes + cost <= memoryBudget) }) else {
                return false
            }
            nextToStart += 1
            decoding += 1
            decodingBytes += cost
            peakDecodingBytesSeen = max(peakDecodingBytesSeen, decodingBytes)
            peakDecodingSeen = max(peakDecodingSeen, decoding)
            return true
        }
        guard started else { return nil }
        if let cached {
            workers.withLock { cacheHits += 1 }
            return (.success(cached), cost)
        }
        do {
            let image = try decoder.thumbnail(fileAt: job.path, width: job.size.width, height: job.size.height, mode: job.mode)
            cache?.store(image, path: job.path, width: job.size.width, height: job.size.height, mode: job.mode, decoder: decoder)
            return (.success(image), cost)
        } catch {
            return (.failure(error), cost)
        }
    }

    /// The job's peak memory: its thumbnail plan's (``ImageDecoder/thumbnailPlan(fileAt:width:height:mode:)``,
    /// the plan the decode then follows); 0 when the header cannot be read, as the decode will
    /// then stop at once with the same error.
    private func estimatedMemory(of job: Job) -> Int {
        (try? decoder.thumbnailPlan(fileAt: job.path, width: job.size.width, height: job.size.height, mode: job.mode))?.peakBytes ?? 0
    }
}
