import Foundation
import Testing
import UIKit

/// `UIScreen.main` and the app's layout direction scoped to one test: tests that run in
/// parallel (Swift Testing's default) each see their own, across suspension points.
@Suite("Scoped screens and layout directions")
@MainActor
struct ScopedEnvironmentTests {
    @Test("two tasks with different screens, interleaved, each see their own")
    func parallelScreens() async {
        let phone = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        let pad = UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180), scale: 2)
        async let first: [CGSize] = UIScreen.withMain(phone) {
            var seen: [CGSize] = []
            for _ in 0..<5 {
                seen.append(UIViewController().view.bounds.size)
                await Task.yield()
            }
            return seen
        }
        async let second: [UIUserInterfaceIdiom] = UIScreen.withMain(pad) {
            var seen: [UIUserInterfaceIdiom] = []
            for _ in 0..<5 {
                seen.append(UIDevice.current.userInterfaceIdiom)
                await Task.yield()
            }
            return seen
        }
        #expect(await first == Array(repeating: CGSize(width: 390, height: 844), count: 5))
        #expect(await second == Array(repeating: .pad, count: 5))
        // Outside the scopes: the process's iPhone 15 screen, unchanged.
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test("a scoped right-to-left direction reaches views, and ends with the scope")
    func scopedDirection() {
        let view = UIView(frame: .zero)
        UIApplication.withLayoutDirection(.rightToLeft) {
            #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
