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
