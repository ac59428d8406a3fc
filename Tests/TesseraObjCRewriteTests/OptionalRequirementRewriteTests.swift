import Testing
import TesseraObjCRewrite

/// An `@objc` protocol's optional methods become throwing requirements with a throwing default,
/// and their optional calls `try?` calls that are `nil` when the method is not implemented.
@Suite struct OptionalRequirementRewriteTests {
    static let protocolSource = """
        @objc public protocol WaterfallDelegate {
            func heightFor(_ item: Int) -> CGFloat
            @objc optional func columns(in section: Int) -> Int
            @MainActor @objc optional func layoutDidFinish(_ layout: AnyObject) async
        }
        """

    @Test func theProtocolBecomesClassBoundWithThrowingDefaults() {
        let body = rewritten(Self.protocolSource, path: "/app/Delegate.swift")
        #expect(body == """
            public protocol WaterfallDelegate: AnyObject {
                func heightFor(_ item: Int) -> CGFloat
                func columns(in section: Int) throws -> Int
                @MainActor func layoutDidFinish(_ layout: AnyObject) async throws
            }
            #sourceLocation(file: "/app/Delegate.swift", line: 1)
            extension WaterfallDelegate {
                public func columns(in section: Int) throws -> Int { throw _ObjCOptionalRequirementNotImplemented() }
                @MainActor public func layoutDidFinish(_ layout: AnyObject) async throws { throw _ObjCOptionalRequirementNotImplemented() }
            }
            #sourceLocation()
            private struct _ObjCOptionalRequirementNotImplemented: Error {}

            """)
    }

    @Test func anInheritedProtocolListGetsAnyObjectOnlyWhenNotClassBound() {
        #expect(rewritten("@objc protocol A: B {}") == "protocol A: B, AnyObject {}")
        #expect(rewritten("@objc protocol A: NSObjectProtocol {}") == "protocol A: NSObjectProtocol {}")
        #expect(rewritten("protocol Plain { func f() }") == "protocol Plain { func f() }")
    }

    @Test func callSitesInAnyFileBecomeTryCalls() {
        let layout = """
            final class WaterfallLayout {
                weak var delegate: WaterfallDelegate?
                func prepare() {
                    let columns = delegate?.columns?(in: 0) ?? 2
                    let text = delegate?.columns?(in: 1).description
                    let forced = delegate!.columns!(in: 2)
                    delegate?.layoutDidFinish?(self)
                    delegate?.onChange?(3)
                    _ = (columns, text, forced)
                }
            }
            """
        let (bodies, result) = rewritten([("/app/Delegate.swift", Self.protocolSource), ("/app/Layout.swift", layout)])
        #expect(result.diagnostics.isEmpty)
        #expect(bodies[1] == """
            final class WaterfallLayout {
                weak var delegate: WaterfallDelegate?
                func prepare() {
                    let columns = (try? delegate?.columns(in: 0)) ?? 2
                    let text = (try? delegate?.columns(in: 1))?.description
                    let forced = (try! delegate!.columns(in: 2))
                    _ = try? delegate?.layoutDidFinish(self)
                    delegate?.onChange?(3)
                    _ = (columns, text, forced)
                }
            }
            """)
    }

    @Test func askingWhetherAMethodExistsIsRefused() {
        let layout = """
            final class L {
                weak var delegate: WaterfallDelegate?
                func f() -> Bool {
                    if delegate?.columns != nil { return true }
                    return delegate?.responds(to: #selector(WaterfallDelegate.columns(in:))) ?? false
                }
            }
            """
        let result = rewritten([("/app/Delegate.swift", Self.protocolSource), ("/app/L.swift", layout)]).result
        #expect(result.diagnostics.map { "\($0.line):\($0.column)" } == ["4:12", "5:16"])
        #expect(result.diagnostics[0].message.contains("optional requirement"))
        #expect(result.diagnostics[1].message.hasPrefix("responds(to:)"))
    }

    @Test func optionalPropertiesAndThrowingOptionalMethodsAreRefused() {
        let source = """
            @objc protocol P {
                @objc optional var title: String { get }
                @objc optional func load() throws
            }
            """
        #expect(diagnostics(source) == ["2:5", "3:5"])
    }
}
