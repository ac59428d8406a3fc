import Foundation

extension SheetContent {
    /// The file of the photo drawn in the cell at `indexPath`, if that cell is a photo (or a
    /// failed one): to name it in messages.
    public func photoPath(at indexPath: IndexPath) -> String? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        switch cells[indexPath.section][indexPath.item] {
        case .photo(let path, _), .failedPhoto(let path, _): return path
        default: return nil
        }
    }
}
