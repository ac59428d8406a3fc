// The rasterizer: band canvas, shapes, FreeType text and contact sheets.
@_exported import TesseraImage
@_exported import TesseraLayout
@_exported import TesseraText
