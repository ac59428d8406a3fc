/// What Tessera writes into its sheets to know them again: a PNG `tEXt` chunk `Software` and a
/// JPEG `COM` segment holding ``text``. A folder walked for photos may hold an earlier sheet of
/// the same photos (`tessera sheet Trip -o Trip/contact.jpg`, run twice): the probe reads the
/// mark (``ImageInfo/isTesseraSheet``) and the walk leaves such a file out, so a sheet never
/// shows the sheet before it, and writing it again replaces it.
public enum OutputMark {
    /// The text of the mark.
    public static let text = "Tessera contact sheet"
    /// The PNG `tEXt` keyword the mark goes under.
    public static let pngKeyword = "Software"
}
