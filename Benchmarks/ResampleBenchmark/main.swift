// Times the resampler (issue 29) on noise pictures the size of photos and their thumbnails: the
// best of several runs of each case, in milliseconds and source megapixels per second. Run it
// through Scripts/bench-resample, which builds it in release mode.
//
//   tessera-bench-resample                   the timings
//   tessera-bench-resample --check-rounding  checks that the resampler's libm-free rounding gives
//                                            `UInt8(x.rounded())` for every float x in 0…255
//                                            (about 1.1 billion; a few seconds)
import Foundation
import TesseraImage

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

/// Every float from 0 to 255 through `Resampler.roundedBytes`, four at a time; the mismatches.
func checkRounding() -> Int {
    var mismatches = 0
    let top = Float(255).bitPattern
    var bits: UInt32 = 0
    while bits <= top {
        var lanes = SIMD4<Float>()
        for lane in 0..<4 { lanes[lane] = Float(bitPattern: min(bits + UInt32(lane), top)) }
        let bytes = Resampler.roundedBytes(lanes)
        for lane in 0..<4 where bytes[lane] != UInt8(lanes[lane].rounded()) {
            mismatches += 1
            if mismatches <= 10 { print("mismatch: \(lanes[lane]) → \(bytes[lane])") }
        }
        bits += 4
    }
    return mismatches
}

if CommandLine.arguments.dropFirst().first == "--check-rounding" {
    let mismatches = checkRounding()
    print("rounding: \(mismatches) mismatches over every float in 0…255")
    exit(mismatches == 0 ? 0 : 1)
}

/// Premultiplied noise (each colour at most its alpha), the same on every run.
func noise(width: Int, height: Int) -> PixelBuffer {
    var state: UInt32 = 2_463_534_242
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for i in 0..<(width * height) {
        state ^= state << 13; state ^= state >> 17; state ^= state << 5
        let alpha = state >> 24 | 0x0F
        for c in 0..<3 { bytes[i * 4 + c] = UInt8((state >> (UInt32(c) * 8) & 0xFF) % (alpha + 1)) }
        bytes[i * 4 + 3] = UInt8(alpha)
    }
    return PixelBuffer(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
}

struct Case {
    let name: String
    let source: PixelBuffer
    let resampler: Resampler
    let run: (Resampler, PixelBuffer) -> PixelBuffer
}

let photo = noise(width: 4032, height: 3024), decoded = noise(width: 1008, height: 756), small = noise(width: 320, height: 240)
let cases = [
    Case(name: "12 MP photo → fit 256×256 (area average, then Lanczos-3)", source: photo, resampler: Resampler()) {
        $0.resize($1, into: PixelSize(width: 256, height: 256), mode: .fit)
    },
    Case(name: "1008×756 → 261×196, Lanczos-3 only (a JPEG decoded at 1/4)", source: decoded,
         resampler: Resampler(areaAveragingThreshold: 1_000_000)) {
        $0.resample($1, to: PixelSize(width: 261, height: 196))
    },
    Case(name: "1008×756 → fill 256×256, Mitchell only", source: decoded,
         resampler: Resampler(filter: .mitchell, areaAveragingThreshold: 1_000_000)) {
        $0.resize($1, into: PixelSize(width: 256, height: 256), mode: .fill)
    },
    Case(name: "320×240 → 1280×960, Lanczos-3 (enlarging)", source: small, resampler: Resampler()) {
        $0.resample($1, to: PixelSize(width: 1280, height: 960))
    },
]

let clock = ContinuousClock()
let runs = 15
for benchmark in cases {
    var times: [Double] = []
    var checksum = 0
    for _ in 0...runs {
        let start = clock.now
        let output = benchmark.run(benchmark.resampler, benchmark.source)
        times.append(milliseconds(clock.now - start))
        checksum = output.bytes.reduce(0) { $0 &* 31 &+ Int($1) }
    }
    times.removeFirst()   // warm-up
    let best = times.min() ?? 0
    let megapixels = Double(benchmark.source.width * benchmark.source.height) / 1e6
    print("\(benchmark.name): best \(format(best, 2)) ms, median \(format(times.sorted()[times.count / 2], 2)) ms, "
          + "\(format(megapixels / best * 1000, 0)) source MP/s (checksum \(String(UInt(bitPattern: checksum) % 1_000_000_007)))")
}
