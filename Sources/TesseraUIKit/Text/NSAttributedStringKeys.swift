import Foundation

#if !canImport(Darwin)
extension NSAttributedString.Key {
    // The attribute names UIKit adds to Foundation's (Linux's Foundation has the type, not
    // these names). Their raw values are UIKit's. Text attributes are kept, not laid out:
    // only `.font` is read, when a string is measured (`boundingRect`, `size(withAttributes:)`).

    /// `.font`: a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// `.foregroundColor`: a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `.backgroundColor`: a `UIColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// `.paragraphStyle`: an `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// `.kern`: a number of points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// `.underlineStyle`: an `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// `.strikethroughStyle`: an `NSUnderlineStyle` raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// `.link`: a `URL` or a string.
    public static let link = NSAttributedString.Key("NSLink")
    /// `.baselineOffset`: a number of points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
#endif
