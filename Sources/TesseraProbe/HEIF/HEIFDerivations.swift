/// Refuses HEIF files whose items are derived from themselves, or nested too deep, before
/// libheif ever sees them.
///
/// A derived image (`grid`, `iovl`, `iden`) names its inputs with `dimg` references, and an
/// image with an auxiliary image (`auxl`: alpha, depth) decodes that one too. libheif 1.15
/// follows both by recursion without a bound: a grid whose tile is the grid itself, an `iden`
/// naming itself, or a 15,000-deep `iden` chain overflows its stack (issue 36). Here those
/// references make a graph, walked from every item (not only the primary: libheif reads every
/// image's references), with each item's depth remembered, so the walk costs one visit an
/// edge and never recurses deeper than ``maxDepth`` + 2.
///
/// ``maxDepth`` is 4 hops. Real files need 2 at most: an iPhone's HEIC is a grid of HEVC tiles
/// (1) with an auxiliary depth or gain map that is itself a grid (2); an `iden` or overlay over
/// such a grid is 3. Anything deeper is no photograph.
enum HEIFDerivations {
    /// The most hops from an item to the coded images it is made of.
    static let maxDepth = 4

    /// Throws ``ProbeError/heifReferenceCycle(items:)`` for an item derived from itself, or
    /// ``ProbeError/heifDerivationTooDeep(chain:limit:)`` for a chain of more than ``maxDepth``.
    static func check(_ meta: HEIFMeta) throws(ProbeError) {
        var walk = Walk(edges: edges(of: meta))
        for item in walk.edges.keys.sorted() {
            _ = try walk.depth(of: item, path: [])
        }
    }

    /// Each item's inputs: its `dimg` references, and the auxiliary images (`auxl`, which point
    /// from the auxiliary image to its master) that decoding it decodes.
    static func edges(of meta: HEIFMeta) -> [Int: [Int]] {
        var edges: [Int: [Int]] = [:]
        for reference in meta.references {
            switch reference.type {
            case "dimg": edges[reference.from, default: []] += reference.to
            case "auxl": for master in reference.to { edges[master, default: []].append(reference.from) }
            default: break
            }
        }
        return edges
    }

    private struct Walk {
        let edges: [Int: [Int]]
        /// The hops from each item already walked down to its deepest input.
        var depths: [Int: Int] = [:]

        /// The hops below `item`, reached by `path` (its derived images, outermost first).
        mutating func depth(of item: Int, path: [Int]) throws(ProbeError) -> Int {
            if let known = depths[item] {
                guard path.count + known <= HEIFDerivations.maxDepth else {
                    throw .heifDerivationTooDeep(chain: path + [item], limit: HEIFDerivations.maxDepth)
                }
                return known
            }
            if let start = path.firstIndex(of: item) { throw .heifReferenceCycle(items: Array(path[start...]) + [item]) }
            guard path.count <= HEIFDerivations.maxDepth else {
                throw .heifDerivationTooDeep(chain: path + [item], limit: HEIFDerivations.maxDepth)
            }
            var deepest = 0
            for input in edges[item] ?? [] {
                deepest = max(deepest, try depth(of: input, path: path + [item]) + 1)
            }
            depths[item] = deepest
            return deepest
        }
    }
}
