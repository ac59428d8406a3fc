import Foundation
import TesseraImage
import TesseraLayout
import Yams

/// Turns a spec file's JSON or YAML text into TesseraLayout's `SpecNode` tree (JSON is read
/// as YAML), keeping each value's line and column.
///
/// YAML's own typing decides what a scalar is: `8` and `8.5` are numbers, `true` a boolean,
/// `null` or `~` null, and `8px` or a quoted `"8"` a string. Anchors and aliases are expanded;
/// duplicate keys are an error.
public enum SpecLoader {
    /// Reads and decodes the spec at `path`.
    public static func load(path: String) throws(SpecLoadError) -> LayoutSpec {
        let text = try read(path: path)
        let node = try parse(text, path: path)
        do {
            return try LayoutSpec(from: node)
        } catch let error as SpecError {
            throw .invalid(error)
        } catch {
            throw .invalid(.invalidValue(path: .root, problem: "\(error)", location: nil))
        }
    }

    /// How deeply mappings and lists may nest: real specs need about a dozen levels.
    static let maximumDepth = 64

    /// How many values the tree may hold once aliases are expanded, for `text`: its length in
    /// bytes (every value written out takes at least one) plus a million. Aliases that expand
    /// beyond that ("billion laughs": ten anchors of ten aliases each make 10¹⁰ values) are
    /// refused, so the work stays in proportion to the file.
    static func maximumValues(for text: String) -> Int { text.utf8.count + 1_000_000 }

    /// How many bytes of text (keys and scalars, UTF-8) the tree may hold once aliases are
    /// expanded, for `text`: its length plus a million. Counting values alone let one long
    /// string aliased a thousand times (a 1 MB title in every header) through.
    static func maximumTextBytes(for text: String) -> Int { text.utf8.count + 1_000_000 }

    /// The tree of one JSON or YAML document.
    ///
    /// The text is counted first (``SpecCensus``: values, anchors, aliases, what aliases expand
    /// to, nesting through aliases) without building anything; only then does Yams compose it.
    /// Yams builds its tree recursively, so a document nested up to libyaml's 1,000 levels would
    /// overflow an ordinary thread's stack: parsing runs on a thread with a 512 MiB stack
    /// (reserved, not used), and anything deeper than `maximumDepth` is refused.
    public static func parse(_ text: String, path: String) throws(SpecLoadError) -> SpecNode {
        // A byte-order mark (editors on Windows write one) is no part of the document; YAML
        // allows one at the start of a stream, but the parser refuses it.
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        let outcome = OnLargeStack.run { () -> Result<SpecNode, SpecLoadError> in
            do throws(SpecLoadError) {
                // Counted first from libyaml's events, building nothing: Yams composes (and
                // hashes keys, aliases expanded) before anything else looks at the tree.
                try SpecCensus.check(text, path: path)
            } catch {
                return .failure(error)
            }
            let root: Node?
            do {
                root = try Yams.compose(yaml: text)
            } catch {
                return .failure(.syntax(path: path, message: Self.syntaxMessage(error)))
            }
            guard let root else { return .failure(.empty(path: path)) }
            do throws(SpecLoadError) {
                var budget = ExpansionBudget(values: maximumValues(for: text), textBytes: maximumTextBytes(for: text))
                return .success(try node(from: root, at: .root, budget: &budget))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// What the tree may still hold: values, and bytes of text.
    private struct ExpansionBudget {
        var values: Int
        var textBytes: Int
        let textLimit: Int

        init(values: Int, textBytes: Int) {
            self.values = values
            self.textBytes = textBytes
            textLimit = textBytes
        }

        /// Spends the bytes of `text`; false once the text budget is exhausted.
        mutating func spend(_ text: String) -> Bool {
            textBytes -= text.utf8.count
            return textBytes >= 0
        }
    }

    /// `yaml` as a spec tree; `budget` is what the tree may still hold.
    private static func node(from yaml: Node, at path: SpecPath, budget: inout ExpansionBudget) throws(SpecLoadError) -> SpecNode {
        let location = yaml.mark.map { SpecLocation(line: $0.line, column: $0.column) }
        guard path.components.count <= maximumDepth else {
            throw .tooDeep(path: path, location: location, limit: maximumDepth)
        }
        budget.values -= 1
        guard budget.values >= 0 else { throw .aliasExpansion(path: path) }
        switch yaml {
        case .scalar(let scalar):
            guard budget.spend(scalar.string) else { throw .aliasTextExpansion(path: path, limit: budget.textLimit) }
            return SpecNode(value(of: yaml, scalar: scalar), location: location)
        case .sequence(let sequence):
            var elements: [SpecNode] = []
            for (index, element) in sequence.enumerated() {
                elements.append(try node(from: element, at: path.appending(index), budget: &budget))
            }
            return SpecNode(.array(elements), location: location)
        case .mapping(let mapping):
            var entries: [SpecEntry] = []
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw .unsupported(path: path, location: key.mark.map { SpecLocation(line: $0.line, column: $0.column) },
                                       what: "a mapping key that is not a plain string")
                }
                guard budget.spend(keyScalar.string) else { throw .aliasTextExpansion(path: path, limit: budget.textLimit) }
                let keyLocation = key.mark.map { SpecLocation(line: $0.line, column: $0.column) }
                let child = try node(from: value, at: path.appending(keyScalar.string), budget: &budget)
                entries.append(SpecEntry(key: keyScalar.string, keyLocation: keyLocation, value: child))
            }
            return SpecNode(.mapping(entries), location: location)
        case .alias:
            throw .unsupported(path: path, location: location, what: "an unresolved alias")
        }
    }

    /// A scalar's value by its resolved YAML tag; tags other than null, bool, int and float
    /// (timestamps, binary, custom tags) keep their text as a string.
    private static func value(of yaml: Node, scalar: Node.Scalar) -> SpecValue {
        switch Tag.Name(rawValue: yaml.tag.description) {
        case .null:
            return .null
        case .bool:
            return yaml.bool.map(SpecValue.bool) ?? .string(scalar.string)
        case .int:
            if let int = yaml.int { return .number(Double(int)) }
            return yaml.float.map(SpecValue.number) ?? .string(scalar.string)
        case .float:
            return yaml.float.map(SpecValue.number) ?? .string(scalar.string)
        default:
            return .string(scalar.string)
        }
    }

    private static func syntaxMessage(_ error: Error) -> String {
        guard let yamlError = error as? YamlError else { return "\(error)" }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? ""
            return "\(mark.line):\(mark.column): \(problem)\(during)"
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            return "\(context.mark.line):\(context.mark.column): duplicate key \(keys)"
        default:
            return String(describing: yamlError).split(separator: "\n").first.map(String.init) ?? "\(yamlError)"
        }
    }
}
