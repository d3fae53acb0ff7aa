#ifndef THEMESHOT_CPNG_SHIM_H
#define THEMESHOT_CPNG_SHIM_H
#include <png.h>

/* Macros Swift cannot import, as constants. */
static const png_uint_32 themeshot_png_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 themeshot_png_format_rgba_linear = PNG_FORMAT_LINEAR_RGB_ALPHA;
static const png_uint_32 themeshot_png_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 themeshot_png_image_flag_fast = PNG_IMAGE_FLAG_FAST;
static const png_uint_32 themeshot_png_format_flag_linear = PNG_FORMAT_FLAG_LINEAR;
static const png_uint_32 themeshot_png_format_flag_colormap = PNG_FORMAT_FLAG_COLORMAP;
static const png_uint_32 themeshot_png_image_warning = PNG_IMAGE_WARNING;
#endif
