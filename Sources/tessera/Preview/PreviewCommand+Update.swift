import ArgumentParser
import Foundation
import TesseraLayout
import TesseraRender

extension PreviewCommand {
    /// `--before A --after B`: both laid out at `size`, marked, side by side.
    func previewUpdate(from beforePath: String, to afterPath: String, at size: PreviewSize, renderer: LayoutRenderer,
                               captions: TextRasterizer, jobs: Int) throws {
        let safeArea = size.name == nil ? nil : size.safeAreaInsets
        var states: [(layout: SpecLayout, region: CGRect, image: PixelBuffer)] = []
        for path in [beforePath, afterPath] {
            let laidOut = try SpecLayout(path: path, width: Double(size.size.width), height: Double(size.size.height), safeArea: safeArea)
            if let file = overwrittenInput(among: laidOut.inputPaths, by: output) {
                throw CommandFailure("refusing to write the preview over its input \(file)")
            }
            for warning in laidOut.warnings { printError("tessera: warning: \(warning)") }
            do {
                try laidOut.requireUniqueIdentifiers()
            } catch {
                throw CommandFailure("\(path): \(error)")
            }
            let region = extent == .full
                ? CGRect(origin: .zero, size: laidOut.result.contentSize)
                : CGRect(x: 0, y: CGFloat(offset), width: size.size.width, height: size.size.height)
            do {
                states.append((laidOut, region, try renderer.renderImage(laidOut.result, content: laidOut.content, region: region).image))
            } catch {
                throw CommandFailure("\(path) at \(size.caption): \(error)")
            }
        }
        let difference = UpdateDifference(from: states[0].layout.identifiers, to: states[1].layout.identifiers)
        let marks = difference.marks
        if let animation {
            try writeAnimation(to: animation, before: states[0].layout, after: states[1].layout, difference: difference,
                               region: states[0].region.union(states[1].region), renderer: renderer, jobs: jobs)
        }
        let painter = UpdateMarksPainter(scale: CGFloat(scale), text: captions)
        let panels = [
            PreviewPanel(caption: "Before · \(size.caption)",
                         image: painter.markBefore(states[0].image, layout: states[0].layout.result, region: states[0].region, marks: marks)),
            PreviewPanel(caption: "After · \(marks.summary)",
                         image: painter.markAfter(states[1].image, layout: states[1].layout.result, region: states[1].region, marks: marks)),
        ]
        do {
            let picture = try PreviewBoard(scale: CGFloat(scale), text: captions).compose(panels)
            let format = try encoding()
            try WorkerPool.withThreads(jobs) { pool in try format.write(picture, to: output, workers: pool) }
        } catch {
            throw CommandFailure("\(output): \(error)")
        }
    }

    /// The update's frames (``UpdateAnimation``) as an APNG.
    private func writeAnimation(to path: String, before: SpecLayout, after: SpecLayout,
                                difference: UpdateDifference<String, String>, region: CGRect, renderer: LayoutRenderer, jobs: Int) throws {
        let moves = UpdateAnimation.moves(from: before.identifiers, to: after.identifiers, difference: difference)
        let animation = UpdateAnimation()
        let frames = animation.layouts(before: before.result, beforeContent: before.content, after: after.result,
                                       afterContent: after.content, moves: moves)
        do {
            let images = try frames.map { try renderer.renderImage($0.layout, content: $0.content, region: region).image }
            try WorkerPool.withThreads(jobs) { pool in
                try APNGWriter.write(images, delays: animation.delays, to: path, compression: rendering.compression.compression, workers: pool)
            }
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
    }
}
