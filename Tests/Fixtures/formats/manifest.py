#!/usr/bin/env python3
"""Records in manifest.json what independent tools say about each fixture in this folder:
vipsheader (size, bands), exiftool (orientation, camera, date, profile), `vips getpoint` (pixel
values, unpremultiplied, in displayed orientation after `vips autorot`, colour-managed to sRGB
with `vips icc_transform` when the file has a profile). Tessera's tests compare against it."""
import json, os, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))

def run(*args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout.strip()

def profile_description(path):
    """The profile's English description: its `desc` (v2) text, or its `mluc` (v4) en-US entry
    (exiftool shows a mluc's first language, which may not be English)."""
    data = subprocess.run(["exiftool", "-b", "-ICC_Profile", path], check=True, capture_output=True).stdout
    if len(data) < 132:
        return None
    count = int.from_bytes(data[128:132], "big")
    for i in range(count):
        entry = data[132 + 12 * i: 144 + 12 * i]
        if entry[0:4] != b"desc":
            continue
        offset, size = int.from_bytes(entry[4:8], "big"), int.from_bytes(entry[8:12], "big")
        tag = data[offset: offset + size]
        if tag[0:4] == b"desc":
            length = int.from_bytes(tag[8:12], "big")
            return tag[12: 12 + length].rstrip(b"\0").decode("ascii", "replace")
        if tag[0:4] == b"mluc":
            records, record_size = int.from_bytes(tag[8:12], "big"), int.from_bytes(tag[12:16], "big")
            found = None
            for r in range(records):
                record = tag[16 + r * record_size: 16 + (r + 1) * record_size]
                length, start = int.from_bytes(record[4:8], "big"), int.from_bytes(record[8:12], "big")
                text = tag[start: start + length].decode("utf-16-be")
                if record[0:4] == b"enUS" or found is None:
                    found = text if record[0:4] == b"enUS" or found is None else found
                if record[0:4] == b"enUS":
                    return text
            return found
    return None

def exif(path, tag):
    value = run("exiftool", "-s3", "-n", "-" + tag, path)
    return value or None

POINTS = [(0, 0), (10, 10), (30, 20)]
entries = []
for name in sorted(os.listdir(here)):
    if name.endswith((".py", ".sh", ".md", ".json")):
        continue
    path = os.path.join(here, name)
    width, height = int(run("vipsheader", "-f", "width", path)), int(run("vipsheader", "-f", "height", path))
    bands = int(run("vipsheader", "-f", "bands", path))
    heif = name.endswith((".heic", ".avif"))
    orientation = int(exif(path, "Orientation") or 1)
    upright = "/tmp/manifest-upright.v"
    if heif:
        # libheif (under vips) applies irot/imir itself; the EXIF Orientation of a HEIF is not
        # used (iOS shows irot/imir). Stored size: the ispe property, as exiftool reads it.
        displayed = (width, height)
        width, height = (int(v) for v in exif(path, "ImageSpatialExtent").replace("x", " ").split())
        orientation = None
        run("vips", "copy", path, upright)
    else:
        run("vips", "autorot", path, upright)
    profile = profile_description(path)
    if profile:
        run("vips", "icc_transform", upright, "/tmp/manifest-srgb.v", "srgb")
        upright = "/tmp/manifest-srgb.v"
    interpretation = run("vipsheader", "-f", "interpretation", path)
    fmt = run("vipsheader", "-f", "format", path)
    pixels = []
    for x, y in POINTS:
        if "CMYK" in interpretation and not profile:
            # Untagged CMYK: as libvips reads it, through its fallback CMYK profile (issue 40).
            run("vips", "colourspace", upright, "/tmp/manifest-cmyk.v", "srgb")
            values = [float(v) for v in run("vips", "getpoint", "/tmp/manifest-cmyk.v", str(x), str(y)).split()]
        else:
            values = [float(v) for v in run("vips", "getpoint", upright, str(x), str(y)).split()]
        if "USHORT" in fmt:                       # 16-bit samples, as 8-bit
            values = [v / 257 for v in values]
        if len(values) in (1, 2):                 # grey (and alpha)
            values = [values[0]] * 3 + values[1:]
        values = [round(v) for v in values]
        if len(values) == 3:
            values.append(255)
        pixels.append({"x": x, "y": y, "rgba": values})
    bands = 3 if "CMYK" in interpretation else bands
    swaps = orientation in (5, 6, 7, 8)
    display = displayed if heif else ((height, width) if swaps else (width, height))
    entries.append({
        "file": name,
        "format": {"webp": "webp", "tif": "tiff", "tiff": "tiff", "heic": "heif", "avif": "avif", "dng": "dng"}[name.rsplit(".", 1)[1]],
        "width": width, "height": height, "orientation": orientation,
        "displayWidth": display[0], "displayHeight": display[1],
        "alpha": bands in (2, 4),
        "profile": profile,
        "make": exif(path, "Make"), "model": exif(path, "Model"),
        "dateTimeOriginal": exif(path, "DateTimeOriginal"),
        "pixels": pixels,
        "bytes": os.path.getsize(path),
        **({"cmykFallback": True} if "CMYK" in interpretation and not profile else {}),
    })
json.dump({"tools": {"vips": run("vips", "--version"), "exiftool": run("exiftool", "-ver")}, "files": entries},
          open(os.path.join(here, "manifest.json"), "w"), indent=1)
print(f"{len(entries)} files")
