import Foundation
import Testing
import TesseraRender
import TesseraTestSupport

/// Issue 42, point 1: a sheet admits each photo at its decode plan's memory, the plan its decoder
/// then follows. A large progressive JPEG whose scans leave coefficients unrefined is decoded
/// with libjpeg's full coefficient arrays; before, the admission counted it at 2 bytes a block.
@Suite("Sheet admission by decode plan")
struct SheetAdmissionPlanTests {
    /// A 2000×1200 gradient written by `cjpeg` (4:2:0) as a progressive file whose AC scans stop
    /// one bit short (no refinement scans), in `folder`.
    static func unrefinedProgressive(in folder: String) throws -> String {
        let width = 2000, height = 1200
        var ppm = Array("P6 \(width) \(height) 255\n".utf8)
        ppm.reserveCapacity(ppm.count + width * height * 3)
        for y in 0..<height {
            for x in 0..<width { ppm += [UInt8(x * 255 / width), UInt8(y * 255 / height), UInt8((x + y) % 256)] }
        }
        try Data(ppm).write(to: URL(fileURLWithPath: folder + "/photo.ppm"))
        try "0,1,2: 0 0 0 0;\n0: 1 63 0 1;\n1: 1 63 0 1;\n2: 1 63 0 1;\n".write(toFile: folder + "/scans.txt", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/cjpeg")
        process.arguments = ["-scans", folder + "/scans.txt", "-outfile", folder + "/photo.jpg", folder + "/photo.ppm"]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return folder + "/photo.jpg"
    }

    @Test("an unrefined progressive photo at 1/8 is admitted at its full coefficient arrays, what its decode holds")
    func unrefinedProgressiveAdmitted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-admission-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try Self.unrefinedProgressive(in: folder)
        let plan = try ImageDecoder().thumbnailPlan(fileAt: path, width: 60, height: 60)
        // 4:2:0: luma 250 × 150 blocks, chroma 125 × 75 each, 128 bytes a block.
        #expect(plan.path == .coefficients && plan.scale == DecodeScale(numerator: 1, denominator: 8))
        #expect(plan.codecBytes == (250 * 150 + 2 * 125 * 75) * 128)

        let layout = LayoutResult.cells([CGRect(x: 0, y: 0, width: 60, height: 60)], width: 60, height: 60)
        var options = RenderOptions(scale: 1, jobs: 2, glyphMode: .boxes)
        options.memoryLimit = 1
        let (_, report) = try LayoutRenderer(style: RenderFixtures.plainStyle, options: options)
            .renderImage(layout, content: SheetContent(cells: [[.photo(path: path, label: nil)]]))
        #expect(report.photosDrawn == 1 && report.failures.isEmpty)
        // Before issue 42 the admission counted the luma at 2 bytes a block: 2,795,000 bytes of
        // coefficients for the 7,200,000 the decode allocated.
        #expect(report.peakDecodeMemory == plan.peakBytes)
    }
}
