// The bridge between libpng's write callback and a ByteSink: the shim is handed pngWrite and
// an unretained pointer to a WriteContext, which the writer keeps alive as long as the encoder.

/// What the C write callback reaches: the sink, and the sink's error for Swift to rethrow.
final class WriteContext {
    let sink: ByteSink
    var error: EncodeError?
    init(sink: ByteSink) { self.sink = sink }
}

/// The `tessera_png_write_fn` the encoder calls with each piece of output.
func pngWrite(_ context: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let context else { return 1 }
    let box = Unmanaged<WriteContext>.fromOpaque(context).takeUnretainedValue()
    do {
        try box.sink.write(UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : count))
        return 0
    } catch {
        box.error = error
        return 1
    }
}
