import Foundation

/// File sizes in SI units, as file browsers show them: "812 B", "33 kB", "4.2 MB".
package enum ByteCount {
    /// `bytes` in B below 1,000, in kB below 1,000,000 (with `kilobyteDecimals` decimals),
    /// otherwise in MB with one decimal.
    package static func text(_ bytes: Int, kilobyteDecimals: Int = 0) -> String {
        if bytes < 1000 { return "\(bytes) B" }
        if bytes < 1_000_000 { return String(format: "%.\(max(0, kilobyteDecimals))f kB", Double(bytes) / 1000) }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }

    /// A size as people type it: a number with an optional unit, SI (`k`/`kB`, `M`/`MB`,
    /// `G`/`GB`: powers of 1,000) or binary (`KiB`, `MiB`, `GiB`), case ignored, `B` or none for
    /// bytes; nil when it is not one, or not above zero.
    ///
    /// ```swift
    /// print(ByteCount.parse("64MB") ?? 0, ByteCount.parse("1.5 GiB") ?? 0, ByteCount.parse("lots") as Any)
    /// // 64000000 1610612736 nil
    /// ```
    package static func parse(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let split = trimmed.firstIndex { !($0.isNumber || $0 == ".") } ?? trimmed.endIndex
        guard let number = Double(trimmed[..<split]), number.isFinite, number > 0 else { return nil }
        let units: [String: Double] = ["": 1, "b": 1, "k": 1e3, "kb": 1e3, "m": 1e6, "mb": 1e6, "g": 1e9, "gb": 1e9,
                                       "kib": 1024, "mib": 1_048_576, "gib": 1_073_741_824]
        guard let unit = units[trimmed[split...].trimmingCharacters(in: .whitespaces).lowercased()] else { return nil }
        let bytes = (number * unit).rounded()
        guard bytes >= 1, bytes < 1e18 else { return nil }
        return Int(bytes)
    }
}
