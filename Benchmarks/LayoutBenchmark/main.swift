// Times the layout engine on a large waterfall: one layout of 1,000,000 items in 10 sections,
// then random viewport queries against the result. Run it through Scripts/bench-layout, which
// builds it in release mode.
import Foundation
import TesseraLayout

/// SplitMix64: the same inputs on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

let sectionCount = 10
let itemsPerSection = 100_000
let runs = 10
let queryCount = 10_000
let viewport = CGSize(width: 390, height: 844)

var random = SeededGenerator(state: 2024)
let sections = (0..<sectionCount).map { _ in
    CollectionContainer.Section(items: (0..<itemsPerSection).map { _ in .aspectRatio(CGFloat(Double.random(in: 0.5...2, using: &random))) })
}
let container = CollectionContainer(size: viewport, sections: sections)
var layout = WaterfallLayout(columnCount: 3, columnSpacing: 8, interitemSpacing: 8, sectionInset: EdgeInsets(all: 8))
layout.headerHeight = 44
layout.footerHeight = 20

let clock = ContinuousClock()
var times: [Double] = []
for _ in 0...runs {
    let start = clock.now
    let run = layout.layout(in: container)
    times.append(milliseconds(clock.now - start))
    withExtendedLifetime(run) {}   // freeing a result is not part of computing it
}
times.removeFirst()   // warm-up
times.sort()
let result = layout.layout(in: container)

let rects = (0..<queryCount).map { _ in
    CGRect(x: 0, y: Double.random(in: 0...(Double(result.contentSize.height) - Double(viewport.height)), using: &random),
           width: viewport.width, height: viewport.height)
}
var found = 0
for rect in rects.prefix(100) { found &+= result.attributes(in: rect).count }   // warm-up
found = 0
let queryStart = clock.now
for rect in rects { found &+= result.attributes(in: rect).count }
let queryTime = milliseconds(clock.now - queryStart)

print("Tessera layout benchmark (release build)")
print("waterfall: \(result.attributes.count) elements (\(sectionCount * itemsPerSection) items in \(sectionCount) sections, 3 columns, \(Int(viewport.width)) pt wide)")
print("layout(in:): median \(format(times[runs / 2])) ms, best \(format(times[0])) ms over \(runs) runs (goal: under 100 ms)")
print("attributes(in:) for a \(Int(viewport.width))×\(Int(viewport.height)) viewport: mean \(format(queryTime * 1000 / Double(queryCount), 2)) µs over \(queryCount) random queries, \(format(Double(found) / Double(queryCount))) elements each (goal: under 5 µs)")

// Compositional: 100,000 items in 10 sections, each a grid of nested groups (a large item beside
// two stacked small ones, then a row of three) with a header.
func compositionalSection() -> CollectionLayoutSection {
    let large = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
    large.contentInsets = DirectionalEdgeInsets(all: 2)
    let small = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    small.contentInsets = DirectionalEdgeInsets(all: 2)
    let stack = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)), subitems: [small])
    let top = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2.0 / 3)), subitems: [large, stack])
    let row = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                                               subitem: CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))), count: 3)
    let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)), subitems: [top, row])
    let section = CollectionLayoutSection(group: group)
    section.interGroupSpacing = 4
    section.contentInsets = DirectionalEdgeInsets(all: 8)
    section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: "header", alignment: .top)]
    return section
}
let compositional = CompositionalLayout(section: compositionalSection())
let compositionalContainer = CollectionContainer(size: viewport, sections: (0..<10).map { _ in .init(placeholders: 10_000) })
var compositionalTimes: [Double] = []
for _ in 0...runs {
    let start = clock.now
    let run = compositional.layout(in: compositionalContainer)
    compositionalTimes.append(milliseconds(clock.now - start))
    withExtendedLifetime(run) {}
}
compositionalTimes.removeFirst()
compositionalTimes.sort()
let compositionalResult = compositional.layout(in: compositionalContainer)
print("compositional: \(compositionalResult.attributes.count) elements (100000 items in 10 sections, nested groups, headers)")
print("layout(in:): median \(format(compositionalTimes[runs / 2])) ms, best \(format(compositionalTimes[0])) ms over \(runs) runs (goal: under 100 ms)")

// Justified rows, the worst case for row building: a million boxes forced so thin (aspect ratio
// 10⁻⁶) that they all land in one row (issue 23: quadratic before, about 12 hours for 10M).
var justified = JustifiedLayout()
justified.forceAspectRatio = 0.000_001
let justifiedContainer = CollectionContainer(size: viewport, sections: [.init(placeholders: 1_000_000)])
var justifiedTimes: [Double] = []
for _ in 0...runs {
    let start = clock.now
    let run = justified.layout(in: justifiedContainer)
    justifiedTimes.append(milliseconds(clock.now - start))
    withExtendedLifetime(run) {}
}
justifiedTimes.removeFirst()
justifiedTimes.sort()
print("justified, one row of 1000000 items: median \(format(justifiedTimes[runs / 2])) ms, best \(format(justifiedTimes[0])) ms over \(runs) runs (goal: under 1 s)")

// The constraint solver (issue 25): 1,000 constraints as Auto Layout makes them for 200 views in
// rows of ten — each view's left and width, required edges and gaps, a minimum width, a
// preferred width at a weak strength and a row that must fit the container — added one by one.
func solverRun() -> Double {
    let solver = Solver()
    var constraints = 0
    var previousRight: LinearExpression?
    for view in 0..<200 {
        let left = Variable("left\(view)"), width = Variable("width\(view)")
        let leading = previousRight.map { $0.adding(LinearExpression(constant: 8)) } ?? LinearExpression(constant: 16)
        try? solver.add(Constraint(LinearExpression(left), .equal, leading))
        try? solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(constant: 20)))
        try? solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(constant: Double(60 + view % 7 * 10)), strength: .weak))
        try? solver.add(Constraint(LinearExpression(width), .lessThanOrEqual, LinearExpression(constant: 300), strength: .strong))
        let right = LinearExpression(left).adding(LinearExpression(width))
        try? solver.add(Constraint(right, .lessThanOrEqual, LinearExpression(constant: Double(16 + (view / 10 + 1) * 1000)), strength: .required))
        constraints += 5
        previousRight = view % 10 == 9 ? nil : right
    }
    precondition(constraints == 1000)
    return solver.value(of: Variable())
}
var solverTimes: [Double] = []
for _ in 0...runs {
    let start = clock.now
    let value = solverRun()
    solverTimes.append(milliseconds(clock.now - start))
    withExtendedLifetime(value) {}
}
solverTimes.removeFirst()
solverTimes.sort()
print("solver, 1000 constraints added one by one: median \(format(solverTimes[runs / 2])) ms, best \(format(solverTimes[0])) ms over \(runs) runs (goal: under 50 ms)")
