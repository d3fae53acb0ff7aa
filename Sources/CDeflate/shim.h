#ifndef THEMESHOT_CDEFLATE_SHIM_H
#define THEMESHOT_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
