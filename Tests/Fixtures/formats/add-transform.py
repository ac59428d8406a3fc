#!/usr/bin/env python3
"""Adds transformative properties (irot, imir) to a HEIF file's primary item, as an iPhone
writes them: heif-enc (libheif 1.15) has no option for them. Usage:
    add-transform.py IN OUT irot=1 [imir=0 ...]   (in the order they apply)
irot=N turns N quarter turns anti-clockwise; imir=0 mirrors about a vertical axis. The new
property boxes go at the end of ipco; the primary item's ipma entry lists them last; box sizes
and iloc file offsets after the meta box are moved to match."""
import struct, sys

data = bytearray(open(sys.argv[1], "rb").read())
transforms = [t.split("=") for t in sys.argv[3:]]

def boxes(buf, start, end):
    at = start
    while at + 8 <= end:
        size, kind = struct.unpack(">I4s", buf[at:at + 8])
        yield at, size, kind.decode("latin1")
        at += size

meta = next((a, s) for a, s, k in boxes(data, 0, len(data)) if k == "meta")
meta_at, meta_size = meta
children = {k: (a, s) for a, s, k in boxes(data, meta_at + 12, meta_at + meta_size)}
iprp_at, iprp_size = children["iprp"]
sub = {k: (a, s) for a, s, k in boxes(data, iprp_at + 8, iprp_at + iprp_size)}
ipco_at, ipco_size = sub["ipco"]
ipma_at, ipma_size = sub["ipma"]
pitm_at, _ = children["pitm"]
primary = struct.unpack(">H", data[pitm_at + 12:pitm_at + 14])[0]
count = sum(1 for _ in boxes(data, ipco_at + 8, ipco_at + ipco_size))
new_props = b"".join(struct.pack(">I4sB", 9, kind.encode(), int(value)) for kind, value in transforms)
indices = list(range(count + 1, count + 1 + len(transforms)))

# ipma: version, flags (24 bits), entry count, then per entry: id (2 or 4), n (1), indices (1 or 2 each).
version, flags = data[ipma_at + 8], int.from_bytes(data[ipma_at + 9:ipma_at + 12], "big")
at = ipma_at + 16
entries = struct.unpack(">I", data[ipma_at + 12:ipma_at + 16])[0]
insert_at, added = None, b""
for _ in range(entries):
    width = 2 if version < 1 else 4
    item = int.from_bytes(data[at:at + width], "big")
    n = data[at + width]
    size = 2 if flags & 1 else 1
    if item == primary:
        data[at + width] = n + len(indices)
        insert_at = at + width + 1 + n * size
        added = b"".join(((0x8000 | i).to_bytes(2, "big") if size == 2 else (0x80 | i).to_bytes(1, "big")) for i in indices)
    at += width + 1 + n * size
assert insert_at is not None, "the primary item has no ipma entry"
delta = len(new_props) + len(added)

# Insert (later position first so earlier offsets stay valid), then fix sizes.
data[insert_at:insert_at] = added
ipco_end = ipco_at + ipco_size
data[ipco_end:ipco_end] = new_props
if ipma_at > ipco_at:
    ipma_at += len(new_props)
for at, grow in [(ipco_at, len(new_props)), (ipma_at, len(added)), (iprp_at, delta), (meta_at, delta)]:
    data[at:at + 4] = struct.pack(">I", struct.unpack(">I", data[at:at + 4])[0] + grow)

# iloc: move file offsets (construction method 0) that lie after the meta box.
iloc_at = next(a for a, s, k in boxes(data, meta_at + 12, meta_at + meta_size + delta) if k == "iloc")
v = data[iloc_at + 8]
offset_size, length_size = data[iloc_at + 12] >> 4, data[iloc_at + 12] & 15
base_size, index_size = data[iloc_at + 13] >> 4, (data[iloc_at + 13] & 15) if v >= 1 else 0
at = iloc_at + 14
items = int.from_bytes(data[at:at + (2 if v < 2 else 4)], "big"); at += 2 if v < 2 else 4
for _ in range(items):
    at += 2 if v < 2 else 4
    method = 0
    if v >= 1:
        method = int.from_bytes(data[at:at + 2], "big") & 15; at += 2
    at += 2
    base = int.from_bytes(data[at:at + base_size], "big") if base_size else 0
    if method == 0 and base_size and base > meta_at:
        data[at:at + base_size] = (base + delta).to_bytes(base_size, "big")
    at += base_size
    extents = int.from_bytes(data[at:at + 2], "big"); at += 2
    for _ in range(extents):
        at += index_size
        offset = int.from_bytes(data[at:at + offset_size], "big")
        if method == 0 and not base_size and offset > meta_at:
            data[at:at + offset_size] = (offset + delta).to_bytes(offset_size, "big")
        at += offset_size + length_size
open(sys.argv[2], "wb").write(data)
