/// Reads a whole image file into memory for the codec libraries, which decode from a buffer.
enum FileContents {
    /// The bytes of the regular file at `path`, refused unread when larger than `limit`.
    static func read(_ path: String, limit: Int) throws(DecodeError) -> [UInt8] {
        do {
            let source = try FileByteSource(path: path)
            let size = source.count ?? 0
            if size > limit {
                throw DecodeError.fileTooLarge(bytes: size, limit: limit)
            }
            return try source.read(at: 0, count: size)
        } catch let error as DecodeError {
            throw error
        } catch let error as ProbeError {
            if case .unreadable(let reason) = error { throw .unreadable(reason: reason) }
            throw .header(error)
        } catch {
            throw .unreadable(reason: String(describing: error))
        }
    }
}
