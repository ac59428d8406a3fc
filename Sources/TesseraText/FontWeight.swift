/// The weight text is drawn in.
///
/// ```swift
/// print(try FontLocator.locate(nil, weight: .bold))
/// // /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
/// ```
public enum FontWeight: String, Sendable, CaseIterable {
    /// Regular (DejaVu Sans "Book").
    case regular
    /// Bold: DejaVu Sans Bold by default. A chosen font file whose face is not bold is
    /// emboldened synthetically (see TesseraRender's `TextRasterizer`).
    case bold
}
