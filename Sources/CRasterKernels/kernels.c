#include "CRasterKernels.h"

// Scalar forms of Raster's Blend.scale / Blend.over: two channels per 32-bit word, rounded
// x / 255 as (y + (y >> 8)) >> 8 with y = x + 128. Used for the pixels after the last full
// vector and off x86-64.
static inline uint32_t ts_scale(uint32_t c, uint32_t a) {
  uint32_t rb = (c & 0x00FF00FFu) * a + 0x00800080u;
  rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
  uint32_t ag = ((c >> 8) & 0x00FF00FFu) * a + 0x00800080u;
  ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
  return rb | ag;
}

static inline uint32_t ts_over(uint32_t s, uint32_t d) { return s + ts_scale(d, 255u - (s >> 24)); }

static void ts_solid_scalar(uint32_t *p, uint32_t *end, uint32_t color) {
  uint32_t inv = 255u - (color >> 24);
  for (; p < end; p++) *p = color + ts_scale(*p, inv);
}

static void ts_mask_scalar(uint32_t *p, const uint8_t *m, uint32_t *end, uint32_t color) {
  for (; p < end; p++, m++) {
    uint32_t v = *m;
    if (v != 0) *p = ts_over(v == 255 ? color : ts_scale(color, v), *p);
  }
}

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#include <string.h>

int ts_raster_has_avx2(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
  // OSXSAVE (bit 27) and AVX (bit 28), then XCR0 must enable the XMM and YMM state.
  if ((c & (1u << 27)) == 0 || (c & (1u << 28)) == 0) return 0;
  unsigned lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  if ((lo & 6u) != 6u) return 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
  return (b & (1u << 5)) != 0;
}

// Rounded x / 255 per 16-bit lane for x ≤ 255², as the high half of (x + 128) × 257
// (Blend.div255).
__attribute__((target("avx2"))) static inline __m256i ts_div255(__m256i x) {
  return _mm256_mulhi_epu16(_mm256_add_epi16(x, _mm256_set1_epi16(128)), _mm256_set1_epi16(257));
}

// Each channel of eight pixels × m (a value per 16-bit lane) / 255 (Blend.scale(_:_:) on quads).
__attribute__((target("avx2"))) static inline __m256i ts_scale8(__m256i p, __m256i m) {
  const __m256i lo = _mm256_set1_epi32(0x00FF00FF);
  __m256i rb = ts_div255(_mm256_mullo_epi16(_mm256_and_si256(p, lo), m));
  __m256i ag = ts_div255(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(p, 8), lo), m));
  return _mm256_or_si256(rb, _mm256_slli_epi32(ag, 8));
}

// Eight premultiplied sources over eight destination pixels (Blend.over on quads).
__attribute__((target("avx2"))) static inline __m256i ts_over8(__m256i s, __m256i d) {
  __m256i a = _mm256_srli_epi32(s, 24);
  __m256i inv = _mm256_sub_epi16(_mm256_set1_epi16(255), _mm256_or_si256(a, _mm256_slli_epi32(a, 16)));
  return _mm256_add_epi32(s, ts_scale8(d, inv));
}

__attribute__((target("avx2"))) static void ts_solid_avx2(uint32_t *dst, long count, uint32_t color) {
  const __m256i c = _mm256_set1_epi32((int)color);
  const __m256i iv = _mm256_set1_epi16((short)(255u - (color >> 24)));
  uint32_t *p = dst, *end = dst + count;
  // Two vectors a step, as the Swift kernel does two quads.
  for (; end - p >= 16; p += 16) {
    __m256i a = _mm256_loadu_si256((const __m256i *)p);
    __m256i b = _mm256_loadu_si256((const __m256i *)(p + 8));
    _mm256_storeu_si256((__m256i *)p, _mm256_add_epi32(c, ts_scale8(a, iv)));
    _mm256_storeu_si256((__m256i *)(p + 8), _mm256_add_epi32(c, ts_scale8(b, iv)));
  }
  if (end - p >= 8) {
    __m256i a = _mm256_loadu_si256((const __m256i *)p);
    _mm256_storeu_si256((__m256i *)p, _mm256_add_epi32(c, ts_scale8(a, iv)));
    p += 8;
  }
  ts_solid_scalar(p, end, color);
}

__attribute__((target("avx2"))) static void ts_mask_avx2(
    uint32_t *dst, const uint8_t *mask, long count, uint32_t color) {
  const __m256i c = _mm256_set1_epi32((int)color);
  const int opaque = (color >> 24) == 255;
  uint32_t *p = dst, *end = dst + count;
  const uint8_t *m = mask;
  for (; end - p >= 8; p += 8, m += 8) {
    uint64_t m8;
    memcpy(&m8, m, 8);
    if (m8 == 0) continue;
    if (m8 == ~(uint64_t)0 && opaque) {
      _mm256_storeu_si256((__m256i *)p, c);
      continue;
    }
    // Each mask byte into both 16-bit lanes of its pixel's word.
    __m256i w = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)m8));
    __m256i ml = _mm256_or_si256(w, _mm256_slli_epi32(w, 16));
    __m256i d = _mm256_loadu_si256((const __m256i *)p);
    _mm256_storeu_si256((__m256i *)p, ts_over8(ts_scale8(c, ml), d));
  }
  ts_mask_scalar(p, m, end, color);
}

void ts_raster_blend_solid(uint32_t *dst, long count, uint32_t color) {
  ts_solid_avx2(dst, count, color);
}

void ts_raster_blend_mask(uint32_t *dst, const uint8_t *mask, long count, uint32_t color) {
  ts_mask_avx2(dst, mask, count, color);
}

#else

int ts_raster_has_avx2(void) { return 0; }

void ts_raster_blend_solid(uint32_t *dst, long count, uint32_t color) {
  ts_solid_scalar(dst, dst + count, color);
}

void ts_raster_blend_mask(uint32_t *dst, const uint8_t *mask, long count, uint32_t color) {
  ts_mask_scalar(dst, mask, dst + count, color);
}

#endif
