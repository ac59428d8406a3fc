import Foundation
import Testing
@testable import TesseraLayout

/// Issue 23: the frame dump and the table are written a line at a time, so `tessera layout` of
/// ten million elements streams them instead of building gigabytes of text.
@Suite("Frame dump, streamed")
struct FrameDumpStreamingTests {
    /// Records every piece written.
    struct Recorder: TextOutputStream {
        var pieces: [String] = []
        mutating func write(_ string: String) { if !string.isEmpty { pieces.append(string) } }
        var text: String { pieces.joined() }
    }

    /// 2,000 items in two sections with headers and footers, one kind name wide enough to widen
    /// its column: the streamed text equals the strings, and no piece holds more than a line or two.
    @Test(arguments: [false, true])
    func writesALineAtATime(json: Bool) {
        var layout = WaterfallLayout(columnCount: 3)
        layout.headerHeight = 44
        layout.footerHeight = 10.5
        let result = layout.layout(in: container(width: 390, [.init(placeholders: 1_500), .init(placeholders: 500)]))
        var recorder = Recorder()
        if json { result.writeFrameDumpJSON(to: &recorder) } else { result.writeFrameTable(to: &recorder) }
        #expect(recorder.text == (json ? result.frameDumpJSON() : result.frameTable()))
        #expect(recorder.pieces.count >= result.attributes.count)
        #expect(recorder.pieces.allSatisfy { $0.utf8.count < 200 })
    }
}
