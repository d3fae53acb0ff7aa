// Span kernels for Raster, in C so that an AVX2 body can be chosen at run time without
// compiler flags (the package is used as a dependency: no unsafeFlags). Each kernel computes
// exactly what Raster's Swift kernels (Blend.blendSolid, Blend.blendMask) compute, per
// pixel, in the same 16-bit formulas; the Swift kernels are the plain twins.
#ifndef CRASTERKERNELS_H
#define CRASTERKERNELS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when the AVX2 bodies can run on this CPU (and the OS saves the YMM registers); always 0
/// off x86-64.
int ts_raster_has_avx2(void);

/// A run of one translucent, nonzero color (alpha < 255): d = c + d × (255 − cₐ) / 255 per
/// channel, rounded. Only call when ts_raster_has_avx2() is 1 (elsewhere it is scalar).
void ts_raster_blend_solid(uint32_t *dst, long count, uint32_t color);

/// One color through a coverage mask: d = c·m/255 over d, per pixel.
void ts_raster_blend_mask(uint32_t *dst, const uint8_t *mask, long count, uint32_t color);

#ifdef __cplusplus
}
#endif

#endif
