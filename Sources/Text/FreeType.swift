import CFreeType
import Synchronization

/// The only file importing FreeType. It opens faces, reads their names and metrics and
/// renders glyph coverage masks.
///
/// Confinement: an `FT_Face` is never used by two threads at once. Every call on a face
/// runs inside that face's own mutex (``FreeTypeFace``), so different faces render in
/// parallel and one face serialises. Opening and closing faces mutates the shared
/// `FT_Library`, so those run under the library's mutex.
final class FreeTypeLibrary: @unchecked Sendable {
  private let library: FT_Library
  private let lock = Mutex(())

  init() {
    var handle: FT_Library?
    let status = FT_Init_FreeType(&handle)
    precondition(status == 0 && handle != nil, "FreeType failed to initialise (error \(status))")
    library = handle!
  }

  deinit { FT_Done_FreeType(library) }

  /// Opens face `index` of the file at `path` (FreeType's FT_New_Face).
  func openFace(path: String, index: Int) throws(FontError) -> FreeTypeFace {
    let result: Result<FT_Face, FontError> = lock.withLock { _ in
      var face: FT_Face?
      let status = FT_New_Face(library, path, FT_Long(index), &face)
      guard status == 0, let face else {
        // FT_Err_Cannot_Open_Resource (1): missing or unreadable file.
        if status == 1 { return .failure(.unreadableFile(path: path)) }
        // FT_Err_Invalid_Argument (6) for a face index past the collection's end.
        if status == 6 && index > 0 { return .failure(.noSuchFace(path: path, index: index)) }
        return .failure(.corruptFile(path: path, freeTypeError: Int32(status)))
      }
      guard face.pointee.face_flags & themeshot_ft_face_flag_scalable != 0 else {
        FT_Done_Face(face)
        return .failure(.corruptFile(path: path, freeTypeError: 0x17))  // bitmap-only font
      }
      return .success(face)
    }
    return try FreeTypeFace(face: result.get(), library: self, path: path, index: index)
  }

  /// Another `FT_Face` of a file already opened as a ``FreeTypeFace`` (nil if it no
  /// longer opens): a spare for a second thread rendering the same face.
  fileprivate func openSpare(path: String, index: Int) -> FT_Face? {
    lock.withLock { _ in
      var face: FT_Face?
      guard FT_New_Face(library, path, FT_Long(index), &face) == 0 else { return nil }
      return face
    }
  }

  fileprivate func close(_ face: FT_Face) {
    lock.withLock { _ in _ = FT_Done_Face(face) }
  }
}

/// Names, style and vertical metrics of a face, read once when it opens.
struct FaceDescription: Sendable {
  var family: String
  var style: String
  var postScriptName: String
  /// OS/2 usWeightClass, or 700/400 from the style flags when there is no OS/2 table.
  var weight: Int
  var italic: Bool
  var unitsPerEm: Int
  /// hhea ascender (positive, font units).
  var ascender: Int
  /// hhea descender (positive below the baseline, font units).
  var descender: Int
  /// Baseline-to-baseline distance: ascender + descender + line gap (font units).
  var height: Int
}

/// One open FreeType face with its own mutex; see ``FreeTypeLibrary`` for confinement.
///
/// A glyph asked for while another thread renders on the face is rendered on a spare
/// `FT_Face` of the same file, taken from a pool (opened on first need, kept until the
/// face closes): a check of one image prepares its text on two cores. Both faces make
/// the same mask, since each render sets the size and loads the outline afresh.
final class FreeTypeFace: @unchecked Sendable {
  private let face: FT_Face
  private let lock = Mutex(())
  private let library: FreeTypeLibrary
  private let path: String
  private let index: Int
  /// Spare faces not in use; one taken out is used by its taker alone.
  private let spares = Mutex<[SpareFace]>([])
  let description: FaceDescription

  fileprivate init(face: FT_Face, library: FreeTypeLibrary, path: String, index: Int) {
    self.face = face
    self.library = library
    self.path = path
    self.index = index
    let record = face.pointee
    let styleFlags = record.style_flags
    var weight = styleFlags & themeshot_ft_style_flag_bold != 0 ? 700 : 400
    if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
      let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
      if os2.version != 0xFFFF && os2.usWeightClass > 0 { weight = Int(os2.usWeightClass) }
    }
    description = FaceDescription(
      family: record.family_name.map { String(cString: $0) } ?? "",
      style: record.style_name.map { String(cString: $0) } ?? "",
      postScriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? "",
      weight: weight,
      italic: styleFlags & themeshot_ft_style_flag_italic != 0,
      unitsPerEm: Int(record.units_per_EM),
      ascender: Int(record.ascender),
      descender: -Int(record.descender),
      height: Int(record.height))
  }

  deinit {
    library.close(face)
    for spare in spares.withLock({ $0 }) { library.close(spare.face) }
  }

  /// Renders `glyph` unhinted at `pixelSize` pixels per em, its outline moved right by
  /// `offsetX` pixels (the subpixel phase), with grayscale anti-aliasing (FreeType's
  /// FT_RENDER_MODE_NORMAL). `embolden` thickens the outline (FT_Outline_EmboldenXY by
  /// 1/24 em, as FT_GlyphSlot_Embolden does); `oblique` shears it (FT_GlyphSlot_Oblique's
  /// slant, about 12°). A glyph without an outline (a space) gives an empty mask.
  func renderGlyph(
    _ glyph: UInt32, pixelSize: Double, offsetX: Double, embolden: Bool, oblique: Bool
  ) -> GlyphMask {
    let render = { (face: FT_Face) in
      Self.render(
        glyph, on: face, pixelSize: pixelSize, offsetX: offsetX, embolden: embolden,
        oblique: oblique)
    }
    if let mask = lock.withLockIfAvailable({ _ in render(face) }) { return mask }
    let taken =
      spares.withLock { $0.popLast() }
      ?? library.openSpare(path: path, index: index).map(SpareFace.init)
    guard let spare = taken else { return lock.withLock { _ in render(face) } }
    defer { spares.withLock { $0.append(spare) } }
    return render(spare.face)
  }

  /// Opens a spare face now if none is idle (see ``FontLibrary/readySpareFaces()``).
  func readySpare() {
    guard spares.withLock({ $0.isEmpty }),
      let spare = library.openSpare(path: path, index: index)
    else { return }
    spares.withLock { $0.append(SpareFace(face: spare)) }
  }

  /// Runs `body` while this thread holds the face, so a render inside it takes a spare
  /// (for tests).
  func holding<T>(_ body: () -> T) -> T {
    lock.withLock { _ in body() }
  }

  /// Spare faces opened so far and not in use (for tests).
  var idleSpares: Int { spares.withLock { $0.count } }

  /// ``renderGlyph(_:pixelSize:offsetX:embolden:oblique:)`` on `face`, which the caller
  /// alone uses meanwhile.
  private static func render(
    _ glyph: UInt32, on face: FT_Face, pixelSize: Double, offsetX: Double, embolden: Bool,
    oblique: Bool
  ) -> GlyphMask {
    let charSize = FT_F26Dot6((pixelSize * 64).rounded())
    guard FT_Set_Char_Size(face, 0, charSize, 72, 72) == 0,
      FT_Load_Glyph(face, glyph, themeshot_ft_load_outline_unhinted) == 0,
      let slot = face.pointee.glyph,
      slot.pointee.format.rawValue == UInt32(themeshot_ft_glyph_format_outline)
    else { return .empty }
    if embolden, let size = face.pointee.size {
      let strength = FT_MulFix(FT_Long(face.pointee.units_per_EM), size.pointee.metrics.y_scale)
      FT_Outline_EmboldenXY(&slot.pointee.outline, strength / 24, strength / 24)
    }
    if oblique {
      // FT_GlyphSlot_Oblique's shear, 0x0366A / 0x10000 ≈ tan(12°).
      var shear = FT_Matrix(xx: 0x10000, xy: 0x0366A, yx: 0, yy: 0x10000)
      FT_Outline_Transform(&slot.pointee.outline, &shear)
    }
    FT_Outline_Translate(&slot.pointee.outline, FT_Pos((offsetX * 64).rounded()), 0)
    guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    guard width > 0, height > 0, let buffer = bitmap.buffer,
      bitmap.pixel_mode == UInt8(themeshot_ft_pixel_mode_gray)
    else { return .empty }
    let pitch = Int(bitmap.pitch)
    // Every byte is copied from FreeType's rows, so the array is not cleared first.
    let coverage = [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
      for row in 0..<height {
        let source = pitch >= 0 ? buffer + row * pitch : buffer + (row - height + 1) * pitch
        (out.baseAddress! + row * width).initialize(from: source, count: width)
      }
      count = width * height
    }
    return GlyphMask(
      width: width, height: height, left: Int(slot.pointee.bitmap_left),
      top: Int(slot.pointee.bitmap_top), coverage: coverage)
  }
}

/// A spare `FT_Face` in ``FreeTypeFace``'s pool: confined to whoever took it out.
private struct SpareFace: @unchecked Sendable {
  let face: FT_Face
}
