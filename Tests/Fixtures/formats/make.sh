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

# TIFF (80×54 base): libvips for LZW, 16-bit deflate, tiled JPEG grey and the Adobe RGB profile;
# ImageMagick for palette and CMYK; tiffcp for two pages; exiftool for Orientation 6 and EXIF.
vips thumbnail base.png tb.png 80
vips copy tb.png "$here/tiff-rgb-lzw.tif[compression=lzw,predictor=horizontal]"
vips cast tb.png tb16.v ushort --shift && vips copy tb16.v "$here/tiff-rgb16-deflate.tif[compression=deflate]"
vips colourspace tb.png grey.v b-w
vips copy grey.v "$here/tiff-grey-tiled-jpeg.tif[compression=jpeg,Q=90,tile,tile-width=16,tile-height=16]"
convert-im6.q16 tb.png -type Palette -compress None "$here/tiff-palette.tif"
convert-im6.q16 tb.png -colorspace CMYK -compress LZW "$here/tiff-cmyk.tif"
vips thumbnail aitz.jpg page1.png 60 --no-rotate && vips copy page1.png p1.tif && vips copy tb.png p2.tif
tiffcp p1.tif p2.tif "$here/tiff-o6-two-pages.tif"
exiftool -q -overwrite_original -Orientation#=6 -Make="Tessera sample" -Model="TIFF test" \
    -DateTimeOriginal="2023:05:02 10:00:00" "$here/tiff-o6-two-pages.tif"
vips icc_transform tb.png adobe.v "$here/../color/AdobeRGB1998.icc" --embedded=false
vips copy adobe.v "$here/tiff-icc.tif[compression=deflate]"

# HEIF: heif-enc (HEVC through x265, AV1 through aom for -A); it stores the picture as a grid of
# tiles. irot and imir are added by add-transform.py (heif-enc has no option for them); the
# EXIF Orientation 6 that heif-enc copies from aitz.jpg stays, and must be ignored.
heif-enc -q 60 base.png -o "$here/heic-photo.heic"
heif-enc -q 60 alpha.png -o "$here/heic-alpha.heic"
heif-enc -A -q 60 base.png -o "$here/avif-photo.avif"
vips copy "$here/../color/AdobeRGB1998.png" adobe.png
heif-enc -q 70 adobe.png -o "$here/heic-icc.heic"
heif-enc -q 60 aitz.jpg -o turned.heic
python3 "$here/add-transform.py" turned.heic "$here/heic-irot3.heic" irot=3
python3 "$here/add-transform.py" turned.heic "$here/heic-imir-irot1.heic" imir=0 irot=1
# Grey with unassociated alpha (libtiff's RGBA reader does not premultiply grey itself).
vips extract_band alpha.png g.v 1 --n 1 && vips extract_band alpha.png a1.v 3 && vips bandjoin "g.v a1.v" ga.v
vips copy ga.v "$here/tiff-grey-alpha.tif[compression=deflate]"
