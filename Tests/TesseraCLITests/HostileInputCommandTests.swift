import Foundation
import Testing
import TesseraImage

/// The command line against hostile inputs and interruptions.
@Suite("Hostile inputs, end to end")
struct HostileInputCommandTests {
    @Test("fuzz regressions: every input that once crashed exits with a message")
    func fuzzRegressions() throws {
        let run = try Tessera.run(["layout", "Tests/Fixtures/fuzz/spec-flow-huge-container-width.json"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("tessera: container.width: must be at most 1000000, got "))
    }

    @Test("specs with 10⁹ items, too many in all, nested 10,000 levels deep or with an alias bomb are refused before the work, in bounded memory")
    func specBombs() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String, String)] = [
            ("many.yaml", "sections:\n  - items: 1000000000\nlayout: {type: waterfall}\n",
             "tessera: sections[0].items: must be at most 10000000, got 1000000000\n"),
            ("total.yaml", "sections:\n  - items: 6000000\n  - items: 6000000\nlayout: {type: waterfall}\n",
             "tessera: sections: at most 10000000 items in all, got 12000000\n"),
            ("deep.json", "{\"sections\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}",
             "Maximum nesting level reached"),
            // 1,400 levels of block mappings, one space each: under the 1 MiB a spec may have (issue 36).
            ("deep.yaml", (0..<1_400).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n"),
             "Maximum nesting level reached"),
            // "Billion laughs": 12 anchors of 10 aliases each would expand to 10¹² values.
            ("laughs.yaml", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
                + (1...11).map { "a\($0): &a\($0) [" + Array(repeating: "*a\($0 - 1)", count: 10).joined(separator: ", ") + "]" }.joined(separator: "\n")
                + "\nsections: [{items: 1}]\nlayout: {type: flow}\n",
             ": YAML aliases expand to more values than the file could hold without them\n"),
            ("deep70.json", "{\"sections\": " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}",
             "nesting deeper than 64 levels is not supported"),
        ]
        for (name, text, message) in cases {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            // Bounded by memory, not by the clock: 10⁹ items, 10¹² values or nesting without a
            // limit would take gigabytes (or the stack); refused, a run's peak is its start-up's.
            let run = try Tessera.runMeasured(["layout", path], in: folder)
            #expect(run.status == 1, "\(name)")
            #expect(run.stderr.contains(message), "\(name): \(run.stderr.prefix(300))")
            #expect(run.peakBytes > 0 && run.peakBytes < HostileSpecsCommandTests.refusalPeak, "\(name): peak \(run.peakBytes) bytes")
        }
    }

    @Test("extreme option values are usage errors or refusals, never a crash (found by an option sweep)")
    func extremeOptions() throws {
        let folder = try Tessera.folder(withPhotos: [("bridge.jpg", "SampleImages/Landscapes/bridge.jpg")])
        defer { try? FileManager.default.removeItem(at: folder) }
        try "sections:\n  - items: 1000000\nlayout: {type: waterfall, columnCount: 1}\n"
            .write(to: folder.appendingPathComponent("tall.yaml"), atomically: true, encoding: .utf8)
        let cases: [([String], Int32, String)] = [
            (["sheet", "photos", "-o", "s.png", "--spacing", "1e9"], 2,
             "Error: --padding 16 and --spacing 1000000000 leave no room for 4 columns of photos in 1200 points.\n"),
            (["sheet", "photos", "-o", "s.png", "--padding", "600"], 2,
             "Error: --padding 600 and --spacing 8 leave no room for 4 columns of photos in 1200 points.\n"),
            (["sheet", "photos", "-o", "s.png", "--width", "1e20"], 2, "Error: --width × --scale must be at most 65500 pixels, not 1e+20.\n"),
            (["preview", "photos", "-o", "p.png", "--padding=-1"], 2, "Error: --padding must be a number of points, 0 or more, not -1.0.\n"),
            (["preview", "photos", "-o", "p.png", "--spacing", "nan"], 2, "Error: --spacing must be a number of points, 0 or more, not nan.\n"),
            (["preview", "photos", "-o", "p.png", "--offset", "1e20"], 2,
             "Error: --offset must be a number of points from 0 to 1000000000, not 1e+20.\n"),
            (["preview", "tall.yaml", "-o", "p.png", "--full", "--sizes", "100x100"], 2,
             "Error: tall.yaml at 100×100: the preview would be 200×184000016 pixels, more than the 200000000 pixels drawn in memory: show one screen with --viewport (the default), or lower --scale.\n"),
        ]
        for (arguments, status, message) in cases {
            let run = try Tessera.run(arguments, in: folder)
            #expect(run.status == status, "\(arguments)")
            #expect(run.stderr.hasPrefix(message), "\(arguments): \(run.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["photos", "tall.yaml"])
    }

    @Test("a spec is read from a pipe; an endless one (/dev/zero) is refused after 1 MiB")
    func specStreams() throws {
        let endless = try Tessera.run(["layout", "/dev/zero"])
        #expect(endless.status == 1)
        #expect(endless.stderr == "tessera: cannot read /dev/zero: larger than 1 MiB, more than any spec needs\n")

        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("spec.yaml").path
        #expect(mkfifo(pipe, 0o600) == 0)
        // The writer blocks in open() until a reader comes: it gets a thread of its own (a task
        // could wait forever for a cooperative thread while the tests block them all).
        let written = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            FileHandle(forWritingAtPath: pipe)?.write(Data("sections: [{items: 2}]\nlayout: {type: waterfall}\n".utf8))
            written.signal()
        }
        let run = try Tessera.run(["layout", pipe, "--json"])
        // Should the binary never have opened the pipe, a reader of our own releases the writer.
        let release = open(pipe, O_RDONLY | O_NONBLOCK)
        written.wait()
        close(release)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"contentSize\": {\"width\": 390, "))
    }

    @Test("folders nested deeper than the system's path limit are reported, not silently skipped")
    func deepFolders() throws {
        let folder = try Tessera.temporaryFolder()
        defer {
            // GNU rm walks with directory descriptors, so no path it uses is too long.
            let remove = Process()
            remove.executableURL = URL(fileURLWithPath: "/bin/rm")
            remove.arguments = ["-rf", folder.path]
            try? remove.run()
            remove.waitUntilExit()
        }
        // 2,100 levels of "a/": 4,200 bytes, over Linux's PATH_MAX of 4,096. Built with *at()
        // calls (the working directory is the whole test process's, not to be changed).
        var directory = open(folder.path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<2_100 {
            #expect(mkdirat(directory, "a", 0o755) == 0)
            let child = openat(directory, "a", O_RDONLY | O_DIRECTORY)
            close(directory)
            directory = child
        }
        let photo = PNGSamples.png(PNGSamples.Variety(colorType: 2, bitDepth: 8))
        let file = openat(directory, "photo.png", O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(file >= 0 && write(file, photo, photo.count) == photo.count)
        close(file)
        close(directory)

        let info = try Tessera.run(["info", "a"], in: folder)
        #expect(info.status == 1)
        #expect(info.stderr.hasSuffix("/a: cannot read folder: File name too long\n"), "\(info.stderr.suffix(200))")
        // The folder gives no photo: the unreadable folder is reported and no sheet is written.
        let sheet = try Tessera.run(["sheet", "a", "-o", "sheet.png", "--width", "100"], in: folder)
        #expect(sheet.status == 1)
        #expect(sheet.stderr.contains(": cannot read folder: File name too long\n"))
        #expect(sheet.stderr.contains("tessera: warning: a: no photos found: 1 folder in it could not be read\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet.png").path))
    }

    @Test("file names with escape sequences, carriage returns and newlines are printed spelled out, one line each")
    func controlCharactersInNames() throws {
        let folder = try Tessera.folder(with: [("bell\u{7}.png", .bytes(PNGSamples.png(PNGSamples.Variety(colorType: 2, bitDepth: 8))))])
        defer { try? FileManager.default.removeItem(at: folder) }
        let evil = "red\u{1B}[31m\rover\nline.png"
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("photos").appendingPathComponent(evil))
        let sheet = try Tessera.run(["sheet", "photos", "-o", "out.png", "--width", "100"], in: folder)
        #expect(sheet.status == 0)
        #expect(sheet.stderr.contains("tessera: failed: photos/red\\u{1B}[31m\\rover\\nline.png: not an image: "), "\(sheet.stderr)")
        #expect(!sheet.stderr.contains("\u{1B}") && !sheet.stderr.contains("\r"))
        let info = try Tessera.run(["info", "photos"], in: folder)
        #expect(info.status == 1)
        #expect(info.stdout.contains("photos/bell\\u{7}.png  PNG"), "\(info.stdout)")
        #expect(info.stderr.hasPrefix("photos/red\\u{1B}[31m\\rover\\nline.png: not an image: "), "\(info.stderr)")
        #expect(info.stderr.split(separator: "\n").count == 1)
    }

    @Test("a folder named x.jpg is walked; a non-UTF-8 file name is reported and drawn as a placeholder")
    func oddNames() throws {
        let folder = try Tessera.folder(withPhotos: [("x.jpg/inside.jpg", "SampleImages/Landscapes/bridge.jpg")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("photos")
        // "caf\xE9.jpg": Latin-1, not UTF-8.
        let rawName: [CChar] = Array((photos.path + "/caf").utf8CString.dropLast()) + [CChar(bitPattern: 0xE9)] + Array(".jpg".utf8CString)
        let source = try Data(contentsOf: Tessera.repositoryRoot.appendingPathComponent("SampleImages/Landscapes/bridge.jpg"))
        let fd = open(rawName, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(fd >= 0)
        _ = source.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)

        let run = try Tessera.run(["sheet", "photos", "-o", "out.png", "--width", "200"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("tessera: failed: photos/caf\u{FFFD}.jpg: the file name is not valid UTF-8"))
        #expect(run.stderr.contains("2 photos, 1 drawn, 1 failed"))
        #expect(try ImageProbe.probe(fileAt: folder.appendingPathComponent("out.png").path).width == 200)
    }

    @Test("unreadable photos and folders are reported and the sheet is still made; an unwritable output folder is an error",
          .enabled(if: Tessera.canHonourPermissions, "needs an ordinary user, or setpriv to drop root's file access override"))
    func unreadablePermissions() throws {
        let bridge = "SampleImages/Landscapes/bridge.jpg"
        let folder = try Tessera.folder(withPhotos: [("open.jpg", bridge), ("locked.jpg", bridge), ("private/hidden.jpg", bridge)])
        defer {
            for path in ["photos/locked.jpg", "photos/private", "readonly"] {
                chmod(folder.appendingPathComponent(path).path, 0o755)
            }
            try? FileManager.default.removeItem(at: folder)
        }
        let photos = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("readonly"), withIntermediateDirectories: true)
        #expect(chmod(photos.appendingPathComponent("locked.jpg").path, 0o000) == 0)
        #expect(chmod(photos.appendingPathComponent("private").path, 0o000) == 0)
        #expect(chmod(folder.appendingPathComponent("readonly").path, 0o555) == 0)

        let sheet = try Tessera.run(["sheet", "photos", "-o", "out.png", "--width", "200"], in: folder, honouringPermissions: true)
        #expect(sheet.status == 0, "\(sheet.stderr)")
        #expect(sheet.stderr.contains("tessera: failed: photos/locked.jpg: cannot read file: Permission denied\n"), "\(sheet.stderr)")
        #expect(sheet.stderr.contains("tessera: failed: photos/private: cannot read folder: Permission denied\n"), "\(sheet.stderr)")
        #expect(sheet.stderr.contains("tessera: 2 photos, 1 drawn, 1 failed, 1 unreadable folder → out.png"), "\(sheet.stderr)")
        #expect(try ImageProbe.probe(fileAt: folder.appendingPathComponent("out.png").path).width == 200)

        let preview = try Tessera.run(["preview", "photos", "-o", "preview.png", "--sizes", "200x300"],
                                      in: folder, honouringPermissions: true)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stderr.contains("tessera: failed: photos/locked.jpg: cannot read file: Permission denied\n"), "\(preview.stderr)")
        #expect(preview.stderr.contains("tessera: failed: photos/private: cannot read folder: Permission denied\n"), "\(preview.stderr)")

        let thumbnail = try Tessera.run(["thumbnail", "photos/locked.jpg", "-o", "thumb.png", "--width", "50"],
                                        in: folder, honouringPermissions: true)
        #expect(thumbnail.status == 1)
        #expect(thumbnail.stderr == "tessera: photos/locked.jpg: cannot read file: Permission denied\n", "\(thumbnail.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("thumb.png").path))

        let unwritable = try Tessera.run(["sheet", "photos/open.jpg", "-o", "readonly/out.png", "--width", "100"],
                                         in: folder, honouringPermissions: true)
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr.contains("readonly/out.png"), "\(unwritable.stderr)")
        #expect(unwritable.stderr.contains("Permission denied"), "\(unwritable.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("readonly").path).isEmpty)
    }

    @Test("an interrupted sheet (SIGINT) leaves neither the PNG nor a temporary file")
    func interrupted() throws {
        let folder = try SheetCommandTests.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = Tessera.executable
        process.arguments = ["sheet", "photos", "-o", "big.png", "--width", "2000", "--scale", "2", "--columns", "2", "-q", "--jobs", "1"]
        process.currentDirectoryURL = folder
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the temporary file to appear, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        func temporaryFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tmp") }
        }
        while temporaryFiles().isEmpty && process.isRunning && Date() < deadline { usleep(5_000) }
        #expect(!temporaryFiles().isEmpty, "the sheet finished before it could be interrupted")
        kill(process.processIdentifier, SIGINT)
        // A watchdog, so that a signal that is not acted on fails the test instead of hanging it.
        let killBy = Date().addingTimeInterval(20)
        while process.isRunning && Date() < killBy { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("SIGINT did not end the sheet")
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        #expect(temporaryFiles().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("big.png").path))
    }

    @Test("render, preview and diff refuse to write over their inputs: the spec, its images, the photos, the images compared")
    func outputsOverInputs() throws {
        let folder = try Tessera.folder(with: [("a.png", .bytes(PNGSamples.png(PNGSamples.Variety(colorType: 2, bitDepth: 8))))])
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = folder.appendingPathComponent("photos")
        let spec = "sections:\n  - items: [{image: photos/a.png}]\nlayout: {type: waterfall}\n"
        try spec.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: photos.appendingPathComponent("a.png"))
        let cases: [([String], Int32, String)] = [
            // A name Tessera cannot write is refused before any input is looked at.
            (["render", "spec.yaml", "-o", "spec.yaml"], 2, "Error: -o spec.yaml: cannot write .yaml files (spec.yaml): name the output .png, .jpg, .jpeg or .pdf.\n"
                + "Usage: tessera render [<options>] <spec> --output <output>\n  See 'tessera render --help' for more information.\n"),
            (["render", "spec.yaml", "-o", "photos/a.png"], 1, "tessera: refusing to write the picture over its input photos/a.png\n"),
            (["render", "spec.yaml", "-o", "./photos/../photos/a.png"], 1, "tessera: refusing to write the picture over its input photos/a.png\n"),
            (["preview", "spec.yaml", "-o", "photos/a.png"], 1, "tessera: refusing to write the preview over its input photos/a.png\n"),
            (["preview", "photos", "-o", "photos/a.png"], 1, "tessera: refusing to write the preview over the photo photos/a.png\n"),
            (["diff", "photos/a.png", "spec.yaml", "-o", "photos/a.png"], 2,
             "tessera: refusing to write the difference image over its input photos/a.png\n"),
        ]
        for (arguments, status, message) in cases {
            let run = try Tessera.run(arguments, in: folder)
            #expect(run.status == status, "\(arguments)")
            #expect(run.stderr == message, "\(arguments)")
        }
        #expect(try Data(contentsOf: photos.appendingPathComponent("a.png")) == before)
        #expect(try String(contentsOf: folder.appendingPathComponent("spec.yaml"), encoding: .utf8) == spec)
    }

    @Test("thumbnail refuses to write over its own photo")
    func thumbnailOverInput() throws {
        let folder = try SheetCommandTests.corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("photos/Landscapes/bridge.jpg").path
        let before = try Data(contentsOf: URL(fileURLWithPath: photo))
        let run = try Tessera.run(["thumbnail", photo, "-o", photo, "--width", "10"])
        #expect(run.status == 1 && run.stderr.contains("refusing to write the thumbnail over its photo"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: photo)) == before)
    }
}

/// Concurrency must never show in the output.
@Suite("Determinism at any concurrency")
struct ConcurrencyDeterminismTests {
    @Test("a sheet of 2,000 photos is byte-identical with --jobs 1, 2 and 8")
    func twoThousandPhotos() throws {
        let folder = try Tessera.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Ten kinds of PNG (gray, RGB, palette, gray + alpha; 2, 8 and 16 bits; plain and Adam7).
        let sources = PNGSamples.assorted.map { Data(PNGSamples.png($0)) }
        let photos = folder.appendingPathComponent("photos")
        for index in 0..<2000 {
            let subfolder = photos.appendingPathComponent("set\(index / 500)")
            if index % 500 == 0 { try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true) }
            try sources[index % sources.count].write(to: subfolder.appendingPathComponent(String(format: "photo%04d.png", index)))
        }
        var outputs: [Data] = []
        for jobs in ["1", "2", "8"] {
            let run = try Tessera.run(["sheet", "photos", "-o", "sheet\(jobs).png", "--width", "800", "--columns", "16",
                                       "--jobs", jobs, "--labels", "-q"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            outputs.append(try Data(contentsOf: folder.appendingPathComponent("sheet\(jobs).png")))
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2] && outputs[0].count > 10_000)
    }
}
