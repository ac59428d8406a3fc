/// A plain-text table with columns padded to their widest cell (counted in characters, so
/// `×` and accented names line up).
struct TextTable {
    var header: [String]
    /// Indices of the columns aligned to the right (numbers).
    var rightAligned: Set<Int> = []

    func render(_ rows: [[String]]) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column == row.count - 1 && !rightAligned.contains(column) { return cell }
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
