#ifndef THEMESHOT_CFONTCONFIG_SHIM_H
#define THEMESHOT_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
