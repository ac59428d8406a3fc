#!/usr/bin/env bash
# Makes the HEIC files of issue 40, point 1: pictures of four coloured quadrants (top-left red,
# top-right green, bottom-left blue, bottom-right white; 96×64) written by Debian 12's libheif
# (1.15) through its API with an EXIF orientation, as pillow-heif writes them — libheif 1.15
# puts `irot` (and `imir`) before an `ispe` that already holds the turned size — and copies of
# the unturned one with a clean aperture (`clap`) added after `ispe`, alone or before an `irot`.
# Needs cc, libheif-dev (1.15) and python3. Usage: make-heif-geometry.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc "$here/make-oriented-heic.c" -o "$work/make" $(pkg-config --cflags --libs libheif)
for orientation in 1 3 5 6 8; do
    "$work/make" 96 64 "$orientation" "$here/libheif115-orientation-$orientation.heic"
done
python3 - "$here/libheif115-orientation-1.heic" "$here" <<'PY'
import struct, sys

def boxes(data, start, end):
    """(type, offset, size) of the boxes in data[start:end]."""
    out, at = [], start
    while at + 8 <= end:
        size, kind = struct.unpack('>I4s', data[at:at + 8])
        out.append((kind.decode(), at, size))
        at += size
    return out

def with_properties(data, added):
    """The file with `added` boxes appended to ipco and associated, in order, with item 1
    after its own properties; every size and iloc offset past the insertion kept right."""
    data = bytearray(data)
    top = {kind: (at, size) for kind, at, size in boxes(data, 0, len(data))}
    meta_at, meta_size = top['meta']
    inner = {kind: (at, size) for kind, at, size in boxes(data, meta_at + 12, meta_at + meta_size)}
    iprp_at, iprp_size = inner['iprp']
    parts = {kind: (at, size) for kind, at, size in boxes(data, iprp_at + 8, iprp_at + iprp_size)}
    ipco_at, ipco_size = parts['ipco']
    ipma_at, ipma_size = parts['ipma']
    count = len(boxes(data, ipco_at + 8, ipco_at + ipco_size))
    payload = b''.join(added)
    # ipma v0, flags 0: entry_count, then item_ID (16), count (8), one byte an association.
    assert data[ipma_at + 8] == 0 and data[ipma_at + 11] & 1 == 0
    assert struct.unpack('>I', data[ipma_at + 12:ipma_at + 16])[0] == 1
    item_at = ipma_at + 16
    assert struct.unpack('>H', data[item_at:item_at + 2])[0] == 1
    associations = data[item_at + 2]
    new_links = bytes(0x80 | (count + 1 + i) for i in range(len(added)))
    links_end = item_at + 3 + associations
    data[item_at + 2] = associations + len(added)
    data[links_end:links_end] = new_links
    data[ipco_at + ipco_size:ipco_at + ipco_size] = payload
    grow = len(payload) + len(new_links)
    for at, extra in ((ipma_at + len(payload), len(new_links)), (ipco_at, len(payload)), (iprp_at, grow), (meta_at, grow)):
        struct.pack_into('>I', data, at, struct.unpack('>I', data[at:at + 4])[0] + extra)
    # iloc (v0 or v1; offsets, lengths and base offsets of 4 bytes or none): what lies past the
    # meta box moves by what it grew.
    iloc_at = inner['iloc'][0]
    version = data[iloc_at + 8]
    assert version in (0, 1) and data[iloc_at + 12] == 0x44 and data[iloc_at + 13] & 0xF0 in (0x00, 0x40)
    base_size = (data[iloc_at + 13] >> 4) & 0x0F
    items = struct.unpack('>H', data[iloc_at + 14:iloc_at + 16])[0]
    at = iloc_at + 16

    def move(position):
        value = struct.unpack('>I', data[position:position + 4])[0]
        if value >= meta_at + meta_size:
            struct.pack_into('>I', data, position, value + grow)

    for _ in range(items):
        at += 2 + (2 if version == 1 else 0) + 2     # item, construction method (v1), data reference
        base = 0
        if base_size == 4:
            base = struct.unpack('>I', data[at:at + 4])[0]
            move(at)
            at += 4
        extents = struct.unpack('>H', data[at:at + 2])[0]
        at += 2
        for _ in range(extents):
            if base == 0:
                move(at)
            at += 8
    return bytes(data)

def clap(width, height, x, y):
    return struct.pack('>I4s8i', 40, b'clap', width, 1, height, 1, x, 1, y, 1)

irot_270 = struct.pack('>I4sB', 9, b'irot', 3)   # three quarter turns anticlockwise: 90° clockwise
source = open(sys.argv[1], 'rb').read()
open(sys.argv[2] + '/clap-centre.heic', 'wb').write(with_properties(source, [clap(48, 32, 0, 0)]))
open(sys.argv[2] + '/clap-offset-then-irot.heic', 'wb').write(with_properties(source, [clap(48, 32, 12, 8), irot_270]))
PY
