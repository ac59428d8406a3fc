import Foundation

/// `UIPickerView`: one or more spinning wheels (components) of rows, which the user turns to
/// pick a value. No wheel turns headlessly: the rows come from the ``dataSource`` and the
/// selection changes only through ``selectRow(_:inComponent:animated:)``, which, as in UIKit,
/// does not tell the delegate.
///
/// The counts are asked of the data source when first read and kept, as UIKit keeps them, until
/// ``reloadAllComponents()`` or ``reloadComponent(_:)`` (or a new data source). A selection is
/// read within the component's rows: a row past the last reads as the last, and a component
/// without rows has no selection (`-1`).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// `dataSource`: where the counts come from (weak, as in UIKit). Setting it forgets the counts.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { forgetCounts() }
    }
    /// `delegate`: what the rows show (weak, as in UIKit); kept, never asked headlessly.
    open weak var delegate: (any UIPickerViewDelegate)?
    /// `showsSelectionIndicator`: deprecated in UIKit (the indicator always shows since iOS 7);
    /// kept.
    open var showsSelectionIndicator = false

    private var componentCount: Int?
    private var rowCounts: [Int: Int] = [:]
    private var selectedRows: [Int: Int] = [:]

    /// `numberOfComponents`: the data source's `numberOfComponents(in:)` (0 without a data source).
    open var numberOfComponents: Int {
        if let componentCount { return componentCount }
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        componentCount = count
        return count
    }

    /// `numberOfRows(inComponent:)`: the data source's `pickerView(_:numberOfRowsInComponent:)`
    /// for a component the picker has, else 0.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        if let count = rowCounts[component] { return count }
        let count = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        rowCounts[component] = count
        return count
    }

    /// `selectRow(_:inComponent:animated:)`: makes `row` the selected row of `component` at once
    /// (there is no animation). The delegate's `pickerView(_:didSelectRow:inComponent:)` is not
    /// called, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = max(0, row)
    }

    /// `selectedRow(inComponent:)`: the selected row of `component` (the first until one is
    /// selected), within its rows; `-1` when the component has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selectedRows[component] ?? 0, rows - 1)
    }

    /// `reloadAllComponents()`: asks the data source for every count again on the next read.
    open func reloadAllComponents() { forgetCounts() }

    /// `reloadComponent(_:)`: asks the data source for `component`'s row count again on the next
    /// read.
    open func reloadComponent(_ component: Int) { rowCounts[component] = nil }

    /// `view(forRow:forComponent:)`: the view showing a row; `nil` headlessly (no rows are shown).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? { nil }

    /// `intrinsicContentSize`: 216 points high, UIKit's picker height; no intrinsic width (the
    /// picker takes the width its constraints or frame give it).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    /// The height of a picker view on iOS: 216 points.
    static let standardHeight: CGFloat = 216

    private func forgetCounts() {
        componentCount = nil
        rowCounts = [:]
    }
}
