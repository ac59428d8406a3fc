// An sRGB display profile for tests: Little CMS's built-in sRGB (matrix/TRC, version 4), with
// its own description. Writes OUT.icc. No rights reserved.
// gcc make-srgb-profile.c -llcms2 -o make-srgb-profile && ./make-srgb-profile OUT.icc
#include <lcms2.h>
#include <stdio.h>
int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: make-srgb-profile OUT.icc\n"); return 2; }
    cmsHPROFILE p = cmsCreate_sRGBProfile();
    cmsMLU *desc = cmsMLUalloc(NULL, 1);
    cmsMLUsetASCII(desc, "en", "US", "Tessera test sRGB (Little CMS built-in)");
    cmsWriteTag(p, cmsSigProfileDescriptionTag, desc);
    cmsMLU *copy = cmsMLUalloc(NULL, 1);
    cmsMLUsetASCII(copy, "en", "US", "No copyright, use freely (made for Tessera's tests)");
    cmsWriteTag(p, cmsSigCopyrightTag, copy);
    if (!cmsSaveProfileToFile(p, argv[1])) { fprintf(stderr, "save failed\n"); return 1; }
    return 0;
}
