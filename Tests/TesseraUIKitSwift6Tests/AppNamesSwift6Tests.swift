import Foundation
import Testing
import TesseraUIKit

/// A `@MainActor` view controller as an app writes it in Swift 6 mode: a dark, editable
/// composer with a text view, a spinner, a blurred toolbar, an animator and a context menu.
@MainActor
final class ComposerViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    let spinner = UIActivityIndicatorView(style: .large)
    let toolbar = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    private(set) var edits = 0
    private(set) var finished: UIViewAnimatingPosition?

    override func viewDidLoad() {
        super.viewDidLoad()
        overrideUserInterfaceStyle = .dark
        view.backgroundColor = #colorLiteral(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
        textView.font = .preferredFont(forTextStyle: .body)
        textView.isScrollEnabled = false
        textView.keyboardType = .twitter
        textView.returnKeyType = .send
        textView.delegate = self
        view.addSubview(textView)
        view.addSubview(spinner)
        toolbar.contentView.addSubview(UIButton(type: .system))
        view.addSubview(toolbar)
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        textView.isEditable = editing
    }

    func textViewDidChange(_ textView: UITextView) { edits += 1 }

    func send() {
        spinner.startAnimating()
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeInOut) { [textView] in textView.alpha = 0 }
        animator.addCompletion { [weak self] position in
            self?.finished = position
            self?.spinner.stopAnimating()
        }
        animator.startAnimation()
    }

    func menu(for text: String) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Copy \(text)") { _ in }])
        }
    }

    /// The text's height at `width`, as a cell sizes a caption, rounded up as UIKit's docs ask.
    static func captionHeight(_ text: String, width: CGFloat, font: UIFont) -> CGFloat {
        ceil(text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                               attributes: [.font: font], context: nil).height)
    }
}

@Suite("App names in Swift 6 mode")
@MainActor
struct AppNamesSwift6Tests {
    @Test("a main-actor composer: dark traits, text input traits, editing, an animator's completion, a menu")
    func composer() {
        let composer = ComposerViewController()
        let navigation = UINavigationController(rootViewController: composer)
        navigation.navigationBar.prefersLargeTitles = true
        composer.loadViewIfNeeded()
        #expect(composer.traitCollection.userInterfaceStyle == .dark)
        #expect(composer.textView.traitCollection.userInterfaceStyle == .dark)
        #expect(composer.view.backgroundColor?.blue == CGFloat(Float(0.12)))
        #expect(composer.textView.keyboardType == .twitter && composer.textView.returnKeyType == .send)
        #expect(navigation.navigationBar.topItem?.rightBarButtonItem === composer.editButtonItem)

        composer.setEditing(false, animated: false)
        composer.textView.insertText("ignored")
        #expect(composer.textView.text.isEmpty && composer.edits == 0)
        composer.editButtonItem.primaryAction?.perform()
        composer.textView.insertText("Hello")
        #expect(composer.isEditing && composer.textView.text == "Hello" && composer.edits == 1)

        composer.send()
        #expect(composer.finished == .end && composer.textView.alpha == 0 && composer.spinner.isHidden)
        #expect(composer.menu(for: "Hello").makeMenu()?.children.first?.title == "Copy Hello")
        #expect(composer.toolbar.contentView.subviews.count == 1)
    }

    @Test("string measuring is nonisolated: a detached task measures as the main actor does")
    func measuringOffTheMainActor() async {
        let font = UIFont.systemFont(ofSize: 15)
        let text = "A caption long enough to wrap across a narrow cell"
        let detached = await Task.detached { () -> CGFloat in
            ceil(text.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                                   attributes: [.font: font], context: nil).height)
        }.value
        let onMain = ComposerViewController.captionHeight(text, width: 120, font: font)
        #expect(detached == onMain && onMain > ceil(font.lineHeight))
        let style: UIUserInterfaceStyle = await Task.detached { UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle }.value
        #expect(style == .dark)
    }
}
