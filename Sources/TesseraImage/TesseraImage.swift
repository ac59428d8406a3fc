// The header probe's types (ImageInfo, ImageFormat, PixelSize, ExifOrientation, ByteSource,
// ProbeError, …) are in TesseraImage's own signatures: `import TesseraImage` shows them as it
// always has, so clients need not import TesseraProbe as well.
@_exported import TesseraProbe
