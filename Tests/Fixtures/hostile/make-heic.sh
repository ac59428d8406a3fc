#!/usr/bin/env bash
# Makes heic-4096-coded-as-64.heic: a flat grey 4096×4096 picture encoded by heif-enc
# (libheif-examples 1.15, x265), whose ispe is then rewritten to say 64×64. libheif decodes the
# coded 4096×4096 picture whatever the ispe says (issue 36, point 3); Tessera's probe refuses it.
# Needs ImageMagick (convert-im6.q16), heif-enc and python3. Usage: make-heic.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
convert-im6.q16 -size 4096x4096 xc:'#808080' "$work/flat.png"
heif-enc -q 10 "$work/flat.png" -o "$work/flat.heic" >/dev/null
python3 - "$work/flat.heic" "$here/heic-4096-coded-as-64.heic" <<'PY'
import sys
data = open(sys.argv[1], 'rb').read()
ispe = b'ispe' + bytes(4) + (4096).to_bytes(4, 'big') * 2
assert data.count(ispe) == 1, 'expected one 4096×4096 ispe'
open(sys.argv[2], 'wb').write(data.replace(ispe, b'ispe' + bytes(4) + (64).to_bytes(4, 'big') * 2))
PY
