#!/usr/bin/env python3
"""Writes manifest entries for JPEG files made by this folder's make.sh (and ../orientation/make.sh):
what independent tools say of each file, never this project's code. exiftool (libimage-exiftool-perl)
for the frame, the EXIF orientation and byte order; ImageMagick's identify for the sampling factors;
djpeg (libjpeg-turbo-progs) for the decode verdict and its warning.

    describe.py MANIFEST SOURCE FILE ORIGIN NOTES [FILE ORIGIN NOTES ...]

replaces (or appends) the entries of those files in MANIFEST, keeping every other entry."""
import hashlib, json, os, subprocess, sys

SOF = {'Baseline DCT, Huffman coding': ('SOF0 baseline', False, False),
       'Extended sequential DCT, Huffman coding': ('SOF1 extended sequential', False, False),
       'Progressive DCT, Huffman coding': ('SOF2 progressive', True, False),
       'Extended sequential DCT, arithmetic coding': ('SOF9 arithmetic sequential', False, True),
       'Progressive DCT, arithmetic coding': ('SOF10 arithmetic progressive', True, True)}
SUBSAMPLING = {'2 2': '4:2:0', '2 1': '4:2:2', '1 1': '4:4:4', '4 1': '4:1:1', '1 2': '4:4:0'}


def run(*args):
    return subprocess.run(args, capture_output=True, text=True, check=False)


def describe(path, source, origin, notes):
    tags = json.loads(run('exiftool', '-j', '-ExifByteOrder', '-EncodingProcess', '-BitsPerSample',
                          '-ColorComponents', '-ImageWidth', '-ImageHeight', '-YCbCrSubSampling#',
                          '-IFD0:Orientation#', path).stdout)[0]
    width, height = tags['ImageWidth'], tags['ImageHeight']
    raw = tags.get('Orientation')
    orientation = raw if raw in range(1, 9) else 1
    turned = orientation >= 5
    djpeg = run('djpeg', '-outfile', os.devnull, path)
    message = djpeg.stderr.strip().removeprefix('djpeg: ').removeprefix('Warning: ')
    # djpeg exits with 1 on an error, 2 when it warned (libjpeg-turbo's EXIT_WARNING).
    decode = {0: 'ok', 2: 'warning'}.get(djpeg.returncode, 'error')
    sof, progressive, arithmetic = SOF[tags['EncodingProcess']]
    components = tags['ColorComponents']
    jpeg = {'sof': sof, 'progressive': progressive, 'arithmetic': arithmetic, 'precision': tags['BitsPerSample'],
            'components': components}
    if components == 3 and tags.get('YCbCrSubSampling') in SUBSAMPLING:
        jpeg['subsampling'] = SUBSAMPLING[tags['YCbCrSubSampling']]
    jpeg['samplingFactors'] = run('identify', '-format', '%[jpeg:sampling-factor]', path).stdout.strip()
    if 'ExifByteOrder' in tags:
        jpeg['exifByteOrder'] = 'II' if tags['ExifByteOrder'].startswith('Little') else 'MM'
    data = open(path, 'rb').read()
    entry = {'file': os.path.basename(path), 'format': 'jpeg', 'valid': decode == 'ok',
             'width': width, 'height': height, 'orientation': orientation,
             'displayWidth': height if turned else width, 'displayHeight': width if turned else height,
             'notes': notes, 'expect': 'accept', 'decode': decode}
    if message:
        entry['decodeMessage'] = message
    if raw is not None and raw != orientation:
        entry['rawOrientation'] = raw
    entry.update({'jpeg': jpeg, 'source': source, 'origin': origin, 'bytes': len(data),
                  'sha256': hashlib.sha256(data).hexdigest()})
    return entry


def main():
    manifest, source, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
    folder = os.path.dirname(os.path.abspath(manifest))
    entries = json.load(open(manifest)) if os.path.exists(manifest) else []
    for i in range(0, len(rest), 3):
        new = describe(os.path.join(folder, rest[i]), source, rest[i + 1], rest[i + 2])
        at = next((k for k, e in enumerate(entries) if e['file'] == new['file']), None)
        if at is None:
            entries.append(new)
        else:
            entries[at] = new
    with open(manifest, 'w') as out:
        json.dump(entries, out, indent=2, ensure_ascii=False)
        out.write('\n')


main()
