import Foundation

extension ContactSheet {
    /// This sheet at `width` points, with as many columns of at least `minimumColumnWidth` as
    /// fit (``columns(ofWidth:in:spacing:padding:)``), or ``columns`` as it is when nil: how
    /// `tessera sheet` sets up its sheet and `tessera preview` a folder at each size.
    ///
    /// ```swift
    /// var sheet = ContactSheet()
    /// sheet.spacing = 8
    /// print(sheet.fitted(width: 393, minimumColumnWidth: 100).columns)
    /// // 3
    /// ```
    public func fitted(width: CGFloat, minimumColumnWidth: CGFloat?) -> ContactSheet {
        var sheet = self
        sheet.width = width
        if let minimumColumnWidth {
            sheet.columns = Self.columns(ofWidth: minimumColumnWidth, in: width, spacing: spacing, padding: padding)
        }
        return sheet
    }
}
