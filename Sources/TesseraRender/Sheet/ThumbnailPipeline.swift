import Foundation

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
/// progressive JPEGs (72 MB of coefficients each) are not decoded side by side under a 64 MB
/// budget, whatever the number of workers.
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
    private let condition = NSCondition()
    private var admittedRow = Int.min
    private var nextJob = 0
    private var results: [Int: Result<DecodedImage, DecodeError>] = [:]
    private var live = 0
    private var stopping = false
    private var workers: [Thread] = []
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

    /// Starts `workerCount` (at least 1) threads that wait for admitted jobs, decoding at once
    /// no more than `memoryBudget` bytes' worth; `jobs` MUST be sorted by `top`.
    init(jobs: [Job], workerCount: Int, decoder: ImageDecoder, memoryBudget: Int = .max) {
        precondition(zip(jobs, jobs.dropFirst()).allSatisfy { $0.top <= $1.top }, "jobs must be sorted by their top row")
        self.jobs = jobs
        self.decoder = decoder
        self.memoryBudget = max(0, memoryBudget)
        let count = min(max(1, workerCount), max(1, jobs.count))
        guard !jobs.isEmpty else { return }
        for index in 0..<count {
            workers.append(WorkerThread.start(named: "tessera-dec-\(index)") { [self] in work() })
        }
    }

    /// The most thumbnails alive (being decoded or held) at any one time so far.
    var peakLiveCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return peakLive
    }

    /// The largest sum of estimated decode memory running at one time so far (a lone job over
    /// the budget included).
    var peakDecodingBytes: Int {
        condition.lock()
        defer { condition.unlock() }
        return peakDecodingBytesSeen
    }

    /// The most decodes running at one time so far.
    var peakDecodes: Int {
        condition.lock()
        defer { condition.unlock() }
        return peakDecodingSeen
    }

    /// Lets workers start every job whose top row is above `row`.
    func admit(upTo row: Int) {
        condition.lock()
        if row > admittedRow {
            admittedRow = row
            condition.broadcast()
        }
        condition.unlock()
    }

    /// The thumbnail of job `index` (a position in ``jobs``), waiting for its decode; the job
    /// MUST have been admitted.
    func result(of index: Int) -> Result<DecodedImage, DecodeError> {
        condition.lock()
        defer { condition.unlock() }
        precondition(jobs[index].top < admittedRow, "job \(index) was never admitted")
        while results[index] == nil { condition.wait() }
        // Non-nil: the loop above ends only when the result is present.
        return results[index] ?? .failure(.unreadable(reason: "no result"))
    }

    /// Frees job `index`'s thumbnail: its cell is entirely above the current band.
    func release(_ index: Int) {
        condition.lock()
        if results.removeValue(forKey: index) != nil { live -= 1 }
        condition.unlock()
    }

    /// Stops the workers once their current decode ends (idempotent). The workers keep the
    /// pipeline alive until then: the owner MUST call it.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while !stopping && !(nextJob < jobs.count && jobs[nextJob].top < admittedRow) {
                condition.wait()
            }
            if stopping {
                condition.unlock()
                return
            }
            let index = nextJob
            nextJob += 1
            live += 1
            peakLive = max(peakLive, live)
            condition.unlock()

            let job = jobs[index]
            let cost = estimatedMemory(of: job)
            condition.lock()
            while !stopping && !(index == nextToStart && (decoding == 0 || decodingBytes + cost <= memoryBudget)) {
                condition.wait()
            }
            if stopping {
                condition.unlock()
                return
            }
            nextToStart += 1
            decoding += 1
            decodingBytes += cost
            peakDecodingBytesSeen = max(peakDecodingBytesSeen, decodingBytes)
            peakDecodingSeen = max(peakDecodingSeen, decoding)
            condition.broadcast()
            condition.unlock()

            let result: Result<DecodedImage, DecodeError>
            do {
                result = .success(try decoder.thumbnail(fileAt: job.path, width: job.size.width,
                                                        height: job.size.height, mode: job.mode))
            } catch {
                result = .failure(error)
            }

            condition.lock()
            decoding -= 1
            decodingBytes -= cost
            results[index] = result
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The job's decode memory from its header (``DecodeMemory``); 0 when the header cannot be
    /// read, as the decode will then stop at once with the same error.
    private func estimatedMemory(of job: Job) -> Int {
        guard let info = try? ImageProbe.probe(fileAt: job.path) else { return 0 }
        var status = stat()
        let fileBytes = stat(job.path, &status) == 0 ? Int(status.st_size) : 0
        return DecodeMemory.thumbnail(of: info, fileBytes: fileBytes, width: job.size.width,
                                      height: job.size.height, mode: job.mode)
    }
}
