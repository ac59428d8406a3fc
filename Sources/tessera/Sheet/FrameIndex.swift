import Foundation
import TesseraImage
import TesseraLayout
import TesseraRender

/// `--index-csv`: the frame index beside a print job, one line a photo in the sheet's order, for
/// a client ordering from a proof: the frame number (`{index}` in captions), the page it is
/// printed on, the file, its stars, colour label and flag from its XMP.
///
/// ```text
/// frame,page,file,rating,label,flag
/// 1,1,Trip/DSC_0101.JPG,4,Red,pick
/// ```
enum FrameIndex {
    /// The CSV text for `content`'s photos as `layout` and `pages` place them; `photos` gives
    /// each file's XMP.
    static func csv(content: SheetContent, layout: LayoutResult, pages: [PageBreaks.Page], photos: [GalleryPhoto]) -> String {
        let byPath = Dictionary(photos.map { ($0.path, $0) }) { first, _ in first }
        var pageOf: [IndexPath: Int] = [:]
        for (index, element) in layout.attributes.enumerated() where element.category == .cell {
            let page = pages.firstIndex { page in
                (page.drawn?.contains(index) ?? true) && page.region.minY < element.frame.maxY && page.region.maxY > element.frame.minY
            }
            pageOf[element.indexPath] = (page ?? 0) + 1
        }
        var lines = ["frame,page,file,rating,label,flag"]
        var frame = 0
        for (section, cells) in content.cells.enumerated() {
            for (item, cell) in cells.enumerated() {
                let path: String
                switch cell {
                case .photo(let photo, _): path = photo
                case .failedPhoto(let photo, _): path = photo
                default: continue
                }
                frame += 1
                let xmp = byPath[path]?.xmp ?? XMPMetadata()
                let flag = xmp.isRejected ? "reject" : xmp.isPicked ? "pick" : ""
                let fields = ["\(frame)", "\(pageOf[IndexPath(item: item, section: section)] ?? 1)", path,
                              xmp.rating.map { "\($0)" } ?? "", xmp.label ?? "", flag]
                lines.append(fields.map(quoted).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
