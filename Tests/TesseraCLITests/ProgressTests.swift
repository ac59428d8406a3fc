import Foundation
import Testing
@testable import tessera

/// The progress bar's text.
@Suite("Progress")
struct ProgressTests {
    @Test("the bar shows the share, the photos drawn and the time left, and the page of several")
    func line() {
        #expect(Progress.line(percent: 27, photosDone: 137, photos: 500, secondsLeft: 4, page: 1, pages: 1)
                == "tessera: ████████░░░░░░░░░░░░░░░░░░░░░░ 27% · 137/500 photos · 4 s left")
        #expect(Progress.line(percent: 100, photosDone: 1, photos: 1, secondsLeft: nil, page: 2, pages: 3)
                == "tessera: ██████████████████████████████ 100% · 1/1 photo · page 2/3")
    }
}
