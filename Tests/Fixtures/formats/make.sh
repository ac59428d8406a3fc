#!/usr/bin/env bash
# Makes the format fixtures in this folder from the attributed sample photos (README.md), with
# Debian's encoder tools only: cwebp and img2webp (webp), heif-enc (libheif-examples), libvips
# (libvips-tools), libtiff's tools (libtiff-tools), ImageMagick, exiftool (libimage-exiftool-perl).
# Usage: make.sh PHOTOS   (PHOTOS: a copy of the sample photo collection, Science/ and Landscapes/)
# Then manifest.py records what independent tools say about them in manifest.json.
set -euo pipefail
photos=${1:?usage: make.sh PHOTOS}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

# Bases: rocket (SpaceX, CC0) at 160×107; aitzgorri (Aitzol Berasategi, CC-BY-4.0) stored 120×80
# without turning; rocket at 64×43 with an alpha ramp (alpha = 4x); two flat 32×24 frames.
vips thumbnail "$photos/Science/rocket.jpg" base.png 160
vips thumbnail "$photos/Landscapes/aitzgorri.jpg" aitz.jpg 120 --no-rotate
vips thumbnail base.png small.png 64
vips xyz ramp.v 64 43 && vips extract_band ramp.v x.v 0 && vips linear x.v a.v 4 0 --uchar
vips bandjoin "small.png a.v" alpha.png
vips black black.v 32 24 --bands 3
vips linear black.v red.png "1 1 1" "255 0 0" --uchar
vips linear black.v blue.png "1 1 1" "0 0 255" --uchar

# WebP
cwebp -quiet -q 80 base.png -o "$here/webp-lossy.webp"
cwebp -quiet -lossless -exact alpha.png -o "$here/webp-lossless-alpha.webp"
cwebp -quiet -q 80 -alpha_q 100 alpha.png -o "$here/webp-lossy-alpha.webp"
cwebp -quiet -q 80 aitz.jpg -o "$here/webp-exif-o6.webp"
exiftool -q -overwrite_original -Orientation#=6 -Make="Tessera sample" -Model="WebP test" \
    -DateTimeOriginal="2023:05:02 10:00:00" -ExposureTime=0.002 -FNumber=4.9 -ISO=100 -FocalLength=21.3 \
    "$here/webp-exif-o6.webp"
cwebp -quiet -metadata icc -q 90 "$here/../color/AdobeRGB1998.png" -o "$here/webp-icc.webp"
img2webp -lossless red.png -d 100 blue.png -d 100 -o "$here/webp-animated.webp" >/dev/null
