// `import UIKit` on Linux: this module re-exports TesseraUIKit, so iOS layout files compile with
// no change at all. Depend on it only where Apple's UIKit does not exist:
//
//     .product(name: "UIKit", package: "Tessera", condition: .when(platforms: [.linux]))
@_exported import TesseraUIKit
