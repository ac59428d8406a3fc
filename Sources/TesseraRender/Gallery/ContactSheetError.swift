import Foundation
import TesseraLayout

/// Why ``ContactSheet/make(_:style:)`` refused a sheet's geometry.
///
/// ```swift
/// print(ContactSheetError.invalidGeometry(columns: 0, width: 1200, spacing: 8, padding: 16))
/// // a contact sheet needs 1 column or more, a width greater than 0 and spacing and padding of 0 or more, not 0 columns, width 1200, spacing 8, padding 16
/// ```
public enum ContactSheetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Fewer than 1 column, a width that is no number greater than 0, or spacing or padding
    /// that is no number of 0 or more.
    case invalidGeometry(columns: Int, width: CGFloat, spacing: CGFloat, padding: CGFloat)

    /// The reason in words, with the values.
    public var description: String {
        switch self {
        case .invalidGeometry(let columns, let width, let spacing, let padding):
            "a contact sheet needs 1 column or more, a width greater than 0 and spacing and padding of 0 or more, not "
                + "\(columns) columns, width \(DumpNumber.format(width)), spacing \(DumpNumber.format(spacing)), padding \(DumpNumber.format(padding))"
        }
    }
}
