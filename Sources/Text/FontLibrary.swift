import Foundation
import Primitives
import Synchronization

/// The Text stage's entry point: finds fonts, shapes and measures text, lays out
/// paragraphs and renders glyph masks, using only the fonts its configuration names.
///
/// Thread-safe: share one library between threads. FreeType faces are confined by a mutex
/// per face (see `FreeType.swift`); HarfBuzz fonts are immutable; glyph strikes and the
/// shape cache sit under mutexes. Results never depend on which thread asked first.
public final class FontLibrary: Sendable {
  /// The folders and fallbacks this library was made with.
  public let configuration: FontConfiguration
  /// The scanned catalog, open faces and caches, shared by every library made with an
  /// equal configuration in this process (see ``init(configuration:)``).
  let engine: FontEngine

  var catalog: FontCatalog { engine.catalog }
  var freeType: FreeTypeLibrary { engine.freeType }
  var glyphCache: GlyphCache { engine.glyphCache }
  var shapeCache: ShapeCache { engine.shapeCache }
  /// The fallback face for names nothing knows.
  var systemFace: FontFace { engine.systemFace }
  /// Faces tried in order for characters the requested face lacks.
  var fallbackFaces: [FontFace] { engine.fallbackFaces }
  /// Substitute packages that are not installed (e.g. `fonts-inter`), sorted.
  public var missingPackages: [String] { engine.missingPackages }

  /// A library for `configuration`. The first library of a configuration scans its folders
  /// (tens of milliseconds); later ones share that scan and every cache (open faces, glyph
  /// masks, shaped lines), so making a library per render costs nothing. Font files are
  /// read once per process: restart to see files changed on disk. Throws when a project
  /// font file is corrupt, or when no font at all is available (not even DejaVu).
  public init(configuration: FontConfiguration = .default) throws(FontError) {
    self.configuration = configuration
    engine = try FontEngine.shared(for: configuration)
  }

  /// A process-wide library with the default configuration (substitutes only), made on
  /// first use, for callers without a project (scene files, tests).
  public static func standard() throws(FontError) -> FontLibrary {
    try standardLibrary.get()
  }

  private static let standardLibrary = Result<FontLibrary, FontError> { () throws(FontError) in
    try FontLibrary()
  }

  /// Keeps what fontconfig reads from font files in `file` between processes (see
  /// ``defaultScanCacheFile(environment:)``), for libraries made from now on; nil scans every
  /// file, the default. The faces found are the same either way; only the start is faster.
  public static func useScanCache(at file: String?) {
    FontScanCache.current.withLock { $0 = FontScanCache(file: file) }
  }

  /// `THEMESHOT_FONT_CACHE` (a file, or `off`), else `themeshot/font-scan.txt` in the user's
  /// cache folder (`XDG_CACHE_HOME`, `~/.cache`, `~/Library/Caches` on macOS).
  public static func defaultScanCacheFile(environment: [String: String]) -> String? {
    FontScanCache.defaultFile(environment: environment)
  }

  /// The one warning to print when substitute packages are missing (nil when all exist).
  public var setupWarning: Diagnostic? {
    guard !missingPackages.isEmpty else { return nil }
    return .warning(
      "font substitutes not installed: \(missingPackages.joined(separator: ", ")); "
        + "iOS fonts are drawn with DejaVu instead (install them with Scripts/setup.sh)")
  }

  /// Every face the library can use, project fonts first.
  public var faces: [FontFace] { catalog.project + catalog.installed }

  /// Vertical metrics of `font` in points.
  public func metrics(_ font: ResolvedFont) -> FontMetrics {
    guard let d = try? loaded(font.face).description, d.unitsPerEm > 0 else {
      return FontMetrics(
        ascent: font.size * 0.8, descent: font.size * 0.2, leading: 0, lineHeight: font.size,
        unitsPerEm: 1000)
    }
    let unit = font.size / Double(d.unitsPerEm)
    let ascent = Double(d.ascender) * unit
    let descent = Double(d.descender) * unit
    let leading = max(0, Double(d.height - d.ascender - d.descender)) * unit
    return FontMetrics(
      ascent: ascent, descent: descent, leading: leading, lineHeight: ascent + descent + leading,
      unitsPerEm: d.unitsPerEm)
  }

  /// The coverage mask of glyph `glyph` of `font`'s face at `pixelSize` pixels per em,
  /// shifted right by `phase` quarter pixels (0…3). Cached.
  public func glyphMask(_ glyph: UInt32, font: ResolvedFont, pixelSize: Double, phase: Int)
    -> GlyphMask
  {
    guard pixelSize.isFinite && pixelSize > 0 && pixelSize < 1e5, (0..<4).contains(phase),
      let face = try? loaded(font.face)
    else { return .empty }
    return glyphMask(glyph, face: face, font: font, pixelSize: pixelSize, phase: phase)
  }

  func glyphMask(
    _ glyph: UInt32, face: LoadedFace, font: ResolvedFont, pixelSize: Double, phase: Int
  ) -> GlyphMask {
    strike(face: face, font: font, pixelSize: pixelSize).mask(glyph: glyph, phase: phase) {
      render(glyph, face: face, font: font, pixelSize: pixelSize, phase: phase)
    }
  }

  func strike(face: LoadedFace, font: ResolvedFont, pixelSize: Double) -> GlyphStrike {
    glyphCache.strike(
      GlyphCache.StrikeKey(
        face: face.id, size: Int((pixelSize * 64).rounded()), embolden: font.syntheticBold,
        oblique: font.syntheticItalic))
  }

  func render(
    _ glyph: UInt32, face: LoadedFace, font: ResolvedFont, pixelSize: Double, phase: Int
  ) -> GlyphMask {
    face.freeType.renderGlyph(
      glyph, pixelSize: pixelSize, offsetX: Double(phase) / Double(SubpixelGrid.phases),
      embolden: font.syntheticBold, oblique: font.syntheticItalic)
  }

  /// Opens a spare FreeType face for each face opened so far that has none idle, so two
  /// threads placing text at once (the raster's `PrepareAhead`) need not open one when
  /// they first meet on a face. Masks do not depend on it.
  public func readySpareFaces() {
    for face in engine.state.withLock({ Array($0.byFace.values) }) {
      face.freeType.readySpare()
    }
  }

  /// The open FreeType and HarfBuzz objects of a face, opened on first use.
  func loaded(_ face: FontFace) throws(FontError) -> LoadedFace {
    let hit = engine.state.withLock { state -> LoadedFace? in
      if face.slot >= 0, Int(face.slot) < state.bySlot.count,
        let entry = state.bySlot[Int(face.slot)],
        entry.face.file == face.file, entry.face.index == face.index
      {
        return entry
      }
      return state.byFace[face]
    }
    if let hit { return hit }
    let freeTypeFace = try freeType.openFace(path: face.file, index: face.index)
    let harfBuzz = try HarfBuzzFont(path: face.file, index: face.index)
    return engine.state.withLock { state in
      if let raced = state.byFace[face] { return raced }
      let entry = LoadedFace(
        id: Int32(state.byFace.count), face: face, freeType: freeTypeFace, harfBuzz: harfBuzz)
      state.byFace[face] = entry
      if face.slot >= 0 {
        let slot = Int(face.slot)
        if state.bySlot.count <= slot {
          state.bySlot += Array(repeating: nil, count: slot + 1 - state.bySlot.count)
        }
        state.bySlot[slot] = entry
      }
      return entry
    }
  }

  /// The face of a font file named by path, numbered once per path.
  func fileFace(_ path: String, make: () throws(FontError) -> FontFace) throws(FontError)
    -> FontFace
  {
    if let known = engine.state.withLock({ $0.fileFaces[path] }) { return known }
    var face = try make()
    return engine.state.withLock { state in
      if let raced = state.fileFaces[path] { return raced }
      face.slot = Int32(catalog.project.count + catalog.installed.count + state.fileFaces.count)
      state.fileFaces[path] = face
      return face
    }
  }
}

/// A face opened for use: FreeType for outlines, HarfBuzz for shaping.
final class LoadedFace: Sendable {
  /// Small integer identity for glyph-cache keys (unique within one library).
  let id: Int32
  let face: FontFace
  let freeType: FreeTypeFace
  let harfBuzz: HarfBuzzFont

  var description: FaceDescription { freeType.description }

  init(id: Int32, face: FontFace, freeType: FreeTypeFace, harfBuzz: HarfBuzzFont) {
    self.id = id
    self.face = face
    self.freeType = freeType
    self.harfBuzz = harfBuzz
  }
}

struct LibraryState {
  var byFace: [FontFace: LoadedFace] = [:]
  var bySlot: [LoadedFace?] = []
  var fileFaces: [String: FontFace] = [:]
}

/// SHA-256 of font files by path, computed once per process.
enum FileHashes {
  private static let table = Mutex<[String: String]>([:])

  static func sha256(of path: String) -> String {
    if let hit = table.withLock({ $0[path] }) { return hit }
    let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
    let digest = SHA256.hex(bytes)
    table.withLock { $0[path] = digest }
    return digest
  }
}
