import Foundation

/// Why a path met while walking for photos could not be used.
public enum WalkProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file (or a path given) that cannot be read, with the system's reason.
    case cannotReadFile(reason: String)
    /// A folder that cannot be listed or entered, with the system's reason: photos may be inside.
    case cannotReadFolder(reason: String)
    /// A photo whose name is not valid UTF-8, so it cannot be opened by the name Tessera reads.
    case nameNotUTF8

    /// Whether the problem is a folder's (counted apart from photos in reports).
    public var isFolder: Bool {
        if case .cannotReadFolder = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .cannotReadFile(let reason): "cannot read file: \(reason)"
        case .cannotReadFolder(let reason): "cannot read folder: \(reason)"
        case .nameNotUTF8: "the file name is not valid UTF-8; rename the file to include it"
        }
    }
}
