import Testing
import TesseraRender

@Suite("Byte counts")
struct ByteCountTests {
    @Test("sizes as typed: SI and binary units, case ignored, decimals; anything else is nil", arguments: [
        ("64MB", 64_000_000), ("64M", 64_000_000), ("64 mb", 64_000_000), ("512MiB", 536_870_912),
        ("1.5GiB", 1_610_612_736), ("2GB", 2_000_000_000), ("500k", 500_000), ("12345", 12345), ("1kB", 1000), ("10B", 10),
    ])
    func parse(text: String, bytes: Int) {
        #expect(ByteCount.parse(text) == bytes)
    }

    @Test("not sizes", arguments: ["", "lots", "0MB", "-5MB", "12 parsecs", "1e99GB", ".", "MB", "0.0001"])
    func refuse(text: String) {
        #expect(ByteCount.parse(text) == nil)
    }
}
