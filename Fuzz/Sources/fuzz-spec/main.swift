import Foundation
import FuzzDriver
import TesseraLayout

/// The spec decoder and the layouts behind it: any JSON document gives a `LayoutSpec` and frames,
/// or a `SpecError` naming a key path; never a crash, a hang or an unbounded allocation.
func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let json = try? JSONDecoder().decode(JSONValue.self, from: bytes),
          let spec = try? LayoutSpec(from: json.node),
          let container = try? spec.makeContainer(width: nil, height: nil, imageAspectRatio: { _ in 1.5 }) else { return 0 }
    let result = spec.layout.collectionLayout.layout(in: container)
    _ = result.attributes(in: CGRect(x: 0, y: 0, width: 390, height: 844))
    return 0
}

/// A JSON document as TesseraLayout's spec tree (what the CLI's YAML loader builds).
indirect enum JSONValue: Decodable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([(String, JSONValue)])

    init(from decoder: Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
        } else if let object = try? decoder.container(keyedBy: Key.self) {
            self = .object(try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() { self = .null }
            else if let bool = try? value.decode(Bool.self) { self = .bool(bool) }
            else if let number = try? value.decode(Double.self) { self = .number(number) }
            else { self = .string(try value.decode(String.self)) }
        }
    }

    var node: SpecNode {
        switch self {
        case .null: SpecNode(.null)
        case .bool(let value): SpecNode(.bool(value))
        case .number(let value): SpecNode(.number(value))
        case .string(let value): SpecNode(.string(value))
        case .array(let values): SpecNode(.array(values.map(\.node)))
        case .object(let entries): SpecNode(.mapping(entries.map { SpecEntry(key: $0.0, value: $0.1.node) }))
        }
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

runFuzzer { fuzzSpec($0, $1) }
