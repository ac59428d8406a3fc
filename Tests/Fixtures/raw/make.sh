#!/usr/bin/env bash
# Makes the two DNG fixtures of this folder from a sample photo with make-dng.py (Python's
# standard library only), and copies nothing else: the camera files come from exiftool's and
# Exiv2's test suites (SOURCE.txt). Then manifest.py records what independent tools say.
# Usage: make.sh PHOTO.jpg   (the sample photo aitzgorri.jpg; djpeg and cjpeg from libjpeg-turbo-progs)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
photo=${1:?usage: make.sh PHOTO.jpg}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
djpeg -scale 1/4 -ppm "$photo" >"$work/raw.ppm"                                # 300×200, stored orientation
djpeg -scale 1/2 -ppm "$photo" | cjpeg -quality 90 -optimize >"$work/preview.jpg"   # 600×400 preview
python3 "$here/make-dng.py" "$work/raw.ppm" "$here/dng-no-preview.dng"
python3 "$here/make-dng.py" "$work/raw.ppm" "$here/dng-preview-o6.dng" --preview "$work/preview.jpg" --orientation 6
python3 "$here/manifest.py" >"$here/manifest.json"
