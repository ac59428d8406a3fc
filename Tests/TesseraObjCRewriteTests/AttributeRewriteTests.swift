import Testing
import TesseraObjCRewrite

/// Attributes and modifiers only the Objective-C runtime and Interface Builder read are dropped;
/// every line stays where it was.
@Suite struct AttributeRewriteTests {
    @Test func interfaceBuilderAttributesAreDroppedAndOutletsStayStoredProperties() {
        let source = """
            @IBDesignable
            class PhotoCell: UICollectionViewCell {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet private var badges: [UIView]!
                @IBInspectable var radius: CGFloat = 4
                @IBAction func tapped(_ sender: Any) {}
                @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """
        #expect(rewritten(source) == """

            class PhotoCell: UICollectionViewCell {
                weak var titleLabel: UILabel!
                private var badges: [UIView]!
                var radius: CGFloat = 4
                func tapped(_ sender: Any) {}
                func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """)
    }

    @Test func objcAttributesAndDynamicAreDropped() {
        let source = """
            @objcMembers final class Store: NSObject {
                @objc dynamic var count = 0
                @objc(refreshWithSender:) func refresh(_ sender: Any?) {}
                @nonobjc func plain() {}
                @objc
                enum Kind: Int { case a, b }
            }
            """
        #expect(rewritten(source) == """
            final class Store: NSObject {
                var count = 0
                func refresh(_ sender: Any?) {}
                func plain() {}

                enum Kind: Int { case a, b }
            }
            """)
    }

    @Test func submoduleImportsImportTheWholeModule() {
        #expect(rewritten("import UIKit.UICollectionView\nimport Foundation.NSString\nimport class UIKit.UIView\nimport MyKit.Part\n")
                == "import UIKit\nimport Foundation\nimport class UIKit.UIView\nimport MyKit.Part\n")
    }

    @Test func otherAttributesStay() {
        let source = "@MainActor final class A { @available(iOS 15, *) @discardableResult func f() -> Int { 1 } }"
        #expect(rewritten(source) == source)
    }

    @Test func theCopyNamesTheOriginalForTheCompilersMessages() {
        let result = ObjCRewrite.rewrite([RewriteSource(path: "/app/My \"Cell\".swift", text: "class A {}\n")])
        #expect(result.files[0].text == "#sourceLocation(file: \"/app/My \\\"Cell\\\".swift\", line: 1)\nclass A {}\n")
        #expect(result.diagnostics.isEmpty)
        #expect(ObjCRewrite.unchangedCopy(of: RewriteSource(path: "/a.swift", text: "@objc class A {}")).text
                == "#sourceLocation(file: \"/a.swift\", line: 1)\n@objc class A {}")
    }

    @Test func eachChangeIsListedByLine() {
        let result = ObjCRewrite.rewrite([RewriteSource(path: "/a.swift", text: "class A {\n    @IBOutlet var b: UIView?\n    @objc dynamic var c = 1\n}\n")])
        #expect(result.files[0].changes == ["2: @IBOutlet dropped", "3: @objc dropped", "3: dynamic dropped"])
    }
}
