import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import TesseraObjCRewrite

/// The rewrite's list of UIKit's optional requirements is TesseraUIKit's: every requirement of a
/// TesseraUIKit protocol whose default implementation (in an extension of the protocol) calls
/// `OptionalRequirement.fallback`, read from the sources.
@Suite struct UIKitOptionalRequirementTableTests {
    /// `Sources/TesseraUIKit` of this repository.
    static let sourcesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TesseraUIKit")

    /// `Protocol.requirement(labels:)` of every optional requirement the sources declare.
    static func declaredOptionalRequirements() throws -> Set<String> {
        let files = try #require(FileManager.default.enumerator(at: sourcesFolder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        let trees = try files.map { Parser.parse(source: try String(contentsOf: $0, encoding: .utf8)) }
        let reader = Reader(viewMode: .sourceAccurate)
        for tree in trees { reader.walk(tree) }
        var found: Set<String> = []
        for (protocolName, keys) in reader.defaultsCallingFallback {
            for key in keys {
                // A default implementation of something the protocol requires (not a helper).
                if reader.requirements[protocolName]?.contains(key) == true { found.insert(protocolName + "." + key) }
            }
        }
        return found
    }

    @Test func theTableNamesExactlyTheRequirementsWithFallbackDefaults() throws {
        let declared = try Self.declaredOptionalRequirements()
        let table = Set(UIKitOptionalRequirements.byProtocol.flatMap { protocolName, keys in keys.map { protocolName + "." + $0 } })
        #expect(declared.count > 40, "the sources were read from \(Self.sourcesFolder.path)")
        #expect(table.subtracting(declared).sorted() == [], "in the table, without a fallback default in TesseraUIKit")
        #expect(declared.subtracting(table).sorted() == [], "with a fallback default in TesseraUIKit, missing from the table")
    }

    /// Collects the protocols' requirements and the protocol extensions' members whose bodies
    /// call `OptionalRequirement.fallback`.
    final class Reader: SyntaxVisitor {
        var requirements: [String: Set<String>] = [:]
        var defaultsCallingFallback: [String: Set<String>] = [:]

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    requirements[node.name.text, default: []].insert(Self.key(of: function))
                }
            }
            return .skipChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                      let body = function.body?.description, body.contains("OptionalRequirement.fallback") else { continue }
                defaultsCallingFallback[node.extendedType.trimmedDescription, default: []].insert(Self.key(of: function))
            }
            return .skipChildren
        }

        static func key(of function: FunctionDeclSyntax) -> String {
            function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
    }
}
