import Foundation

/// Progress on standard error: a bar redrawn in place when standard error is a terminal
/// (`137/500 photos · 4 s left`), a line per page of a multi-page sheet otherwise, nothing when
/// disabled.
final class Progress {
    private let enabled: Bool
    private let isTerminal: Bool
    /// When drawing began: the first update (reading the photos' headers and laying them out
    /// before it is not drawing, and would make the first estimates too long).
    private var started: Date?
    private var lastPercent = -1
    private var lastPage = 0
    private var lastSeconds = -1
    private var drewBar = false

    init(enabled: Bool) {
        self.enabled = enabled
        isTerminal = isatty(2) == 1
    }

    /// The bar's text: the bar, the share done, the photos drawn of all, the time left (from
    /// the time drawing has taken so far and the share of the work done; none before 1 % or when
    /// done), the page of several.
    static func line(percent: Int, photosDone: Int, photos: Int, secondsLeft: Int?, page: Int, pages: Int) -> String {
        let width = 30, filled = max(0, min(width, percent * width / 100))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        var parts = ["tessera: \(bar) \(percent)%", "\(photosDone)/\(photos) photo\(photos == 1 ? "" : "s")"]
        if let secondsLeft { parts.append("\(secondsLeft) s left") }
        if pages > 1 { parts.append("page \(page)/\(pages)") }
        return parts.joined(separator: " · ")
    }

    /// `fraction` (0…1) of the sheet is drawn, with `photosDone` of `photos` photos.
    func update(page: Int, of pages: Int, fraction: Double, photosDone: Int, photos: Int) {
        guard enabled else { return }
        let percent = Int((min(1, max(0, fraction)) * 100).rounded(.down))
        if !isTerminal {
            if pages > 1 && page != lastPage {
                lastPage = page
                printError("tessera: rendering page \(page) of \(pages)")
            }
            return
        }
        let begun = started ?? Date()
        started = begun
        let elapsed = Date().timeIntervalSince(begun)
        let secondsLeft = fraction >= 0.01 && fraction < 1 ? Int((elapsed * (1 - fraction) / fraction).rounded(.up)) : nil
        guard percent != lastPercent || page != lastPage || (secondsLeft ?? -1) != lastSeconds else { return }
        lastPercent = percent
        lastPage = page
        lastSeconds = secondsLeft ?? -1
        let text = Self.line(percent: percent, photosDone: photosDone, photos: photos, secondsLeft: secondsLeft, page: page, pages: pages)
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        drewBar = true
    }

    func finish() {
        guard drewBar else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drewBar = false
    }
}
