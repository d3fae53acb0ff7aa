#ifndef THEMESHOT_CFREETYPE_SHIM_H
#define THEMESHOT_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_GLYPH_H
#include FT_SYNTHESIS_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#endif
