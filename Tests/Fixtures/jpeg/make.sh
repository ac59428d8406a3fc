#!/bin/sh
# Makes this folder's generated JPEGs from our own committed ladybird photos (mate-backgrounds'
# LadyBird.jpg, see README.md) with Debian tools only — libjpeg-turbo-progs (cjpeg, djpeg,
# jpegtran), ImageMagick, Little CMS (liblcms2-dev, gcc) — then writes their manifest entries
# with describe.py (exiftool, identify, djpeg). Tessera is never run.
#   sh Tests/Fixtures/jpeg/make.sh
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A CMYK profile of our own (../color/make-cmyk-profile.c with a 14-point A2B grid: 540 KB), so
# jpegtran splits it over nine APP2 chunks; the image is RGB, so the profile does not fit it.
gcc ../color/make-cmyk-profile.c -llcms2 -lm -o "$tmp/make-cmyk-profile"
"$tmp/make-cmyk-profile" "$tmp/press-fine.icc" 14 "Tessera test press, fine grid (gamma 1.8 inks)"
jpegtran -copy all -icc "$tmp/press-fine.icc" -outfile ladybird_icc_9_app2.jpg ladybird_baseline_420.jpg

# A grey JPEG carrying an RGB (sRGB) profile of our own, made by Little CMS.
gcc make-srgb-profile.c -llcms2 -o "$tmp/make-srgb-profile"
"$tmp/make-srgb-profile" "$tmp/srgb.icc"
jpegtran -copy all -icc "$tmp/srgb.icc" -outfile ladybird_gray_srgb_icc.jpg ladybird_gray.jpg

# Tiny sizes around the 8×8 block and the 16×16 MCU (baseline 4:2:0).
djpeg -ppm -outfile "$tmp/ladybird.ppm" ladybird_baseline_444.jpg
for n in 2 4 5 9 17 33; do
    convert "$tmp/ladybird.ppm" -resize "${n}x${n}!" "$tmp/small.ppm"
    cjpeg -quality 90 -outfile "ladybird_size_${n}x${n}.jpg" "$tmp/small.ppm"
done

# Grey: one column 1000 rows high; 16×24 with its only component sampled 2×2.
convert "$tmp/ladybird.ppm" -colorspace Gray -resize '1x1000!' "$tmp/long.pgm"
cjpeg -grayscale -quality 90 -outfile ladybird_gray_long_1x1000.jpg "$tmp/long.pgm"
convert "$tmp/ladybird.ppm" -colorspace Gray -resize '16x24!' "$tmp/small.pgm"
cjpeg -grayscale -sample 2x2 -quality 90 -outfile ladybird_gray_16x24_sampling2x2.jpg "$tmp/small.pgm"

# A hundred junk bytes (1, 2, … 100) between the last scan and EOI: libjpeg decodes the picture
# and warns of the bytes its entropy decoder did not read ahead.
python3 - <<'PY'
data = open('ladybird_baseline_420.jpg', 'rb').read()
assert data.endswith(b'\xff\xd9')
open('ladybird_extraneous_before_eoi.jpg', 'wb').write(data[:-2] + bytes(range(1, 101)) + data[-2:])
PY

python3 describe.py manifest.json derived-ladybird \
    ladybird_icc_9_app2.jpg "ladybird_baseline_420.jpg + jpegtran -copy all -icc of a CMYK profile made by ../color/make-cmyk-profile.c (14-point grid, 540,656 bytes) (make.sh)" \
        "an ICC profile of our own split over nine APP2 segments before the frame: a CMYK profile in an RGB image" \
    ladybird_gray_srgb_icc.jpg "ladybird_gray.jpg + jpegtran -copy all -icc of Little CMS's sRGB profile (make-srgb-profile.c) (make.sh)" \
        "grey JPEG with an RGB (sRGB) profile" \
    ladybird_size_2x2.jpg "ladybird_baseline_444.jpg resized to 2x2 (ImageMagick), cjpeg -quality 90 (make.sh)" "tiny: smaller than a block" \
    ladybird_size_4x4.jpg "ladybird_baseline_444.jpg resized to 4x4 (ImageMagick), cjpeg -quality 90 (make.sh)" "tiny: smaller than a block" \
    ladybird_size_5x5.jpg "ladybird_baseline_444.jpg resized to 5x5 (ImageMagick), cjpeg -quality 90 (make.sh)" "tiny, odd: smaller than a block" \
    ladybird_size_9x9.jpg "ladybird_baseline_444.jpg resized to 9x9 (ImageMagick), cjpeg -quality 90 (make.sh)" "one pixel over a block" \
    ladybird_size_17x17.jpg "ladybird_baseline_444.jpg resized to 17x17 (ImageMagick), cjpeg -quality 90 (make.sh)" "one pixel over an MCU" \
    ladybird_size_33x33.jpg "ladybird_baseline_444.jpg resized to 33x33 (ImageMagick), cjpeg -quality 90 (make.sh)" "one pixel over two MCUs" \
    ladybird_gray_long_1x1000.jpg "ladybird_baseline_444.jpg in grey resized to 1x1000 (ImageMagick), cjpeg -grayscale -quality 90 (make.sh)" \
        "grey, one pixel wide and 1000 high" \
    ladybird_gray_16x24_sampling2x2.jpg "ladybird_baseline_444.jpg in grey resized to 16x24 (ImageMagick), cjpeg -grayscale -sample 2x2 (make.sh)" \
        "grey with its single component sampled 2x2 (one sample a pixel all the same)" \
    ladybird_extraneous_before_eoi.jpg "ladybird_baseline_420.jpg with the bytes 1..100 inserted before EOI (make.sh)" \
        "100 junk bytes before EOI: libjpeg warns and decodes the whole picture"

# djpeg's grey levels of the small grey files, one line a file (ColorSpaceDecodeTests reads them).
for f in ladybird_gray_long_1x1000.jpg ladybird_gray_16x24_sampling2x2.jpg; do
    printf '%s %s\n' "$f" "$(djpeg -pnm "$f" | python3 -c 'import sys; d = sys.stdin.buffer.read(); h = d.split(b"\n", 3); print(" ".join(str(b) for b in h[3]))')"
done > djpeg-grey.txt
