import Foundation
import Testing
import UIKit
import TesseraSnapshotTesting

/// The recipe screen (RecipeViewController): a section provider gives the ingredients one column
/// of 48-point rows, the steps four columns of square tiles and the photos two columns of tiles
/// 0.4 of the width high — inside 16-point section insets, items inset by 3. Widths inside the
/// insets are inner = w − 32; a group's fractional height is of that inner width.
@Suite("Recipe screen: a layout per section")
@MainActor
struct RecipeSectionsTests {
    @Test("1, 4 and 2 columns, whatever the width", arguments: [ScreenHarness.portrait, ScreenHarness.landscape])
    func distinctSections(size: CGSize) throws {
        let controller = RecipeViewController()
        let result = ScreenHarness.layout(try ScreenHarness.show(controller, size, { controller.dataSource },
                                                                 [.ingredients, .steps, .photos], [2, 5, 3]))
        let inner = size.width - 32
        // Ingredients: rows at 16 and 16 + 48, each inset by 3; the section ends at 16 + 96 + 16 = 128.
        let ingredients = [r(19, 19, inner - 6, 42), r(19, 67, inner - 6, 42)]
        // Steps: slots inner / 4 wide and high, two rows for five steps, from 128 + 16.
        let tile = inner / 4
        let steps = (0..<5).map { r(16 + CGFloat($0 % 4) * tile + 3, 144 + CGFloat($0 / 4) * tile + 3, tile - 6, tile - 6) }
        // Photos: from 128 + 16 + 2 tiles + 16; slots inner / 2 wide, 0.8 / 2 × inner high.
        let photosTop = 128 + 32 + 2 * tile
        let half = inner / 2, high = 0.4 * inner
        let photos = (0..<3).map { r(16 + CGFloat($0 % 2) * half + 3, photosTop + 16 + CGFloat($0 / 2) * high + 3, half - 6, high - 6) }
        expectFrames(result.cellFrames, ingredients + steps + photos)
        #expect(abs(result.contentSize.height - (photosTop + 32 + 2 * high)) < 1e-9)
    }

    @Test("the section provider is asked for each section by index; an index past the kinds is no section")
    func sectionKinds() {
        #expect(RecipeSection(rawValue: 3) == nil)
        #expect(RecipeSection.allCases.map(\.columns) == [1, 4, 2])
    }
}

/// The adaptive recipe screen (AdaptiveRecipeViewController): the section provider doubles every
/// section's columns when the layout environment's container is wider than 700 points. Section
/// insets 16 (inner = w − 32), items inset by 3, ingredient rows 48 high, step tiles square,
/// photo tiles 0.8 / columns × inner high.
@Suite("Recipe screen: columns by the environment's width")
@MainActor
struct AdaptiveRecipeTests {
    @Test("portrait keeps 1, 4 and 2 columns; landscape (844 > 700) has 2, 8 and 4")
    func columnsByWidth() throws {
        let narrowController = AdaptiveRecipeViewController()
        let narrow = ScreenHarness.layout(try ScreenHarness.show(narrowController, ScreenHarness.portrait, { narrowController.dataSource },
                                                                 [.ingredients, .steps, .photos], [2, 10, 6]))
        let wideController = AdaptiveRecipeViewController()
        let wide = ScreenHarness.layout(try ScreenHarness.show(wideController, ScreenHarness.landscape, { wideController.dataSource },
                                                               [.ingredients, .steps, .photos], [2, 10, 6]))
        // Portrait: inner 358, ingredients one under the other.
        #expect(narrow.cellFrames[0] == r(19, 19, 352, 42) && narrow.cellFrames[1] == r(19, 67, 352, 42))
        // Landscape: inner 812, two ingredient columns of 406.
        #expect(wide.cellFrames[0] == r(19, 19, 400, 42) && wide.cellFrames[1] == r(425, 19, 400, 42))
        // Ten steps: three rows of four, or two rows of eight.
        #expect(Set(narrow.cellFrames[2..<12].map(\.minY)).count == 3)
        #expect(Set(wide.cellFrames[2..<12].map(\.minY)).count == 2)
        // Photos: 812 / 4 − 6 = 197 wide, 0.2 × 812 − 6 high.
        #expect(near(wide.cellFrames[12], r(19, wide.cellFrames[12].minY, 197, 0.2 * 812 - 6)))
    }

    @Test("loaded at the main screen's 393 points, then resized to 900: the environment decides again")
    func resize() throws {
        let controller = AdaptiveRecipeViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        // The screen's own snapshot: 2 ingredients, 10 steps, 6 photos.
        #expect((0..<3).map { collectionView.numberOfItems(inSection: $0) } == [2, 10, 6])
        #expect(collectionView.bounds.size == CGSize(width: 393, height: 852))
        // inner 361: the second ingredient under the first; the first step at 128 + 16 + 3,
        // 361 / 4 − 6 = 84.25 square.
        #expect(ScreenHarness.frame(collectionView, 1) == r(19, 67, 355, 42))
        #expect(near(ScreenHarness.frame(collectionView, 0, 1), r(19, 147, 84.25, 84.25)))
        // 900 wide: inner 868; ingredients in two columns of 434, so that section is 16 + 48 + 16
        // = 80 high; steps in eight slots of 108.5, the eighth at 16 + 7 × 108.5 + 3.
        collectionView.frame = CGRect(x: 0, y: 0, width: 900, height: 400)
        #expect(ScreenHarness.frame(collectionView, 1) == r(453, 19, 428, 42))
        #expect(near(ScreenHarness.frame(collectionView, 7, 1), r(778.5, 99, 102.5, 102.5)))
        #expect(near(ScreenHarness.frame(collectionView, 8, 1), r(19, 207.5, 102.5, 102.5)))
    }

    @Test("the screen's delegate method is found and called; an unimplemented one answers nil")
    func optionalDelegateCalls() throws {
        let controller = AdaptiveRecipeViewController()
        let collectionView = try ScreenHarness.collectionView(of: controller)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        // A tap: the screen's didSelectItemAt deselects the item.
        // `_objcOptionalCall` is what the rewrite plugin makes of `delegate?.collectionView?(…)`.
        let answered: Void? = _objcOptionalCall(collectionView.delegate, "collectionView(_:didSelectItemAt:)") {
            $0.collectionView(collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        }
        #expect(answered != nil)
        #expect(collectionView.indexPathsForSelectedItems == [])
        let notImplemented = _objcOptionalCall(collectionView.delegate, "collectionView(_:shouldSelectItemAt:)") {
            $0.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 0))
        }
        #expect(notImplemented == nil)
        #expect(_objcOptionalCall(collectionView.dataSource, "numberOfSections(in:)") { $0.numberOfSections(in: collectionView) } == 3)
        #expect(_objcOptionalCall(collectionView.dataSource, "collectionView(_:canMoveItemAt:)") {
            $0.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0))
        } == nil)
    }
}
