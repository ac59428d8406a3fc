// Finds the 8 bytes x at [n-12, n-4) such that, with y at [n-4, n) chosen to force the CRC-32,
// the whole buffer has the target Adler-32 too. Reads the buffer from argv[1], writes argv[2].
// The 12 bytes move Adler's sums by at most 3060 and 19890: the caller first pads the buffer
// so that the targets lie near the middle of those ranges (make-known-incorrect-srgb.py).
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
static uint32_t T[256]; static uint8_t R[256];
int main(int argc, char **argv) {
    for (uint32_t i = 0; i < 256; i++) { uint32_t c = i; for (int k = 0; k < 8; k++) c = c & 1 ? (c >> 1) ^ 0xEDB88320u : c >> 1; T[i] = c; R[c >> 24] = (uint8_t)i; }
    FILE *f = fopen(argv[1], "rb"); static uint8_t b[1 << 16]; size_t n = fread(b, 1, sizeof b, f); fclose(f);
    const uint32_t targetCRC = 0x182ea552u, targetA = 0xf3fb, targetB = 0xf784, M = 65521;
    memset(b + n - 12, 0, 12);
    uint32_t reg = 0xFFFFFFFFu;
    for (size_t i = 0; i < n - 12; i++) reg = (reg >> 8) ^ T[(reg ^ b[i]) & 0xFF];
    uint64_t A0 = 1, B0 = 0;
    for (size_t i = 0; i < n; i++) { A0 = (A0 + b[i]) % M; B0 = (B0 + A0) % M; }
    // The register needed before the last 4 bytes, read backwards from the final one.
    uint32_t need = ~targetCRC;
    for (int k = 0; k < 4; k++) { uint8_t j = R[need >> 24]; need = ((need ^ T[j]) << 8) | j; }
    uint64_t w[12]; for (int k = 0; k < 12; k++) w[k] = n - (n - 12 + k);   // weight of byte n-12+k in B
    // x runs through a xorshift sequence, so all 8 bytes vary (their sums spread widely).
    uint64_t x = 0x9E3779B97F4A7C15ull;
    for (uint64_t tries = 0; tries < (1ull << 36); tries++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        uint8_t xb[8]; uint32_t r = reg; uint64_t A = A0, B = B0;
        for (int k = 0; k < 8; k++) { xb[k] = (uint8_t)(x >> (8 * k)); r = (r >> 8) ^ T[(r ^ xb[k]) & 0xFF]; A += xb[k]; B += w[k] * xb[k]; }
        uint32_t y = need ^ r;
        for (int k = 0; k < 4; k++) { uint8_t yb = (uint8_t)(y >> (8 * k)); A += yb; B += w[8 + k] * yb; }
        if (A % M == targetA && B % M == targetB) {
            memcpy(b + n - 12, xb, 8); for (int k = 0; k < 4; k++) b[n - 4 + k] = (uint8_t)(y >> (8 * k));
            f = fopen(argv[2], "wb"); fwrite(b, 1, n, f); fclose(f); printf("found after %llu tries\n", (unsigned long long)tries); return 0;
        }
    }
    return 1;
}
