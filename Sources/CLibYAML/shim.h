#ifndef THEMESHOT_CLIBYAML_SHIM_H
#define THEMESHOT_CLIBYAML_SHIM_H
/* libyaml's event parser (Debian's libyaml-dev). Named CLibYAML: Yams builds its own copy
   of libyaml as a module named CYaml. */
#include <yaml.h>
#endif
