#ifndef THEMESHOT_CHARFBUZZ_SHIM_H
#define THEMESHOT_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
