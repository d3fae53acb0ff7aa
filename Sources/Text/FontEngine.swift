import Primitives
import Synchronization

/// What libraries of one configuration share: the scanned catalog, the FreeType library,
/// open faces and the caches. One per configuration per process.
final class FontEngine: Sendable {
  let catalog: FontCatalog
  let freeType = FreeTypeLibrary()
  let glyphCache = GlyphCache()
  let shapeCache = ShapeCache()
  let state = Mutex(LibraryState())
  /// Font requests found in the catalog, by request (`FontLibrary.lookUpFinished`).
  let resolved = Mutex<[FontLibrary.Request: ResolvedFont]>([:])
  /// The most requests `resolved` keeps: a process that asks for ever new sizes still
  /// resolves them, uncached, past this.
  static let maximumResolved = 4096
  /// "Did you mean" for unknown font names, made at the first: a render asks for a label's
  /// font several times (styling, measuring, drawing), and each unknown name lowercased and
  /// measured every known name anew (10,000 labels naming unknown fonts: 9 s). Its answers
  /// are `Suggestion.closest`'s and depend on the name alone (no budget), so the threads of
  /// a render may ask in any order.
  let fontHints = Mutex<Suggestion.Index?>(nil)
  let systemFace: FontFace
  let fallbackFaces: [FontFace]
  let missingPackages: [String]

  private static let registry = Mutex<[FontConfiguration: FontEngine]>([:])

  /// The engine for `configuration`, scanned on first use (under the registry's lock, so
  /// two threads never scan the same folders twice). Failures are not remembered.
  static func shared(for configuration: FontConfiguration) throws(FontError) -> FontEngine {
    let result: Result<FontEngine, FontError> = registry.withLock { table in
      if let engine = table[configuration] { return .success(engine) }
      do throws(FontError) {
        let engine = try FontEngine(configuration: configuration)
        table[configuration] = engine
        return .success(engine)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private init(configuration: FontConfiguration) throws(FontError) {
    let catalog = try FontCatalog(configuration: configuration)
    self.catalog = catalog
    let missing = IOSFontTable.rows.filter {
      catalog.family(FaceMatching.normalizedKey($0.substitute)) == nil
    }
    missingPackages = Array(Set(missing.map(\.package))).sorted()
    let fallbacks = configuration.fallbackFamilies.compactMap { family in
      catalog.family(FaceMatching.normalizedKey(family)).flatMap {
        FaceMatching.best(in: $0.faces, weight: 400, italic: false)
      }
    }
    let system = IOSFontTable.system
    let systemFamily =
      catalog.family(FaceMatching.normalizedKey(system.substitute))
      ?? catalog.family(FaceMatching.normalizedKey(system.lastResort))
    guard
      let face = systemFamily.flatMap({
        FaceMatching.best(in: $0.faces, weight: 400, italic: false)
      })
        ?? fallbacks.first ?? (catalog.project + catalog.installed).min()
    else {
      throw .noFonts(
        folders: (configuration.projectFolders + configuration.substituteFolders).map(\.path))
    }
    systemFace = face
    fallbackFaces = fallbacks
  }
}
