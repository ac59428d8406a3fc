import Foundation

extension SpecCursor {
    /// `{top, left, bottom, right}`: UIKit `UIEdgeInsets`. Missing edges are 0; none may be negative.
    func edgeInsets() throws -> EdgeInsets {
        let map = try mapping(allowedKeys: ["top", "left", "bottom", "right"])
        return EdgeInsets(
            top: try map.value("top", default: 0) { try $0.nonNegative() },
            left: try map.value("left", default: 0) { try $0.nonNegative() },
            bottom: try map.value("bottom", default: 0) { try $0.nonNegative() },
            right: try map.value("right", default: 0) { try $0.nonNegative() })
    }

    /// `{top, leading, bottom, trailing}`: UIKit `NSDirectionalEdgeInsets`. Missing edges are 0;
    /// none may be negative.
    func directionalEdgeInsets() throws -> DirectionalEdgeInsets {
        let map = try mapping(allowedKeys: ["top", "leading", "bottom", "trailing"])
        return DirectionalEdgeInsets(
            top: try map.value("top", default: 0) { try $0.nonNegative() },
            leading: try map.value("leading", default: 0) { try $0.nonNegative() },
            bottom: try map.value("bottom", default: 0) { try $0.nonNegative() },
            trailing: try map.value("trailing", default: 0) { try $0.nonNegative() })
    }

    /// `{width, height}`, both required: greater than 0 when `positive`, otherwise not negative.
    func size(positive: Bool) throws -> CGSize {
        let map = try mapping(allowedKeys: ["width", "height"])
        let width = try map.required("width")
        let height = try map.required("height")
        return positive
            ? CGSize(width: try width.positive(), height: try height.positive())
            : CGSize(width: try width.nonNegative(), height: try height.nonNegative())
    }
}

/// The spec-tree form of geometry values, for encoding.
extension SpecNode {
    /// A number node.
    init(_ value: CGFloat) { self.init(.number(Double(value))) }

    /// `{top, left, bottom, right}`.
    init(_ insets: EdgeInsets) {
        self = ["top": SpecNode(insets.top), "left": SpecNode(insets.left),
                "bottom": SpecNode(insets.bottom), "right": SpecNode(insets.right)]
    }

    /// `{top, leading, bottom, trailing}`.
    init(_ insets: DirectionalEdgeInsets) {
        self = ["top": SpecNode(insets.top), "leading": SpecNode(insets.leading),
                "bottom": SpecNode(insets.bottom), "trailing": SpecNode(insets.trailing)]
    }

    /// `{width, height}`.
    init(_ size: CGSize) {
        self = ["width": SpecNode(size.width), "height": SpecNode(size.height)]
    }
}
