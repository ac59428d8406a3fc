import Foundation

/// The pages an earlier run left beside a new set of pages of the same name: `OUT-3.png` after
/// a 3-page run, when the new run wrote `OUT-1.png` and `OUT-2.png`; every `OUT-N.png` when the
/// new run is one page, `OUT.png`; `OUT.png` when it is several. A set of pages must not mix
/// two runs, so these are removed once the new pages are in place.
///
/// Only regular files whose names are exactly what ``SheetRenderer/pagePath(_:number:)`` makes
/// (`OUT-7.png`, not `OUT-07.png` or `OUT-7b.png`) are touched; links and folders never are.
enum StalePages {
    /// Removes the pages of `output` an earlier run left beyond the `pageCount` just written;
    /// returns their paths (spelled as ``SheetRenderer/pagePath(_:number:)`` spells them), in
    /// page order.
    static func remove(output: String, pageCount: Int) -> [String] {
        var stale = numbers(of: output).filter { pageCount == 1 || $0 > pageCount }.map { SheetRenderer.pagePath(output, number: $0) }
        if pageCount > 1 { stale.insert(output, at: 0) }
        return stale.filter { path in
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
            return unlink(path) == 0
        }
    }

    /// The page numbers of the files named like pages of `output` in its folder, ascending.
    static func numbers(of output: String) -> [Int] {
        let url = URL(fileURLWithPath: output)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        let ext = url.pathExtension
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        let suffix = ext.isEmpty ? "" : "." + ext
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.compactMap { candidate -> Int? in
            guard candidate.hasPrefix(stem + "-"), candidate.hasSuffix(suffix) else { return nil }
            let digits = candidate.dropFirst(stem.count + 1).dropLast(suffix.count)
            guard let first = digits.first, first != "0", digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
                  digits.count <= 18, let number = Int(digits) else { return nil }
            return number
        }.sorted()
    }
}
