import Foundation

/// `CFTimeInterval`: Core Foundation's seconds, the unit of Core Animation's times (Foundation on
/// Linux does not export it).
public typealias CFTimeInterval = Double

/// `CACurrentMediaTime()`: the current time of Core Animation's clock, in seconds since the
/// system started (a monotonic clock, like the device's: it never goes back).
public func CACurrentMediaTime() -> CFTimeInterval { ProcessInfo.processInfo.systemUptime }
