#ifndef THEMESHOT_CJPEG_SHIM_H
#define THEMESHOT_CJPEG_SHIM_H
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

/* libjpeg reports errors by calling error_exit, which must not return; the documented way
   out (libjpeg's example.c) is longjmp, which Swift cannot call. These two functions hold
   the setjmp and hand Swift a status code and libjpeg's message instead. */

struct themeshot_jpeg_error {
  struct jpeg_error_mgr mgr;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

static void themeshot_jpeg_error_exit(j_common_ptr info) {
  struct themeshot_jpeg_error *e = (struct themeshot_jpeg_error *)info->err;
  (*info->err->format_message)(info, e->message);
  longjmp(e->jump, 1);
}

/* Warnings (corrupt but recoverable data) are not printed to stderr. */
static void themeshot_jpeg_output_message(j_common_ptr info) { (void)info; }

/* Reads the header: width, height and the number of colour components. Returns 0 on
   success, or 1 with libjpeg's message in `message` (JMSG_LENGTH_MAX bytes). */
static inline int themeshot_jpeg_header(const unsigned char *data, unsigned long size,
                                        int *width, int *height, int *components,
                                        char *message) {
  struct jpeg_decompress_struct info;
  struct themeshot_jpeg_error err;
  info.err = jpeg_std_error(&err.mgr);
  err.mgr.error_exit = themeshot_jpeg_error_exit;
  err.mgr.output_message = themeshot_jpeg_output_message;
  err.message[0] = 0;
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&info);
    strncpy(message, err.message, JMSG_LENGTH_MAX - 1);
    message[JMSG_LENGTH_MAX - 1] = 0;
    return 1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, size);
  jpeg_read_header(&info, TRUE);
  *width = (int)info.image_width;
  *height = (int)info.image_height;
  *components = info.num_components;
  jpeg_destroy_decompress(&info);
  return 0;
}

/* Decodes baseline or progressive, grey or colour (YCbCr, RGB) data into `out`, opaque RGBA
   rows of `width * 4` bytes; `out` holds `width * height * 4` bytes as the header said.
   Returns 0 on success, or 1 with libjpeg's message. */
static inline int themeshot_jpeg_decode_rgba(const unsigned char *data, unsigned long size,
                                             unsigned char *out, int width, int height,
                                             char *message) {
  struct jpeg_decompress_struct info;
  struct themeshot_jpeg_error err;
  info.err = jpeg_std_error(&err.mgr);
  err.mgr.error_exit = themeshot_jpeg_error_exit;
  err.mgr.output_message = themeshot_jpeg_output_message;
  err.message[0] = 0;
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&info);
    strncpy(message, err.message, JMSG_LENGTH_MAX - 1);
    message[JMSG_LENGTH_MAX - 1] = 0;
    return 1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, size);
  jpeg_read_header(&info, TRUE);
  if ((int)info.image_width != width || (int)info.image_height != height) {
    jpeg_destroy_decompress(&info);
    strncpy(message, "size differs from the header's", JMSG_LENGTH_MAX - 1);
    return 1;
  }
  info.out_color_space = JCS_EXT_RGBA;
  jpeg_start_decompress(&info);
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = out + (size_t)info.output_scanline * (size_t)width * 4;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  return 0;
}
#endif
