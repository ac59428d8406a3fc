import Foundation

/// File sizes in SI units, as file browsers show them: "812 B", "33 kB", "4.2 MB".
public enum ByteCount {
    /// `bytes` in B below 1,000, in kB below 1,000,000 (with `kilobyteDecimals` decimals),
    /// otherwise in MB with one decimal.
    public static func text(_ bytes: Int, kilobyteDecimals: Int = 0) -> String {
        if bytes < 1000 { return "\(bytes) B" }
        if bytes < 1_000_000 { return String(format: "%.\(max(0, kilobyteDecimals))f kB", Double(bytes) / 1000) }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
