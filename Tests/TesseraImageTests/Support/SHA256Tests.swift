import Foundation
import Testing
@testable import TesseraImage

@Suite("SHA-256")
struct SHA256Tests {
    static func hex(_ bytes: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }

    @Test("FIPS 180-4's examples and the empty message")
    func vectors() {
        #expect(Self.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(Self.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("pieces of any size give the whole message's digest; sha256sum agrees on a file")
    func pieces() throws {
        let message = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        var whole = SHA256()
        whole.update(message)
        for size in [1, 3, 63, 64, 65, 200] {
            var hash = SHA256()
            var start = 0
            while start < message.count {
                hash.update(message[start..<min(message.count, start + size)])
                start += size
            }
            #expect(hash.digest() == whole.digest())
        }
        // sha256sum (coreutils) of these 1,000 bytes.
        #expect(whole.hexDigest() == Self.sha256sum(message))
    }

    static func sha256sum(_ bytes: [UInt8]) -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-sha-\(UUID())")
        try? Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }
}
