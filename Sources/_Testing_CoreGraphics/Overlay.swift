// `_Testing_CoreGraphics`: Swift Testing's cross-import overlay for Core Graphics.
//
// Swift Testing declares that a file importing both `Testing` and `CoreGraphics` also imports
// this module (Testing.swiftcrossimport/CoreGraphics.swiftoverlay in the toolchain). Apple's
// makes a `CGImage` an image attachment; Tessera's Core Graphics has no `CGImage` (there is no
// drawing), so this overlay adds nothing: it exists so that such a file builds on Linux.
import Testing
import Foundation
