import Foundation

/// `UIUserInterfaceStyle`: light or dark appearance. Headless views are light unless a
/// snapshot's style says otherwise; the value exists so code that switches on it compiles.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
