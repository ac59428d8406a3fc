import Foundation

/// A container size to preview a layout at: a device preset or an explicit size, in points.
///
/// ```swift
/// let sizes = try PreviewSize.parseList("iphone-portrait,ipad-landscape,500x300")
/// print(sizes.map(\.caption))
/// // ["iphone-portrait 393×852", "ipad-landscape 1180×820", "500×300"]
/// ```
public struct PreviewSize: Sendable, Equatable {
    /// The preset's name, or nil for an explicit size.
    public var name: String?
    /// The container size in points.
    public var size: CGSize
    /// The device's safe area (status bar, Dynamic Island or notch, home indicator); zero for an
    /// explicit size.
    public var safeAreaInsets: DirectionalEdgeInsets

    /// A size with an optional name and safe area.
    public init(name: String? = nil, size: CGSize, safeAreaInsets: DirectionalEdgeInsets = .zero) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
    }

    /// The device presets, with their safe areas in iOS 17: iPhone 15/16 (393×852; Dynamic
    /// Island 59 points at the top, home indicator 34 at the bottom; in landscape 59 on each side
    /// and 21 at the bottom), iPhone SE (375×667; a 20-point status bar), iPad Air 11" (820×1180;
    /// a 24-point status bar, a 20-point home indicator).
    public static let presets: [(name: String, size: CGSize)] = devices.map { ($0.name, $0.size) }

    /// The presets with their safe areas.
    static let devices: [(name: String, size: CGSize, safeArea: DirectionalEdgeInsets)] = [
        ("iphone-portrait", CGSize(width: 393, height: 852), DirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),
        ("iphone-landscape", CGSize(width: 852, height: 393), DirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        ("iphone-se", CGSize(width: 375, height: 667), DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),
        ("ipad-portrait", CGSize(width: 820, height: 1180), DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
        ("ipad-landscape", CGSize(width: 1180, height: 820), DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
    ]

    /// `iphone-portrait,iphone-landscape`.
    public static let defaults = [preset("iphone-portrait"), preset("iphone-landscape")].compactMap { $0 }

    /// The preset called `name`.
    public static func preset(_ name: String) -> PreviewSize? {
        devices.first { $0.name == name }.map { PreviewSize(name: $0.name, size: $0.size, safeAreaInsets: $0.safeArea) }
    }

    /// A comma-separated list of presets and `WxH` sizes (points, greater than 0).
    /// - Throws: ``PreviewSizeError`` naming the entry that is neither.
    public static func parseList(_ text: String) throws(PreviewSizeError) -> [PreviewSize] {
        let entries = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !entries.isEmpty else { throw .empty }
        var sizes: [PreviewSize] = []
        for entry in entries {
            if let preset = preset(entry.lowercased()) {
                sizes.append(preset)
                continue
            }
            let parts = entry.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                  width.isFinite, height.isFinite, width > 0, height > 0, width <= 20_000, height <= 20_000 else {
                throw .unknown(entry, known: presets.map(\.name))
            }
            sizes.append(PreviewSize(size: CGSize(width: width, height: height)))
        }
        return sizes
    }

    /// "name W×H", or "W×H".
    public var caption: String {
        let dimensions = "\(Self.format(size.width))×\(Self.format(size.height))"
        return name.map { "\($0) \(dimensions)" } ?? dimensions
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}

/// Why a `--sizes` list cannot be read.
public enum PreviewSizeError: Error, Equatable, CustomStringConvertible {
    /// No entry at all.
    case empty
    /// An entry that is neither a preset nor `WxH`.
    case unknown(String, known: [String])

    /// The message, listing the presets.
    public var description: String {
        switch self {
        case .empty: "--sizes needs at least one size"
        case .unknown(let entry, let known):
            "--sizes: \"\(entry)\" is neither a preset (\(known.joined(separator: ", "))) nor WIDTHxHEIGHT in points"
        }
    }
}
