#!/bin/sh
# Makes this folder's orientation set from our own committed photos, with Debian tools only —
# libjpeg-turbo-progs (djpeg, cjpeg, jpegtran), ImageMagick, exiftool (libimage-exiftool-perl) —
# then writes their manifest entries with ../jpeg/describe.py (exiftool, identify, djpeg).
# Tessera is never run.
#
# Each picture is stored as orientation N asks: the upright picture turned by the inverse of N's
# display transform, losslessly (jpegtran -perfect, sizes multiples of the 16×16 MCU), then the
# EXIF Orientation N written by exiftool. Shown as N says, every file is the upright picture.
#   sh Tests/Fixtures/orientation/make.sh
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Upright landscape 256×160 (from ../jpeg/ladybird_baseline_444.jpg) and portrait 160×240 (the
# middle of ../png/yellowflower_rgb8.png).
djpeg -ppm -outfile "$tmp/ladybird.ppm" ../jpeg/ladybird_baseline_444.jpg
convert "$tmp/ladybird.ppm" -resize '256x160!' "$tmp/land.ppm"
cjpeg -quality 90 -outfile "$tmp/land.jpg" "$tmp/land.ppm"
convert ../png/yellowflower_rgb8.png -gravity center -crop 200x300+0+0 +repage -resize '160x240!' "$tmp/port.ppm"
cjpeg -quality 90 -outfile "$tmp/port.jpg" "$tmp/port.ppm"

# The stored picture for orientation N: the inverse of what a viewer does to show it.
transform() {
    case $1 in
        2) echo "-flip horizontal" ;;
        3) echo "-rotate 180" ;;
        4) echo "-flip vertical" ;;
        5) echo "-transpose" ;;
        6) echo "-rotate 270" ;;
        7) echo "-transverse" ;;
        8) echo "-rotate 90" ;;
        *) echo "" ;;
    esac
}

set --
for n in 0 1 2 3 4 5 6 7 8; do
    for kind in land port; do
        if [ $kind = land ]; then order=II; name="ladybird_land_II_o$n.jpg"; else order=MM; name="yellowflower_port_MM_o$n.jpg"; fi
        # shellcheck disable=SC2046
        jpegtran -copy none -perfect $(transform $n) -outfile "$tmp/stored.jpg" "$tmp/$kind.jpg"
        rm -f "$name"
        exiftool -q -n -ExifByteOrder=$order "-Orientation#=$n" -o "$name" "$tmp/stored.jpg"
        if [ $kind = land ]; then what="ladybird_baseline_444.jpg resized to 256x160 (ImageMagick), cjpeg -quality 90"
        else what="yellowflower_rgb8.png, its middle 200x300 resized to 160x240 (ImageMagick), cjpeg -quality 90"; fi
        turn=$(transform $n)
        set -- "$@" "$name" "$what, jpegtran -perfect ${turn:-(not turned)}, exiftool -ExifByteOrder=$order -Orientation#=$n (make.sh)" \
            "orientation set: $order EXIF, orientation $n; shown as it says, the upright picture"
    done
done
python3 ../jpeg/describe.py manifest.json derived-orientation-set "$@"
