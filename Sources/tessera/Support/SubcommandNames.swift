import ArgumentParser

/// Subcommand names as typed: `tessera shet` and `tessera help nosuch` are usage errors that
/// name the subcommand meant, as ArgumentParser does for a mistyped option.
enum SubcommandNames {
    /// The subcommands' names, in help order.
    static var all: [String] {
        Tessera.configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    /// The usage error for `arguments`' subcommand, or nil when it names one (or is an option).
    static func problem(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        if first == "help" {
            guard arguments.count > 1, !arguments[1].hasPrefix("-"), !all.contains(arguments[1]) else { return nil }
            return message(for: arguments[1])
        }
        return all.contains(first) ? nil : message(for: first)
    }

    /// `Error: Unknown subcommand 'shet'. Did you mean 'sheet'?` and the usage lines.
    static func message(for word: String) -> String {
        let suggestion = closest(to: word).map { " Did you mean '\($0)'?" } ?? ""
        return "Error: Unknown subcommand '\(word)'.\(suggestion)\n"
            + "Subcommands: \(all.joined(separator: ", ")).\n"
            + "Usage: tessera <subcommand>\n  See 'tessera --help' for more information."
    }

    /// The subcommand nearest to `word`: one it starts, or within a third of its length of
    /// edits (at least 2); nil when none is that near.
    static func closest(to word: String) -> String? {
        let lowered = word.lowercased()
        if let prefixed = all.first(where: { lowered.count >= 2 && $0.hasPrefix(lowered) }) { return prefixed }
        let scored = all.map { (name: $0, distance: editDistance(lowered, $0)) }.min { $0.distance < $1.distance }
        guard let best = scored, best.distance <= max(2, best.name.count / 3) else { return nil }
        return best.name
    }

    /// Levenshtein distance between `a` and `b` (characters).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
