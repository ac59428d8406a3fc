import Testing
import TesseraObjCRewrite

/// An override declared in an extension, or a member of an extension that a subclass overrides,
/// moves into its class when the class is in the same target; lines stay mapped to the originals.
@Suite struct OverrideMoveTests {
    @Test func anOverrideMovesIntoItsClassInAnotherFile() {
        let classFile = """
            class MosaicLayout: UICollectionViewLayout {
                var columns = 2
            }
            """
        let extensionFile = """
            import UIKit

            extension MosaicLayout {
                @objc override func prepare() {
                    super.prepare()
                }

                func helper() {}
            }
            """
        let (bodies, result) = rewritten([("/app/MosaicLayout.swift", classFile), ("/app/MosaicLayout+Prepare.swift", extensionFile)])
        #expect(result.diagnostics.isEmpty)
        #expect(bodies[0] == """
            class MosaicLayout: UICollectionViewLayout {
                var columns = 2

            #sourceLocation(file: "/app/MosaicLayout+Prepare.swift", line: 4)
                override func prepare() {
                    super.prepare()
                }
            #sourceLocation(file: "/app/MosaicLayout.swift", line: 3)
            }
            """)
        #expect(bodies[1] == """
            import UIKit

            extension MosaicLayout {




                func helper() {}
            }
            """)
    }

    @Test func aMemberASubclassOverridesMovesToo() {
        let source = """
            class Base {}
            extension Base {
                @objc func columnCount() -> Int { 2 }
                func untouched() {}
            }
            final class Wide: Base {
                override func columnCount() -> Int { 4 }
            }
            """
        let body = rewritten(source, path: "/app/Base.swift")
        #expect(body == """
            class Base {
            #sourceLocation(file: "/app/Base.swift", line: 3)
                func columnCount() -> Int { 2 }
            #sourceLocation(file: "/app/Base.swift", line: 1)
                        }
            extension Base {

                func untouched() {}
            }
            final class Wide: Base {
                override func columnCount() -> Int { 4 }
            }
            """)
    }

    @Test func anOverrideInAnExtensionOfAFrameworkClassIsRefused() {
        let source = """
            extension UICollectionViewCell {
                open override func awakeFromNib() {}
            }
            class Mine {}
            extension Mine where Self: AnyObject {
                override func f() {}
            }
            """
        let result = rewritten([("/app/Swizzle.swift", source)]).result
        #expect(result.diagnostics.map { "\($0.line):\($0.column)" } == ["2:5", "6:5"])
        #expect(result.diagnostics[0].message.hasPrefix("override of awakeFromNib() in an extension of UICollectionViewCell, which is not declared in this target"))
        #expect(result.diagnostics[1].message.contains("constrained extension"))
    }
}
