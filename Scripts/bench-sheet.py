#!/usr/bin/env python3
"""The contact-sheet benchmark of issues 16 and 29, run by Scripts/bench-sheet (which sets up
pyvips and builds the floor program).

Job: a 6-column, 1584-pixel-wide waterfall sheet (8-pixel spacing and padding, one section) of a
corpus of JPEGs of 1–24 MP, one in six saved progressive, made in the same run, interleaved, by
`tessera sheet`, by the floor (Scripts/sheet-floor.c: DCT-scaled decode on two threads, triangle
filter, Paeth + zlib level 1 run-length, nothing else) and by two libvips programs through pyvips
(2 threads, its default PNG): the per-photo `insert` one of issue 16 and the faster one that joins
the materialised thumbnails (`join`, issue 29's "arrayjoin" program). Same pixels from both.

    bench-sheet.py corpus DIR [COUNT]     make the corpus (skipped when DIR already holds COUNT files)
    bench-sheet.py run TESSERA FLOOR DIR  measure and print the tables (REPEATS=N interleaved rounds,
                                          default 3; QUICK=1 stops after the side-by-side table)
    bench-sheet.py vips-sheet DIR OUT     the pyvips insert program itself (run as its own process)
    bench-sheet.py vips-joined DIR OUT [FORMAT]
                                          the pyvips join program itself (FORMAT: the photos' format,
                                          a folder name of a formats corpus; default jpeg)
    bench-sheet.py formats TESSERA CORPUS the same sheet from each format of a Scripts/formats-corpus
                                          corpus, COUNT photos a sheet (default 120, its photos
                                          repeated through links), by `tessera sheet` and the pyvips
                                          join program (libvips's thumbnailer, vipsthumbnail's
                                          engine), REPEATS interleaved rounds (default 3); one line a
                                          format (FORMATS=heic,tiff,raw picks some)
    bench-sheet.py same-photos TESSERA TESSERA_PNG VIPS_PNG DIR FORMAT
                                          whether both sheets show DIR's photos in the same order
"""
import math, os, shutil, subprocess, sys, tempfile, time

COLUMNS, WIDTH, SPACING, PADDING = 6, 1584, 8, 8
SIZES_MP = [1, 2, 3, 5, 8, 12, 16, 20, 24]   # phone, camera and web sizes, in turn


# The extensions of each folder of a Scripts/formats-corpus corpus (its RAW photos are DNGs).
FORMATS = {"jpeg": (".jpg", ".jpeg"), "png": (".png",), "webp": (".webp",), "tiff": (".tif", ".tiff"),
           "heic": (".heic", ".heif"), "avif": (".avif",), "raw": (".dng",)}


class Failed(Exception):
    """A measured program that exited with an error."""


def photos(folder, extensions=FORMATS["jpeg"]):
    """The photos of FOLDER with one of EXTENSIONS, sorted by name as `tessera sheet` sorts them."""
    return sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.lower().endswith(extensions))


def make_corpus(folder, count, samples):
    """COUNT JPEGs from the sample photos at 1–24 MP, quality 90; every sixth progressive."""
    import pyvips
    os.makedirs(folder, exist_ok=True)
    if len(photos(folder)) >= count:
        return
    sources = sorted(samples)
    # Photo i is sample i mod S at size i mod 9, progressive when 6 divides i: it repeats with
    # the period lcm(S, 9, 6), so a repeat is a copy.
    period = math.lcm(len(sources), len(SIZES_MP), 6)
    for index in range(count):
        target = os.path.join(folder, f"photo-{index:04d}.jpg")
        if os.path.exists(target):
            continue
        if index >= period:
            shutil.copyfile(os.path.join(folder, f"photo-{index - period:04d}.jpg"), target)
            continue
        source = pyvips.Image.new_from_file(sources[index % len(sources)])
        megapixels = SIZES_MP[index % len(SIZES_MP)]
        scale = (megapixels * 1_000_000 / (source.width * source.height)) ** 0.5
        image = source.resize(scale, kernel="linear")
        image.jpegsave(target, Q=90, interlace=(index % 6 == 0), strip=False)


def progressive(path):
    """Whether the JPEG's frame header is SOF2 (progressive)."""
    data = open(path, "rb").read(1 << 20)
    i = 2
    while i + 4 <= len(data):
        if data[i] != 0xFF:
            i += 1
            continue
        marker = data[i + 1]
        if marker in (0xC0, 0xC1):
            return False
        if marker == 0xC2:
            return True
        if marker == 0xD8 or 0xD0 <= marker <= 0xD7 or marker == 0x01 or marker == 0xFF:
            i += 1 if marker == 0xFF else 2
            continue
        i += 2 + int.from_bytes(data[i + 2:i + 4], "big")
    return False


def vips_thumbnails(folder, extensions=FORMATS["jpeg"]):
    """Each photo thumbnailed by pyvips (shrink-on-load) to the column width and materialised,
    placed in the shortest column (leftmost on a tie): [(thumbnail, column, x, top)], tops."""
    import pyvips
    column_width = (WIDTH - 2 * PADDING - (COLUMNS - 1) * SPACING) / COLUMNS
    tops = [PADDING] * COLUMNS
    placed = []
    for path in photos(folder, extensions):
        # Kept in memory: a lazy thumbnail would hold its file's decoder open until the end
        # (gigabytes for hundreds of photos).
        thumb = pyvips.Image.thumbnail(path, round(column_width), height=10_000_000, size="down").copy_memory()
        if thumb.hasalpha():
            thumb = thumb.flatten(background=[255, 255, 255])
        if thumb.bands == 1:
            thumb = thumb.colourspace("srgb")
        column = min(range(COLUMNS), key=lambda c: (tops[c], c))
        x = round(PADDING + column * (column_width + SPACING))
        placed.append((thumb, column, x, tops[column]))
        tops[column] += thumb.height + SPACING
    return placed, tops


def vips_sheet(folder, output):
    """The same waterfall with pyvips, the program of issue 16: every thumbnail inserted, one
    at a time, into a white canvas."""
    import pyvips
    placed, tops = vips_thumbnails(folder)
    height = max(tops) - SPACING + PADDING
    canvas = (pyvips.Image.black(WIDTH, height, bands=3) + 255).cast("uchar")
    for thumb, _, x, y in placed:
        canvas = canvas.insert(thumb, x, y)
    canvas.write_to_file(output)


def vips_sheet_joined(folder, output, extensions=FORMATS["jpeg"]):
    """The same waterfall with pyvips' faster program (issue 29's "arrayjoin" program): no
    per-photo insert; the materialised thumbnails of each column joined top to bottom (a
    balanced tree of `join`s, the spacing between), the columns side by side at the insert
    program's x positions, the padding around with `embed`. The pixels are the insert program's."""
    joined_sheet(folder, extensions).write_to_file(output)


def joined_sheet(folder, extensions=FORMATS["jpeg"]):
    """The join program's sheet, not yet written (a lazy pyvips image): Scripts/bench-zoom.py
    saves it with dzsave."""
    import pyvips
    placed, tops = vips_thumbnails(folder, extensions)
    white = [255, 255, 255]
    columns = []
    for column in range(COLUMNS):
        images = [(thumb, x) for thumb, c, x, _ in placed if c == column]
        if not images:
            continue
        x = images[0][1]
        images = [thumb for thumb, _ in images]
        while len(images) > 1:
            images = [images[i].join(images[i + 1], "vertical", shim=SPACING, expand=True, background=white)
                      if i + 1 < len(images) else images[i] for i in range(0, len(images), 2)]
        columns.append((images[0], x))
    sheet, right = columns[0][0], columns[0][1] + columns[0][0].width
    for image, x in columns[1:]:
        sheet = sheet.join(image, "horizontal", shim=x - right, expand=True, background=white, align="low")
        right = x + image.width
    height = max(tops) - SPACING + PADDING
    return sheet.embed(columns[0][1], PADDING, WIDTH, height, extend="background", background=white)


def measure(command, env=None):
    """Runs COMMAND, sampling /proc every 20 ms: wall seconds, the CPU seconds of each thread by
    name (threads that exit keep their last sample), peak RSS (MB), and the process's own CPU
    seconds (user + system, from wait4: exact, short-lived threads included). Raises Failed when
    it exits with an error."""
    tick = os.sysconf("SC_CLK_TCK")
    start = time.time()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    threads, peak, usage = {}, 0, None
    while True:
        pid, status, rusage = os.wait4(process.pid, os.WNOHANG)
        if pid == process.pid:
            usage, process.returncode = rusage, os.waitstatus_to_exitcode(status)
            break
        try:
            for tid in os.listdir(f"/proc/{process.pid}/task"):
                try:
                    stat = open(f"/proc/{process.pid}/task/{tid}/stat").read()
                except OSError:
                    continue
                name = stat[stat.index("(") + 1:stat.rindex(")")]
                fields = stat[stat.rindex(")") + 2:].split()
                threads[tid] = (name, (int(fields[11]) + int(fields[12])) / tick)
            for line in open(f"/proc/{process.pid}/status"):
                if line.startswith("VmHWM:"):
                    peak = max(peak, int(line.split()[1]) / 1024)
        except OSError:
            pass
        time.sleep(0.02)
    wall = time.time() - start
    peak = max(peak, usage.ru_maxrss / 1024)   # this child's own peak (wait4), in MB
    stderr = process.stderr.read().decode(errors="replace")
    if process.returncode != 0:
        raise Failed(f"{' '.join(os.path.basename(part) for part in command[:3])} failed ({process.returncode}): "
                     f"{' '.join(stderr.split())[-300:]}")
    return wall, threads, peak, usage.ru_utime + usage.ru_stime


def interleaved(competitors, repeats):
    """Runs the COMPETITORS [(label, output, command, env)] in turn, REPEATS rounds, the order
    turned by one each round (absolute times drift on a shared machine; the ratios of runs made
    side by side hold better). Returns each one's runs [(wall, threads, peak MB, PNG bytes, CPU)],
    its median run by wall time, and the error of each one that failed (left out of later rounds)."""
    samples = {label: [] for label, _, _, _ in competitors}
    failures = {}
    for round_ in range(repeats):
        turned = competitors[round_ % len(competitors):] + competitors[:round_ % len(competitors)]
        for label, output, command, environment in turned:
            if label in failures:
                continue
            try:
                wall, threads, peak, cpu = measure(command, env=environment)
            except Failed as error:
                failures[label] = str(error)
                continue
            samples[label].append((wall, threads, peak, os.path.getsize(output), cpu))
    medians = {}
    for label, runs in samples.items():
        if label not in failures and runs:
            runs = sorted(runs, key=lambda run: run[0])
            medians[label] = runs[len(runs) // 2]
    return samples, medians, failures


def run(tessera, floor, folder, repeats):
    files = photos(folder)
    count = len(files)
    progressive_count = sum(progressive(p) for p in files)
    size = sum(os.path.getsize(p) for p in files)
    print(f"corpus: {folder}: {count} JPEGs, {size / 1e6:.0f} MB, {progressive_count} progressive "
          f"({100 * progressive_count / max(1, count):.0f} %), {', '.join(map(str, SIZES_MP))} MP in turn")
    print(f"job: waterfall, {COLUMNS} columns, {WIDTH} px wide, spacing {SPACING}, padding {PADDING}; "
          f"{os.cpu_count()} processors; {time.strftime('%Y-%m-%d %H:%M')}; load average {os.getloadavg()[0]:.1f} at start")
    for path in files:          # warm the page cache
        open(path, "rb").read()
    work = tempfile.mkdtemp()
    rows = []

    def tessera_command(label, *extra):
        output = os.path.join(work, label + ".png")
        return output, [tessera, "sheet", folder, "-o", output, "--columns", str(COLUMNS), "--width", str(WIDTH),
                        "--spacing", str(SPACING), "--padding", str(PADDING), "--sections", "none", "--quiet", *extra]

    def tessera_run(label, *extra):
        output, command = tessera_command(label, *extra)
        wall, threads, peak, _ = measure(command)
        rows.append((label, wall, threads, peak, os.path.getsize(output)))
        return output

    # The competitors, interleaved, REPEATS rounds (the order turned each round); each one's
    # median wall time, with the CPU and memory of that run. Absolute times drift on a shared
    # machine; the ratios measured side by side hold better.
    env = dict(os.environ, VIPS_CONCURRENCY="2")
    competitors = [
        ("floor (C)", os.path.join(work, "floor.png"), [floor, folder, os.path.join(work, "floor.png"), "2"], None),
        ("tessera", *tessera_command("tessera"), None),
        ("pyvips join", os.path.join(work, "pyvips-join.png"),
         [sys.executable, __file__, "vips-joined", folder, os.path.join(work, "pyvips-join.png")], env),
        ("pyvips insert", os.path.join(work, "pyvips.png"),
         [sys.executable, __file__, "vips-sheet", folder, os.path.join(work, "pyvips.png")], env),
    ]
    samples, medians, failures = interleaved(competitors, repeats)
    if failures:
        raise Failed("; ".join(failures.values()))
    floor_wall, join_wall, insert_wall = (medians[k][0] for k in ("floor (C)", "pyvips join", "pyvips insert"))
    join_size = medians["pyvips join"][3]
    print(f"side by side, {repeats} interleaved rounds, median wall time (all rounds in brackets):")
    cpu_of = {label: sum(t for _, t in medians[label][1].values()) for label in medians}
    print(f"{'':14} {'seconds':>8} {'CPU s':>7} {'peak MB':>8} {'PNG MB':>7} {'×floor':>7} {'×join':>6} {'×insert':>8} "
          f"{'CPU ×floor':>11} {'CPU ×join':>10} {'size ×join':>11}  rounds")
    for label, _, _, _ in competitors:
        wall, threads, peak, png, _ = medians[label]
        cpu = sum(t for _, t in threads.values())
        every = ", ".join(f"{run[0]:.2f}" for run in samples[label])
        print(f"{label:14} {wall:8.2f} {cpu:7.2f} {peak:8.1f} {png / 1e6:7.2f} {wall / floor_wall:6.2f}× {wall / join_wall:5.2f}× "
              f"{wall / insert_wall:7.2f}× {cpu / cpu_of['floor (C)']:10.2f}× {cpu / cpu_of['pyvips join']:9.2f}× "
              f"{png / join_size:10.2f}×  [{every}]")
    tessera_wall, tessera_size = medians["tessera"][0], medians["tessera"][3]
    print(f"goals (issue 29): tessera ≤ 1.10× floor: {tessera_wall / floor_wall:.2f}× "
          f"{'met' if tessera_wall <= 1.10 * floor_wall else 'NOT met'}; ≤ 0.70× pyvips join: {tessera_wall / join_wall:.2f}× "
          f"{'met' if tessera_wall <= 0.70 * join_wall else 'NOT met'}; file ≤ pyvips's: {tessera_size / join_size:.2f}× "
          f"{'met' if tessera_size <= join_size else 'NOT met'}")
    if os.environ.get("QUICK"):
        return

    rows.append(("pyvips insert", insert_wall, medians["pyvips insert"][1], medians["pyvips insert"][2], medians["pyvips insert"][3]))
    rows.append(("tessera", tessera_wall, medians["tessera"][1], medians["tessera"][2], tessera_size))
    tessera_run("tessera fast", "--compression", "fast")
    tessera_run("tessera best", "--compression", "best")
    jobs8 = tessera_run("tessera -j8", "--jobs", "8")

    vips_wall, vips_size = rows[0][1], rows[0][4]
    print(f"{'':14} {'seconds':>8} {'photos/s':>9} {'CPU s':>7} {'peak MB':>8} {'PNG MB':>8} "
          f"{'time ×pyvips':>13} {'size ×pyvips':>13} {'busiest thread':>22} {'16-core speedup':>16}")
    for label, wall, threads, peak, png in rows:
        cpu = sum(t for _, t in threads.values())
        busiest = max(threads.values(), key=lambda t: t[1]) if threads else ("-", 0)
        share = busiest[1] / cpu if cpu else 0
        speedup = min(16, 1 / share) if share else 0
        print(f"{label:14} {wall:8.2f} {count / wall:9.1f} {cpu:7.2f} {peak:8.1f} {png / 1e6:8.2f} "
              f"{wall / vips_wall:12.2f}× {png / vips_size:12.2f}× {busiest[0][:14]:>14} {100 * share:5.1f} % {speedup:15.1f}×")
    # Byte-identical output for any number of jobs.
    same = open(os.path.join(work, "tessera.png"), "rb").read() == open(jobs8, "rb").read()
    print(f"tessera --jobs 8 output identical to the default run: {'yes' if same else 'NO'}")
    print("threads of tessera --jobs 8, by CPU share:")
    label, wall, threads, peak, png = rows[-1]
    cpu = sum(t for _, t in threads.values())
    for name, seconds in sorted(threads.values(), key=lambda t: -t[1])[:6]:
        print(f"  {name:16} {seconds:6.2f} s  {100 * seconds / cpu:5.1f} %")
    # Memory against the photo count: the corpus four times over (links), 8 columns, 1600 px, 2 jobs.
    many = os.path.join(work, "many")
    for copy in range(4):
        os.makedirs(os.path.join(many, f"copy{copy}"))
        for path in files:
            os.symlink(os.path.abspath(path), os.path.join(many, f"copy{copy}", os.path.basename(path)))
    for label, folder_ in ((f"{count} photos", folder), (f"{4 * count} photos", many)):
        output = os.path.join(work, "memory.png")
        wall, threads, peak, _ = measure([tessera, "sheet", folder_, "-o", output, "--columns", "8", "--width", "1600",
                                       "--sections", "none", "--quiet", "--jobs", "2"])
        print(f"peak memory, {label}, 8 columns, 1600 px, --jobs 2: {peak:.1f} MB ({wall:.1f} s)")


def same_photos(tessera, tessera_png, vips_png, folder, extensions):
    """Whether Tessera's sheet shows pyvips's photos in pyvips's order: each of pyvips's
    thumbnails (made again here) found, inset by 2 pixels (Tessera antialiases edges), within a
    pixel of the frame Tessera's own waterfall gives the photo of that rank (`tessera layout` of
    the same photos). The two layouts differ where columns tie: Tessera keeps fractional heights
    (169.40 < 169.78 points), pyvips rounds each thumbnail (170 = 170, the leftmost wins). Returns
    the average megapixels of the photos and a verdict: the count, the worst photo's PSNR after
    both are shrunk 4× (which hides resampling and half-pixel differences: the same photo gave
    30.7 dB or more on the sample photos, another photo 15 dB at most; two photos of the same shape
    swapped, 8.7 dB) and both sheets' sizes (Tessera's a few pixels shorter: rounding)."""
    import json, pyvips

    def opaque(image):
        image = image.flatten(background=[255, 255, 255]) if image.hasalpha() else image
        return image.colourspace("srgb") if image.bands != 3 else image

    files = photos(folder, extensions)
    originals = sorted(set(map(os.path.realpath, files)))
    try:
        megapixels = sum(image.width * image.height for image in map(pyvips.Image.new_from_file, originals)) / len(originals) / 1e6
    except pyvips.Error:
        megapixels = float("nan")
    if not (os.path.exists(tessera_png) and os.path.exists(vips_png)):
        return megapixels, "-"
    spec = {"container": {"width": WIDTH, "height": 1000}, "sections": [{"items": [{"image": path} for path in files]}],
            "layout": {"type": "waterfall", "columnCount": COLUMNS, "columnSpacing": SPACING, "interitemSpacing": SPACING,
                       "sectionInset": {"top": PADDING, "left": PADDING, "bottom": PADDING, "right": PADDING}}}
    with tempfile.NamedTemporaryFile("w", suffix=".json") as file:
        json.dump(spec, file)
        file.flush()
        dump = json.loads(subprocess.run([tessera, "layout", file.name, "--json"], check=True, capture_output=True, text=True).stdout)
    frames = [cell["frame"] for cell in dump["attributes"] if cell["category"] == "cell"]
    sheet = opaque(pyvips.Image.new_from_file(tessera_png)).copy_memory()
    other = pyvips.Image.new_from_file(vips_png)
    placed, _ = vips_thumbnails(folder, extensions)
    worst = float("inf") if len(frames) == len(placed) else 0.0
    for (thumb, _, _, _), (x, y, _, _) in zip(placed, frames):
        width, height = thumb.width - 4, thumb.height - 4
        theirs = opaque(thumb).crop(2, 2, width, height).cast("float").shrink(4, 4)
        best = 0.0
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                left, top = round(x) + 2 + dx, round(y) + 2 + dy
                if left < 0 or top < 0 or left + width > sheet.width or top + height > sheet.height:
                    continue
                mse = ((sheet.crop(left, top, width, height).cast("float").shrink(4, 4) - theirs) ** 2).avg()
                best = max(best, 10 * math.log10(255 ** 2 / mse) if mse else 99.0)
        worst = min(worst, best)
    verdict = "yes" if placed and worst >= 20 else "NO"
    return megapixels, (f"{verdict}: {len(placed)} photos ({len(frames)} frames), worst {worst:.1f} dB; "
                        f"{sheet.width}×{sheet.height} / {other.width}×{other.height}")


def formats(tessera, corpus, count, repeats):
    """The same sheet of each format of a Scripts/formats-corpus corpus (FORMATS=jpeg,heic,…
    picks some), COUNT photos a sheet (its photos repeated through links), by `tessera sheet`
    and by the pyvips join program: libvips's thumbnailer (pyvips.Image.thumbnail is
    vipsthumbnail's engine), interleaved, REPEATS rounds; then whether both sheets show the same
    photos in the same order (same_photos). One line a format. pyvips is only loaded in child
    processes: a child's peak memory (wait4's ru_maxrss) counts its parent's as it forked."""
    chosen = os.environ.get("FORMATS", "").replace(",", " ").split() or list(FORMATS)
    for name in chosen:
        if name not in FORMATS:
            sys.exit(f"bench-sheet: unknown format {name} (one of {', '.join(FORMATS)})")
    version = subprocess.run([sys.executable, "-c", "import pyvips; print('.'.join(str(pyvips.version(i)) for i in range(3)))"],
                             capture_output=True, text=True).stdout.strip()
    work = tempfile.mkdtemp()
    env = dict(os.environ, VIPS_CONCURRENCY="2")
    print(f"corpus: {corpus}; {count} photos a sheet (its photos repeated through links); job: waterfall, {COLUMNS} columns, "
          f"{WIDTH} px wide, spacing {SPACING}, padding {PADDING}; tessera (2 jobs) against pyvips join (libvips {version}'s "
          f"thumbnail, VIPS_CONCURRENCY=2); {repeats} interleaved rounds, medians; {os.cpu_count()} processors; "
          f"{time.strftime('%Y-%m-%d %H:%M %Z')}; load average {' '.join(f'{load:.1f}' for load in os.getloadavg())} at start")
    print(f"{'format':6} {'files':>5} {'MP':>4} {'MB':>6} | {'tessera s':>9} {'CPU s':>6} {'peak MB':>7} {'PNG MB':>6} | "
          f"{'vips s':>7} {'CPU s':>6} {'peak MB':>7} {'PNG MB':>6} | {'wall ×':>6} {'CPU ×':>6} {'size ×':>6} | "
          f"same photos, same order; rounds (tessera / vips)")
    for name in chosen:
        folder = os.path.join(corpus, name)
        sources = photos(folder, FORMATS[name]) if os.path.isdir(folder) else []
        if not sources:
            continue
        links = os.path.join(work, name)
        os.makedirs(links)
        for index in range(count):
            source = sources[index % len(sources)]
            os.symlink(os.path.abspath(source), os.path.join(links, f"photo-{index:04d}{os.path.splitext(source)[1].lower()}"))
        size = sum(os.path.getsize(sources[index % len(sources)]) for index in range(count))
        for path in sources:
            open(path, "rb").read()          # warm the page cache
        tessera_png, vips_png = os.path.join(work, f"{name}-tessera.png"), os.path.join(work, f"{name}-vips.png")
        competitors = [
            ("tessera", tessera_png, [tessera, "sheet", links, "-o", tessera_png, "--columns", str(COLUMNS), "--width", str(WIDTH),
                                      "--spacing", str(SPACING), "--padding", str(PADDING), "--sections", "none", "--quiet"], None),
            ("vips", vips_png, [sys.executable, __file__, "vips-joined", links, vips_png, name], env),
        ]
        samples, medians, failures = interleaved(competitors, repeats)
        checked = subprocess.run([sys.executable, __file__, "same-photos", tessera, tessera_png, vips_png, links, name],
                                 capture_output=True, text=True)
        megapixels, verdict = (checked.stdout.rstrip("\n").split("\t", 1) if checked.returncode == 0
                               else ("nan", f"check failed: {checked.stderr.strip()[-200:]}"))
        line = f"{name:6} {count:5} {float(megapixels):4.1f} {size / 1e6:6.1f} | "
        for label, width in (("tessera", 9), ("vips", 7)):
            if label in medians:
                wall, _, peak, png, cpu = medians[label]
                line += f"{wall:{width}.2f} {cpu:6.2f} {peak:7.1f} {png / 1e6:6.2f} | "
            else:
                line += f"{'failed':>{width}} {'':6} {'':7} {'':6} | "
        if len(medians) == 2:
            (t_wall, _, _, t_png, t_cpu), (v_wall, _, _, v_png, v_cpu) = medians["tessera"], medians["vips"]
            line += f"{t_wall / v_wall:5.2f}× {t_cpu / v_cpu:5.2f}× {t_png / v_png:5.2f}× | "
        else:
            line += f"{'':6} {'':6} {'':6} | "
        rounds = " / ".join(", ".join(f"{run[0]:.2f}" for run in samples[label]) or "-" for label in ("tessera", "vips"))
        print(f"{line}{verdict}; {rounds}", flush=True)
        for label, error in failures.items():
            print(f"       {label} failed: {error}", flush=True)
    print(f"load average {' '.join(f'{load:.1f}' for load in os.getloadavg())} at the end")
    if "raw" in chosen and os.path.isdir(os.path.join(corpus, "raw")):
        print("raw: libvips has no RAW reader here; it reads each DNG as a TIFF, through its first directory: the "
              "full-size JPEG preview, decoded whole (no shrink-on-load in a TIFF). Tessera reads the same preview "
              "through LibRaw, decoded by libjpeg-turbo at the DCT scale.")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "corpus":
        samples = [os.path.join(root, name) for root, _, names in os.walk(os.path.join(os.path.dirname(__file__), "..", "SampleImages"))
                   for name in names if name.lower().endswith(".jpg")]
        make_corpus(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 500, samples)
    elif len(sys.argv) == 5 and sys.argv[1] == "run":
        try:
            run(sys.argv[2], sys.argv[3], sys.argv[4], int(os.environ.get("REPEATS", "3")))
        except Failed as error:
            sys.exit(f"bench-sheet: {error}")
    elif len(sys.argv) == 4 and sys.argv[1] == "vips-sheet":
        vips_sheet(sys.argv[2], sys.argv[3])
    elif len(sys.argv) in (4, 5) and sys.argv[1] == "vips-joined":
        vips_sheet_joined(sys.argv[2], sys.argv[3], FORMATS[sys.argv[4] if len(sys.argv) == 5 else "jpeg"])
    elif len(sys.argv) == 7 and sys.argv[1] == "same-photos":
        megapixels, verdict = same_photos(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], FORMATS[sys.argv[6]])
        print(f"{megapixels}\t{verdict}")
    elif len(sys.argv) == 4 and sys.argv[1] == "formats":
        formats(sys.argv[2], sys.argv[3], int(os.environ.get("COUNT", "120")), int(os.environ.get("REPEATS", "3")))
    else:
        sys.exit(__doc__)
