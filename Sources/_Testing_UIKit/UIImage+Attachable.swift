// `_Testing_UIKit`: Swift Testing's cross-import overlay for UIKit.
//
// Swift Testing declares that a file importing both `Testing` and `UIKit` also imports
// `_Testing_UIKit` (Testing.swiftcrossimport/UIKit.swiftoverlay in the toolchain). Apple ships
// that module with its UIKit; on Linux Tessera's `UIKit` product ships this one, so the two
// imports an iOS test file starts with build here too. The `UIKit` target depends on this one,
// so the overlay exists whenever `UIKit` does, whatever order packages are built in.
//
// What it offers, as Apple's does where it makes sense headlessly: a `UIImage` is an attachment.
// Apple's overlay encodes the image's pixels (`Attachment(image, as: .png)`); Swift Testing has
// no image attachments on Linux, so an image made from a file or from data is attached in its
// own encoding, named after its file.
public import Testing
public import TesseraUIKit
import Foundation

extension UIImage: Attachable {
    public var estimatedAttachmentByteCount: Int? {
        if let encodedData { return encodedData.count }
        guard let path, let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int else { return nil }
        return size
    }

    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<UIImage>,
                                   _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        guard let bytes = try encodedBytes() else { throw UIImageAttachmentError.noPixels(name: name ?? "") }
        return try bytes.withUnsafeBytes(body)
    }

    public func preferredName(for attachment: borrowing Attachment<UIImage>, basedOn suggestedName: String) -> String {
        if let path { return URL(fileURLWithPath: path).lastPathComponent }
        return suggestedName
    }
}

/// Why a `UIImage` could not be attached to a test.
public enum UIImageAttachmentError: Error, CustomStringConvertible {
    /// The image is known only by its name (`UIImage(named:)`, `UIImage(systemName:)`): there
    /// are no asset catalogs or SF Symbols on Linux, so it has no pixels to attach.
    case noPixels(name: String)

    public var description: String {
        switch self {
        case .noPixels(let name):
            return "UIImage \"\(name)\" has no pixels on Linux (asset and symbol images are names only): attach an image made with UIImage(contentsOfFile:) or UIImage(data:)"
        }
    }
}
