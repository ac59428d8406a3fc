import Testing
import TesseraObjCRewrite

/// `#selector(...)` becomes a `Selector` that carries the method, named as Objective-C names it.
@Suite struct SelectorRewriteTests {
    @Test func aBareNameIsTheEnclosingTypesMethod() {
        let source = """
            final class AlbumViewController: UIViewController {
                func wire() { button.addTarget(self, action: #selector(share), for: .touchUpInside) }
                @objc func share() {}
            }
            """
        #expect(rewritten(source) == """
            final class AlbumViewController: UIViewController {
                func wire() { button.addTarget(self, action: Selector("share", performing: AlbumViewController.share), for: .touchUpInside) }
                func share() {}
            }
            """)
    }

    @Test func labelsNameTheObjectiveCSelector() {
        let source = """
            extension Outer.Inner {
                func wire() {
                    _ = #selector(tap(_:))
                    _ = #selector(self.tap(_:forEvent:))
                    _ = #selector(Other.handle(sender:))
                    _ = #selector(Other.handle(withSender:))
                    _ = #selector(Other.reload)
                    _ = #selector(Other.pick as (Other) -> (Int) -> Void)
                }
            }
            """
        #expect(rewritten(source) == """
            extension Outer.Inner {
                func wire() {
                    _ = Selector("tap:", performing: Outer.Inner.tap(_:))
                    _ = Selector("tap:forEvent:", performing: Outer.Inner.tap(_:forEvent:))
                    _ = Selector("handleWithSender:", performing: Other.handle(sender:))
                    _ = Selector("handleWithSender:", performing: Other.handle(withSender:))
                    _ = Selector("reload", performing: Other.reload)
                    _ = Selector("pick", performing: Other.pick as (Other) -> (Int) -> Void)
                }
            }
            """)
    }

    @Test func aBareNameTakesTheLabelsOfTheOneMethodOfThatName() {
        let source = """
            class Cell {
                func wire() { _ = #selector(longPressed) }
                @objc func longPressed(_ recognizer: UILongPressGestureRecognizer) {}
            }
            """
        #expect(rewritten(source).contains("Selector(\"longPressed:\", performing: Cell.longPressed)"))
    }

    @Test func accessorsAndSelectorsOutsideATypeAreRefused() {
        let source = """
            let free = #selector(refresh)
            class A {
                let getter = #selector(getter: A.title)
            }
            """
        let result = rewritten([("/app/A.swift", source)]).result
        #expect(result.diagnostics.map { "\($0.line):\($0.column)" } == ["1:12", "3:18"])
        #expect(result.diagnostics[0].description.hasPrefix("/app/A.swift:1:12: error: #selector(refresh) outside a type"))
        #expect(result.diagnostics[1].message.contains("property accessor"))
    }
}
