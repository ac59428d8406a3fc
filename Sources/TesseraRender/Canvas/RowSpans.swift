/// The columns of one pixel row that a shape reaches, as two nested half-open ranges.
///
/// `covered` holds every pixel the shape may touch (anything outside it has coverage 0);
/// `full` holds the pixels it covers wholly (coverage 255), and always lies inside `covered`.
/// The pixels of `covered` outside `full` are the anti-aliased ones: a drawing call fills
/// `full` as one run and measures only those.
///
/// ```swift
/// let spans = RoundedRectCoverage(DeviceRect(x: 0, y: 0, width: 20, height: 20), radius: 10).spans(row: 2)
/// print(spans.covered, spans.full)
/// // 2..<18 4..<16
/// ```
struct RowSpans: Equatable {
    /// Pixels with any coverage.
    let covered: Range<Int>
    /// Pixels with full coverage; inside `covered`.
    let full: Range<Int>

    /// A row the shape does not reach.
    static let none = RowSpans(covered: 0..<0, full: 0..<0)

    /// The spans, with `full` clamped into `covered` (an empty `full` is placed at its start).
    init(covered: Range<Int>, full: Range<Int>) {
        self.covered = covered
        let lower = min(max(full.lowerBound, covered.lowerBound), covered.upperBound)
        let upper = max(min(full.upperBound, covered.upperBound), lower)
        self.full = lower..<upper
    }

    /// The partly covered pixels left and right of `full`, limited to `columns`.
    func edges(within columns: Range<Int>) -> (left: Range<Int>, right: Range<Int>) {
        ((covered.lowerBound..<full.lowerBound).clamped(to: columns),
         (full.upperBound..<covered.upperBound).clamped(to: columns))
    }
}
