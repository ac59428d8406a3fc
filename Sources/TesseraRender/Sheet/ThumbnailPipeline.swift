import Foundation
import TesseraImage

/// Decodes a sheet's photos on a ``WorkerPool`` just ahead of the band that needs them, and
/// holds each thumbnail only until the band passes its bottom edge.
///
/// Jobs are taken in order of their top row. A job is taken only once the renderer has
/// admitted rows down to below its top (``admit(upTo:)``), and no more jobs are under way
/// (taken, their thumbnail not yet made) than the pool has threads, so the thumbnails alive at
/// any moment are those of cells that meet the rows from the current band's top to the admitted
/// row: memory depends on the sheet's width and its tallest cell, never on the number of photos.
/// Each decode is a pure function of its job, so the pixels, and the PNG, are the same whatever
/// the pool.
///
/// Decodes are also admitted by memory: a task takes a job's peak from its decode plan
/// (``ImageDecoder/thumbnailPlan(fileAt:width:height:mode:)``), and the decode is handed to the pool only when the estimates of the
/// decodes running stay within the budget, in job order; a job over the budget on its own runs
/// alone. So two 24-MP progressive JPEGs decoded above 1/8 (72 MB of coefficients each) are not
/// decoded side by side under a 64 MB budget, whatever the number of threads; at 1/8 they are
/// read from their DC scans in about 26 MB each and are.
///
/// No task waits: a job's estimate and its decode are two tasks, and whichever ends hands the
/// pool what may start next, so the pool's threads are never held by a job waiting for its
/// turn, and a pool of one thread (shared with the PNG writer) finishes every job. Only the
/// renderer waits, for the thumbnail it draws next (``result(of:)``).
///
/// With a ``ThumbnailCache``, a job whose thumbnail is cached is served from it (admitted at the
/// cost of its pixels, in order like any job), and a decoded thumbnail is stored in it: the
/// pixels and warnings are the decode's own either way.
final class ThumbnailPipeline: Sendable {
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
    private let pool: WorkerPool
    /// The most bytes a decode may hold, summed over the decodes running at once.
    private let memoryBudget: Int
    private let cache: ThumbnailCache?
    /// The most jobs under way at once: the pool's threads (at least 1).
    private let window: Int
    private let state = LockedValue(State())

    /// What the pool's tasks and the renderer share.
    private struct State: Sendable {
        var admittedRow = Int.min
        /// The next job to take.
        var nextJob = 0
        /// Jobs taken whose thumbnail is not yet made.
        var underWay = 0
        /// Estimated jobs not yet started: their cost, and a cached thumbnail.
        var estimated: [Int: (cost: Int, cached: DecodedImage?)] = [:]
        /// The next job allowed to start decoding (jobs start in order).
        var nextToStart = 0
        /// Decodes running, and the sum of their estimates.
        var decoding = 0, decodingBytes = 0
        var results: [Int: Result<DecodedImage, DecodeError>] = [:]
        var live = 0, peakLive = 0
        var peakDecodingBytes = 0, peakDecodes = 0
        var cacheHits = 0
        /// Set by ``stop()``: nothing more is started.
        var stopped = false
    }

    /// What may start once the state changed: jobs to estimate, and decodes with their cost.
    private typealias Starts = (estimates: [Int], decodes: [(index: Int, cost: Int)])

    /// A pipeline decoding on `pool`, at once no more than `memoryBudget` bytes' worth; `jobs`
    /// MUST be sorted by `top`. Nothing starts before ``admit(upTo:)``.
    init(jobs: [Job], pool: WorkerPool, decoder: ImageDecoder, memoryBudget: Int = .max, cache: ThumbnailCache? = nil) {
        precondition(zip(jobs, jobs.dropFirst()).allSatisfy { $0.top <= $1.top }, "jobs must be sorted by their top row")
        self.jobs = jobs
        self.cache = cache
        self.decoder = decoder
        self.pool = pool
        self.memoryBudget = max(0, memoryBudget)
        window = max(1, pool.threadCount)
    }

    /// The most thumbnails alive (under way or held) at any one time so far.
    var peakLiveCount: Int { state.withLock { $0.peakLive } }

    /// The largest sum of estimated decode memory running at one time so far (a lone job over
    /// the budget included).
    var peakDecodingBytes: Int { state.withLock { $0.peakDecodingBytes } }

    /// The most decodes running at one time so far.
    var peakDecodes: Int { state.withLock { $0.peakDecodes } }

    /// Jobs served from the cache so far.
    var cacheHitCount: Int { state.withLock { $0.cacheHits } }

    /// Lets the pool start every job whose top row is above `row`.
    func admit(upTo row: Int) {
        launch(state.withLock { state in
            if row > state.admittedRow { state.admittedRow = row }
            return starts(&state)
        })
    }

    /// The thumbnail of job `index` (a position in ``jobs``), waiting for its decode; the job
    /// MUST have been admitted.
    func result(of index: Int) -> Result<DecodedImage, DecodeError> {
        state.withLock { precondition(jobs[index].top < $0.admittedRow, "job \(index) was never admitted") }
        return state.withLock(waitingUntil: { $0.results[index] != nil }) { state in
            // Non-nil: the wait above ends only when the result is present.
            return state.results[index] ?? .failure(.unreadable(reason: "no result"))
        }
    }

    /// Frees job `index`'s thumbnail: its cell is entirely above the current band.
    func release(_ index: Int) {
        state.withLock { state in
            if state.results.removeValue(forKey: index) != nil { state.live -= 1 }
        }
    }

    /// Starts nothing more (idempotent); tasks already handed to the pool end at once.
    func stop() {
        state.withLock { $0.stopped = true }
    }

    /// Under the lock: takes the admitted jobs the window allows, and starts, in order, the
    /// estimated decodes the memory budget allows (a cached thumbnail is served at once).
    private func starts(_ state: inout State) -> Starts {
        var starts: Starts = ([], [])
        guard !state.stopped else { return starts }
        while true {
            while let next = state.estimated[state.nextToStart],
                  state.decoding == 0 || state.decodingBytes + next.cost <= memoryBudget {
                let index = state.nextToStart
                state.estimated[index] = nil
                state.nextToStart += 1
                state.decoding += 1
                state.decodingBytes += next.cost
                state.peakDecodingBytes = max(state.peakDecodingBytes, state.decodingBytes)
                state.peakDecodes = max(state.peakDecodes, state.decoding)
                if let cached = next.cached {
                    state.cacheHits += 1
                    finish(index, cost: next.cost, with: .success(cached), &state)
                } else {
                    starts.decodes.append((index, next.cost))
                }
            }
            guard state.nextJob < jobs.count, jobs[state.nextJob].top < state.admittedRow, state.underWay < window else { break }
            starts.estimates.append(state.nextJob)
            state.nextJob += 1
            state.underWay += 1
            state.live += 1
            state.peakLive = max(state.peakLive, state.live)
        }
        return starts
    }

    /// Under the lock: job `index`'s decode of `cost` bytes ended with `result`.
    private func finish(_ index: Int, cost: Int, with result: Result<DecodedImage, DecodeError>, _ state: inout State) {
        state.decoding -= 1
        state.decodingBytes -= cost
        state.underWay -= 1
        state.results[index] = result
    }

    /// Hands the pool what may start.
    private func launch(_ starts: Starts) {
        for index in starts.estimates {
            pool.submit { [self] in estimate(index) }
        }
        for start in starts.decodes {
            pool.submit { [self] in decode(start.index, cost: start.cost) }
        }
    }

    /// A task: job `index`'s cost, from the cache's thumbnail or the header; then what may start.
    private func estimate(_ index: Int) {
        guard !state.withLock({ $0.stopped }) else { return }
        let job = jobs[index]
        let cached = cache?.lookup(path: job.path, width: job.size.width, height: job.size.height, mode: job.mode, decoder: decoder)
        let cost = cached.map { $0.pixels.bytes.count } ?? estimatedMemory(of: job)
        launch(state.withLock(wakingWaiters: true) { state in
            state.estimated[index] = (cost, cached)
            return starts(&state)
        })
    }

    /// A task: decodes job `index` (storing the thumbnail in the cache); then what may start.
    private func decode(_ index: Int, cost: Int) {
        guard !state.withLock({ $0.stopped }) else { return }
        let job = jobs[index]
        let result: Result<DecodedImage, DecodeError>
        do {
            let image = try decoder.thumbnail(fileAt: job.path, width: job.size.width, height: job.size.height, mode: job.mode)
            cache?.store(image, path: job.path, width: job.size.width, height: job.size.height, mode: job.mode, decoder: decoder)
            result = .success(image)
        } catch {
            result = .failure(error)
        }
        launch(state.withLock(wakingWaiters: true) { state in
            finish(index, cost: cost, with: result, &state)
            return starts(&state)
        })
    }

    /// The job's peak memory: its thumbnail plan's (``ImageDecoder/thumbnailPlan(fileAt:width:height:mode:)``,
    /// the plan the decode then follows); 0 when the header cannot be read, as the decode will
    /// then stop at once with the same error.
    private func estimatedMemory(of job: Job) -> Int {
        (try? decoder.thumbnailPlan(fileAt: job.path, width: job.size.width, height: job.size.height, mode: job.mode))?.peakBytes ?? 0
    }
}
