import Foundation

/// The names the system shows for threads, read in tests of the worker pool.
enum ThreadNames {
    /// The calling thread's name (`/proc/thread-self/comm`).
    static func current() -> String {
        ((try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "").trimmingCharacters(in: .newlines)
    }

    /// How many of this process's threads have a name starting with `prefix`.
    static func count(prefix: String) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.filter { task in
            (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))?.hasPrefix(prefix) == true
        }.count
    }
}
