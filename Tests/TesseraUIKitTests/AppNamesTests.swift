import Foundation
import Testing
import TesseraUIKit

/// Names real iOS app files use (issue 39, point 2), written as those files write them, with
/// what each does headlessly.
@Suite("App names")
@MainActor
struct AppNamesTests {
    @Test("#colorLiteral assigned to backgroundColor gives those components; #imageLiteral names an image")
    func literals() {
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let color = view.backgroundColor
        #expect(color?.red == CGFloat(Float(0.2)) && color?.green == CGFloat(Float(0.4)))
        #expect(color?.blue == CGFloat(Float(0.6)) && color?.alpha == CGFloat(Float(0.8)))
        let tint = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(tint == UIColor.red)
        let image = #imageLiteral(resourceName: "Placeholder")
        #expect(image.name == "Placeholder")
    }

    @Test("userInterfaceStyle: light by default, overridden by a view, a superview or a view controller")
    func interfaceStyle() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        root.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        child.traitOverrides.userInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light && child.overrideUserInterfaceStyle == .light)
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        #expect(!controller.isViewLoaded)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.userInterfaceStyle == .dark && dark.horizontalSizeClass == .unspecified)
        #expect(dark.hasDifferentColorAppearance(comparedTo: root.traitCollection) == false)
        #expect(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    }

    @Test("a visual-effect view keeps its effect; its content view fills it and follows its size")
    func visualEffectView() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let effectView = UIVisualEffectView(effect: blur)
        effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        effectView.contentView.addSubview(vibrancy)
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect((effectView.effect as? UIBlurEffect)?.style == .systemMaterial)
        #expect((vibrancy.effect as? UIVibrancyEffect)?.blurEffect === blur)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        effectView.effect = nil
        #expect(effectView.effect == nil && effectView.subviews.first === effectView.contentView)
    }

    @Test("a property animator runs its animations and completions with .end when started")
    func propertyAnimator() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0 }
        animator.addAnimations { view.center.x = 100 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && view.alpha == 1)
        animator.startAnimation()
        #expect(view.alpha == 0 && view.center.x == 100 && positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 1 && animator.duration == 0.3)

        // Interactive: pause, scrub, reverse, continue.
        let spring = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) { view.alpha = 1 }
        spring.addCompletion { positions.append($0) }
        spring.pauseAnimation()
        #expect(spring.state == .active && !spring.isRunning && view.alpha == 1)
        spring.fractionComplete = 0.4
        #expect(spring.fractionComplete == 0.4)
        spring.isReversed = true
        spring.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(positions == [.end, .start] && spring.state == .inactive)

        // Stopped, then finished where it is.
        let stopped = UIViewPropertyAnimator(duration: 1, curve: .linear, animations: nil)
        stopped.addCompletion { positions.append($0) }
        stopped.pauseAnimation()
        stopped.stopAnimation(false)
        #expect(stopped.state == .stopped)
        stopped.finishAnimation(at: .current)
        #expect(positions == [.end, .start, .current] && stopped.state == .inactive)

        var ran = false
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0.1, options: [.curveEaseIn],
                                                       animations: { view.alpha = 0.5 }, completion: { ran = $0 == .end })
        #expect(ran && view.alpha == 0.5)
    }

    final class EditingController: UIViewController {
        var calls: [(Bool, Bool)] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append((editing, animated))
        }
    }

    @Test("setEditing flips isEditing through an override; editButtonItem toggles it; a collection view controller passes it on")
    func editing() {
        let controller = EditingController()
        #expect(!controller.isEditing && controller.editButtonItem.title == "Edit")
        controller.setEditing(true, animated: true)
        #expect(controller.isEditing && controller.editButtonItem.title == "Done" && controller.editButtonItem.style == .done)
        controller.isEditing = false
        #expect(controller.calls.map(\.0) == [true, false] && controller.calls.map(\.1) == [true, false])
        (controller.editButtonItem.primaryAction)?.perform()
        #expect(controller.isEditing && controller.calls.last?.1 == true)

        let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        grid.setEditing(true, animated: false)
        #expect(grid.collectionView.isEditing)
        grid.isEditing = false
        #expect(!grid.collectionView.isEditing)
    }

    final class DetailController: UIViewController {
        let itemID: Int
        init?(coder: NSCoder, itemID: Int) {
            self.itemID = itemID
            super.init(coder: coder)
        }
        required init?(coder: NSCoder) {
            itemID = -1
            super.init(coder: coder)
        }
    }

    @Test("a storyboard calls the creator with a coder; without one it makes the class or a plain controller")
    func storyboard() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        var coders = 0
        let detail = storyboard.instantiateViewController(identifier: "Detail") { (coder: NSCoder) -> DetailController? in
            coders += 1
            #expect(coder.decodeObject(forKey: "anything") == nil)
            return DetailController(coder: coder, itemID: 7)
        }
        #expect(coders == 1 && detail.itemID == 7 && detail.storyboard === storyboard)
        let plain: DetailController = storyboard.instantiateViewController(identifier: "Detail")
        #expect(plain.itemID == -1)
        #expect(type(of: storyboard.instantiateViewController(withIdentifier: "Detail")) == UIViewController.self)
        #expect(storyboard.instantiateInitialViewController() != nil)
        let initial: DetailController? = storyboard.instantiateInitialViewController()
        #expect(initial?.itemID == -1)
    }

    final class ListController: UIViewController {
        var prepared: [String?] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append(segue.identifier)
            #expect(segue.source === self)
        }
    }

    @Test("performSegue calls prepare(for:sender:) with the segue")
    func segue() {
        let controller = ListController()
        controller.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(controller.prepared == ["showDetail"])
    }

    @Test("an activity indicator is hidden until started and when stopped, 20 or 37 points square")
    func activityIndicator() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        let large = UIActivityIndicatorView(style: .large)
        large.color = .white
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37) && large.color == .white)
        #expect(large.sizeThatFits(.zero) == CGSize(width: 37, height: 37) && UIActivityIndicatorView().style == .medium)
    }

    @Test("a date picker keeps its date within its bounds; its automatic style is compact")
    func datePicker() {
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .automatic
        #expect(picker.datePickerStyle == .compact)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        picker.minimumDate = start
        picker.maximumDate = start.addingTimeInterval(86_400)
        picker.setDate(start.addingTimeInterval(3_600), animated: true)
        #expect(picker.date == start.addingTimeInterval(3_600))
        picker.date = start.addingTimeInterval(-10)
        #expect(picker.date == start)
        picker.locale = Locale(identifier: "fr_FR")
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline && picker.locale?.identifier == "fr_FR")
    }

    @Test("a navigation controller's bar holds the stack's items and its appearances")
    func navigationBar() {
        let root = UIViewController()
        root.navigationItem.title = "Photos"
        let navigation = UINavigationController(rootViewController: root)
        let bar = navigation.navigationBar
        bar.prefersLargeTitles = true
        bar.tintColor = .systemRed
        bar.isTranslucent = false
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 34)]
        #expect(appearance.backgroundEffect == nil && appearance.shadowColor != nil)
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.compactAppearance = appearance
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        #expect(transparent.shadowColor == nil && transparent.backgroundColor == .clear)
        root.navigationItem.standardAppearance = transparent
        #expect(bar.topItem?.title == "Photos" && bar.standardAppearance.backgroundColor == .systemIndigo)
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(bar.items?.count == 2 && bar.backItem?.title == "Photos")
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)) == CGSize(width: 390, height: 96))
        let copy = appearance.copy() as? UINavigationBarAppearance
        #expect(copy?.backgroundColor == .systemIndigo && copy !== appearance)
    }
}
