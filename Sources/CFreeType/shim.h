#ifndef THEMESHOT_CFREETYPE_SHIM_H
#define THEMESHOT_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_GLYPH_H
#include FT_SYNTHESIS_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H

/* Macros Swift cannot import (built from other macros or function-like), as constants. */
static const FT_Int32 themeshot_ft_load_outline_unhinted =
    FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_NO_AUTOHINT;
static const FT_Int32 themeshot_ft_load_no_scale = FT_LOAD_NO_SCALE;
static const FT_Long themeshot_ft_style_flag_italic = FT_STYLE_FLAG_ITALIC;
static const FT_Long themeshot_ft_style_flag_bold = FT_STYLE_FLAG_BOLD;
static const FT_Long themeshot_ft_face_flag_scalable = FT_FACE_FLAG_SCALABLE;
static const FT_Int themeshot_ft_pixel_mode_gray = FT_PIXEL_MODE_GRAY;
static const FT_Int themeshot_ft_glyph_format_outline = FT_GLYPH_FORMAT_OUTLINE;
#endif
