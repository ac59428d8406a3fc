// `import UIKit` on Linux: UIKit's names (TesseraUIKit), Foundation, Core Graphics and Core
// Animation, as Apple's UIKit exports them, and nothing of the layout engine (`import TesseraLayout` for that). Depend on it only
// where Apple's UIKit does not exist:
//
//     .product(name: "UIKit", package: "Tessera", condition: .when(platforms: [.linux]))
//
// It depends on `_Testing_UIKit`, Swift Testing's overlay for UIKit, so that a file importing
// both `Testing` and `UIKit` builds, in this package or in any other of the build graph.
@_exported import TesseraUIKit
// As Apple's UIKit, it also exports Core Graphics and Core Animation (CGAffineTransform,
// CATransform3D and its functions, CALayer): Tessera's façades of them.
@_exported import CoreGraphics
@_exported import QuartzCore
// Apple's UIKit exports all of Foundation, URLSession included; on Linux URLSession, URLRequest
// and the rest of the networking API live in FoundationNetworking (which links libcurl, Debian's
// `libcurl4`), so it is exported too.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
