#!/usr/bin/env python3
"""The contact-sheet benchmark of issue 16, run by Scripts/bench-sheet (which sets up pyvips).

Job: a 6-column, 1584-pixel-wide waterfall sheet (8-pixel spacing and padding, one section) of a
corpus of JPEGs of 1–24 MP, one in six saved progressive, made by `tessera sheet` and by libvips
through pyvips (2 threads, its default PNG), in the same run.

    bench-sheet.py corpus DIR [COUNT]     make the corpus (skipped when DIR already holds COUNT files)
    bench-sheet.py run TESSERA DIR        measure and print the table
    bench-sheet.py vips-sheet DIR OUT     the pyvips program itself (run as its own process)
"""
import os, subprocess, sys, tempfile, time

COLUMNS, WIDTH, SPACING, PADDING = 6, 1584, 8, 8
SIZES_MP = [1, 2, 3, 5, 8, 12, 16, 20, 24]   # phone, camera and web sizes, in turn


def photos(folder):
    return sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.lower().endswith((".jpg", ".jpeg")))


def make_corpus(folder, count, samples):
    """COUNT JPEGs from the sample photos at 1–24 MP, quality 90; every sixth progressive."""
    import pyvips
    os.makedirs(folder, exist_ok=True)
    if len(photos(folder)) >= count:
        return
    sources = sorted(samples)
    for index in range(count):
        target = os.path.join(folder, f"photo-{index:04d}.jpg")
        if os.path.exists(target):
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


def vips_sheet(folder, output):
    """The same waterfall with pyvips: each photo thumbnailed (shrink-on-load) to the column
    width, put in the shortest column (leftmost on a tie), inserted into a white canvas."""
    import pyvips
    column_width = (WIDTH - 2 * PADDING - (COLUMNS - 1) * SPACING) / COLUMNS
    tops = [PADDING] * COLUMNS
    placed = []
    for path in photos(folder):
        # Kept in memory: a lazy thumbnail would hold its file's decoder open until the end
        # (gigabytes for hundreds of photos).
        thumb = pyvips.Image.thumbnail(path, round(column_width), height=10_000_000, size="down").copy_memory()
        if thumb.hasalpha():
            thumb = thumb.flatten(background=[255, 255, 255])
        if thumb.bands == 1:
            thumb = thumb.colourspace("srgb")
        column = min(range(COLUMNS), key=lambda c: (tops[c], c))
        x = round(PADDING + column * (column_width + SPACING))
        placed.append((thumb, x, tops[column]))
        tops[column] += thumb.height + SPACING
    height = max(tops) - SPACING + PADDING
    canvas = (pyvips.Image.black(WIDTH, height, bands=3) + 255).cast("uchar")
    for thumb, x, y in placed:
        canvas = canvas.insert(thumb, x, y)
    canvas.write_to_file(output)


def measure(command, env=None):
    """Runs COMMAND, sampling /proc every 20 ms: wall seconds, CPU seconds, peak RSS (MB), and
    the CPU seconds of each thread by name (threads that exit keep their last sample)."""
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
        sys.exit(f"bench-sheet: {' '.join(command[:2])} failed ({process.returncode}): {stderr[:400]}")
    return wall, threads, peak


def run(tessera, folder):
    files = photos(folder)
    count = len(files)
    progressive_count = sum(progressive(p) for p in files)
    size = sum(os.path.getsize(p) for p in files)
    print(f"corpus: {folder}: {count} JPEGs, {size / 1e6:.0f} MB, {progressive_count} progressive "
          f"({100 * progressive_count / max(1, count):.0f} %), {', '.join(map(str, SIZES_MP))} MP in turn")
    print(f"job: waterfall, {COLUMNS} columns, {WIDTH} px wide, spacing {SPACING}, padding {PADDING}; "
          f"{os.cpu_count()} processors; {time.strftime('%Y-%m-%d')}")
    for path in files:          # warm the page cache
        open(path, "rb").read()
    work = tempfile.mkdtemp()
    rows = []

    def tessera_run(label, *extra):
        output = os.path.join(work, label + ".png")
        command = [tessera, "sheet", folder, "-o", output, "--columns", str(COLUMNS), "--width", str(WIDTH),
                   "--spacing", str(SPACING), "--padding", str(PADDING), "--sections", "none", "--quiet", *extra]
        wall, threads, peak = measure(command)
        rows.append((label, wall, threads, peak, os.path.getsize(output)))
        return output

    env = dict(os.environ, VIPS_CONCURRENCY="2")
    vips_output = os.path.join(work, "pyvips.png")
    wall, threads, peak = measure([sys.executable, __file__, "vips-sheet", folder, vips_output], env=env)
    rows.append(("pyvips", wall, threads, peak, os.path.getsize(vips_output)))
    tessera_run("tessera")
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
        wall, threads, peak = measure([tessera, "sheet", folder_, "-o", output, "--columns", "8", "--width", "1600",
                                       "--sections", "none", "--quiet", "--jobs", "2"])
        print(f"peak memory, {label}, 8 columns, 1600 px, --jobs 2: {peak:.1f} MB ({wall:.1f} s)")


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "corpus":
        samples = [os.path.join(root, name) for root, _, names in os.walk(os.path.join(os.path.dirname(__file__), "..", "SampleImages"))
                   for name in names if name.lower().endswith(".jpg")]
        make_corpus(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 500, samples)
    elif len(sys.argv) == 4 and sys.argv[1] == "run":
        run(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "vips-sheet":
        vips_sheet(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
