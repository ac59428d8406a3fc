extension PixelSize {
    /// The longest side, in pixels, of a picture Tessera decodes or writes: 65,500,
    /// libjpeg-turbo's own maximum (`JPEG_MAX_DIMENSION`).
    ///
    /// The one source of this limit: ``DecodeLimits/maxDimension``'s default, ``JPEGWriter``'s
    /// sides, the widest sheet the renderer draws and the largest thumbnail all use it.
    ///
    /// ```swift
    /// print(PixelSize.maximumSide)
    /// // 65500
    /// ```
    public static let maximumSide = 65_500
}
