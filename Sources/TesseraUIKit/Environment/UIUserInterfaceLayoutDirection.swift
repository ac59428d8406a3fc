import Foundation
import TesseraLayout

/// `UIUserInterfaceLayoutDirection`. Tessera lays out left to right; layouts that read the
/// direction (to flip or align items) see `.leftToRight` unless a test sets
/// ``UIApplication/userInterfaceLayoutDirection`` (or scopes one with
/// ``UIApplication/withLayoutDirection(_:operation:)``).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
