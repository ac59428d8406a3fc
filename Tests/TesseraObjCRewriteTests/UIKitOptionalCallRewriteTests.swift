import Testing
import TesseraObjCRewrite

/// Calls of UIKit's optional requirements in the optional-call form become `_objcOptionalCall`
/// calls, on the lines they were on.
@Suite struct UIKitOptionalCallRewriteTests {
    @Test func anOptionalCallBecomesAnObjCOptionalCall() {
        #expect(rewritten("let size = delegate?.collectionView?(cv, layout: self, sizeForItemAt: ip) ?? itemSize") == """
            let size = _objcOptionalCall(delegate, "collectionView(_:layout:sizeForItemAt:)", { _objcReceiver in \
            _objcReceiver.collectionView(cv, layout: self, sizeForItemAt: ip) }) ?? itemSize
            """)
    }

    @Test func theReceiverMayBeAnyExpression() {
        let source = """
            let size = (collectionView?.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(collectionView!, layout: self, sizeForItemAt: indexPath)
            let sections = dataSource.numberOfSections?(in: collectionView)
            """
        #expect(rewritten(source) == """
            let size = _objcOptionalCall((collectionView?.delegate as? UICollectionViewDelegateFlowLayout), \
            "collectionView(_:layout:sizeForItemAt:)", { _objcReceiver in _objcReceiver.collectionView(collectionView!, layout: self, \
            sizeForItemAt: indexPath) })
            let sections = _objcOptionalCall(dataSource, "numberOfSections(in:)", { _objcReceiver in \
            _objcReceiver.numberOfSections(in: collectionView) })
            """)
    }

    @Test func aStatementAndAForcedCall() {
        let source = """
            func scrolled() {
                scrollDelegate?.scrollViewDidScroll?(scrollView)
                let allowed = delegate!.collectionView!(cv, shouldSelectItemAt: ip)
            }
            """
        #expect(rewritten(source) == """
            func scrolled() {
                _objcOptionalCall(scrollDelegate, "scrollViewDidScroll(_:)", { _objcReceiver in _objcReceiver.scrollViewDidScroll(scrollView) })
                let allowed = _objcOptionalCall(delegate!, "collectionView(_:shouldSelectItemAt:)", { _objcReceiver in \
            .some(_objcReceiver.collectionView(cv, shouldSelectItemAt: ip)) })!
            }
            """)
    }

    @Test func theLinesStayWhereTheyWere() {
        let source = """
            let inset = delegate?
                .collectionView?(cv, layout: self,
                                 insetForSectionAt: section)
                .top
            """
        #expect(rewritten(source) == """
            let inset = _objcOptionalCall(delegate, "collectionView(_:layout:insetForSectionAt:)", { _objcReceiver in _objcReceiver
                .collectionView(cv, layout: self,
                                 insetForSectionAt: section) })?
                .top
            """)
    }

    @Test func anEnclosingClosuresArgumentsAreCaptured() {
        let source = "sections.map { delegate?.collectionView?(cv, layout: self, insetForSectionAt: $0) }"
        #expect(rewritten(source) == """
            sections.map { _objcOptionalCall(delegate, "collectionView(_:layout:insetForSectionAt:)", \
            { [_objcArgument0 = $0] _objcReceiver in _objcReceiver.collectionView(cv, layout: self, insetForSectionAt: _objcArgument0) }) }
            """)
        // A closure among the arguments keeps its own `$0`.
        #expect(rewritten("delegate?.collectionView?(cv, layout: self, insetForSectionAt: items.map { $0 }.count)") == """
            _objcOptionalCall(delegate, "collectionView(_:layout:insetForSectionAt:)", { _objcReceiver in \
            _objcReceiver.collectionView(cv, layout: self, insetForSectionAt: items.map { $0 }.count) })
            """)
    }

    @Test func chainedOptionalCallsNest() {
        #expect(rewritten("let d = delegate?.scrollViewDidScroll?(a)?.scrollViewDidScroll?(b)") == """
            let d = _objcOptionalCall(_objcOptionalCall(delegate, "scrollViewDidScroll(_:)", { _objcReceiver in \
            _objcReceiver.scrollViewDidScroll(a) }), "scrollViewDidScroll(_:)", { _objcReceiver in _objcReceiver.scrollViewDidScroll(b) })
            """)
    }

    @Test func otherCallsStayAsWritten() {
        let source = """
            var onScroll: ((Int) -> Void)?
            handler?.onScroll?(3)
            handler?.customEvent?(in: view)
            delegate?.collectionView(cv, layout: self, sizeForItemAt: ip)
            super.scrollViewDidScroll?(scrollView)
            """
        #expect(rewritten(source) == source)
        // A closure property that shares a requirement's name is called as a closure.
        let closure = """
            var scrollViewDidScroll: ((UIScrollView) -> Void)?
            proxy?.scrollViewDidScroll?(scrollView)
            """
        #expect(rewritten(closure) == closure)
    }

    @Test func theTargetsOwnProtocolTakesPrecedence() {
        let protocolSource = """
            @objc protocol GalleryDelegate {
                @objc optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
            }
            """
        let caller = "gallery?.collectionView?(cv, didSelectItemAt: ip)"
        #expect(rewritten([("/app/P.swift", protocolSource), ("/app/C.swift", caller)]).bodies[1]
                == "_ = try? gallery?.collectionView(cv, didSelectItemAt: ip)")
    }

    @Test func aTrailingClosureCallIsMatchedByItsBaseNameWhenOnlyOneRequirementHasIt() {
        // Text only: the labels a trailing closure hides are not needed when the base name is unique.
        #expect(rewritten("delegate?.scrollViewWillEndDragging?(sv, withVelocity: v) { target }") == """
            _objcOptionalCall(delegate, "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", { _objcReceiver in \
            _objcReceiver.scrollViewWillEndDragging(sv, withVelocity: v) { target } })
            """)
        let ambiguous = "delegate?.collectionView?(cv) { target }"
        #expect(rewritten(ambiguous) == ambiguous)
    }
}
