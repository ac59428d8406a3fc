import Foundation

/// `UIKeyboardType`: which keyboard a text control asks for. Kept; no keyboard is shown.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// `alphabet`: the deprecated name of `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// `UIReturnKeyType`: the title of the keyboard's Return key. Kept.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// `UITextAutocapitalizationType`: what the keyboard capitalises on its own. Kept; nothing is
/// typed, so nothing is capitalised.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// `UITextAutocorrectionType`: whether typing is autocorrected. Kept.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// `UITextSpellCheckingType`: whether misspellings are underlined. Kept.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// `UITextSmartQuotesType`: whether straight quotes become curly ones. Kept.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// `UITextSmartDashesType`: whether double hyphens become dashes. Kept.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// `UITextSmartInsertDeleteType`: whether spaces are added and removed around pasted words. Kept.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0, no, yes
}

/// `UIKeyboardAppearance`: a light or dark keyboard. Kept.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// `alert`: the deprecated name of `dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// `UITextContentType`: what a text field holds (a user name, a one-time code …), so iOS can
/// offer AutoFill. Kept; the raw values are the HTML autocomplete tokens UIKit uses.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    /// A content type from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `.name` ("name").
    public static let name = UITextContentType("name")
    /// `.namePrefix` ("honorific-prefix").
    public static let namePrefix = UITextContentType("honorific-prefix")
    /// `.givenName` ("given-name").
    public static let givenName = UITextContentType("given-name")
    /// `.middleName` ("additional-name").
    public static let middleName = UITextContentType("additional-name")
    /// `.familyName` ("family-name").
    public static let familyName = UITextContentType("family-name")
    /// `.nameSuffix` ("honorific-suffix").
    public static let nameSuffix = UITextContentType("honorific-suffix")
    /// `.nickname` ("nickname").
    public static let nickname = UITextContentType("nickname")
    /// `.jobTitle` ("organization-title").
    public static let jobTitle = UITextContentType("organization-title")
    /// `.organizationName` ("organization").
    public static let organizationName = UITextContentType("organization")
    /// `.location` ("location").
    public static let location = UITextContentType("location")
    /// `.fullStreetAddress` ("street-address").
    public static let fullStreetAddress = UITextContentType("street-address")
    /// `.streetAddressLine1` ("address-line1").
    public static let streetAddressLine1 = UITextContentType("address-line1")
    /// `.streetAddressLine2` ("address-line2").
    public static let streetAddressLine2 = UITextContentType("address-line2")
    /// `.addressCity` ("address-level2").
    public static let addressCity = UITextContentType("address-level2")
    /// `.addressState` ("address-level1").
    public static let addressState = UITextContentType("address-level1")
    /// `.addressCityAndState` ("address-level1+2").
    public static let addressCityAndState = UITextContentType("address-level1+2")
    /// `.sublocality` ("address-level3").
    public static let sublocality = UITextContentType("address-level3")
    /// `.countryName` ("country-name").
    public static let countryName = UITextContentType("country-name")
    /// `.postalCode` ("postal-code").
    public static let postalCode = UITextContentType("postal-code")
    /// `.telephoneNumber` ("tel").
    public static let telephoneNumber = UITextContentType("tel")
    /// `.emailAddress` ("email").
    public static let emailAddress = UITextContentType("email")
    /// `.URL` ("url").
    public static let URL = UITextContentType("url")
    /// `.creditCardNumber` ("cc-number").
    public static let creditCardNumber = UITextContentType("cc-number")
    /// `.username` ("username").
    public static let username = UITextContentType("username")
    /// `.password` ("password").
    public static let password = UITextContentType("password")
    /// `.newPassword` ("new-password").
    public static let newPassword = UITextContentType("new-password")
    /// `.oneTimeCode` ("one-time-code").
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// `UITextInputTraits`: how the keyboard behaves for a text control (`UITextField`,
/// `UITextView`, `UISearchBar`). Every requirement is optional, as in UIKit: a conformer that
/// does not keep a trait reads its default and ignores setting it. Kept, as there is no keyboard.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    /// `autocapitalizationType` (`.sentences`).
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// `autocorrectionType` (`.default`).
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// `spellCheckingType` (`.default`).
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// `smartQuotesType` (`.default`).
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// `smartDashesType` (`.default`).
    var smartDashesType: UITextSmartDashesType { get set }
    /// `smartInsertDeleteType` (`.default`).
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// `keyboardType` (`.default`).
    var keyboardType: UIKeyboardType { get set }
    /// `keyboardAppearance` (`.default`).
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// `returnKeyType` (`.default`).
    var returnKeyType: UIReturnKeyType { get set }
    /// `enablesReturnKeyAutomatically` (false): Return is disabled while the text is empty.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// `isSecureTextEntry` (false): the text is shown as dots.
    var isSecureTextEntry: Bool { get set }
    /// `textContentType` (nil): what the text is, for AutoFill.
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    public var isSecureTextEntry: Bool { get { false } set {} }
    public var textContentType: UITextContentType! { get { nil } set {} }
}
