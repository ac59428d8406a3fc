import Foundation

#if !canImport(Darwin)
/// `NSCache` is `Sendable` in Apple's Foundation (it is documented thread-safe, and
/// swift-corelibs-foundation's locks every access as well), so a global
/// `let imageCache = NSCache<NSString, UIImage>()` compiles in Swift 6 mode on iOS. Linux's
/// Foundation does not declare it; `import UIKit` does, as iOS's SDK does.
extension NSCache: @retroactive @unchecked Sendable {}
#endif
