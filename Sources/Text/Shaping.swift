import Primitives

extension FontLibrary {
  /// Shapes one line with HarfBuzz's default features. Characters the font lacks are
  /// shaped with the first configured fallback face that has them; right-to-left text is
  /// split into directional runs and ordered visually (`BidiOrder`: UAX #9 without
  /// explicit embeddings).
  public func shape(_ text: String, font: ResolvedFont) -> ShapedLine {
    shapeCache.line(ShapeCache.key(text, font), font: font) { shapeUncached(text, font: font) }
  }

  func shapeUncached(_ text: String, font: ResolvedFont) -> ShapedLine {
    let utf8 = Array(text.utf8)
    guard !utf8.isEmpty, let primary = try? loaded(font.face) else {
      return ShapedLine(text: text, runs: [], advance: 0, isRightToLeft: false)
    }
    let items: [BidiOrder.Item<LoadedFace>]
    let paragraphRTL: Bool
    if utf8.allSatisfy({ $0 < 0x80 }) && primary.harfBuzz.coversASCII(utf8) {
      // Most UI strings: one face, left to right, no itemization needed.
      items = [BidiOrder.Item(face: primary, range: 0..<utf8.count, level: 0)]
      paragraphRTL = false
    } else {
      (items, paragraphRTL) = itemize(text, primary: primary)
    }
    let ordered = BidiOrder.visual(items)
    var pen = 0.0
    var runs: [ShapedRun] = []
    for item in ordered {
      let face = item.face
      let unit = font.size / Double(max(1, face.harfBuzz.unitsPerEm))
      var runFont = font
      if face.face != font.face {
        runFont.face = face.face
        runFont.syntheticBold = font.weight >= 600 && face.face.weight < 600
        runFont.syntheticItalic = (font.syntheticItalic || font.face.italic) && !face.face.italic
      }
      var glyphs: [ShapedGlyph] = []
      for g in face.harfBuzz.shape(utf8, range: item.range, rightToLeft: item.rtl) {
        // Control characters (a stray newline or tab in a single line) draw nothing,
        // rather than the font's missing-glyph box.
        if g.id == 0 && g.cluster < utf8.count
          && (utf8[g.cluster] < 0x20 || utf8[g.cluster] == 0x7F)
        {
          continue
        }
        glyphs.append(
          ShapedGlyph(
            id: g.id, x: pen + Double(g.offsetX) * unit, y: -Double(g.offsetY) * unit,
            advance: Double(g.advance) * unit + font.tracking, cluster: g.cluster))
        pen += Double(g.advance) * unit + font.tracking
      }
      runs.append(
        ShapedRun(font: runFont, glyphs: glyphs, isRightToLeft: item.rtl, range: item.range))
    }
    return ShapedLine(text: text, runs: runs, advance: pen, isRightToLeft: paragraphRTL)
  }

  /// The advance width of `text` in points (shaped, kerned).
  public func measure(_ text: String, font: ResolvedFont) -> Double {
    shape(text, font: font).advance
  }

  /// Shapes `text` and places its glyph masks on the device pixel grid: `origin` is the
  /// baseline start in points, `scale` the device scale. This is all a drawer needs: for
  /// each placed glyph, blend its coverage at (x, y) with the text color.
  public func placeGlyphs(_ text: String, font: ResolvedFont, origin: Point, scale: Double)
    -> [PlacedGlyph]
  {
    placeGlyphs(shape(text, font: font), origin: origin, scale: scale)
  }

  /// Places a shaped line's glyph masks (see ``placeGlyphs(_:font:origin:scale:)``): x is
  /// quantised to a quarter pixel and y to a whole pixel, as Skia places horizontal text.
  public func placeGlyphs(_ line: ShapedLine, origin: Point, scale: Double) -> [PlacedGlyph] {
    placeGlyphs(line, origin: origin, scale: scale, within: nil)
  }

  /// ``placeGlyphs(_:origin:scale:)``, keeping only the glyphs whose masks meet the pixel
  /// box `within` (`[x0, x1) × [y0, y1)`; nil keeps all): a drawer passes what it can
  /// show, so a label far below a small canvas places nothing. A run whose masks are all
  /// cached (most, after the first few labels) is placed under one lock with no scratch
  /// arrays; a run with a miss takes the plain way (render outside the lock, then store).
  package func placeGlyphs(
    _ line: ShapedLine, origin: Point, scale: Double,
    within box: (x0: Int, y0: Int, x1: Int, y1: Int)?
  ) -> [PlacedGlyph] {
    var placed: [PlacedGlyph] = []
    var total = 0
    for run in line.runs { total += run.glyphs.count }
    placed.reserveCapacity(total)
    for run in line.runs {
      guard let face = try? loaded(run.font.face) else { continue }
      let pixelSize = run.font.size * scale
      guard pixelSize.isFinite && pixelSize > 0 && pixelSize < 1e5 else { continue }
      let strike = strike(face: face, font: run.font, pixelSize: pixelSize)
      let start = placed.count
      let complete = strike.withLookUp { lookUp -> Bool in
        for glyph in run.glyphs {
          let deviceX = (origin.x + glyph.x) * scale
          let deviceY = (origin.y + glyph.y) * scale
          guard abs(deviceX) < 1e9 && abs(deviceY) < 1e9 else { continue }
          let (x, phase) = SubpixelGrid.split(deviceX)
          guard let mask = lookUp(glyph.id, phase) else { return false }
          let g = PlacedGlyph(
            mask: mask, x: x + mask.left, y: Int((deviceY + 0.5).rounded(.down)) - mask.top)
          if Self.shows(g, box) { placed.append(g) }
        }
        return true
      }
      if complete { continue }
      placed.removeSubrange(start...)
      for glyph in run.glyphs {
        let deviceX = (origin.x + glyph.x) * scale
        let deviceY = (origin.y + glyph.y) * scale
        guard abs(deviceX) < 1e9 && abs(deviceY) < 1e9 else { continue }
        let (x, phase) = SubpixelGrid.split(deviceX)
        let mask = strike.mask(glyph: glyph.id, phase: phase) {
          render(glyph.id, face: face, font: run.font, pixelSize: pixelSize, phase: phase)
        }
        let g = PlacedGlyph(
          mask: mask, x: x + mask.left, y: Int((deviceY + 0.5).rounded(.down)) - mask.top)
        if Self.shows(g, box) { placed.append(g) }
      }
    }
    return placed
  }

  /// Whether a placed glyph has pixels to draw inside `box` (nil: anywhere).
  @inline(__always)
  static func shows(_ g: PlacedGlyph, _ box: (x0: Int, y0: Int, x1: Int, y1: Int)?) -> Bool {
    guard !g.mask.isEmpty else { return false }
    guard let box else { return true }
    return g.x < box.x1 && g.x + g.mask.width > box.x0 && g.y < box.y1
      && g.y + g.mask.height > box.y0
  }

  /// The plain twin of ``placeGlyphs(_:origin:scale:)``, which the tests compare it with:
  /// every glyph looked up through arrays of requests, then placed.
  func placeGlyphsPlain(_ line: ShapedLine, origin: Point, scale: Double) -> [PlacedGlyph] {
    var placed: [PlacedGlyph] = []
    placed.reserveCapacity(line.runs.reduce(0) { $0 + $1.glyphs.count })
    for run in line.runs {
      guard let face = try? loaded(run.font.face) else { continue }
      let pixelSize = run.font.size * scale
      guard pixelSize.isFinite && pixelSize > 0 && pixelSize < 1e5 else { continue }
      var positions: [(x: Int, y: Int)] = []
      var requests: [(glyph: UInt32, phase: Int)] = []
      positions.reserveCapacity(run.glyphs.count)
      requests.reserveCapacity(run.glyphs.count)
      for glyph in run.glyphs {
        let deviceX = (origin.x + glyph.x) * scale
        let deviceY = (origin.y + glyph.y) * scale
        // Far off any canvas (or not a number): nothing to draw, and no Int to trap on.
        guard abs(deviceX) < 1e9 && abs(deviceY) < 1e9 else { continue }
        let (x, phase) = SubpixelGrid.split(deviceX)
        positions.append((x, Int((deviceY + 0.5).rounded(.down))))
        requests.append((glyph.id, phase))
      }
      let strike = strike(face: face, font: run.font, pixelSize: pixelSize)
      for (i, cached) in strike.lookUp(requests).enumerated() {
        var mask: GlyphMask
        if let cached {
          mask = cached
        } else {
          let (id, phase) = requests[i]
          mask = render(id, face: face, font: run.font, pixelSize: pixelSize, phase: phase)
          strike.store(mask, glyph: id, phase: phase)
        }
        guard !mask.isEmpty else { continue }
        placed.append(
          PlacedGlyph(mask: mask, x: positions[i].x + mask.left, y: positions[i].y - mask.top))
      }
    }
    return placed
  }

  /// Splits text into items of one face and one embedding level, in logical order.
  private func itemize(_ text: String, primary: LoadedFace)
    -> (items: [BidiOrder.Item<LoadedFace>], paragraphRTL: Bool)
  {
    let characters = Array(text)
    let classes = characters.map(BidiOrder.bidiClass)
    let paragraphRTL = BidiOrder.paragraphIsRTL(classes)
    let levels = BidiOrder.levels(classes, paragraphRTL: paragraphRTL)
    var items: [BidiOrder.Item<LoadedFace>] = []
    var offset = 0
    var face = primary
    for (i, character) in characters.enumerated() {
      let length = character.utf8.count
      defer { offset += length }
      if let chosen = faceFor(character, primary: primary, current: face) { face = chosen }
      if let last = items.last, last.face === face, last.level == levels[i] {
        items[items.count - 1].range = last.range.lowerBound..<(offset + length)
      } else {
        items.append(
          BidiOrder.Item(face: face, range: offset..<(offset + length), level: levels[i]))
      }
    }
    return (items, paragraphRTL)
  }

  /// The face to draw `character` with: the primary if it has every scalar, else the
  /// first fallback that does; nil (keep the current face) for spaces and controls.
  private func faceFor(_ character: Character, primary: LoadedFace, current: LoadedFace)
    -> LoadedFace?
  {
    if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      !character.isWhitespace, !scalar.properties.isDefaultIgnorableCodePoint
    {
      // One scalar (most characters): no array to build.
      if primary.harfBuzz.glyph(for: scalar) != nil { return primary }
      for fallback in fallbackFaces {
        if let face = try? loaded(fallback), face.harfBuzz.glyph(for: scalar) != nil { return face }
      }
      return primary
    }
    let scalars = character.unicodeScalars.filter {
      !$0.properties.isDefaultIgnorableCodePoint && !$0.properties.isVariationSelector
    }
    if character.isWhitespace || scalars.isEmpty {
      return current.harfBuzz.glyph(for: " ") != nil ? nil : primary
    }
    func covers(_ face: LoadedFace) -> Bool {
      scalars.allSatisfy { face.harfBuzz.glyph(for: $0) != nil }
    }
    if covers(primary) { return primary }
    for fallback in fallbackFaces {
      if let face = try? loaded(fallback), covers(face) { return face }
    }
    return primary
  }
}
