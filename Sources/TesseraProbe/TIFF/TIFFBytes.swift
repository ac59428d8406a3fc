/// A TIFF structure's bytes with its byte order, read with bounds checks (nil when out of range):
/// an EXIF block in memory, or a whole TIFF file read a page at a time (``PagedBytes``), so that
/// a directory at the end of a 100 MB file costs a few pages, not the file.
struct TIFFBytes {
    private let storage: Storage
    private let bigEndian: Bool

    private enum Storage {
        case memory(ArraySlice<UInt8>)
        case paged(PagedBytes)
    }

    /// Nil unless the data starts with a valid TIFF header (`II*\0` or `MM\0*`).
    init?(_ data: ArraySlice<UInt8>) {
        self.init(storage: .memory(ArraySlice(Array(data))))  // rebase indices to 0
    }

    /// The TIFF file `source` reads; nil unless it starts with a valid TIFF header.
    init?(source: any ByteSource) {
        self.init(storage: .paged(PagedBytes(source)))
    }

    private init?(storage: Storage) {
        let probe = TIFFBytes(storage: storage, bigEndian: false)
        switch (probe.byte(0), probe.byte(1)) {
        case (0x49, 0x49): self = probe
        case (0x4D, 0x4D): self = TIFFBytes(storage: storage, bigEndian: true)
        default: return nil
        }
        guard uint16(at: 2) == 42 else { return nil }
    }

    private init(storage: Storage, bigEndian: Bool) {
        self.storage = storage
        self.bigEndian = bigEndian
    }

    private func byte(_ offset: Int) -> UInt8? {
        guard offset >= 0 else { return nil }
        switch storage {
        case .memory(let bytes): return offset < bytes.count ? bytes[offset] : nil
        case .paged(let pages): return pages.byte(at: offset)
        }
    }

    func uint8(at offset: Int) -> Int? {
        byte(offset).map(Int.init)
    }

    func uint16(at offset: Int) -> Int? {
        guard let a = byte(offset).map(Int.init), let b = byte(offset + 1).map(Int.init) else { return nil }
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    /// The position and type of `tag`'s entry in the IFD at `offset`, if present.
    func entry(_ tag: Int, inIFDAt offset: Int) -> (offset: Int, type: Int)? {
        guard let count = uint16(at: offset) else { return nil }
        for index in 0..<count {
            let position = offset + 2 + 12 * index
            guard let found = uint16(at: position), let type = uint16(at: position + 2) else { return nil }
            if found == tag { return (position, type) }
        }
        return nil
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let a = uint16(at: offset).map(UInt32.init), let b = uint16(at: offset + 2).map(UInt32.init) else { return nil }
        return bigEndian ? a << 16 | b : b << 16 | a
    }

    /// `count` bytes from `offset`, or nil when they are not all there.
    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0 else { return nil }
        switch storage {
        case .memory(let bytes):
            guard offset + count <= bytes.count else { return nil }
            return Array(bytes[offset..<(offset + count)])
        case .paged(let pages):
            return pages.bytes(at: offset, count: count)
        }
    }
}

/// A ``ByteSource`` read in 4 KiB pages kept once read (at most 256 of them, 1 MiB): random
/// access for walking a TIFF file's directories. A read error reads as the end of the data.
final class PagedBytes {
    static let pageSize = 4096
    static let maximumPages = 256
    private let source: any ByteSource
    private var pages: [Int: [UInt8]] = [:]

    init(_ source: any ByteSource) { self.source = source }

    func byte(at offset: Int) -> UInt8? {
        let number = offset / Self.pageSize, index = offset % Self.pageSize
        guard let page = page(number), index < page.count else { return nil }
        return page[index]
    }

    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard count > 0 else { return [] }
        guard let read = try? source.read(at: offset, count: count), read.count == count else { return nil }
        return read
    }

    private func page(_ number: Int) -> [UInt8]? {
        if let page = pages[number] { return page }
        guard let page = try? source.read(at: number * Self.pageSize, count: Self.pageSize) else { return nil }
        if pages.count >= Self.maximumPages { pages.removeAll(keepingCapacity: true) }
        pages[number] = page
        return page
    }
}
