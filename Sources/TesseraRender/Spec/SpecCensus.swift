import TesseraLayout
// libyaml, the parser Yams runs (its `CYaml` target, which SwiftPM makes visible to every
// module depending on Yams): its event stream is read here without building anything.
internal import CYaml

/// The counting pass over a spec's text before Yams builds its tree (issue 36, point 11).
///
/// Yams composes the whole document before anything of ours looks at it, and while composing
/// it hashes every mapping key, aliases expanded: `{? *bomb : 1}` over ten anchors of ten
/// aliases each hashes 10¹⁰ values before a single check. This pass reads libyaml's events
/// (the same parser, nothing built: memory in proportion to the nesting, time to the text)
/// and counts what the tree would hold:
/// - values written out (scalars, lists, mappings, aliases), anchors and aliases, against
///   ``Limits``: a real spec writes a few hundred values and a handful of anchors;
/// - what aliases expand to, every anchor's subtree measured once as it ends: values (keys
///   that are not plain strings counted too, since Yams hashes them) and bytes of text
///   against ``SpecLoader/maximumValues(for:)`` and ``SpecLoader/maximumTextBytes(for:)``,
///   refused where they run out as ``SpecLoadError/aliasExpansion(path:)`` and
///   ``SpecLoadError/aliasTextExpansion(path:limit:)``, at once;
/// - the nesting depth, through aliases (an alias of a 40-level list inside 40 levels is 80
///   deep), against ``SpecLoader/maximumDepth``: ``SpecLoadError/tooDeep(path:location:limit:)``.
///
/// A count over its limit is refused once the stream has been read to its end: a syntax error
/// after it (libyaml's own nesting limit of 1,000 levels among them) is left to Yams to report,
/// in its words, as before; what Yams composes up to it is bounded by the file's size. An
/// expansion over budget is refused at once: Yams would spend it.
struct SpecCensus {
    /// The bounds on what a spec's text writes out.
    struct Limits {
        /// Values written out: 200,000 (a sheet of 10,000 photos listed with a title each
        /// writes about 40,000; a 1 MiB file of `[0,0,0,…]` would write 524,288).
        var values = 200_000
        /// Anchors defined: 10,000.
        var anchors = 10_000
        /// Aliases written: 10,000.
        var aliases = 10_000
    }

    /// What a node holds once its aliases are expanded.
    private struct Size {
        var values = 0
        var textBytes = 0
        /// How many levels below the node its deepest descendant lies.
        var height = 0
        /// The scalar's text, for an anchored plain key used through an alias.
        var scalar: String?
    }

    /// One open list or mapping.
    private struct Frame {
        let isMapping: Bool
        let isKey: Bool
        let anchor: String?
        var expectingKey = true
        var index = 0
        var key = ""
        var held = Size()
    }

    private let limits: Limits
    private let file: String
    private let maximumValues: Int
    private let maximumTextBytes: Int
    private var frames: [Frame] = []
    private var anchors: [String: Size] = [:]
    private var written = 0, anchorCount = 0, aliasCount = 0
    private var values = 0, textBytes = 0
    /// The first count over its limit, thrown once the stream has been read without a syntax error.
    private var refusal: SpecLoadError?

    /// Counts `text` (the spec at `path`), throwing what it holds beyond the limits.
    static func check(_ text: String, path: String, limits: Limits = Limits()) throws(SpecLoadError) {
        var census = SpecCensus(limits: limits, file: path, maximumValues: SpecLoader.maximumValues(for: text),
                                maximumTextBytes: SpecLoader.maximumTextBytes(for: text))
        var text = text
        let outcome = text.withUTF8 { bytes in Result { () throws(SpecLoadError) in try census.read(bytes) } }
        try outcome.get()
    }

    private init(limits: Limits, file: String, maximumValues: Int, maximumTextBytes: Int) {
        self.limits = limits
        self.file = file
        self.maximumValues = maximumValues
        self.maximumTextBytes = maximumTextBytes
    }

    /// Reads the event stream of `bytes` to its end or its first syntax error.
    private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(SpecLoadError) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        var event = yaml_event_t()
        while true {
            // A syntax error: Yams reports it, in its words.
            guard yaml_parser_parse(&parser, &event) == 1 else { return }
            defer { yaml_event_delete(&event) }
            let location = SpecLocation(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                if let refusal { throw refusal }
                return
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
                try add(Size(values: 1, textBytes: Int(scalar.length), scalar: value), anchor: Self.text(scalar.anchor),
                        at: location)
            case YAML_ALIAS_EVENT:
                aliasCount += 1
                refuse(if: aliasCount > limits.aliases, .aliases(limits.aliases), at: location)
                // An undefined alias: Yams refuses it.
                let size = Self.text(event.data.alias.anchor).flatMap { anchors[$0] } ?? Size(values: 1)
                try add(size, anchor: nil, at: location)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchor = Self.text(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
                try open(isMapping: isMapping, anchor: anchor, at: location)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = frames.popLast() else { return }
                var size = frame.held
                size.values += 1
                size.scalar = nil
                try finish(size, anchor: frame.anchor, isKey: frame.isKey, at: location, counted: true)
            default:
                break
            }
        }
    }

    /// Whether the node now starting is a mapping's key.
    private var atKey: Bool { frames.last.map { $0.isMapping && $0.expectingKey } ?? false }

    /// The key path of the node now starting (a key's, and anything's inside a key, is the mapping's).
    private var path: SpecPath {
        var end = frames.count
        if let key = frames.firstIndex(where: \.isKey) { end = key - 1 } else if atKey { end -= 1 }
        return SpecPath(frames[0..<max(0, end)].map { $0.isMapping ? .key($0.key) : .index($0.index) })
    }

    /// A list or mapping starts: counted, its depth checked, a frame opened.
    private mutating func open(isMapping: Bool, anchor: String?, at location: SpecLocation) throws(SpecLoadError) {
        let isKey = atKey
        countWritten(anchored: anchor != nil, at: location)
        checkDepth(height: 0, at: location)
        try spend(Size(values: 1), at: location)
        frames.append(Frame(isMapping: isMapping, isKey: isKey, anchor: anchor))
    }

    /// A scalar or an alias: counted, spent from the budgets, and finished.
    private mutating func add(_ size: Size, anchor: String?, at location: SpecLocation) throws(SpecLoadError) {
        countWritten(anchored: anchor != nil, at: location)
        try finish(size, anchor: anchor, isKey: atKey, at: location, counted: false)
    }

    /// A node is complete: recorded under its anchor, added to its parent, and the parent moved on.
    private mutating func finish(_ size: Size, anchor: String?, isKey: Bool, at location: SpecLocation,
                                 counted: Bool) throws(SpecLoadError) {
        // A plain key is text, not a value (as the tree is built); any other key is hashed whole.
        var spent = size
        if isKey, size.scalar != nil { spent.values = 0 }
        if !counted {
            checkDepth(height: size.height, at: location)
            try spend(spent, at: location)
        }
        if let anchor { anchors[anchor] = size }
        guard !frames.isEmpty else { return }
        let last = frames.count - 1
        frames[last].held.values += spent.values
        frames[last].held.textBytes += spent.textBytes
        frames[last].held.height = max(frames[last].held.height, size.height + 1)
        if frames[last].isMapping {
            if frames[last].expectingKey { frames[last].key = size.scalar ?? "?" }
            frames[last].expectingKey.toggle()
        } else {
            frames[last].index += 1
        }
    }

    /// Spends `size` from the expansion budgets, refusing at once where one runs out.
    private mutating func spend(_ size: Size, at location: SpecLocation) throws(SpecLoadError) {
        values += size.values
        guard values <= maximumValues else { throw .aliasExpansion(path: path) }
        textBytes += size.textBytes
        guard textBytes <= maximumTextBytes else { throw .aliasTextExpansion(path: path, limit: maximumTextBytes) }
    }

    /// Records a refusal when the node starting here, `height` levels deep itself, goes deeper
    /// than ``SpecLoader/maximumDepth``.
    private mutating func checkDepth(height: Int, at location: SpecLocation) {
        guard refusal == nil, path.components.count + height > SpecLoader.maximumDepth else { return }
        refusal = .tooDeep(path: path, location: location, limit: SpecLoader.maximumDepth)
    }

    /// Counts one more value written out, and an anchor if it has one.
    private mutating func countWritten(anchored: Bool, at location: SpecLocation) {
        written += 1
        refuse(if: written > limits.values, .values(limits.values), at: location)
        guard anchored else { return }
        anchorCount += 1
        refuse(if: anchorCount > limits.anchors, .anchors(limits.anchors), at: location)
    }

    /// Records `limit` as the refusal when `over` and nothing was refused before.
    private mutating func refuse(if over: Bool, _ limit: SpecTextLimit, at location: SpecLocation) {
        if over, refusal == nil { refusal = .tooComplex(path: file, limit: limit, location: location) }
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
