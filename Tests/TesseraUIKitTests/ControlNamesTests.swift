import Foundation
import Testing
import TesseraUIKit

/// A picker's data source and delegate as an app writes them: an `NSObject` with rows per
/// component, implementing only some of the delegate's optional methods.
@MainActor
private final class SizesPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var columns = [["S", "M", "L"], ["Red", "Blue"]]
    var selections: [(Int, Int)] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { columns[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns[component][row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component))
    }
}

/// Controls real iOS files use (issue 39, point 2): pickers, segmented controls, switches,
/// sliders, steppers, a button's background images and a gesture recognizer's delays — values
/// changed in code, as UIKit, send no `.valueChanged`; `sendActions(for:)` does.
@Suite("Control names")
@MainActor
struct ControlNamesTests {
    @Test("a picker's components and rows come from its data source; a selection reads within the rows")
    func picker() {
        let helper = SizesPicker()
        let picker = UIPickerView(frame: .zero)
        picker.dataSource = helper
        picker.delegate = helper
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 3 && picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.numberOfRows(inComponent: 2) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 5) == -1)
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(1, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 2 && picker.selectedRow(inComponent: 1) == 1)
        #expect(helper.selections.isEmpty, "selectRow does not tell the delegate, as in UIKit")
        #expect(helper.pickerView(picker, titleForRow: 1, forComponent: 1) == "Blue")
        #expect(helper.pickerView(picker, widthForComponent: 0) == 0, "an optional method left out answers its default")
        #expect(helper.pickerView(picker, attributedTitleForRow: 0, forComponent: 0) == nil)

        helper.columns[0] = ["One"]
        #expect(picker.numberOfRows(inComponent: 0) == 3, "counts are kept until a reload, as UIKit keeps them")
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 1)
        #expect(picker.selectedRow(inComponent: 0) == 0, "a selection past the last row reads as the last")
        helper.columns.append(["x"])
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 3)
        #expect(picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 216))
    }

    @Test("a segmented control keeps titles, images and a selection that follows insertions and removals")
    func segmentedControl() {
        let control = UISegmentedControl(items: ["Day", "Week", UIImage()])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "Week" && control.imageForSegment(at: 2)?.size == .zero)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1 && changes == 0)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 1, "an index outside the segments is ignored")
        control.insertSegment(withTitle: "Month", at: 0, animated: false)
        #expect(control.titleForSegment(at: 0) == "Month" && control.selectedSegmentIndex == 2)
        control.insertSegment(withTitle: "Year", at: 99, animated: true)
        #expect(control.titleForSegment(at: 4) == "Year")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "Week")
        control.setTitle("Weekly", forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "Weekly")
        control.setEnabled(false, forSegmentAt: 0)
        #expect(!control.isEnabledForSegment(at: 0) && control.isEnabledForSegment(at: 1))
        control.isMomentary = true
        control.selectedSegmentTintColor = .systemBlue
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        control.sendActions(for: .valueChanged)
        #expect(changes == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("init(frame:actions:) makes a segment per action; .valueChanged runs the selected one's")
    func segmentedControlActions() {
        var chosen: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List") { action in chosen.append(action.title) },
            UIAction(title: "Grid") { action in chosen.append(action.title) },
        ])
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Grid")
        control.selectedSegmentIndex = 1
        #expect(chosen.isEmpty)
        control.sendActions(for: .valueChanged)
        #expect(chosen == ["Grid"] && control.actionForSegment(at: 0)?.title == "List")
    }

    @Test("a switch is 51 × 31 whatever its frame; setOn sends no action, sendActions does")
    func uiSwitch() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31) && !toggle.isOn)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && changes == 0)
        toggle.onTintColor = .systemGreen
        toggle.thumbTintColor = .white
        toggle.sendActions(for: .valueChanged)
        #expect(changes == 1 && toggle.onTintColor == .systemGreen && toggle.style == .sliding)
    }

    @Test("a slider's value stays within its bounds; moving a bound past it moves it")
    func slider() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 2
        #expect(slider.value == 1)
        slider.minimumValue = -10
        slider.maximumValue = 10
        slider.setValue(-20, animated: true)
        #expect(slider.value == -10)
        slider.minimumValue = 5
        #expect(slider.value == 5)
        slider.value = 8
        slider.maximumValue = 6
        #expect(slider.value == 6)
        slider.setThumbImage(UIImage(), for: .normal)
        #expect(slider.currentThumbImage != nil && slider.thumbImage(for: .highlighted) == nil)
    }

    @Test("a stepper's value stays within its bounds (0 … 100, step 1)")
    func stepper() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.maximumValue = 50
        #expect(stepper.value == 50)
        stepper.minimumValue = -5
        stepper.value = -9
        #expect(stepper.value == -5)
    }

    @Test("a button's background image and attributed title per state, the normal one standing in; gesture delays kept")
    func backgroundImagesAndGestureDelays() {
        let button = UIButton(type: .custom)
        let normal = UIImage(), pressed = UIImage()
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        #expect(button.backgroundImage(for: .highlighted) === pressed)
        #expect(button.backgroundImage(for: .selected) === normal && button.currentBackgroundImage === normal)
        button.isHighlighted = true
        #expect(button.currentBackgroundImage === pressed)
        button.setAttributedTitle(NSAttributedString(string: "Buy"), for: .normal)
        #expect(button.attributedTitle(for: .disabled)?.string == "Buy" && button.currentAttributedTitle?.string == "Buy")

        let tap = UITapGestureRecognizer(target: nil, action: nil)
        #expect(!tap.delaysTouchesBegan && tap.delaysTouchesEnded && tap.requiresExclusiveTouchType)
        tap.delaysTouchesBegan = true
        tap.requiresExclusiveTouchType = false
        #expect(tap.delaysTouchesBegan && !tap.requiresExclusiveTouchType)
    }
}
