/// Reads a BMP's header: the file header and the DIB header (``BMPHeader``), whose width and
/// height (its magnitude: a negative height only stores the rows top first) are the picture's
/// size. No pixel and no palette entry is read.
enum BMPHeaderReader {
    static func read(_ reader: inout ByteReader) throws(ProbeError) -> ImageInfo {
        let header = try BMPHeader(&reader)
        return ImageInfo(format: .bmp, width: header.width, height: header.height, orientation: .up, details: .bmp(header.details))
    }
}
