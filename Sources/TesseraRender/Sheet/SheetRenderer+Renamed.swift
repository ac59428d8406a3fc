/// The former name of ``LayoutRenderer``, which draws any layout, not only contact sheets.
@available(*, deprecated, renamed: "LayoutRenderer")
public typealias SheetRenderer = LayoutRenderer
