#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A reconstruction filter for ``Resampler``: a kernel and the radius outside which it is zero.
///
/// When reducing, the kernel is stretched by the reduction factor, so every source pixel under
/// an output pixel contributes and nothing aliases.
///
/// ```swift
/// print(ResampleFilter.lanczos3.support, ResampleFilter.lanczos3.weight(0), ResampleFilter.lanczos3.weight(1))
/// // 3.0 1.0 0.0
/// ```
public enum ResampleFilter: String, Sendable, Equatable, CaseIterable {
    /// Lanczos windowed sinc with three lobes: the sharpest without visible ringing on photos.
    case lanczos3
    /// Mitchell–Netravali cubic (B = C = 1/3): softer, no ringing at all.
    case mitchell
    /// A box: area averaging. Smooth but blurrier; exact for integer reductions.
    case box

    /// The kernel's radius in source pixels at scale 1.
    public var support: Double {
        switch self {
        case .lanczos3: 3
        case .mitchell: 2
        case .box: 0.5
        }
    }

    /// The kernel's value at distance `x` (in source pixels at scale 1).
    public func weight(_ x: Double) -> Double {
        let t = abs(x)
        switch self {
        case .lanczos3:
            if t < 1e-12 { return 1 }
            if t >= 3 { return 0 }
            // sin(πx)·sin(πx/3) / (π²x²/3); sinpi avoids the tiny non-zero sin(π·n).
            return Self.sinpi(t) * Self.sinpi(t / 3) * 3 / (Double.pi * Double.pi * t * t)
        case .mitchell:
            let b = 1.0 / 3, c = 1.0 / 3
            if t < 1 {
                return ((12 - 9 * b - 6 * c) * t * t * t + (-18 + 12 * b + 6 * c) * t * t + (6 - 2 * b)) / 6
            }
            if t < 2 {
                return ((-b - 6 * c) * t * t * t + (6 * b + 30 * c) * t * t + (-12 * b - 48 * c) * t + (8 * b + 24 * c)) / 6
            }
            return 0
        case .box:
            return t < 0.5 ? 1 : (t == 0.5 ? 0.5 : 0)
        }
    }

    /// sin(πx), exactly zero at integers.
    private static func sinpi(_ x: Double) -> Double {
        let r = x - 2 * (x / 2).rounded(.down)          // x mod 2, in [0, 2)
        if r == 0 || r == 1 { return 0 }
        return sin(Double.pi * r)
    }
}
