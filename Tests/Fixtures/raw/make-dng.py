#!/usr/bin/env python3
"""Writes a small DNG from an 8-bit PPM (P6): the photo mosaicked into an RGGB Bayer pattern of
16-bit linear samples (sRGB's curve undone) in a raw SubIFD, camera colour = linear sRGB
(ColorMatrix1 is XYZ(D65) to linear sRGB, AsShotNeutral 1 1 1), and optionally a JPEG preview
in IFD0 as most cameras' DNG converters write it. Only the standard library.

usage: make-dng.py PHOTO.ppm OUT.dng [--preview PREVIEW.jpg] [--orientation N]
"""
import struct
import sys


def read_ppm(path):
    data = open(path, 'rb').read()
    fields, pos = [], 0
    while len(fields) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b'#':
            pos = data.index(b'\n', pos)
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    assert fields[0] == b'P6' and fields[3] == b'255'
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[pos + 1:pos + 1 + width * height * 3]


def linear(value):
    c = value / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


# TIFF field types
BYTE, ASCII, SHORT, LONG, RATIONAL, SRATIONAL = 1, 2, 3, 4, 5, 10
SIZES = {BYTE: 1, ASCII: 1, SHORT: 2, LONG: 4, RATIONAL: 8, SRATIONAL: 8}


def encode(kind, values):
    if kind == ASCII:
        return values.encode() + b'\0'
    if kind == BYTE:
        return bytes(values)
    if kind == SHORT:
        return b''.join(struct.pack('<H', v) for v in values)
    if kind == LONG:
        return b''.join(struct.pack('<I', v) for v in values)
    if kind == RATIONAL:
        return b''.join(struct.pack('<II', n, d) for n, d in values)
    if kind == SRATIONAL:
        return b''.join(struct.pack('<ii', n, d) for n, d in values)
    raise ValueError(kind)


class Writer:
    """Lays out IFDs and data blocks; offsets are patched once everything has a place."""

    def __init__(self):
        self.out = bytearray(b'II*\0\0\0\0\0')

    def block(self, data):
        if len(self.out) % 2:
            self.out += b'\0'
        offset = len(self.out)
        self.out += data
        return offset

    def ifd(self, entries):
        """entries: [(tag, type, values)]; values may be a callable giving them once offsets are known."""
        if len(self.out) % 2:
            self.out += b'\0'
        offset = len(self.out)
        entries = sorted(entries, key=lambda e: e[0])
        self.out += struct.pack('<H', len(entries)) + b'\0' * (12 * len(entries)) + b'\0\0\0\0'
        for index, (tag, kind, values) in enumerate(entries):
            data = encode(kind, values)
            count = len(data) // SIZES[kind]
            if len(data) <= 4:
                field = data.ljust(4, b'\0')
            else:
                field = struct.pack('<I', self.block(data))
            struct.pack_into('<HHI4s', self.out, offset + 2 + 12 * index, tag, kind, count, field)
        return offset


def main():
    args = sys.argv[1:]
    preview = None
    orientation = 1
    if '--preview' in args:
        i = args.index('--preview')
        preview = open(args[i + 1], 'rb').read()
        del args[i:i + 2]
    if '--orientation' in args:
        i = args.index('--orientation')
        orientation = int(args[i + 1])
        del args[i:i + 2]
    photo, target = args
    width, height, rgb = read_ppm(photo)
    table = [int(round(linear(v) * 65535)) for v in range(256)]
    samples = bytearray()
    stride = width * 3
    for y in range(height):
        for x in range(width):
            channel = (0, 1) if y % 2 == 0 else (1, 2)
            c = channel[x % 2]
            samples += struct.pack('<H', table[rgb[y * stride + x * 3 + c]])

    w = Writer()
    raw_data = w.block(bytes(samples))
    # XYZ (D65) to linear sRGB, ×10000.
    matrix = [32406, -15372, -4986, -9689, 18758, 415, 557, -2040, 10570]
    raw_ifd = w.ifd([
        (254, LONG, [0]), (256, LONG, [width]), (257, LONG, [height]), (258, SHORT, [16]), (259, SHORT, [1]),
        (262, SHORT, [32803]), (273, LONG, [raw_data]), (277, SHORT, [1]), (278, LONG, [height]),
        (279, LONG, [len(samples)]), (284, SHORT, [1]), (33421, SHORT, [2, 2]), (33422, BYTE, [0, 1, 1, 2]),
        (50717, LONG, [65535]),
    ])
    exif_ifd = w.ifd([
        (33434, RATIONAL, [(1, 250)]), (33437, RATIONAL, [(56, 10)]), (34855, SHORT, [200]),
        (36867, ASCII, '2026:11:28 10:30:00'), (37386, RATIONAL, [(35, 1)]), (42036, ASCII, 'Tessera Test Lens 35mm'),
    ])
    common = [
        (271, ASCII, 'Tessera'), (272, ASCII, 'Tessera DNG writer'), (274, SHORT, [orientation]),
        (305, ASCII, 'make-dng.py'), (34665, LONG, [exif_ifd]), (50706, BYTE, [1, 4, 0, 0]), (50707, BYTE, [1, 1, 0, 0]),
        (50708, ASCII, 'Tessera DNG writer'), (50721, SRATIONAL, [(m, 10000) for m in matrix]), (50778, SHORT, [21]),
        (50728, RATIONAL, [(1, 1), (1, 1), (1, 1)]),
    ]
    if preview is None:
        # The raw image is IFD0 itself.
        entries = [e for e in common]
        raw_entries = [
            (254, LONG, [0]), (256, LONG, [width]), (257, LONG, [height]), (258, SHORT, [16]), (259, SHORT, [1]),
            (262, SHORT, [32803]), (273, LONG, [raw_data]), (277, SHORT, [1]), (278, LONG, [height]),
            (279, LONG, [len(samples)]), (284, SHORT, [1]), (33421, SHORT, [2, 2]), (33422, BYTE, [0, 1, 1, 2]),
            (50717, LONG, [65535]),
        ]
        first = w.ifd(entries + raw_entries)
    else:
        jpeg = w.block(preview)
        pw, ph = jpeg_size(preview)
        first = w.ifd(common + [
            (254, LONG, [1]), (256, LONG, [pw]), (257, LONG, [ph]), (258, SHORT, [8, 8, 8]), (259, SHORT, [7]),
            (262, SHORT, [6]), (273, LONG, [jpeg]), (277, SHORT, [3]), (278, LONG, [ph]), (279, LONG, [len(preview)]),
            (284, SHORT, [1]), (330, LONG, [raw_ifd]),
        ])
    struct.pack_into('<I', w.out, 4, first)
    open(target, 'wb').write(bytes(w.out))


def jpeg_size(data):
    pos = 2
    while pos < len(data):
        marker = data[pos + 1]
        length = struct.unpack('>H', data[pos + 2:pos + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            height, width = struct.unpack('>HH', data[pos + 5:pos + 9])
            return width, height
        pos += 2 + length
    raise ValueError('no SOF')


if __name__ == '__main__':
    main()
