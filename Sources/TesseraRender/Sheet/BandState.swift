/// The renderer's bookkeeping from band to band: which decode jobs meet the rows drawn so far
/// and are still held, and what happened to each photo.
struct BandState {
    let plan: PhotoPlan
    let pipeline: ThumbnailPipeline
    /// Jobs before this position have been entered.
    private var entered = 0
    /// Entered jobs whose photo is not yet entirely above the current band.
    private var active: [Int] = []
    /// Jobs whose photo has been drawn.
    private var drawn = Set<Int>()
    /// Failures and warnings by element, to report in layout order.
    private var failures: [Int: RenderReport.Problem] = [:]
    private var warnings: [Int: RenderReport.Problem] = [:]

    init(plan: PhotoPlan, pipeline: ThumbnailPipeline) {
        self.plan = plan
        self.pipeline = pipeline
    }

    /// Takes in the jobs whose photos start above row `bottom` (the current band's bottom).
    mutating func enter(rowsAbove bottom: Int) {
        while entered < plan.jobs.count && plan.jobs[entered].top < bottom {
            active.append(entered)
            entered += 1
        }
    }

    /// Releases the thumbnails of photos that end above row `bottom`: no later band needs them.
    mutating func leave(rowsAbove bottom: Int) {
        let pipeline = self.pipeline, jobs = plan.jobs
        active.removeAll { job in
            guard jobs[job].bottom <= bottom else { return false }
            pipeline.release(job)
            return true
        }
    }

    /// The decoded photo of `element`, if it has a job; failures and warnings are noted once.
    mutating func photo(ofElement element: Int) -> Result<DecodedImage, DecodeError>? {
        guard let job = plan.jobOfElement[element] else { return nil }
        let result = pipeline.result(of: job)
        if drawn.insert(job).inserted {
            let path = plan.jobs[job].path
            switch result {
            case .success(let image):
                if !image.warnings.isEmpty {
                    warnings[element] = RenderReport.Problem(path: path, message: image.warnings.joined(separator: "; "))
                }
            case .failure(let error):
                failures[element] = RenderReport.Problem(path: path, message: error.description)
            }
        }
        return result
    }

    /// Notes a photo known to be bad before rendering (drawn as a failure placeholder).
    mutating func noteFailure(element: Int, path: String, reason: String) {
        failures[element] = RenderReport.Problem(path: path, message: reason)
    }

    func report(size: PixelSize, peakLive: Int, peakDecodes: Int, peakDecodeMemory: Int) -> RenderReport {
        let failed = failures.sorted { $0.key < $1.key }.map(\.value)
        let damaged = warnings.sorted { $0.key < $1.key }.map(\.value)
        let decodedOK = drawn.filter { job in failures[plan.elements[job]] == nil }
        var report = RenderReport(size: size, photosDrawn: decodedOK.count, failures: failed, warnings: damaged, peakLiveThumbnails: peakLive,
                                  peakDecodesAtOnce: peakDecodes, peakDecodeMemory: peakDecodeMemory)
        report.drawnPhotos = Set(decodedOK.map { plan.indexPaths[$0] })
        return report
    }
}
