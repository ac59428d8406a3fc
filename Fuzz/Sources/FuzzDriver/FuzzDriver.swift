import Foundation

// SwiftPM renames an executable's `main`, so each target calls libFuzzer's driver itself rather
// than letting libFuzzer's own `main` call LLVMFuzzerTestOneInput.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                                 _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// Runs libFuzzer with the process's arguments, feeding every input to `testOneInput` (libFuzzer's
/// `LLVMFuzzerTestOneInput`: the bytes and their count; return 0), and exits with its status.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var arguments = CommandLine.argc
    var vector = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&arguments, &vector, testOneInput))
}
