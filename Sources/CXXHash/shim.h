#ifndef THEMESHOT_CXXHASH_SHIM_H
#define THEMESHOT_CXXHASH_SHIM_H
/* The system's xxHash (Debian's libxxhash-dev, Homebrew's xxhash): XXH3-128 for sidecar
   format 3's pixel hash. */
#include <xxhash.h>
#if defined(__x86_64__) && defined(__linux__) && __has_include(<xxh_x86dispatch.h>)
#include <xxh_x86dispatch.h>
#define THEMESHOT_XXH3_DISPATCH 1
#endif

/* XXH3-128 (seed 0) of `length` bytes. On x86-64 Linux, through the library's run-time
   dispatch (AVX-512, AVX2 or SSE2, whichever the CPU has): Debian's plain XXH3_128bits is
   built for SSE2 only and ran at 8 GB/s where the dispatched one ran at 22. Every vector
   width gives the same hash, as XXH3 defines it. */
static inline XXH128_hash_t themeshot_xxh3_128(const void *bytes, size_t length) {
#ifdef THEMESHOT_XXH3_DISPATCH
  return XXH3_128bits_dispatch(bytes, length);
#else
  return XXH3_128bits(bytes, length);
#endif
}
#endif
