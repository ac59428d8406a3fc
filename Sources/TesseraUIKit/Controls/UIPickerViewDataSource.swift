import Foundation

/// `UIPickerViewDataSource`: how many wheels (components) a picker view has and how many rows
/// each holds. Both requirements are required, as in UIKit; ``UIPickerView`` asks them whenever
/// its counts or its selection are read.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// `numberOfComponents(in:)`: how many components (wheels) the picker shows side by side
    /// (a negative answer counts as 0).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// `pickerView(_:numberOfRowsInComponent:)`: how many rows `component` holds (a negative
    /// answer counts as 0).
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
