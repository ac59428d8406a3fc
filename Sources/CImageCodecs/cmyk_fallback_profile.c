// The CMYK profile a CMYK photo without one is read through, as libvips reads it: libvips's
// fallback "Chemical proof" (Graeme W. Gill, released into the public domain), kept as a 9×9×9×9
// grid of CMYK → CIELab samples (cmyk_fallback_table.h, made by
// Scripts/cmyk-fallback/make-cmyk-fallback.c) from which Little CMS builds an ICC v4 input
// profile (an A2B0 lookup table, D50 white) at run time: 118 kB of source instead of the
// original's 961 kB, ΔE2000 0.17 from it on average.

#include "CImageCodecs.h"
#include "cmyk_fallback_table.h"
#include <lcms2.h>
#include <stdlib.h>
#include <string.h>

static int copy_sample(const cmsUInt16Number in[], cmsUInt16Number out[], void *cargo) {
    (void)in;
    size_t *next = cargo;
    for (int i = 0; i < 3; i++) out[i] = tessera_cmyk_fallback_table[(*next)++];
    return 1;
}

tessera_status tessera_cmyk_fallback_profile(uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    cmsContext context = cmsCreateContext(NULL, NULL);
    if (context == NULL) return TESSERA_STATUS_NO_MEMORY;
    tessera_status status = TESSERA_STATUS_ERROR;
    cmsHPROFILE profile = NULL;
    cmsPipeline *pipeline = NULL;
    cmsMLU *description = NULL, *copyright = NULL;
    pipeline = cmsPipelineAlloc(context, 4, 3);
    cmsStage *clut = cmsStageAllocCLut16bit(context, tessera_cmyk_fallback_grid, 4, 3, NULL);
    size_t next = 0;
    if (pipeline == NULL || clut == NULL || !cmsStageSampleCLut16bit(clut, copy_sample, &next, 0)
        || next != sizeof tessera_cmyk_fallback_table / sizeof tessera_cmyk_fallback_table[0]
        || !cmsPipelineInsertStage(pipeline, cmsAT_BEGIN, clut)) {
        if (clut != NULL && pipeline != NULL && cmsPipelineStageCount(pipeline) == 0) cmsStageFree(clut);
        goto done;
    }
    // An mAB tag is written as curves, CLUT, curves: identity curves on either side.
    cmsStage *before = cmsStageAllocToneCurves(context, 4, NULL), *after = cmsStageAllocToneCurves(context, 3, NULL);
    if (before == NULL || after == NULL || !cmsPipelineInsertStage(pipeline, cmsAT_BEGIN, before)
        || !cmsPipelineInsertStage(pipeline, cmsAT_END, after)) {
        goto done;
    }
    profile = cmsCreateProfilePlaceholder(context);
    description = cmsMLUalloc(context, 1);
    copyright = cmsMLUalloc(context, 1);
    if (profile == NULL || description == NULL || copyright == NULL) goto done;
    cmsSetProfileVersion(profile, 4.3);
    cmsSetDeviceClass(profile, cmsSigInputClass);
    cmsSetColorSpace(profile, cmsSigCmykData);
    cmsSetPCS(profile, cmsSigLabData);
    cmsSetHeaderRenderingIntent(profile, INTENT_RELATIVE_COLORIMETRIC);
    cmsMLUsetASCII(description, "en", "US", "Chemical proof (libvips's CMYK fallback), 9-point grid");
    cmsMLUsetASCII(copyright, "en", "US", "Created by Graeme W. Gill. Released into the public domain. No Warranty, Use at your own risk.");
    if (!cmsWriteTag(profile, cmsSigAToB0Tag, pipeline) || !cmsWriteTag(profile, cmsSigMediaWhitePointTag, cmsD50_XYZ())
        || !cmsWriteTag(profile, cmsSigProfileDescriptionTag, description) || !cmsWriteTag(profile, cmsSigCopyrightTag, copyright)) {
        goto done;
    }
    cmsUInt32Number size = 0;
    if (!cmsSaveProfileToMem(profile, NULL, &size) || size == 0) goto done;
    uint8_t *bytes = malloc(size);
    if (bytes == NULL) { status = TESSERA_STATUS_NO_MEMORY; goto done; }
    if (!cmsSaveProfileToMem(profile, bytes, &size)) { free(bytes); goto done; }
    *out = bytes;
    *out_size = size;
    status = TESSERA_STATUS_OK;
done:
    if (description != NULL) cmsMLUfree(description);
    if (copyright != NULL) cmsMLUfree(copyright);
    if (pipeline != NULL) cmsPipelineFree(pipeline);
    if (profile != NULL) cmsCloseProfile(profile);
    cmsDeleteContext(context);
    return status;
}
