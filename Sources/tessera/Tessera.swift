import ArgumentParser
import Foundation
import TesseraImage

/// The `tessera` command: photos and collection-view layouts into PNG pictures.
///
/// Exit status, for every subcommand: 0 success, 1 when the work failed (a file that could not be
/// read, an invalid spec), 2 on usage errors. ``CommandOutcome`` is the one place that maps errors
/// to text and exit codes.
@main
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Turn photos and UICollectionView-style layouts into PNG pictures.",
        version: "0.1.0",
        subcommands: [
            InfoCommand.self,
            ThumbnailCommand.self,
            LayoutCommand.self,
            SheetCommand.self,
            IndexCommand.self,
            CacheCommand.self,
            RenderCommand.self,
            PreviewCommand.self,
            DiffCommand.self,
        ]
    )

    static func main() {
        InterruptCleanup.install()
        HeapPolicy.returnLargeFreedBuffers()
        Foundation.exit(CommandOutcome.run(Array(CommandLine.arguments.dropFirst())))
    }
}
