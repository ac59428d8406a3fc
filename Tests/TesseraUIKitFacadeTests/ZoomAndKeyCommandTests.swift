import Testing
import UIKit

/// Zooming, the animations flag and key commands, as app files use them.
@MainActor
@Suite struct ZoomAndKeyCommandTests {
    final class Viewer: UIViewController {
        private(set) var escapes = 0
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("escPressed", performing: Viewer.escPressed)),
             UIKeyCommand(title: "Next", action: Selector("next"), input: "n", modifierFlags: [.command, .shift])]
        }
        func escPressed() { escapes += 1 }
    }

    @Test func zoomScaleStaysWithinItsBounds() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        scrollView.setZoomScale(8, animated: true)
        #expect(scrollView.zoomScale == 4)
        scrollView.setZoomScale(0.1, animated: false)
        #expect(scrollView.zoomScale == 0.5)
        // A rect a third of the bounds' width and half their height fits at scale 3 (the smaller).
        scrollView.zoom(to: CGRect(x: 10, y: 10, width: 100, height: 40), animated: true)
        #expect(scrollView.zoomScale == 3)
        #expect(!scrollView.isZooming)
    }

    @Test func theAnimationsFlagIsKept() {
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func keyCommandsAreDeclaredAndTheirActionsCanBeSent() throws {
        let viewer = Viewer()
        let commands = try #require(viewer.keyCommands)
        #expect(commands.map(\.input) == [UIKeyCommand.inputEscape, "n"])
        #expect(commands[1].modifierFlags == [.command, .shift])
        #expect(commands[1].modifierFlags.rawValue == 0x12_0000)
        #expect(commands[0].action.description == "escPressed")
        let button = UIButton(type: .system)
        button.sendAction(commands[0].action, to: viewer, for: nil)
        #expect(viewer.escapes == 1)
        #expect(UIResponder().keyCommands == nil)
    }
}
