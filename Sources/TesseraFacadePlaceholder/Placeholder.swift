// What the `UIKit`, `CoreGraphics` and `QuartzCore` products hold when the manifest is read where
// Apple's frameworks of those names exist (macOS, for macOS and iOS builds): nothing. A consumer
// depends on those products for Linux only, and on Apple's platforms `import UIKit` is Apple's.
// Package.swift declares this target only there; on Linux the products hold Tessera's façades.
