import Foundation

/// `CAMediaTiming`: when an animation starts, how long it lasts and repeats, how fast it runs,
/// and what it shows outside that time. ``CAAnimation`` adopts it. Nothing runs headlessly:
/// the values are kept for the code that reads them.
public protocol CAMediaTiming: AnyObject {
    /// `beginTime`: when the animation starts, in its parent's time (0).
    var beginTime: CFTimeInterval { get set }
    /// `duration`: one cycle's length in seconds (0; Core Animation runs a 0-second animation
    /// for 0.25 seconds).
    var duration: CFTimeInterval { get set }
    /// `speed`: how fast time passes relative to the parent's (1).
    var speed: Float { get set }
    /// `timeOffset`: an offset into the animation's active time (0).
    var timeOffset: CFTimeInterval { get set }
    /// `repeatCount`: how many cycles run (0: one; `.infinity`: forever).
    var repeatCount: Float { get set }
    /// `repeatDuration`: how long the cycles repeat, in seconds (0: by ``repeatCount``).
    var repeatDuration: CFTimeInterval { get set }
    /// `autoreverses`: whether each cycle runs backwards after forwards (false).
    var autoreverses: Bool { get set }
    /// `fillMode`: what shows before and after the active time (`.removed`).
    var fillMode: CAMediaTimingFillMode { get set }
}

/// `CAMediaTimingFillMode`: whether an animation's first and last values show before it starts
/// (`backwards`), after it ends (`forwards`), both, or neither (`removed`, the default).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A fill mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The final value stays after the animation ends (`"forwards"`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the animation starts (`"backwards"`).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards` (`"both"`).
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: the model value shows outside the active time (`"removed"`, the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
