import Foundation

/// `UITextField`: a text field's text and placeholder, kept (nothing is typed or drawn), and
/// its keyboard traits (``UITextInputTraits``), kept as there is no keyboard.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits {
    /// `text`: kept.
    open var text: String?
    /// `placeholder`: the grey text shown while the field is empty; kept.
    open var placeholder: String?
    /// `font`, `textColor`, `textAlignment`: kept, not drawn.
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural

    /// The keyboard traits, with UIKit's defaults (sentences capitalised, the default
    /// keyboard and Return key); kept.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    /// `isSecureTextEntry`: whether the text is hidden as dots; kept.
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
}
