import Foundation
import Testing
import TesseraRender

@Suite("Preview sizes and boards")
struct PreviewBoardTests {
    @Test("presets and WxH sizes; unknown entries are named")
    func sizes() throws {
        let sizes = try PreviewSize.parseList("iphone-portrait, iphone-landscape,iphone-se,ipad-portrait,ipad-landscape,500x300")
        #expect(sizes.map(\.size) == [CGSize(width: 393, height: 852), CGSize(width: 852, height: 393), CGSize(width: 375, height: 667),
                                      CGSize(width: 820, height: 1180), CGSize(width: 1180, height: 820), CGSize(width: 500, height: 300)])
        #expect(sizes.map(\.caption).first == "iphone-portrait 393×852" && sizes.last?.caption == "500×300")
        #expect(throws: PreviewSizeError.unknown("phablet", known: PreviewSize.presets.map(\.name))) {
            try PreviewSize.parseList("iphone-portrait,phablet")
        }
    }

    @Test("panels side by side, top-aligned, under their captions, pixel for pixel")
    func board() throws {
        let a = PixelBuffer(width: 30, height: 50, filledWith: RGBA8(255, 0, 0))
        let b = PixelBuffer(width: 60, height: 20, filledWith: RGBA8(0, 0, 255))
        let board = PreviewBoard(scale: 1, text: try TextRasterizer(mode: .boxes))
        let panels = [PreviewPanel(caption: "a 30×50", image: a), PreviewPanel(caption: "b", image: b)]
        let image = try board.compose(panels)
        // Margin 16, gap 24, caption strip 28.
        #expect(image.size == PixelSize(width: 16 + 30 + 24 + 60 + 16, height: 16 + 28 + 50 + 16))
        #expect(board.origins(of: panels).map(\.x) == [16, 70] && board.origins(of: panels).map(\.y) == [44, 44])
        for y in 44..<94 { for x in 16..<46 { #expect(image[x, y] == RGBA8(255, 0, 0)) } }
        #expect(image[70, 44] == RGBA8(0, 0, 255) && image[129, 63] == RGBA8(0, 0, 255) && image[70, 64] != RGBA8(0, 0, 255))
        // The caption's boxes are drawn in the strip above the first panel, in the caption colour.
        let caption = board.captionColor.premultiplied
        #expect((16..<44).contains { y in (16..<46).contains { x in image[x, y] == caption } })
    }

    @Test("a board beyond 200 million pixels, or wider than 65,500, is refused before it is allocated (issues 8 and 42)")
    func oversizedBoard() throws {
        let board = PreviewBoard(scale: 1, text: try TextRasterizer(mode: .boxes))
        // A wide, short panel beside a narrow, tall one: small panels, a 60,057 × 4,060-pixel board.
        let panels = [PreviewPanel(caption: "wide", image: PixelBuffer(width: 60_000, height: 1)),
                      PreviewPanel(caption: "tall", image: PixelBuffer(width: 1, height: 4_000))]
        #expect(board.size(of: panels) == PixelSize(width: 16 + 60_000 + 24 + 1 + 16, height: 16 + 28 + 4_000 + 16))
        #expect(throws: RenderError.tooLarge(.tooManyPixels(width: 60_057, height: 4_060, limit: 200_000_000, kind: .inMemory))) {
            try board.compose(panels)
        }
        // 65,557 pixels wide, 3,060 high (200.6 million): its width is refused first, as every picture's is.
        let wider = [PreviewPanel(caption: "wide", image: PixelBuffer(width: 65_500, height: 1)),
                     PreviewPanel(caption: "tall", image: PixelBuffer(width: 1, height: 3_000))]
        #expect(throws: RenderError.tooLarge(.tooWide(width: 65_557, height: 3_060, limit: 65_500))) { try board.compose(wider) }
    }
}
