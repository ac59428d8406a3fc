import Dispatch
import Foundation
import SnapshotTesting
import TesseraUIKit
#if canImport(Testing)
import Testing
#endif
import XCTest

/// How every Tessera strategy takes its snapshot: on the main actor, where UIKit objects live,
/// from whatever thread the test runs on, and without ever stopping the test process.
///
/// A test on the main actor (`@MainActor`, or any XCTest) draws at once; a test elsewhere (Swift
/// Testing runs tests on its own threads) waits while the main queue draws. When drawing
/// fails — a font that cannot be loaded on the CI image, a picture too large, a layout whose
/// frames are not numbers — the reason is recorded as a failure of the current test (Swift
/// Testing's `Issue.record`, or `XCTFail`), and no snapshot is handed to swift-snapshot-testing,
/// so nothing is recorded as a reference from it (it then reports that it waited in vain).
enum SnapshotRendering {
    /// A snapshot function for `Snapshotting(pathExtension:diffing:asyncSnapshot:)` that runs
    /// `make` on the main actor.
    static func onMainActor<Value, Format>(_ make: @escaping @MainActor (Value) throws -> Format) -> (Value) -> Async<Format> {
        // A main-actor closure is Sendable: it goes to the main queue as it is.
        return { value in
            nonisolated(unsafe) let value = value
            // The test's scoped screen and layout direction go with it to the main queue.
            let environment = ScopedEnvironment.capture()
            return deliver {
                nonisolated(unsafe) var result: Result<Format, any Error>?
                let draw = {
                    ScopedEnvironment.with(environment) {
                        MainActor.assumeIsolated { result = Result { try make(value) } }
                    }
                }
                if isOnMainQueue { draw() } else { DispatchQueue.main.sync(execute: draw) }
                return result ?? .failure(SnapshotRenderingError.notDrawn)
            }
        }
    }

    /// Whether the caller runs on the main queue, the main actor's executor. On Linux that queue
    /// is often served by a worker thread, not the main thread, so the queue is marked.
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// A snapshot function that runs `make` where the test runs (values, not views).
    static func anywhere<Value, Format>(_ make: @escaping (Value) throws -> Format) -> (Value) -> Async<Format> {
        { value in deliver { Result { try make(value) } } }
    }

    /// Hands a drawn snapshot on, or records why it could not be drawn.
    private static func deliver<Format>(_ draw: () -> Result<Format, any Error>) -> Async<Format> {
        switch draw() {
        case .success(let format):
            return Async(value: format)
        case .failure(let error):
            recordFailure("TesseraSnapshotTesting: the snapshot could not be drawn: \(error)")
            return Async { _ in }
        }
    }

    /// Records `message` as a failure of the running test.
    static func recordFailure(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        XCTFail(message)
    }
}

/// Why a snapshot was not drawn, other than the renderer's own errors.
enum SnapshotRenderingError: Error, CustomStringConvertible {
    /// The main queue ran the drawing but handed nothing back.
    case notDrawn

    var description: String { "the main queue handed no picture back" }
}
