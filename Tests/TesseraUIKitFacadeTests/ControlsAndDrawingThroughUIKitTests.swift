import Foundation
import Testing
import UIKit

/// Choices for a picker, conforming in extensions as app files write it.
private final class FruitChoices: NSObject {
    let fruit = ["Apple", "Pear", "Plum", "Fig"]
    var picked: String?
}

extension FruitChoices: UIPickerViewDataSource {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { fruit.count }
}

extension FruitChoices: UIPickerViewDelegate {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { fruit[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked = fruit[row] }
}

extension UIColor {
    /// A swatch of the colour, as apps make button backgrounds.
    fileprivate func swatch(of size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// Whether the colour is light, from its grey level.
    fileprivate var isLight: Bool {
        var white: CGFloat = 0
        getWhite(&white, alpha: nil)
        return white > 0.5
    }
}

/// A view that watches another through string key paths.
private final class WatchingView: UIView {
    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
}

/// A context whose initializer gives its property a first value and leaves `super.init()` implicit.
private final class PinnedContext: UICollectionViewLayoutInvalidationContext {
    var pinned: IndexPath?
    override init() { self.pinned = nil }
}

/// Through `import UIKit`, as an app's file: a picker fed by extension conformances, a
/// segmented control, a switch, a colour swatch from an image renderer, a layer animation and its
/// corner mask, an `observeValue` override, and an invalidation context's `override init()`.
@Suite("Controls and drawing through import UIKit")
@MainActor
struct ControlsAndDrawingThroughUIKitTests {
    @Test("picker, segmented control and switch as an app's cells use them")
    func controls() {
        let choices = FruitChoices()
        let picker = UIPickerView(frame: .zero)
        picker.dataSource = choices
        picker.delegate = choices
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 4)
        #expect(picker.selectedRow(inComponent: 0) == 2 && choices.picked == nil)

        let segments = UISegmentedControl(items: ["On", "Off"])
        segments.selectedSegmentIndex = 0
        #expect(segments.titleForSegment(at: segments.selectedSegmentIndex) == "On")

        let toggle = UISwitch()
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn && toggle.bounds.size == CGSize(width: 51, height: 31))
    }

    @Test("a colour swatch has the renderer's size; a layer keeps an animation and its corners")
    func drawingAndAnimation() {
        let swatch = UIColor.systemBlue.swatch(of: CGSize(width: 2, height: 3))
        #expect(swatch.size == CGSize(width: 2, height: 3) && !UIColor.black.isLight && UIColor.white.isLight)
        let button = UIButton(type: .system)
        button.setBackgroundImage(swatch, for: .normal)
        #expect(button.currentBackgroundImage === swatch)

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        view.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.toValue = 1.1
        pulse.autoreverses = true
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(pulse, forKey: "pulse")
        #expect(view.layer.maskedCorners.rawValue == 12 && view.layer.animationKeys() == ["pulse"])
        #expect(view.layer.animation(forKey: "pulse")?.autoreverses == true)
    }

    @Test("an observeValue override and an invalidation context's override init() compile and run")
    func overrides() {
        let view = WatchingView(frame: .zero)
        view.observeValue(forKeyPath: "bounds", of: nil, change: nil, context: nil)
        let context = PinnedContext()
        #expect(context.pinned == nil && context.invalidatedItemIndexPaths == nil)
    }
}
