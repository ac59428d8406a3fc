import Foundation
import Testing
@testable import TesseraLayout

/// `JustifiedLayout` against Flickr justified-layout 4.1.0's own output
/// (`Tests/Fixtures/flickr-justified-layout/expected.json`, written by
/// `Scripts/flickr-justified-fixture`, which runs Flickr's `lib/` with node): the same rows, each
/// with the same boxes, exactly; sizes within Tessera's rounding to whole points.
///
/// Flickr 4.1.0 returns fractional frames (it stopped rounding in v2.1.1, 2017); Tessera rounds
/// each row's height to a whole point and spreads the rounding error over the row's widths
/// (docs/layout-spec.md, step 3). So a row's height differs from Flickr's by at most ½ point, its
/// boxes' edges by at most ½ point × the row's aspect-ratio sum + 1 (the height's error times the
/// row's width in heights, moved between its boxes, and one point of width rounding), and each
/// row's top by at most ½ point per row above it. The last row, a widow row left-aligned without
/// spreading, adds up the rounding of each of its `n` boxes: ½ × the sum + max(1, ½ n). A box
/// that would reach past the row's right edge (a widow row at a taller row's height) is cut at
/// it, where Flickr lets it overhang (step 5).
@Suite("Justified layout against Flickr justified-layout 4.1.0")
struct JustifiedFlickrConformanceTests {
    struct Fixture: Decodable, Sendable {
        var cases: [Case]
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        struct Insets: Decodable, Sendable { var top, right, bottom, left: Double }
        struct Spacing: Decodable, Sendable { var horizontal, vertical: Double }
        struct Config: Decodable, Sendable {
            var containerWidth: Double?
            var targetRowHeight: Double?
            var targetRowHeightTolerance: Double?
            var boxSpacing: Either<Spacing>?
            var containerPadding: Either<Insets>?
            var maxNumRows: Int?
            var showWidows: Bool?
            var fullWidthBreakoutRowCadence: Int?
            var forceAspectRatio: Double?
        }
        struct Box: Decodable, Sendable { var top, left, width, height: Double }

        var name: String
        var config: Config
        var ratios: [Double]
        var containerHeight: Double
        var boxes: [Box]

        var testDescription: String { name }
    }

    /// A number, or an object with one value per side or direction (Flickr's `10` or `{…}`).
    enum Either<Object: Decodable & Sendable>: Decodable, Sendable {
        case number(Double), object(Object)
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .number(number) } else { self = .object(try container.decode(Object.self)) }
        }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/flickr-justified-layout/expected.json")
        guard let data = try? Data(contentsOf: url), let fixture = try? JSONDecoder().decode(Fixture.self, from: data) else { return [] }
        return fixture.cases
    }()

    /// Flickr's configuration as a `JustifiedLayout` (Flickr's defaults where the case sets none).
    static func layout(_ config: Case.Config) -> JustifiedLayout {
        var layout = JustifiedLayout()
        if let target = config.targetRowHeight { layout.targetRowHeight = CGFloat(target) }
        if let tolerance = config.targetRowHeightTolerance { layout.targetRowHeightTolerance = CGFloat(tolerance) }
        switch config.boxSpacing {
        case .number(let both): layout.boxSpacing = .init(CGFloat(both))
        case .object(let spacing): layout.boxSpacing = .init(horizontal: CGFloat(spacing.horizontal), vertical: CGFloat(spacing.vertical))
        case nil: break
        }
        switch config.containerPadding {
        case .number(let all): layout.containerPadding = EdgeInsets(all: CGFloat(all))
        case .object(let insets):
            layout.containerPadding = EdgeInsets(top: CGFloat(insets.top), left: CGFloat(insets.left),
                                                 bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
        case nil: break
        }
        layout.maxNumRows = config.maxNumRows
        if let showWidows = config.showWidows { layout.showWidows = showWidows }
        layout.fullWidthBreakoutRowCadence = config.fullWidthBreakoutRowCadence
        layout.forceAspectRatio = config.forceAspectRatio.map { CGFloat($0) }
        return layout
    }

    @Test("the fixture is there: Flickr's README example and 30 more cases")
    func fixture() {
        #expect(Self.cases.count == 31)
        #expect(Self.cases.first?.containerHeight == 1268.619325801832, "Flickr 4.1.0's fractional height, not its README's 1269")
    }

    @Test("the same rows of the same boxes; heights, edges and tops within the rounding", arguments: cases)
    func conformance(_ flickr: Case) throws {
        let width = CGFloat(flickr.config.containerWidth ?? 1060)
        let section = CollectionContainer.Section(items: flickr.ratios.map { .aspectRatio(CGFloat($0)) })
        let result = try LayoutResult.checked(Self.layout(flickr.config), container(width: width, [section]))
        let frames = result.attributes.filter { $0.category == .cell }.sorted { $0.item < $1.item }.map(\.frame)
        #expect(frames.count == flickr.boxes.count, "boxes laid out")
        // Rows: runs of boxes sharing a top, in order.
        func rows(_ tops: [Double]) -> [Int] {
            tops.indices.reduce(into: [Int]()) { rows, index in
                if index > 0 && tops[index] == tops[index - 1] { rows[rows.count - 1] += 1 } else { rows.append(1) }
            }
        }
        let flickrRows = rows(flickr.boxes.map(\.top)), tesseraRows = rows(frames.map { Double($0.minY) })
        #expect(tesseraRows == flickrRows, "row grouping")
        guard tesseraRows == flickrRows, frames.count == flickr.boxes.count else { return }
        let ratios = flickr.config.forceAspectRatio.map { Array(repeating: $0, count: flickr.ratios.count) } ?? flickr.ratios
        let padding: (left: Double, right: Double) = switch flickr.config.containerPadding {
        case .number(let all): (all, all)
        case .object(let insets): (insets.left, insets.right)
        case nil: (10, 10)
        }
        let rowRight = Double(width) - padding.right
        var first = 0
        for (row, count) in flickrRows.enumerated() {
            let boxes = first..<(first + count)
            let sum = boxes.map { ratios[$0] }.reduce(0, +)
            let isLast = row == flickrRows.count - 1
            for index in boxes {
                let box = flickr.boxes[index], frame = frames[index]
                let edges = 0.5 * sum + (isLast ? max(1, 0.5 * Double(count)) : 1)
                #expect(abs(Double(frame.height) - box.height) <= 0.5, "row \(row) box \(index): height \(frame.height) vs \(box.height)")
                #expect(abs(Double(frame.minX) - box.left) <= edges, "row \(row) box \(index): left \(frame.minX) vs \(box.left)")
                #expect(abs(Double(frame.maxX) - min(box.left + box.width, rowRight)) <= edges,
                        "row \(row) box \(index): right \(frame.maxX) vs \(box.left + box.width)")
                #expect(abs(Double(frame.minY) - box.top) <= 0.5 * Double(row) + 1e-9, "row \(row) box \(index): top \(frame.minY) vs \(box.top)")
            }
            first += count
        }
        #expect(abs(Double(result.contentSize.height) - flickr.containerHeight) <= 0.5 * Double(flickrRows.count) + 1e-9,
                "content height \(result.contentSize.height) vs \(flickr.containerHeight)")
    }
}
