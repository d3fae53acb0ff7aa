#ifndef THEMESHOT_CFONTCONFIG_SHIM_H
#define THEMESHOT_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>

/* Property names (string macros) as constants, so the Swift wrapper spells each once. */
static const char *const themeshot_fc_family = FC_FAMILY;
static const char *const themeshot_fc_style = FC_STYLE;
static const char *const themeshot_fc_file = FC_FILE;
static const char *const themeshot_fc_index = FC_INDEX;
static const char *const themeshot_fc_weight = FC_WEIGHT;
static const char *const themeshot_fc_slant = FC_SLANT;
static const char *const themeshot_fc_width = FC_WIDTH;
static const char *const themeshot_fc_postscript_name = FC_POSTSCRIPT_NAME;
static const char *const themeshot_fc_variable = FC_VARIABLE;
static const int themeshot_fc_slant_roman = FC_SLANT_ROMAN;
#endif
