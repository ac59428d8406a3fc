#!/usr/bin/env python3
"""Writes the fuzz regressions of this folder that are pictures, from nothing but Python's standard
library, so the folder holds the project's own bytes (a fuzzer's find is rebuilt here in its
essentials; the input it mutated is not kept):

  png-ancillary-crc-strict.png  a 32x32 4-bit grey PNG with a gAMA chunk and an iTXt chunk whose CRC
                                is wrong (libpng warns "iTXt: CRC error" and skips the chunk)
  icc-carrier-rgb-2x2.jpg       is made by Debian's cjpeg instead (see README.md)

usage: Tests/Fixtures/fuzz/make.py   (from anywhere)
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def chunk(kind, data, crc=None):
    value = zlib.crc32(kind + data) if crc is None else crc
    return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', value)


def ancillary_crc_png():
    width = height = 32
    # 4-bit grey: two pixels a byte, a diagonal ramp.
    rows = b''.join(b'\0' + bytes(((x + y) % 16) << 4 | ((x + 1 + y) % 16) for x in range(0, width, 2))
                    for y in range(height))
    text = b'Software\0\0\0en\0Software\0Tessera fuzz regression'
    itxt = chunk(b'iTXt', text, crc=zlib.crc32(b'iTXt' + text) ^ 0x5A5A5A5A)
    return (b'\x89PNG\r\n\x1a\n'
            + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 4, 0, 0, 0, 0))
            + chunk(b'gAMA', struct.pack('>I', 100000))
            + itxt
            + chunk(b'IDAT', zlib.compress(rows, 9))
            + chunk(b'IEND', b''))


with open(os.path.join(HERE, 'png-ancillary-crc-strict.png'), 'wb') as out:
    out.write(ancillary_crc_png())
