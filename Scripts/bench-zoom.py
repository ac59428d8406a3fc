#!/usr/bin/env python3
"""The zoomable-sheet benchmark of issue 38, run by Scripts/bench-zoom (which sets up pyvips, makes
the corpus and picks the tessera binary).

Job: the contact sheet of Scripts/bench-sheet.py (a 6-column, 1584-pixel-wide waterfall, 8-pixel
spacing and padding, one section) of COUNTS photos (default "500 2000": the corpus's photos in turn,
through links, as bench-sheet's formats mode repeats them), written as a Deep Zoom pyramid (.dzi and
NAME_files/, 254-pixel JPEG tiles, overlap 1, JPEG quality QUALITY, default 75: libvips's own default;
4:2:0 chroma on both sides)
by `tessera sheet -o NAME.dzi` and by the pyvips join program of bench-sheet.py (the thumbnails
joined) saved with `dzsave` instead of as a PNG (VIPS_CONCURRENCY=2). For reference the same sheet
by `tessera sheet` as a PNG and as a JPEG (in pages of at most 65,000 pixels when it is taller:
a JPEG holds at most 65,535 rows). All four interleaved, REPEATS rounds (default 3), the order
turned each round; each one's median wall time with that run's CPU seconds and peak memory
(VmHWM sampled and wait4's ru_maxrss), tiles and bytes (tiles and .dzi; libvips's
vips-properties.xml and Tessera's NAME.html and NAME_viewer/ aside), then Tessera's ratios to
pyvips. Then, unless QUICK=1, `tessera sheet -o NAME.dzi` alone on BIG photos (default 20000, the
corpus through links): its time and peak memory (the goal: under 200 MB).

    bench-zoom.py run TESSERA DIR                  measure and print
    bench-zoom.py vips-dzsave DIR BASE QUALITY     the pyvips program itself (its own process):
                                                   writes BASE.dzi and BASE_files/
"""
import importlib.util, os, shutil, struct, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("bench_sheet", os.path.join(HERE, "bench-sheet.py"))
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)

TILE_SIZE, OVERLAP = 254, 1
JPEG_ROWS = 65_000        # pages of at most this many pixels (a JPEG holds at most 65,535 rows)


def vips_dzsave(folder, base, quality):
    """bench-sheet.py's join program, its sheet saved as a Deep Zoom pyramid."""
    # Chroma subsampled (4:2:0) at every quality as Tessera's tiles are: libvips's own rule turns it
    # off at Q 90 and above, which makes larger, sharper tiles (+27 % bytes at Q 90 on a 30-photo sheet).
    bench.joined_sheet(folder).dzsave(base, suffix=f".jpg[Q={quality},subsample-mode=on]", tile_size=TILE_SIZE,
                                      overlap=OVERLAP)


def linked(work, files, count):
    """A folder of COUNT links to FILES in turn, named in that order."""
    folder = os.path.join(work, f"photos-{count}")
    os.makedirs(folder)
    for index in range(count):
        os.symlink(os.path.abspath(files[index % len(files)]), os.path.join(folder, f"photo-{index:05d}.jpg"))
    return folder


def pyramid(base):
    """Tiles, bytes (tiles and .dzi) and (width, height) of the Deep Zoom image BASE.dzi."""
    tiles, size = 0, os.path.getsize(base + ".dzi")
    for root, _, names in os.walk(base + "_files"):
        for name in names:
            if name != "vips-properties.xml":
                tiles += 1
                size += os.path.getsize(os.path.join(root, name))
    text = open(base + ".dzi").read()
    dimensions = tuple(int(text.split(f'{key}="')[1].split('"')[0]) for key in ("Width", "Height"))
    return tiles, size, dimensions


def pages(stem, extension):
    """The files of a sheet written as STEM.EXT or as pages STEM-1.EXT, STEM-2.EXT, …"""
    folder, name = os.path.split(stem)
    return sorted(os.path.join(folder, entry) for entry in os.listdir(folder)
                  if entry == name + extension or (entry.startswith(name + "-") and entry.endswith(extension)
                                                   and entry[len(name) + 1:-len(extension)].isdigit()))


def remove(base):
    """Removes whatever a previous run wrote under BASE (a pyramid, a viewer, pages)."""
    folder, name = os.path.split(base)
    for entry in os.listdir(folder):
        if entry == name or entry.startswith(name + ".") or entry.startswith(name + "_") or entry.startswith(name + "-"):
            path = os.path.join(folder, entry)
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)


def png_height(path):
    with open(path, "rb") as handle:
        return struct.unpack(">I", handle.read(24)[20:24])[0]


def run(tessera, corpus, repeats, quality, counts, big):
    files = bench.photos(corpus)
    if not files:
        raise bench.Failed(f"no JPEGs in {corpus}")
    size = sum(os.path.getsize(p) for p in files)
    progressive = sum(bench.progressive(p) for p in files)
    distinct = len({open(p, "rb").read(1 << 16) + str(os.path.getsize(p)).encode() for p in files})
    version = subprocess.run([sys.executable, "-c", "import pyvips; print('.'.join(str(pyvips.version(i)) for i in range(3)))"],
                             capture_output=True, text=True).stdout.strip()
    print(f"corpus: {corpus}: {len(files)} JPEGs ({distinct} different), {size / 1e6:.0f} MB, {progressive} progressive, "
          f"{', '.join(map(str, bench.SIZES_MP))} MP in turn; a sheet of N photos links them in turn")
    print(f"job: waterfall, {bench.COLUMNS} columns, {bench.WIDTH} px wide, spacing {bench.SPACING}, padding {bench.PADDING}, "
          f"as a Deep Zoom pyramid: {TILE_SIZE}-px JPEG tiles, overlap {OVERLAP}, quality {quality}, 4:2:0; tessera {tessera} "
          f"against pyvips join + dzsave (libvips {version}, VIPS_CONCURRENCY=2); {repeats} interleaved rounds, medians; "
          f"{os.cpu_count()} processors; {time.strftime('%Y-%m-%d %H:%M %Z')}; load average "
          f"{' '.join(f'{load:.1f}' for load in os.getloadavg())} at start")
    for path in files:          # warm the page cache
        open(path, "rb").read()
    work = tempfile.mkdtemp(prefix="bench-zoom-")
    env = dict(os.environ, VIPS_CONCURRENCY="2")
    sheet = ["--columns", str(bench.COLUMNS), "--width", str(bench.WIDTH), "--spacing", str(bench.SPACING),
             "--padding", str(bench.PADDING), "--sections", "none", "--quiet"]
    zoom = ["--quality", str(quality), "--tile-size", str(TILE_SIZE), "--overlap", str(OVERLAP)]
    summary, failed = [], []
    for count in counts:
        folder = linked(work, files, count)
        out = {label: os.path.join(work, f"{label}-{count}") for label in ("tessera", "pyvips", "png", "jpeg")}
        height = None

        def jpeg_command():
            # Pages when the sheet is taller than a JPEG may be; the height from an earlier run.
            extra = ["--page-height", str(JPEG_ROWS)] if height and height > JPEG_ROWS else []
            return [tessera, "sheet", folder, "-o", out["jpeg"] + ".jpg", *sheet, "--quality", str(quality), *extra]

        competitors = [
            ("tessera .dzi", lambda: [tessera, "sheet", folder, "-o", out["tessera"] + ".dzi", *sheet, *zoom], None),
            ("pyvips dzsave", lambda: [sys.executable, __file__, "vips-dzsave", folder, out["pyvips"], str(quality)], env),
            ("tessera .png", lambda: [tessera, "sheet", folder, "-o", out["png"] + ".png", *sheet], None),
            ("tessera .jpg", jpeg_command, None),
        ]
        runs = {label: [] for label, _, _ in competitors}
        failures = {}
        for round_ in range(repeats):
            turned = competitors[round_ % len(competitors):] + competitors[:round_ % len(competitors)]
            for label, command, environment in turned:
                if label in failures:
                    continue
                base = out[{"tessera .dzi": "tessera", "pyvips dzsave": "pyvips", "tessera .png": "png"}.get(label, "jpeg")]
                remove(base)
                try:
                    wall, _, peak, cpu = bench.measure(command(), env=environment)
                except bench.Failed as error:
                    failures[label] = str(error)
                    continue
                if label.endswith(".dzi") or label.startswith("pyvips"):
                    tiles, size, dimensions = pyramid(base)
                    if label == "tessera .dzi":
                        height = dimensions[1]
                else:
                    written = pages(base, ".png" if label.endswith("png") else ".jpg")
                    tiles, size = len(written), sum(map(os.path.getsize, written))
                    dimensions = None
                    if label.endswith("png") and height is None:
                        height = png_height(written[0])
                runs[label].append((wall, cpu, peak, tiles, size, dimensions))
        print(f"\n{count} photos ({len(files)} in turn, through links); {repeats} rounds; median run:")
        print(f"{'':14} {'seconds':>8} {'CPU s':>7} {'peak MB':>8} {'files':>7} {'MB':>8} {'picture':>13}  rounds (s)")
        medians = {}
        for label, _, _ in competitors:
            if label in failures:
                print(f"{label:14} failed: {failures[label]}")
                continue
            ordered = sorted(runs[label], key=lambda run_: run_[0])
            medians[label] = wall, cpu, peak, tiles, size, dimensions = ordered[len(ordered) // 2]
            picture = f"{dimensions[0]}×{dimensions[1]}" if dimensions else (f"{tiles} page{'s' if tiles > 1 else ''}")
            every = ", ".join(f"{run_[0]:.2f}" for run_ in runs[label])
            print(f"{label:14} {wall:8.2f} {cpu:7.2f} {peak:8.1f} {tiles:7} {size / 1e6:8.2f} {picture:>13}  [{every}]")
        if "tessera .dzi" in medians and "pyvips dzsave" in medians:
            ours, theirs = medians["tessera .dzi"], medians["pyvips dzsave"]
            ratios = (ours[0] / theirs[0], ours[1] / theirs[1], ours[2] / theirs[2], ours[4] / theirs[4])
            print(f"tessera .dzi ÷ pyvips dzsave: time {ratios[0]:.2f}×, CPU {ratios[1]:.2f}×, peak memory {ratios[2]:.2f}×, "
                  f"bytes {ratios[3]:.2f}× (tiles {ours[3]} / {theirs[3]})")
            summary.append((count, ours, theirs, ratios))
        if "tessera .dzi" in medians and "tessera .png" in medians:
            print(f"tessera .dzi ÷ tessera .png: time {medians['tessera .dzi'][0] / medians['tessera .png'][0]:.2f}×")
        failed += [f"{count} photos, {label}: {error}" for label, error in failures.items()]
        for label in ("tessera", "pyvips", "png", "jpeg"):
            remove(out[label])
        shutil.rmtree(folder)
    if summary:
        print("\nsummary: " + "; ".join(f"{count} photos: tessera {ours[0]:.2f} s {ours[2]:.0f} MB, pyvips {theirs[0]:.2f} s "
                                        f"{theirs[2]:.0f} MB, time {ratios[0]:.2f}×, memory {ratios[2]:.2f}×"
                                        for count, ours, theirs, ratios in summary))
    if not os.environ.get("QUICK"):
        folder = linked(work, files, big)
        base = os.path.join(work, f"tessera-{big}")
        try:
            wall, _, peak, cpu = bench.measure([tessera, "sheet", folder, "-o", base + ".dzi", *sheet, *zoom])
            tiles, size, dimensions = pyramid(base)
            print(f"\n{big} photos, tessera .dzi alone: {wall:.1f} s, CPU {cpu:.1f} s, peak memory {peak:.1f} MB "
                  f"(goal < 200 MB: {'met' if peak < 200 else 'NOT met'}), {tiles} tiles, {size / 1e6:.1f} MB, "
                  f"{dimensions[0]}×{dimensions[1]}")
        except bench.Failed as error:
            print(f"\n{big} photos, tessera .dzi alone: failed: {error}")
            failed.append(f"{big} photos: {error}")
        remove(base)
    print(f"load average {' '.join(f'{load:.1f}' for load in os.getloadavg())} at the end")
    shutil.rmtree(work, ignore_errors=True)
    if failed:
        raise bench.Failed("; ".join(failed))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "run":
        try:
            run(sys.argv[2], sys.argv[3], int(os.environ.get("REPEATS", "3")), int(os.environ.get("QUALITY", "75")),
                [int(count) for count in os.environ.get("COUNTS", "500 2000").replace(",", " ").split()],
                int(os.environ.get("BIG", "20000")))
        except bench.Failed as error:
            sys.exit(f"bench-zoom: {error}")
    elif len(sys.argv) == 5 and sys.argv[1] == "vips-dzsave":
        vips_dzsave(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    else:
        sys.exit(__doc__)
