/// How a streaming file writer (``PNGWriter``, ``PDFWriter``) ends, written once: the first
/// failure is kept and thrown again by every later call; finishing writes the last bytes,
/// flushes the sink and moves the file into place (or seals it for an ``AtomicFileSet``); a
/// writer dropped before it finished removes its temporary file.
///
/// Standard output and byte sinks have no ``file``: for them finishing only flushes.
struct WriterCompletion {
    /// The file being written under a temporary name, nil for standard output or a sink.
    let file: AtomicFile?
    /// Passes on what the writer's sink buffers.
    private let flush: () throws(EncodeError) -> Void
    /// The first failure, thrown again by every call after it.
    private(set) var failure: EncodeError?
    /// Whether the file was finished (it is kept from then on).
    private(set) var isFinished = false

    /// The end of a writer to `file` whose sink `flush` empties.
    init(file: AtomicFile?, flush: @escaping () throws(EncodeError) -> Void) {
        self.file = file
        self.flush = flush
    }

    /// Throws the failure of an earlier call, if any.
    func rethrowFailure() throws(EncodeError) {
        if let failure { throw failure }
    }

    /// Runs `body` (a step that writes), after an earlier failure not at all; its failure is kept.
    mutating func recording<T>(_ body: () throws(EncodeError) -> T) throws(EncodeError) -> T {
        try rethrowFailure()
        do {
            return try body()
        } catch {
            failure = error
            throw error
        }
    }

    /// Writes the last bytes (`trailer`), flushes, and moves the file into place — or, with
    /// `set`, seals it under its temporary name and hands it to `set`, which renames it with the
    /// others.
    mutating func finish(into set: AtomicFileSet? = nil, _ trailer: () throws(EncodeError) -> Void) throws(EncodeError) {
        let flush = self.flush, file = self.file
        try recording { () throws(EncodeError) in
            try trailer()
            try flush()
            if set == nil { try file?.commit() } else { try file?.seal() }
        }
        isFinished = true
        if let set, let file { set.add(file) }
    }

    /// Removes the temporary file unless the writer finished (from the writer's `deinit`, or
    /// when its set-up fails).
    func discardUnlessFinished() {
        if !isFinished { file?.discard() }
    }
}
