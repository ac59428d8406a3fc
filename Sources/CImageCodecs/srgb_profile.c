// The sRGB ICC profile Tessera embeds in what it writes (a JPEG's APP2, a PDF's ICCBased colour
// space and output intent), made by Little CMS from the sRGB definition (IEC 61966-2-1: D65 white,
// the Rec. 709 primaries, the piecewise curve) as an ICC version 2 profile, which every reader
// takes: one 1024-entry curve shared by the three channels, so it stays under 3 KB. Its creation
// date is fixed, so the same profile bytes come out on every run.

#include "CImageCodecs.h"
#include <lcms2.h>
#include <stdlib.h>
#include <string.h>

enum { curve_entries = 1024 };

tessera_status tessera_srgb_profile(uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    cmsContext context = cmsCreateContext(NULL, NULL);
    if (context == NULL) return TESSERA_STATUS_NO_MEMORY;
    tessera_status status = TESSERA_STATUS_ERROR;
    cmsToneCurve *parametric = NULL, *curve = NULL;
    cmsHPROFILE profile = NULL;
    cmsMLU *description = NULL, *copyright = NULL;
    // sRGB's curve, y = ((x + 0.055) / 1.055)^2.4 above 0.04045, x / 12.92 below (type 4).
    const cmsFloat64Number parameters[5] = {2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045};
    parametric = cmsBuildParametricToneCurve(context, 4, parameters);
    if (parametric == NULL) goto done;
    cmsUInt16Number table[curve_entries];
    for (int i = 0; i < curve_entries; i++) {
        cmsFloat32Number value = cmsEvalToneCurveFloat(parametric, (cmsFloat32Number)i / (curve_entries - 1));
        double scaled = value * 65535.0 + 0.5;
        table[i] = (cmsUInt16Number)(scaled < 0 ? 0 : (scaled > 65535 ? 65535 : scaled));
    }
    curve = cmsBuildTabulatedToneCurve16(context, curve_entries, table);
    if (curve == NULL) goto done;
    const cmsCIExyY white = {0.3127, 0.3290, 1.0};
    const cmsCIExyYTRIPLE primaries = {{0.6400, 0.3300, 1.0}, {0.3000, 0.6000, 1.0}, {0.1500, 0.0600, 1.0}};
    cmsToneCurve *curves[3] = {curve, curve, curve};
    profile = cmsCreateRGBProfileTHR(context, &white, &primaries, curves);
    if (profile == NULL) goto done;
    cmsSetProfileVersion(profile, 2.1);
    description = cmsMLUalloc(context, 1);
    copyright = cmsMLUalloc(context, 1);
    if (description == NULL || copyright == NULL) goto done;
    cmsMLUsetASCII(description, "en", "US", "sRGB IEC61966-2.1");
    cmsMLUsetASCII(copyright, "en", "US", "No copyright, use freely");
    if (!cmsWriteTag(profile, cmsSigProfileDescriptionTag, description)) goto done;
    if (!cmsWriteTag(profile, cmsSigCopyrightTag, copyright)) goto done;
    // One curve stored once, the green and blue entries pointing at the red one.
    if (!cmsLinkTag(profile, cmsSigGreenTRCTag, cmsSigRedTRCTag)) goto done;
    if (!cmsLinkTag(profile, cmsSigBlueTRCTag, cmsSigRedTRCTag)) goto done;
    cmsSetHeaderRenderingIntent(profile, INTENT_PERCEPTUAL);
    cmsUInt32Number size = 0;
    if (!cmsSaveProfileToMem(profile, NULL, &size) || size < 128) goto done;
    uint8_t *bytes = malloc(size);
    if (bytes == NULL) {
        status = TESSERA_STATUS_NO_MEMORY;
        goto done;
    }
    if (!cmsSaveProfileToMem(profile, bytes, &size)) {
        free(bytes);
        goto done;
    }
    // The creation date (bytes 24-35: year, month, day, hour, minute, second) fixed at
    // 2026-01-01 00:00:00, and no profile ID (bytes 84-99), so every run writes the same bytes.
    const uint8_t date[12] = {0x07, 0xEA, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0};
    memcpy(bytes + 24, date, sizeof date);
    memset(bytes + 84, 0, 16);
    *out = bytes;
    *out_size = size;
    status = TESSERA_STATUS_OK;
done:
    if (description) cmsMLUfree(description);
    if (copyright) cmsMLUfree(copyright);
    if (profile) cmsCloseProfile(profile);
    if (curve) cmsFreeToneCurve(curve);
    if (parametric) cmsFreeToneCurve(parametric);
    cmsDeleteContext(context);
    return status;
}
