extension ExifOrientation {
    /// Where this orientation takes a point of the stored picture (centred coordinates, y down).
    private func map(_ point: (x: Int, y: Int)) -> (x: Int, y: Int) {
        let (x, y) = point
        switch self {
        case .up: return (x, y)
        case .upMirrored: return (-x, y)
        case .down: return (-x, -y)
        case .downMirrored: return (x, -y)
        case .leftMirrored: return (y, x)
        case .right: return (-y, x)
        case .rightMirrored: return (-y, -x)
        case .left: return (y, -x)
        }
    }

    /// This orientation, then `next`, as one orientation (HEIF's `imir` and `irot` properties
    /// apply in the order the item lists them).
    ///
    /// ```swift
    /// print(ExifOrientation.upMirrored.then(.right))   // mirror left–right, then turn 90° clockwise
    /// // leftMirrored
    /// ```
    func then(_ next: ExifOrientation) -> ExifOrientation {
        let probe = (x: 1, y: 2)
        let target = next.map(map(probe))
        return ExifOrientation.allCases.first { $0.map(probe) == target } ?? .up
    }
}

extension ExifOrientation {
    /// Where this orientation takes pixel `point` of a picture of `size` (the picture before it is
    /// turned): a pixel's centre, in coordinates from the picture's centre, through ``map(_:)``.
    func map(point: (x: Int, y: Int), in size: PixelSize) -> (x: Int, y: Int) {
        let turned = map((2 * point.x - (size.width - 1), 2 * point.y - (size.height - 1)))
        let shown = swapsDimensions ? size.transposed : size
        return ((turned.x + shown.width - 1) / 2, (turned.y + shown.height - 1) / 2)
    }
}

extension ExifOrientation {
    /// The orientation that undoes this one: `image.applying(o).applying(o.inverse) == image`
    /// (TesseraImage's `PixelBuffer.applying(_:)`). Rotations by 90° (6 and 8) undo each other;
    /// every other orientation undoes itself.
    public var inverse: ExifOrientation {
        switch self {
        case .right: .left
        case .left: .right
        default: self
        }
    }
}
