import Foundation
import Testing
import TesseraUIKit

/// `boundingRect`, `size(withAttributes:)` and `UITextView`, written as iOS code writes them,
/// measured by the engine that sizes `UILabel`. DejaVu Sans gives "Hello" 43.0894 points and
/// "Hello world" 95.3013 points at 17 points (see LabelSizingTests); a line is 20.287109375
/// points high at 17 points.
@Suite("Text drawing names")
@MainActor
struct TextDrawingNamesTests {
    let font = UIFont.systemFont(ofSize: 17)
    let lineHeight: CGFloat = 20.287109375

    /// A label's `sizeThatFits` at `width`, at scale 1.
    func labelSize(_ text: String, width: CGFloat) -> CGSize {
        let label = UILabel()
        label.simulatedDisplayScale = 1
        label.font = font
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    @Test("boundingRect with .usesLineFragmentOrigin wraps at the width, as a label does; callers ceil")
    func wrapsLikeALabel() {
        let text = "Hello world, a caption long enough to wrap twice at least"
        for width in [100, 160, 240] as [CGFloat] {
            let rect = (text as NSString).boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                                       options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
            let label = labelSize(text, width: width)
            #expect(rect.origin == .zero, "width \(width)")
            #expect(ceil(rect.width) == label.width && ceil(rect.height) == label.height, "width \(width): \(rect) vs \(label)")
            #expect(rect.width <= width, "width \(width)")
        }
        // Fractional, as UIKit documents: two lines of San Francisco's line height.
        let two = "Hello world".boundingRect(with: CGSize(width: 60, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading],
                                         attributes: [.font: font], context: nil)
        #expect(two.height == 2 * lineHeight)
    }

    @Test("without .usesLineFragmentOrigin the text is one line whose origin is its baseline")
    func oneLineFromTheBaseline() {
        let rect = ("Hello world" as NSString).boundingRect(with: CGSize(width: 40, height: 40), options: [],
                                                            attributes: [.font: font], context: nil)
        #expect(abs(rect.width - 95.3013) < 0.001)
        #expect(rect.height == lineHeight && rect.minY == -font.ascender)
        let size = "Hello".size(withAttributes: [.font: font])
        #expect(abs(size.width - 43.0894) < 0.001 && size.height == lineHeight)
        #expect(("Hello" as NSString).size(withAttributes: [.font: font]) == size)
    }

    @Test("attributed strings measure in their font; a context records the result; truncation keeps the lines that fit")
    func attributedAndContext() {
        let attributed = NSAttributedString(string: "Hello world", attributes: [.font: font])
        let context = NSStringDrawingContext()
        let rect = attributed.boundingRect(with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude),
                                           options: .usesLineFragmentOrigin, context: context)
        #expect(rect.height == 2 * lineHeight)
        #expect(context.totalBounds == rect && context.actualScaleFactor == 1)
        #expect(abs(attributed.size().width - 95.3013) < 0.001)
        let cut = "Hello world".boundingRect(with: CGSize(width: 60, height: 25), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                             attributes: [.font: font], context: nil)
        #expect(cut.height == lineHeight)
        // Without a font, UIKit's 12-point default.
        #expect("Hello".size(withAttributes: nil).height == UIFont.systemFont(ofSize: 12).lineHeight)
        #expect("".boundingRect(with: .zero, options: .usesLineFragmentOrigin, context: nil) == .zero)
    }

    @Test("a text view's sizeThatFits adds its insets (8 above and below) and line padding (5 at each end)")
    func textViewSizing() {
        let textView = UITextView()
        textView.simulatedDisplayScale = 1
        textView.font = font
        textView.text = "Hello world, a caption long enough to wrap twice at least"
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        let fitted = textView.sizeThatFits(CGSize(width: 170, height: CGFloat.greatestFiniteMagnitude))
        let label = labelSize(textView.text, width: 160)
        #expect(fitted == CGSize(width: 170, height: label.height + 16))
        textView.textContainerInset = UIEdgeInsets(top: 2, left: 10, bottom: 4, right: 10)
        textView.textContainer.lineFragmentPadding = 0
        #expect(textView.sizeThatFits(CGSize(width: 180, height: 1000)).height == labelSize(textView.text, width: 160).height + 6)
        // Empty: one line.
        textView.text = ""
        #expect(textView.sizeThatFits(CGSize(width: 180, height: 1000)).height == ceil(lineHeight) + 6)
    }

    @Test("a text view without scrolling sizes itself with Auto Layout; with scrolling it has no intrinsic size")
    func textViewAutoLayout() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        container.simulatedDisplayScale = 1
        let textView = UITextView()
        textView.font = font
        textView.text = "Hello world, a caption long enough to wrap twice at least"
        #expect(textView.intrinsicContentSize.height == UIView.noIntrinsicMetric)
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            textView.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(textView.frame.width == 200)
        #expect(textView.frame.height == labelSize(textView.text, width: 190).height + 16)
    }

    final class Counter: NSObject, UITextViewDelegate {
        var changes = 0
        var refuseDigits = true
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            !(refuseDigits && text.contains { $0.isNumber })
        }
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    @Test("insertText and deleteBackward edit as the keyboard does, asking and telling the delegate")
    func textViewEditing() {
        let textView = UITextView()
        let counter = Counter()
        textView.delegate = counter
        textView.text = "ab"
        #expect(counter.changes == 0)   // setting text in code does not call the delegate
        textView.insertText("c")
        textView.insertText("1")        // refused by the delegate
        #expect(textView.text == "abc" && counter.changes == 1)
        textView.deleteBackward()
        #expect(textView.text == "ab" && counter.changes == 2 && textView.hasText)
        textView.isEditable = false
        textView.insertText("z")
        #expect(textView.text == "ab")
    }

    @Test("text input traits on text fields and text views, with UIKit's defaults")
    func inputTraits() {
        let field = UITextField()
        #expect(field.keyboardType == .default && field.autocapitalizationType == .sentences && field.returnKeyType == .default)
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.isSecureTextEntry = true
        field.textContentType = .oneTimeCode
        field.keyboardAppearance = .dark
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next && field.textContentType == .oneTimeCode)
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code" && UIKeyboardType.alphabet == .asciiCapable)
        let traits: any UITextInputTraits = UITextView()
        #expect(traits.keyboardType == .default && traits.textContentType == nil)
        let textView = UITextView()
        textView.keyboardType = .numberPad
        textView.returnKeyType = .done
        #expect(textView.keyboardType.rawValue == 4 && textView.returnKeyType == .done && textView.isEditable && textView.isSelectable)
    }
}
