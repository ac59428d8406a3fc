/// What one cell of a sheet shows.
///
/// ```swift
/// let cells: [CellContent] = [
///     .photo(path: "SampleImages/Landscapes/sunset.jpg", label: "sunset.jpg"),
///     .failedPhoto(name: "broken.jpg", reason: "not a JPEG or PNG file"),
///     .wireframe,
/// ]
/// ```
public enum CellContent: Sendable, Hashable {
    /// A photo file, decoded at the cell's pixel size when its band is drawn; `label` (the file
    /// name, usually) goes in a strip under it when the sheet has labels. A photo that fails to
    /// decode is drawn as ``failedPhoto(path:reason:)`` and reported.
    case photo(path: String, label: String?)
    /// A photo known to be unusable (its header could not be read): a marked placeholder with
    /// the file name; the report names it by `path`.
    case failedPhoto(path: String, reason: String)
    /// A layout item without an image: a tinted box with its index path, as a wireframe.
    case wireframe
    /// Nothing but the cell background.
    case empty
    /// A cell filled with a colour (a cell's `backgroundColor` in a snapshot).
    case color(Color)
    /// A cell with a line of text centred in it on the style's wireframe tint (a cell's title).
    case text(String)
    /// A cell as its view shows it: filled with `background`, a line of text centred in it in
    /// `color` (a snapshot of a cell whose label has text).
    case styledText(String, background: Color, color: Color)
    /// A cell as its views show it, each where its layout put it (a snapshot of a cell laid out
    /// by Auto Layout): drawn in order over the cell's frame.
    case views([ViewPaint])
}
