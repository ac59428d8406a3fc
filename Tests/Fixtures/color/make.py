#!/usr/bin/env python3
"""Makes the colour-management fixtures with libvips (pyvips), whose conversions are Little CMS's:
an sRGB original, and the same picture converted into Adobe RGB (1998), ProPhoto RGB and Wide Gamut
RGB with the profile embedded (PNG iCCP; JPEG APP2, quality 98, no chroma subsampling), the same
converted pixels without the profile (what an unmanaged viewer shows), and a JPEG whose embedded
profile is damaged. Run from this folder: python3 make.py (needs pyvips and libvips 8.14)."""
import pyvips

source = pyvips.Image.thumbnail("../../../SampleImages/Close-ups/umang.jpg", 96).copy_memory()
source = source.colourspace("srgb")
source.pngsave("original.png", strip=True)
for name in ("AdobeRGB1998", "ProPhotoRGB", "WideGamutRGB"):
    converted = source.icc_transform(f"{name}.icc", input_profile="srgb", intent="relative", embedded=False)
    converted = converted.cast("uchar")
    converted.pngsave(f"{name}.png")                       # keeps icc-profile-data: iCCP
    converted.jpegsave(f"{name}.jpg", Q=98, subsample_mode="off")
    converted.pngsave(f"{name}-untagged.png", strip=True)  # the same pixels, no profile

# A damaged profile: the ICC signature 'acsp' at offset 36 of the profile overwritten.
data = bytearray(open("AdobeRGB1998.jpg", "rb").read())
start = data.index(b"ICC_PROFILE\0") + 14
assert data[start + 36:start + 40] == b"acsp"
data[start + 36:start + 40] = b"xxxx"
open("broken-profile.jpg", "wb").write(bytes(data))
