import Foundation
import Primitives

extension FontLibrary {
  /// Resolves a font request to one face, in issue 7's order: a file path; the project's
  /// fonts (PostScript name, family, family + style words); the iOS-name table; any other
  /// configured family (fontconfig patterns such as `DejaVu Sans:bold` included). A name
  /// nothing knows falls back to the system font and adds a warning at `location` with a
  /// did-you-mean suggestion; only an unusable font *file* throws.
  ///
  /// - Parameters:
  ///   - spec: the request; with a ``FontSpec/textStyle`` and a `contentSize`, sized by
  ///     ``DynamicType/sized(_:category:)``.
  ///   - location: where the theme or screen named the font, for the warning.
  ///   - contentSize: the device's Dynamic Type setting; nil (the renderer's case) takes
  ///     the spec's size as final, already sized for the render's setting.
  ///   - warnings: receives the unknown-name warning, if any.
  public func resolve(
    _ spec: FontSpec, at location: SourceLocation? = nil,
    contentSize: ContentSizeCategory? = nil, warnings: inout [Diagnostic]
  ) throws(FontError) -> ResolvedFont {
    var sized = spec
    if let styleName = spec.textStyle {
      if TextStyle(name: styleName) != nil {
        if let contentSize { sized = DynamicType.sized(spec, category: contentSize) }
      } else {
        let known = TextStyle.allCases.map(\.rawValue)
        var message = "unknown text style '\(styleName)'"
        if let near = Suggestion.closest(to: styleName, in: known.sorted()) {
          message += " (did you mean '\(near)'?)"
        }
        warnings.append(.warning(message + "; using the font's own size", at: location))
      }
    }
    let size = sized.size
    let weight = sized.weight
    var name = Self.trimmed(spec.name)
    if name.isEmpty { name = "system" }
    let request = Request(name: name, size: size, weight: weight, italic: spec.italic)
    if Self.looksLikePath(name) { return try resolveFile(request) }
    if let found = lookUpFinished(request) { return found }
    let suggestion = hint(forUnknownFont: name)
    var message = "unknown font '\(name)'"
    if let suggestion { message += " (did you mean '\(suggestion)'?)" }
    warnings.append(.warning(message + "; using the system font", at: location))
    let style = FaceMatching.parseStyle(name)
    let fallback = Request(
      name: name, size: size, weight: weight ?? style?.weight,
      italic: spec.italic || style?.italic == true)
    return finish(system(fallback), fallback, source: .fallback)
  }

  /// `name` without leading and trailing whitespace. A name that starts and ends with an
  /// ASCII byte other than a space or a tab has none, and is returned without Foundation's
  /// trim (which bridged every font request of a render through NSString: a tenth of a
  /// millisecond of a passing check); `trimmedPlain` is the twin.
  static func trimmed(_ name: String) -> String {
    let bytes = name.utf8
    if let first = bytes.first, let last = bytes.last, first < 0x80, last < 0x80,
      first != 0x20, first != 0x09, last != 0x20, last != 0x09
    {
      return name
    }
    return trimmedPlain(name)
  }

  /// Foundation's trim of whitespace (the plain twin of `trimmed`).
  static func trimmedPlain(_ name: String) -> String {
    name.trimmingCharacters(in: .whitespaces)
  }

  /// ``resolve(_:at:contentSize:warnings:)`` discarding warnings.
  public func resolve(
    _ spec: FontSpec, at location: SourceLocation? = nil,
    contentSize: ContentSizeCategory? = nil
  ) throws(FontError) -> ResolvedFont {
    var ignored: [Diagnostic] = []
    return try resolve(spec, at: location, contentSize: contentSize, warnings: &ignored)
  }

  /// Resolves a display-list font request (`DejaVu Sans:bold`, a path, an iOS name).
  /// `strict` (scene files): a name nothing knows throws ``FontError/unknownFont(name:closest:)``
  /// naming the closest configured fonts, instead of falling back to the system font.
  public func resolve(request: String, size: Double, strict: Bool = false) throws(FontError)
    -> ResolvedFont
  {
    var warnings: [Diagnostic] = []
    let font = try resolve(FontSpec(name: request, size: size), warnings: &warnings)
    if strict && font.source == .fallback {
      throw .unknownFont(name: request, closest: closestNames(to: request, count: 3))
    }
    return font
  }

  /// The known name closest to an unknown font `name`, remembered per engine.
  func hint(forUnknownFont name: String) -> String? {
    let candidates = { self.knownNames.sorted() }
    return engine.fontHints.withLock { index in
      if index == nil { index = Suggestion.Index(candidates(), budget: .max) }
      return index!.closest(to: name)
    }
  }

  /// The `count` known names nearest to `name` by edit distance.
  func closestNames(to name: String, count: Int) -> [String] {
    Suggestion.nearest(count, to: name, in: knownNames)
  }

  /// ``lookUpFinishedPlain(_:)`` through the engine's table of found requests: a render
  /// resolves each of its fonts twice (styling, then the raster's display-list request),
  /// and the catalog and iOS-table search was a fifth of a millisecond of a passing check.
  /// Only found requests are kept (a miss warns, and its fallback is not looked up here),
  /// and the answer depends on the engine's catalog alone, which never changes.
  func lookUpFinished(_ request: Request) -> ResolvedFont? {
    if let hit = engine.resolved.withLock({ $0[request] }) { return hit }
    guard let font = lookUpFinishedPlain(request) else { return nil }
    if request.size.isFinite {
      engine.resolved.withLock { table in
        if table.count < FontEngine.maximumResolved { table[request] = font }
      }
    }
    return font
  }

  /// The plain twin of ``lookUpFinished(_:)``: the catalog searched on every call.
  func lookUpFinishedPlain(_ request: Request) -> ResolvedFont? {
    lookUp(request).map { finish($0, request) }
  }

  struct Request: Hashable, Sendable {
    var name: String
    var size: Double
    var weight: Int?
    var italic: Bool
  }

  struct Found {
    var face: FontFace
    var source: FontSource
    /// Weight and slant the request wants (for synthesis).
    var weight: Int
    var italic: Bool
  }

  private func lookUp(_ r: Request) -> Found? {
    let key = FaceMatching.normalizedKey(r.name)
    if let found = lookUpCatalog(r, key: key, projectOnly: true) { return found }
    if let (row, styleWeight, styleItalic) = IOSFontTable.match(r.name) {
      let weight = r.weight ?? styleWeight ?? 400
      let italic = r.italic || styleItalic
      for family in [row.substitute, row.lastResort] {
        if let faces = catalog.family(FaceMatching.normalizedKey(family))?.faces,
          let face = FaceMatching.best(in: faces, weight: weight, italic: italic)
        {
          return Found(face: face, source: .iOSSubstitute, weight: weight, italic: italic)
        }
      }
      return Found(face: systemFace, source: .iOSSubstitute, weight: weight, italic: italic)
    }
    if let found = lookUpCatalog(r, key: key, projectOnly: false) { return found }
    // A fontconfig pattern (`DejaVu Sans:bold`, `Inter-13:style=Semi Bold`): its family,
    // with the weight and slant it names.
    if let pattern = Fontconfig.parse(r.name), pattern.family != r.name {
      let style = pattern.style.flatMap(FaceMatching.parseStyle)
      var inner = r
      inner.name = pattern.family
      inner.weight = r.weight ?? pattern.weight ?? style?.weight
      inner.italic = r.italic || pattern.italic == true || style?.italic == true
      return lookUp(inner)
    }
    return nil
  }

  private func lookUpCatalog(_ r: Request, key: String, projectOnly: Bool) -> Found? {
    if let (face, project) = catalog.postScript(key, projectOnly: projectOnly) {
      // A PostScript name names one face; an explicit weight or slant can still move to
      // another face of its family.
      let weight = r.weight ?? face.weight
      let italic = r.italic || face.italic
      let family = catalog.family(FaceMatching.normalizedKey(face.family), projectOnly: project)
      let chosen =
        (weight == face.weight && italic == face.italic)
        ? face
        : family.flatMap { FaceMatching.best(in: $0.faces, weight: weight, italic: italic) } ?? face
      return Found(
        face: chosen, source: project ? .project : .installed, weight: weight, italic: italic)
    }
    for familyKey in catalog.familyKeys(projectOnly: projectOnly) where key.hasPrefix(familyKey) {
      guard let style = FaceMatching.parseStyle(String(key.dropFirst(familyKey.count))),
        let (faces, project) = catalog.family(familyKey, projectOnly: projectOnly)
      else { continue }
      let weight = r.weight ?? style.weight ?? 400
      let italic = r.italic || style.italic
      guard let face = FaceMatching.best(in: faces, weight: weight, italic: italic) else {
        continue
      }
      return Found(
        face: face, source: project ? .project : .installed, weight: weight, italic: italic)
    }
    return nil
  }

  private func system(_ r: Request) -> Found {
    let weight = r.weight ?? 400
    let family =
      catalog.family(FaceMatching.normalizedKey(systemFace.family))?.faces ?? [systemFace]
    let face = FaceMatching.best(in: family, weight: weight, italic: r.italic) ?? systemFace
    return Found(face: face, source: .fallback, weight: weight, italic: r.italic)
  }

  private func finish(_ found: Found, _ r: Request, source: FontSource? = nil) -> ResolvedFont {
    var font = ResolvedFont(
      face: found.face, size: r.size, weight: found.weight,
      syntheticBold: found.weight >= 600 && found.face.weight < 600,
      syntheticItalic: found.italic && !found.face.italic, requestedName: r.name,
      source: source ?? found.source)
    // The device draws the system font (and unknown names, which fall back to it) with
    // SF Pro's tracking table; its substitute gets the same spacing.
    let system =
      font.source == .fallback
      || (font.source == .iOSSubstitute && IOSFontTable.match(r.name)?.row == IOSFontTable.system)
    if system { font.tracking = SystemFontTracking.points(forSize: r.size) }
    return font
  }

  private func resolveFile(_ r: Request) throws(FontError) -> ResolvedFont {
    let path = (r.name as NSString).expandingTildeInPath
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    if let known = faces.first(where: { $0.file == absolute && $0.index == 0 }) {
      return finish(
        Found(
          face: known, source: .file, weight: r.weight ?? known.weight,
          italic: r.italic || known.italic), r)
    }
    guard FileManager.default.isReadableFile(atPath: absolute) else {
      throw .unreadableFile(path: r.name)
    }
    let face = try fileFace(absolute) { () throws(FontError) -> FontFace in
      let opened = try freeType.openFace(path: absolute, index: 0).description
      return FontFace(
        file: absolute, index: 0, families: [opened.family], style: opened.style,
        postScriptName: opened.postScriptName, weight: opened.weight, italic: opened.italic,
        width: 100, recordPath: "file/" + URL(fileURLWithPath: absolute).lastPathComponent)
    }
    return finish(
      Found(
        face: face, source: .file, weight: r.weight ?? face.weight, italic: r.italic || face.italic),
      r)
  }

  static func looksLikePath(_ name: String) -> Bool {
    let lower = name.lowercased()
    return name.hasPrefix("/") || name.hasPrefix("./") || name.hasPrefix("../")
      || name.hasPrefix("~/")
      || [".ttf", ".otf", ".ttc", ".otc"].contains(where: { lower.hasSuffix($0) })
  }

  /// Names a user could have meant: the iOS table's and every configured family.
  private var knownNames: [String] {
    IOSFontTable.rows.flatMap { [$0.family] + $0.aliases.filter { !$0.hasPrefix(".") } }
      + ["systemBold", "systemItalic"] + catalog.displayNames
  }
}
