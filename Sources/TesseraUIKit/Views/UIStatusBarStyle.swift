import Foundation

/// `UIStatusBarStyle`: the colour of the status bar's content, with UIKit's raw values —
/// `default` (dark on light, light on dark, following the interface style), `lightContent`
/// (for dark backgrounds), `darkContent` (iOS 13, for light backgrounds). A view controller
/// names it in `preferredStatusBarStyle`; there is no status bar headlessly.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// `UIStatusBarAnimation`: how the status bar shows a change of style or visibility — not at
/// all, fading, or sliding. Kept; there is no status bar headlessly.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}
