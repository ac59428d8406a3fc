import Foundation
import TesseraImage

/// Leaflet, the map library a ``ZoomPage`` runs on, copied beside the page from the system's
/// package (Debian's `libjs-leaflet`) with its licence: `leaflet/leaflet.js`, `leaflet.css`,
/// the images its style names, and `LICENSE`. Tessera does not carry Leaflet itself.
///
/// Looked for where Debian and Fedora install it, or only in `TESSERA_LEAFLET` when that is set
/// (a folder holding `leaflet.js` and `leaflet.css`, and perhaps `LICENSE`). Files already there with the same bytes are left alone,
/// so many sheets written into one folder share one copy.
public enum LeafletAssets {
    /// The folder beside a page that holds Leaflet.
    public static let folderName = "leaflet"

    /// Where Leaflet was found: its folder, and its licence file.
    public struct Source: Sendable, Equatable {
        public var folder: String
        public var licence: String?
    }

    /// Why a page's viewer cannot be written.
    public enum Missing: Error, Sendable, Equatable, CustomStringConvertible {
        /// No Leaflet was found in any of `searched`.
        case notInstalled(searched: [String])

        public var description: String {
            switch self {
            case .notInstalled(let searched):
                "the zoomable page needs Leaflet, which is not installed (looked in \(searched.joined(separator: ", "))): "
                    + "install Debian's libjs-leaflet (apt-get install libjs-leaflet), or set TESSERA_LEAFLET to a folder holding leaflet.js and leaflet.css"
            }
        }
    }

    /// The folders searched, in order.
    static var candidates: [(folder: String, licence: String?)] {
        if let folder = ProcessInfo.processInfo.environment["TESSERA_LEAFLET"], !folder.isEmpty {
            return [(folder, nil)]
        }
        return [("/usr/share/javascript/leaflet", "/usr/share/doc/libjs-leaflet/copyright"),
                ("/usr/share/nodejs/leaflet/dist", "/usr/share/licenses/js-leaflet/LICENSE")]
    }

    /// The installed Leaflet.
    /// - Throws: ``Missing/notInstalled(searched:)``.
    public static func locate() throws(Missing) -> Source {
        for candidate in candidates {
            let manager = FileManager.default
            if manager.isReadableFile(atPath: candidate.folder + "/leaflet.js"), manager.isReadableFile(atPath: candidate.folder + "/leaflet.css") {
                let licence = candidate.licence.flatMap { manager.isReadableFile(atPath: $0) ? $0 : nil }
                    ?? ["LICENSE", "LICENSE.txt"].map { candidate.folder + "/" + $0 }.first { manager.isReadableFile(atPath: $0) }
                return Source(folder: candidate.folder, licence: licence)
            }
        }
        throw .notInstalled(searched: candidates.map(\.folder))
    }

    /// Copies Leaflet from `source` into `leaflet/` inside `folder` (made when missing); each file
    /// written atomically, and only when it differs.
    public static func install(from source: Source, into folder: String) throws(EncodeError) {
        let target = (folder.isEmpty ? "." : folder) + "/" + folderName
        var copies: [(from: String, to: String)] = [(source.folder + "/leaflet.js", target + "/leaflet.js"),
                                                   (source.folder + "/leaflet.css", target + "/leaflet.css")]
        if let licence = source.licence { copies.append((licence, target + "/LICENSE")) }
        let images = (try? FileManager.default.contentsOfDirectory(atPath: source.folder + "/images")) ?? []
        for image in images.sorted() where image.hasSuffix(".png") {
            copies.append((source.folder + "/images/" + image, target + "/images/" + image))
        }
        for copy in copies {
            guard let bytes = FileManager.default.contents(atPath: copy.from) else { continue }
            if FileManager.default.contents(atPath: copy.to) == bytes { continue }
            let parent = (copy.to as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw .cannotCreate(path: parent, reason: error.localizedDescription)
            }
            try AtomicWrite.write(Array(bytes), to: copy.to, durable: false)
        }
    }
}
