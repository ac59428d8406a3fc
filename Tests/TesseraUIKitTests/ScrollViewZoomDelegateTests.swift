import Foundation
import Testing
@testable import TesseraUIKit

/// The zooming and scroll-to-top requirements of `UIScrollViewDelegate`: UIKit's answers when a
/// delegate does not implement them, and `nil` through the optional-call form.
@MainActor
@Suite struct ScrollViewZoomDelegateTests {
    final class Plain: NSObject, UIScrollViewDelegate {}
    final class Zooming: NSObject, UIScrollViewDelegate {
        let content = UIView()
        private(set) var zooms = 0
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
    }

    @Test func unimplementedRequirementsGiveUIKitsAnswers() {
        let scrollView = UIScrollView(frame: .zero)
        let plain = Plain()
        #expect(plain.scrollViewShouldScrollToTop(scrollView))
        #expect(plain.viewForZooming(in: scrollView) == nil)
        #expect(_objcOptionalCall(plain, "viewForZooming(in:)") { $0.viewForZooming(in: scrollView) } == nil)
        #expect(_objcOptionalCall(plain, "scrollViewShouldScrollToTop(_:)") { $0.scrollViewShouldScrollToTop(scrollView) } == nil)
        #expect(_objcOptionalCall(plain, "scrollViewDidZoom(_:)") { $0.scrollViewDidZoom(scrollView) } == nil)
    }

    @Test func implementedRequirementsAnswer() {
        let scrollView = UIScrollView(frame: .zero)
        let zooming = Zooming()
        #expect(_objcOptionalCall(zooming, "viewForZooming(in:)") { $0.viewForZooming(in: scrollView) } === zooming.content)
        #expect(_objcOptionalCall(zooming, "scrollViewShouldScrollToTop(_:)") { $0.scrollViewShouldScrollToTop(scrollView) } == false)
        #expect(_objcOptionalCall(zooming, "scrollViewDidZoom(_:)") { $0.scrollViewDidZoom(scrollView) } != nil)
        #expect(zooming.zooms == 1)
    }
}
