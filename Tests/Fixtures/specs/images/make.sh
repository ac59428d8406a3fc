#!/usr/bin/env bash
# Makes the three small photos waterfall-images.yaml takes its aspect ratios from, out of the
# repository's own SampleImages/Landscapes/bridge.jpg, with Debian tools only (libjpeg-turbo-progs'
# djpeg and cjpeg, ImageMagick's convert, exiftool). Only their stored sizes and EXIF orientations matter:
#   landscape_o6.jpg  stored 40×60, orientation 6: shown 60×40 (ratio 1.5)
#   portrait_o8.jpg   stored 60×40, orientation 8: shown 40×60
#   portrait_o1.jpg   stored 40×60, orientation 1: shown 40×60
# Usage: Tests/Fixtures/specs/images/make.sh   (from anywhere)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
photo="$here/../../../../SampleImages/Landscapes/bridge.jpg"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
djpeg -ppm "$photo" >"$work/photo.ppm"
make() {  # make NAME SIZE ORIENTATION
    convert "$work/photo.ppm" -resize "$2!" ppm:- | cjpeg -quality 85 >"$here/$1"
    exiftool -q -overwrite_original -Orientation#="$3" "$here/$1"
}
make landscape_o6.jpg 40x60 6
make portrait_o8.jpg 60x40 8
make portrait_o1.jpg 40x60 1
