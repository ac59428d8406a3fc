// A CMYK output profile for tests: ink amounts c, m, y, k (0..1) give sRGB
// r = (1-c)^1.8 (1-k)^1.8 ... (a deliberately non-naive press), as Lab through sRGB.
// With no arguments it writes TestPressCMYK.icc (A2B grid of 9 points a side); with
// `OUT.icc POINTS DESCRIPTION` it writes the same press with an A2B grid of POINTS a side
// (../jpeg/make.sh makes a 540 KB one that a JPEG carries in nine APP2 chunks).
#include <lcms2.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
static cmsHTRANSFORM toLab;
static int sampleAToB(const cmsUInt16Number In[], cmsUInt16Number Out[], void *cargo) {
    double c = In[0] / 65535.0, m = In[1] / 65535.0, y = In[2] / 65535.0, k = In[3] / 65535.0;
    double rgb[3] = { pow(1 - c, 1.8) * pow(1 - k, 1.8), pow(1 - m, 1.8) * pow(1 - k, 1.8), pow(1 - y, 1.8) * pow(1 - k, 1.8) };
    cmsCIELab lab;
    cmsDoTransform(toLab, rgb, &lab, 1);
    cmsFloat2LabEncoded(Out, &lab);
    return 1;
}
static int sampleBToA(const cmsUInt16Number In[], cmsUInt16Number Out[], void *cargo) {
    // Lab -> rgb -> cmy (no black), inverting the press: c = 1 - r^(1/1.8)
    cmsCIELab lab; cmsLabEncoded2Float(&lab, In);
    double rgb[3];
    cmsDoTransform((cmsHTRANSFORM)cargo, &lab, rgb, 1);
    for (int i = 0; i < 3; i++) { double v = rgb[i] < 0 ? 0 : rgb[i] > 1 ? 1 : rgb[i]; Out[i] = (cmsUInt16Number)((1 - pow(v, 1 / 1.8)) * 65535 + 0.5); }
    Out[3] = 0;
    return 1;
}
int main(int argc, char **argv) {
    const char *out = argc > 3 ? argv[1] : "TestPressCMYK.icc";
    int points = argc > 3 ? atoi(argv[2]) : 9;
    const char *description = argc > 3 ? argv[3] : "Tessera test press (gamma 1.8 inks)";
    cmsHPROFILE srgb = cmsCreate_sRGBProfile(), lab = cmsCreateLab4Profile(NULL);
    toLab = cmsCreateTransform(srgb, TYPE_RGB_DBL, lab, TYPE_Lab_DBL, INTENT_RELATIVE_COLORIMETRIC, 0);
    cmsHTRANSFORM fromLab = cmsCreateTransform(lab, TYPE_Lab_DBL, srgb, TYPE_RGB_DBL, INTENT_RELATIVE_COLORIMETRIC, 0);
    cmsHPROFILE p = cmsCreateProfilePlaceholder(NULL);
    cmsSetProfileVersion(p, 4.3);
    cmsSetDeviceClass(p, cmsSigOutputClass);
    cmsSetColorSpace(p, cmsSigCmykData);
    cmsSetPCS(p, cmsSigLabData);
    cmsMLU *desc = cmsMLUalloc(NULL, 1);
    cmsMLUsetASCII(desc, "en", "US", description);
    cmsWriteTag(p, cmsSigProfileDescriptionTag, desc);
    cmsMLU *copy = cmsMLUalloc(NULL, 1);
    cmsMLUsetASCII(copy, "en", "US", "No copyright, use freely (made for Tessera's tests)");
    cmsWriteTag(p, cmsSigCopyrightTag, copy);
    cmsWriteTag(p, cmsSigMediaWhitePointTag, cmsD50_XYZ());
    cmsPipeline *a2b = cmsPipelineAlloc(NULL, 4, 3);
    cmsStage *clut = cmsStageAllocCLut16bit(NULL, points, 4, 3, NULL);
    cmsStageSampleCLut16bit(clut, sampleAToB, NULL, 0);
    cmsPipelineInsertStage(a2b, cmsAT_BEGIN, cmsStageAllocToneCurves(NULL, 4, NULL));
    cmsPipelineInsertStage(a2b, cmsAT_END, clut);
    cmsPipelineInsertStage(a2b, cmsAT_END, cmsStageAllocToneCurves(NULL, 3, NULL));
    cmsWriteTag(p, cmsSigAToB0Tag, a2b);
    cmsPipeline *b2a = cmsPipelineAlloc(NULL, 3, 4);
    cmsStage *clut2 = cmsStageAllocCLut16bit(NULL, 17, 3, 4, NULL);
    cmsStageSampleCLut16bit(clut2, sampleBToA, fromLab, 0);
    cmsPipelineInsertStage(b2a, cmsAT_BEGIN, cmsStageAllocToneCurves(NULL, 3, NULL));
    cmsPipelineInsertStage(b2a, cmsAT_END, clut2);
    cmsPipelineInsertStage(b2a, cmsAT_END, cmsStageAllocToneCurves(NULL, 4, NULL));
    cmsWriteTag(p, cmsSigBToA0Tag, b2a);
    cmsWriteTag(p, cmsSigBToA1Tag, b2a);
    cmsWriteTag(p, cmsSigAToB1Tag, a2b);
    if (!cmsSaveProfileToFile(p, out)) { fprintf(stderr, "save failed\n"); return 1; }
    return 0;
}
