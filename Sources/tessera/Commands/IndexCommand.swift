import ArgumentParser
import Foundation
import TesseraImage
import TesseraRender

/// `tessera index OUT`: the index of an archive's sheets (`OUT/index.json`, `OUT/index.html`)
/// from the records `sheet --each-folder` left beside them — the job a scheduler runs after
/// every shard of an array is done.
struct IndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Write OUT/index.json and OUT/index.html for the sheets 'tessera sheet --each-folder' wrote in OUT.",
        discussion: """
        Reads every NAME.sheet.json record under OUT (hidden folders skipped) and nothing else, \
        so it can run once after all shards of a job array. Exit status: 0 when the index was \
        written, 1 when OUT holds no record or a record could not be read (the index is still \
        written from the others), 2 on usage errors.
        """
    )

    @Argument(help: "The folder 'tessera sheet --each-folder -o' wrote.")
    var folder: String

    @Option(help: "The index page's title (default: the archive's folder name, from the records).")
    var title: String?

    @Flag(name: [.customShort("q"), .long], help: "No closing line; problems are still listed.")
    var quiet = false

    func validate() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("\(folder) is not a folder.")
        }
    }

    func run() throws {
        let found: ArchiveIndex.Found
        do {
            found = try ArchiveIndex.write(under: folder, title: title)
        } catch {
            throw CommandFailure("cannot write the index in \(folder): \(error)")
        }
        for problem in found.problems { printProblem("failed", problem.path, problem.message) }
        let root = folder.hasSuffix("/") ? folder : folder + "/"
        if !quiet {
            let photos = found.records.reduce(0) { $0 + $1.drawn }
            printError("tessera: \(found.records.count) sheet\(found.records.count == 1 ? "" : "s"), \(photos) photos → \(root)\(ArchiveIndex.jsonName), \(root)\(ArchiveIndex.htmlName)")
        }
        if found.records.isEmpty || !found.problems.isEmpty { throw ExitCode(ExitStatus.failure) }
    }
}
