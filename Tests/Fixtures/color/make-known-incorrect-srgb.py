#!/usr/bin/env python3
"""Makes known-incorrect-srgb.png: a 16 x 16 grey PNG whose iCCP profile libpng takes for the
HP-Microsoft sRGB v2 perceptual profile of 1998 (3144 bytes, rendering intent 0, no MD5,
Adler-32 0xf784f3fb, CRC-32 0x182ea552), which it answers with its benign warning
"iCCP: known incorrect sRGB profile".

The profile is a working matrix/TRC sRGB-like profile (D50 primaries, gamma 2.2) padded to 3144
bytes; forge-icc-checksums.c sets its last 12 (unused) bytes so that both checksums match
libpng's table (png.c, png_sRGB_checks). No HP bytes are copied.

    cc -O3 -o /tmp/forge forge-icc-checksums.c && python3 make-known-incorrect-srgb.py /tmp/forge
"""
import struct, subprocess, sys, tempfile, zlib, os

def s15(v): return struct.pack(">i", round(v * 65536))
def xyz(x, y, z): return b"XYZ " + bytes(4) + s15(x) + s15(y) + s15(z)
def desc(text):
    t = text.encode() + b"\0"
    return b"desc" + bytes(4) + struct.pack(">I", len(t)) + t + bytes(4) + bytes(4) + bytes(2) + bytes(1) + bytes(67)
curve = b"curv" + bytes(4) + struct.pack(">I", 1) + struct.pack(">H", 0x0233) + bytes(2)   # gamma 2.2

tags = [("desc", desc("known-incorrect sRGB stand-in")), ("cprt", b"text" + bytes(4) + b"No copyright, test data\0"),
        ("wtpt", xyz(0.9642, 1.0, 0.8249)),
        ("rXYZ", xyz(0.4361, 0.2225, 0.0139)), ("gXYZ", xyz(0.3851, 0.7169, 0.0971)), ("bXYZ", xyz(0.1431, 0.0606, 0.7141)),
        ("rTRC", curve), ("gTRC", curve), ("bTRC", curve)]
LENGTH = 3144
header = bytearray(128)
header[0:4] = struct.pack(">I", LENGTH)
header[8:12] = bytes([2, 0x10, 0, 0])
header[12:24] = b"mntrRGB XYZ "
header[36:40] = b"acsp"
header[64:68] = struct.pack(">I", 0)                       # perceptual, as the table's entry
header[68:80] = s15(0.9642) + s15(1.0) + s15(0.8249)      # D50
table = struct.pack(">I", len(tags)); data = b""
start = 128 + 4 + 12 * len(tags)
for name, body in tags:
    table += name.encode() + struct.pack(">II", start + len(data), len(body))
    data += body + bytes((4 - len(body) % 4) % 4)
profile = bytes(header) + table + data
assert len(profile) <= LENGTH - 12
profile = bytearray(profile + bytes(LENGTH - len(profile)))

# Adler-32's sums are A = 1 + sum(bytes), B = sum of A after each byte (mod 65521): the last 12
# bytes can move them by at most 3060 and 19890. A run of filler bytes in the unused padding
# brings both targets near the middle of those ranges (B through where the run starts).
M, TARGET_A, TARGET_B = 65521, 0xF3FB, 0xF784
def sums(data):
    a, b = 1, 0
    for byte in data:
        a = (a + byte) % M
        b = (b + a) % M
    return a, b
a0, b0 = sums(profile)
need = (TARGET_A - a0 - 12 * 128) % M
run = [255] * (need // 255) + ([need % 255] if need % 255 else [])
free_start = LENGTH - 12
best = None
for start in range(free_start - len(run) - 1, 128 + len(table) + len(data), -1):
    shift_b = sum(value * (LENGTH - (start + i)) for i, value in enumerate(run))
    miss = abs((TARGET_B - b0 - shift_b) % M - 78 * 128)
    if best is None or miss < best[0]:
        best = (miss, start)
    if miss < 200:
        break
profile[best[1]:best[1] + len(run)] = bytes(run)
profile = bytes(profile)

forge = sys.argv[1]
with tempfile.TemporaryDirectory() as folder:
    raw, forged = os.path.join(folder, "raw.icc"), os.path.join(folder, "forged.icc")
    open(raw, "wb").write(profile)
    subprocess.run([forge, raw, forged], check=True)
    profile = open(forged, "rb").read()
assert zlib.adler32(profile) == 0xF784F3FB and zlib.crc32(profile) == 0x182EA552, "checksums"

def chunk(kind, body): return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
rows = b"".join(b"\0" + bytes([128, 128, 128]) * 16 for _ in range(16))
png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 16, 16, 8, 2, 0, 0, 0))
       + chunk(b"iCCP", b"sRGB stand-in\0\0" + zlib.compress(profile, 9))
       + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "known-incorrect-srgb.png"), "wb").write(png)
