/// Where a decoder reads a photo: bytes already in memory, or a file the codec library reads in
/// chunks (libjpeg's stdio source, a libpng read callback), so that memory depends on the
/// picture, never on the file's size — a 600×400 PNG followed by a gigabyte of other data
/// costs what the 600×400 PNG costs.
enum CodecInput {
    case memory([UInt8])
    case file(FileByteSource)

    /// Opens the regular file at `path` for decoding, refused unread when larger than `limit`.
    static func open(_ path: String, limit: Int) throws(DecodeError) -> CodecInput {
        let source: FileByteSource
        do {
            source = try FileByteSource(path: path)
        } catch {
            if case .unreadable(let reason) = error { throw .unreadable(reason: reason) }
            throw .header(error)
        }
        let size = source.count ?? 0
        if size > limit { throw .fileTooLarge(bytes: size, limit: limit) }
        return .file(source)
    }

    /// Every byte of the input, for the libraries that decode from memory only (libwebp): a
    /// file is read whole (its size is already within ``DecodeLimits/maxFileBytes``).
    func wholeFile() throws(DecodeError) -> [UInt8] {
        switch self {
        case .memory(let bytes): return bytes
        case .file(let file):
            do {
                return try file.read(at: 0, count: file.count ?? 0)
            } catch {
                if case .unreadable(let reason) = error { throw .unreadable(reason: reason) }
                throw .header(error)
            }
        }
    }

    /// The same bytes as a ``ByteSource``, for the probe and the JPEG scan count.
    var source: any ByteSource {
        switch self {
        case .memory(let bytes): MemoryByteSource(bytes)
        case .file(let file): file
        }
    }

    /// Runs `body` with a decoder handle made over this input by `memory` (a pointer and a
    /// count, valid during `body`) or `file` (the open descriptor, which the shim duplicates).
    /// A handle that cannot be made is out of memory (memory) or an unreadable file (file).
    func withHandle<T>(memory: (UnsafePointer<UInt8>, Int) -> OpaquePointer?, file: (Int32) -> OpaquePointer?,
                       _ body: (OpaquePointer) throws(DecodeError) -> T) throws(DecodeError) -> T {
        switch self {
        case .file(let source):
            guard let handle = file(source.descriptor) else {
                throw .unreadable(reason: "the file could not be opened for decoding")
            }
            return try withExtendedLifetime(source) { () throws(DecodeError) -> T in try body(handle) }
        case .memory(let bytes):
            let result: Result<T, DecodeError> = bytes.withUnsafeBufferPointer { data in
                var placeholder: UInt8 = 0
                let handle = withUnsafePointer(to: &placeholder) { fallback in memory(data.baseAddress ?? fallback, data.count) }
                guard let handle else { return .failure(.outOfMemory(width: 0, height: 0)) }
                do throws(DecodeError) {
                    return .success(try body(handle))
                } catch {
                    return .failure(error)
                }
            }
            return try result.get()
        }
    }
}
