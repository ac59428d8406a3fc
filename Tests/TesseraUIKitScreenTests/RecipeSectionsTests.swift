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
