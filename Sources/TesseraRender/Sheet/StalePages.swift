import Foundation

/// The pages an earlier run left beside a new set of pages of the same name: `OUT-3.png` after
/// a 3-page run, when the new run wrote `OUT-1.png` and `OUT-2.png`; every `OUT-N.png` when the
/// new run is one page, `OUT.png`; `OUT.png` when it is several; and pages numbered to another
/// width (`OUT-01.png` … `OUT-12.png` of a 12-page run, after a 3-page run). A set of pages must
/// not mix two runs, so these are removed once the new pages are in place.
///
/// Only regular files whose names are what ``LayoutRenderer/pagePath(_:number:of:)`` makes for
/// some page count (`OUT-7.png`, `OUT-07.png`; not `OUT-0.png` or `OUT-7b.png`) are touched;
/// links and folders never are.
enum StalePages {
    /// Removes the pages of `output` an earlier run left beside the `pageCount` just written;
    /// returns their paths, in page order.
    static func remove(output: String, pageCount: Int) -> [String] {
        let written = Set(pageCount == 1 ? [] : (1...pageCount).map { LayoutRenderer.pagePath(output, number: $0, of: pageCount) })
        var stale = pages(of: output).map(\.path).filter { !written.contains($0) }
        if pageCount > 1 { stale.insert(output, at: 0) }
        return stale.filter { path in
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
            return unlink(path) == 0
        }
    }

    /// The files named like pages of `output` in its folder, with their numbers, in page order.
    static func pages(of output: String) -> [(number: Int, path: String)] {
        let url = URL(fileURLWithPath: output)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        let ext = url.pathExtension
        let stem = ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
        let suffix = ext.isEmpty ? "" : "." + ext
        let prefix = String(output.dropLast(name.count))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.compactMap { candidate -> (number: Int, path: String)? in
            guard candidate.hasPrefix(stem + "-"), candidate.hasSuffix(suffix) else { return nil }
            let digits = candidate.dropFirst(stem.count + 1).dropLast(suffix.count)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
                  digits.count <= 18, let number = Int(digits), number > 0 else { return nil }
            return (number, prefix + candidate)
        }.sorted { ($0.number, $0.path) < ($1.number, $1.path) }
    }
}
