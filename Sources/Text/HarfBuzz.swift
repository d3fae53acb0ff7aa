import CHarfBuzz

/// The only file importing HarfBuzz: shapes text with a face's OpenType tables (GPOS
/// kerning, GSUB ligatures, mark positioning) using HarfBuzz's default features.
///
/// The font object is made immutable after creation; HarfBuzz documents immutable
/// `hb_font_t` as safe to shape with from several threads at once, so no lock is needed.
/// Positions come out in font units (the font's scale is its units per em), as the Skia
/// reference shapes; callers scale them to points.
final class HarfBuzzFont: @unchecked Sendable {
  private let blob: OpaquePointer
  private let face: OpaquePointer
  private let font: OpaquePointer
  let unitsPerEm: Int
  /// Which of the 128 ASCII characters the font maps, for the all-ASCII fast path.
  let asciiCoverage: (UInt64, UInt64)

  init(path: String, index: Int) throws(FontError) {
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
      throw .unreadableFile(path: path)
    }
    guard let face = hb_face_create(blob, UInt32(index)), hb_face_get_glyph_count(face) > 0 else {
      hb_blob_destroy(blob)
      throw .corruptFile(path: path, freeTypeError: 0)
    }
    let font = hb_font_create(face)!
    hb_font_make_immutable(font)
    self.blob = blob
    self.face = face
    self.font = font
    unitsPerEm = Int(hb_face_get_upem(face))
    var coverage: (UInt64, UInt64) = (0, 0)
    for v in UInt32(0)..<128 {
      var glyph: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(font, v, &glyph) != 0 else { continue }
      if v < 64 { coverage.0 |= 1 << UInt64(v) } else { coverage.1 |= 1 << UInt64(v - 64) }
    }
    asciiCoverage = coverage
  }

  /// Whether the font maps every one of `bytes` (all ASCII; controls count as covered,
  /// HarfBuzz hides them).
  func coversASCII(_ bytes: [UInt8]) -> Bool {
    for b in bytes {
      guard b >= 0x20 else { continue }
      let bit: UInt64 = 1 << UInt64(b & 63)
      guard (b < 64 ? asciiCoverage.0 : asciiCoverage.1) & bit != 0 else { return false }
    }
    return true
  }

  deinit {
    hb_font_destroy(font)
    hb_face_destroy(face)
    hb_blob_destroy(blob)
  }

  /// The glyph the font's cmap gives `scalar`, nil when the font lacks it.
  func glyph(for scalar: Unicode.Scalar) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 ? glyph : nil
  }

  /// One shaped glyph in font units; `cluster` is a UTF-8 offset into the whole text.
  struct Glyph {
    var id: UInt32
    var cluster: Int
    var advance: Int32
    var offsetX: Int32
    var offsetY: Int32
  }

  /// Shapes `utf8[range]` with the rest of `utf8` as context; direction, script and
  /// language are guessed from the text (hb_buffer_guess_segment_properties), or forced
  /// right-to-left / left-to-right by `rightToLeft`. Glyphs come in visual order.
  func shape(_ utf8: [UInt8], range: Range<Int>, rightToLeft: Bool?) -> [Glyph] {
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    utf8.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        hb_buffer_add_utf8(
          buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound),
          Int32(range.count))
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    if let rightToLeft {
      hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    }
    hb_shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    return (0..<Int(count)).map { i in
      Glyph(
        id: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: positions[i].x_advance,
        offsetX: positions[i].x_offset, offsetY: positions[i].y_offset)
    }
  }
}
