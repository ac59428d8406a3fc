#!/usr/bin/env python3
"""Prints manifest.json: what independent tools say of each RAW fixture. exiftool
(libimage-exiftool-perl) for the camera, the EXIF orientation and exposure; LibRaw's own
raw-identify (libraw-bin) for the size it develops to and its preview; for the decodable
files, pixel values of an independent decode in displayed orientation: dcraw_emu's half-size
development (-h -w -o 1) for the file without a preview, djpeg of the embedded preview (taken out
by exiftool) turned by vips for the others. Tessera is never run."""
import json, os, re, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def run(*args, binary=False):
    out = subprocess.run(args, capture_output=True, check=False).stdout
    return out if binary else out.decode('utf-8', 'replace')


def identify(path):
    text = run('raw-identify', '-v', path)
    found = {}
    for key, pattern in (('output', r'Output size:\s+(\d+) x (\d+)'), ('thumb', r'Thumb size:\s+(\d+) x (\d+)')):
        m = re.search(pattern, text)
        found[key] = [int(m.group(1)), int(m.group(2))] if m else None
    found['identified'] = 'Cannot decode' not in text and 'Camera:' in text
    return found


# The preview exiftool takes out of each decodable camera file, and where its pixels are read.
PREVIEWS = {
    'dng-preview-o6.dng': ('-PreviewImage', [(0, 0), (20, 30), (100, 70), (50, 110)]),
    'fujifilm-s5pro.raf': ('-ThumbnailImage', [(0, 0), (20, 30), (100, 70), (50, 110)]),
    'panasonic-lx3.rw2': ('-JpgFromRaw', [(0, 0), (3, 4), (7, 7)]),
}


def points(picture, at):
    values = []
    for x, y in at:
        rgb = [int(float(v)) for v in run('vips', 'getpoint', picture, str(x), str(y)).split()[:3]]
        values.append({'x': x, 'y': y, 'rgb': rgb})
    return values


def main():
    tools = {'exiftool': run('exiftool', '-ver').strip(), 'libraw': run('sh', '-c', "dpkg-query -W -f='${Version}' libraw-bin"),
             'vips': run('vips', '--version').strip()}
    files = []
    work = tempfile.mkdtemp()
    for name in sorted(os.listdir(HERE)):
        if name.endswith(('.py', '.sh', '.json', '.txt', '.md')):
            continue
        path = os.path.join(HERE, name)
        exif = json.loads(run('exiftool', '-j', '-n', '-Make', '-Model', '-ImageSize', '-Orientation', '-ISO', '-ExposureTime',
                              '-FNumber', '-FocalLength', '-LensModel', '-DateTimeOriginal', path))[0]
        info = identify(path)
        entry = {'file': name, 'bytes': os.path.getsize(path), 'make': exif.get('Make'), 'model': exif.get('Model'),
                 'exiftoolImageSize': exif.get('ImageSize'), 'orientation': exif.get('Orientation'),
                 'iso': exif.get('ISO'), 'exposureTime': exif.get('ExposureTime'), 'fNumber': exif.get('FNumber'),
                 'focalLength': exif.get('FocalLength'), 'lens': exif.get('LensModel'),
                 'dateTimeOriginal': exif.get('DateTimeOriginal'), 'librawIdentifies': info['identified'],
                 'librawOutputSize': info['output'], 'librawThumbSize': info['thumb']}
        if name == 'dng-no-preview.dng':
            subprocess.run(['dcraw_emu', '-h', '-w', '-o', '1', '-T', '-Z', f'{work}/half.tif', path], check=True)
            entry['decode'] = 'half-size'
            entry['pixels'] = points(f'{work}/half.tif', [(0, 0), (40, 30), (149, 99), (75, 50)])
        elif name in PREVIEWS:
            tag, at = PREVIEWS[name]
            open(f'{work}/p.jpg', 'wb').write(run('exiftool', '-b', tag, path, binary=True))
            subprocess.run(['sh', '-c', f'djpeg -ppm {work}/p.jpg > {work}/p.ppm'], check=True)
            turned = f'{work}/p.ppm'
            if exif.get('Orientation') == 6:
                subprocess.run(['vips', 'rot', turned, f'{work}/r.v', 'd90'], check=True)
                turned = f'{work}/r.v'
            entry['decode'] = 'preview'
            entry['previewSize'] = [int(v) for v in run('vipsheader', '-f', 'width', f'{work}/p.ppm').split()] + \
                                   [int(v) for v in run('vipsheader', '-f', 'height', f'{work}/p.ppm').split()]
            entry['pixels'] = points(turned, at)
        else:
            entry['decode'] = 'damaged'
        files.append(entry)
    print(json.dumps({'tools': tools, 'files': files}, indent=1))


if __name__ == '__main__':
    main()
