import Foundation

/// Progress on standard error: a bar redrawn in place when standard error is a terminal, a
/// line per page of a multi-page sheet otherwise, nothing when disabled.
final class Progress {
    private let enabled: Bool
    private let isTerminal: Bool
    private var lastPercent = -1
    private var lastPage = 0
    private var drewBar = false

    init(enabled: Bool) {
        self.enabled = enabled
        isTerminal = isatty(2) == 1
    }

    func update(page: Int, of pages: Int, done: Int, total: Int) {
        guard enabled else { return }
        let percent = total == 0 ? 100 : done * 100 / total
        if !isTerminal {
            if pages > 1 && page != lastPage {
                lastPage = page
                printError("tessera: rendering page \(page) of \(pages)")
            }
            return
        }
        guard percent != lastPercent || page != lastPage else { return }
        lastPercent = percent
        lastPage = page
        let width = 30, filled = percent * width / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let pageText = pages > 1 ? " page \(page)/\(pages)" : ""
        FileHandle.standardError.write(Data("\rtessera: \(bar) \(percent)%\(pageText)".utf8))
        drewBar = true
    }

    func finish() {
        guard drewBar else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drewBar = false
    }
}
