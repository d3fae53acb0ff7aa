#ifndef THEMESHOT_CXXHASH_SHIM_H
#define THEMESHOT_CXXHASH_SHIM_H
/* The system's xxHash (Debian's libxxhash-dev, Homebrew's xxhash): XXH3-128 for sidecar
   format 3's pixel hash. */
#include <xxhash.h>
#endif
