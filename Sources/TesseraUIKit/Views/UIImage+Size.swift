import Foundation
import TesseraLayout
// TesseraProbe reads headers in Swift alone: nothing on `import UIKit`'s path needs a C module.
internal import TesseraProbe

extension UIImage {
    /// `size`: an image file's or encoded image's displayed size in points (its pixels, turned by
    /// its EXIF orientation, at scale 1), read from its header without decoding (TesseraProbe's
    /// `HeaderProbe`, so zero for a camera RAW file, whose size needs LibRaw); an SF Symbol's
    /// at the default configuration (see ``size(with:font:)``); zero for an image known only by
    /// an asset name (there are no asset catalogs here) or whose header cannot be read; for
    /// `UIImage()` zero, and for an image a `UIGraphicsImageRenderer` made the renderer's size.
    public var size: CGSize {
        if let blankSize { return blankSize }
        if let symbol = symbolSize(with: nil, font: nil) { return symbol }
        let info: ImageInfo?
        if let encodedData {
            info = try? HeaderProbe.probe(bytes: [UInt8](encodedData))
        } else if let path {
            info = try? HeaderProbe.probe(fileAt: path)
        } else {
            info = nil
        }
        guard let info else { return .zero }
        return CGSize(width: info.displayWidth, height: info.displayHeight)
    }

    /// The image's size drawn with a symbol configuration and beside text in `font`: for an SF
    /// Symbol, ``symbolSize(with:font:)``; for other images their ``size``.
    func size(with configuration: SymbolConfiguration?, font: UIFont?) -> CGSize {
        symbolSize(with: configuration, font: font) ?? size
    }

    /// An SF Symbol's size, which Tessera cannot read (the symbols are not on Linux): a square
    /// whose side is the configuration's point size (else `font`'s, else 17, the body size)
    /// times its scale — 0.8 for `.small`, 1 for `.medium`, 1.25 for `.large`. Real symbols vary
    /// in width by glyph (`car` is wider than `snow`) and are a little shorter than their point
    /// size; the squares are an estimate, so frames that depend on a symbol's width are off by a
    /// few points from a device's.
    func symbolSize(with configuration: SymbolConfiguration?, font: UIFont?) -> CGSize? {
        guard isSymbol else { return nil }
        let points = configuration?.pointSize ?? font?.pointSize ?? 17
        let factor: CGFloat = switch configuration?.scale {
        case .small: 0.8
        case .large: 1.25
        default: 1
        }
        return CGSize(width: points * factor, height: points * factor)
    }
}
