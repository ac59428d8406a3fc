import CImageCodecs

/// The threads Tessera starts for decoding and encoding.
public enum WorkerThread {
    /// Gives the calling thread `name` as the system shows it (`top -H`, `perf`,
    /// `/proc/PID/task/TID/comm`), cut to 15 bytes: `tessera-dec-0`, `tessera-enc-1`.
    public static func nameCurrent(_ name: String) {
        tessera_name_current_thread(name)
    }
}
