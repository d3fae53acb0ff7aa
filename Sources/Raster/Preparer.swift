import Primitives
import Synchronization
import Text

/// Resolves a display list into device-pixel ``Command``s, once, before the bands draw:
/// radii clamped, colors premultiplied, images loaded, shadows blurred, and clips and
/// groups balanced (an unmatched pop is dropped; what is left open at the end, or inside a
/// group when it ends, is closed).
struct Preparer {
  let list: DisplayList
  let scale: Double
  let imageLoader: ImageLoader?
  /// Off only in tests (see ``occlude(shadowUnder:)``).
  var occlusion = true
  /// Skip draws that cannot reach a visible pixel (see `visible`); off only in tests,
  /// which compare the bytes with and without it.
  var culling = true
  /// The pixels a draw can still change: the canvas, narrowed by each open clip's box (the
  /// band renderer draws only inside `clipBox`, the same intersection).
  private var visibleBoxes: [PixelBox] = []
  let canvas: PixelBox
  private var fonts: FontLibrary?
  /// See ``Rasterizer/strictFonts``.
  var strictFonts = false
  /// Text lying wholly beyond ``textReach`` ems above or below what is visible is dropped
  /// before it is shaped (see ``outOfReach(_:scale:visible:)``); off is the plain twin,
  /// which shapes it and lets the glyph cull drop it (CullTests compare the two).
  var cullsTextBeforeShaping = true
  private var resolved: [FontKey: ResolvedFont] = [:]
  private(set) var commands: [PreparedCommand] = []
  /// Whether a backdrop blur was added (the drawing then runs in stages).
  private(set) var hasBackdropBlur = false
  private var groups: [(index: Int, opacity: UInt32, bounds: PixelBox, clipDepth: Int)] = []
  private var clipDepth = 0
  private var images: [String: Bitmap] = [:]
  /// Decoded image pixels so far, held to ``Limits/imagePixelsPerRender``.
  private var imagePixels = 0

  init(list: DisplayList, imageLoader: ImageLoader?, fonts: FontLibrary?) {
    self.fonts = fonts
    self.list = list
    self.scale = list.scale > 0 && list.scale.isFinite ? list.scale : 1
    self.imageLoader = imageLoader
    let size = list.pixelSize
    canvas = PixelBox(x0: 0, y0: 0, x1: max(0, size.width), y1: max(0, size.height))
  }

  /// Where a draw can change pixels now: the canvas within every open clip.
  var visible: PixelBox { visibleBoxes.last ?? canvas }

  /// Whether a draw confined to `box` changes no pixel: it lies wholly off the canvas or
  /// outside the open clips. Such a draw is not prepared (no text placed, no image shader,
  /// no shadow blurred); anything it could fail on (a missing image, an unknown font) is
  /// still checked first, so errors do not depend on where an op lies.
  func culled(_ box: PixelBox) -> Bool {
    culling && box.intersection(visible).isEmpty
  }

  /// Prepares every op in order; `ahead` (shadows and text prepared on another core) is told how
  /// far it has got.
  mutating func run(ahead: PrepareAhead? = nil) throws {
    defer { ahead?.stop() }
    for (i, op) in list.ops.enumerated() {
      ahead?.reach(i)
      try add(op)
    }
    while !groups.isEmpty { endGroup() }
    while clipDepth > 0 { popClip() }
  }

  private mutating func add(_ op: DisplayOp) throws {
    switch op {
    case .fillRect(let rect, let paint):
      fill(PixelShape(rect, scale: scale), paint)
    case .fillRoundedRect(let rect, let radii, let paint):
      fill(PixelShape(rect, radii, scale: scale), paint)
    case .strokeRoundedRect(let rect, let radii, let width, let color):
      stroke(PixelShape(rect, radii, scale: scale), width * scale, color)
    case .shadow(let rect, let radii, let color, let blur, let offset):
      shadow(rect.offsetBy(dx: offset.x, dy: offset.y), radii, color, blur)
    case .text(let t):
      try text(t)
    case .image(let image):
      try self.image(image)
    case .pushClipRect(let rect):
      pushClip(PixelShape(rect, scale: scale))
    case .pushClipRoundedRect(let rect, let radii):
      pushClip(PixelShape(rect, radii, scale: scale))
    case .popClip:
      if clipDepth > (groups.last?.clipDepth ?? 0) { popClip() }
    case .beginGroup(let opacity):
      let o = opacity.isFinite ? min(max(opacity, 0), 1) : 1
      groups.append((commands.count, UInt32((o * 255).rounded()), .empty, clipDepth))
      commands.append(PreparedCommand(command: .endGroup, box: .empty))  // placeholder
    case .endGroup:
      if !groups.isEmpty { endGroup() }
    case .backdropBlur(let rect, let radii, let radius):
      guard groups.isEmpty, clipDepth == 0, radius.isFinite, radius > 0 else { return }
      let r = Int(min(radius, 100) * scale)
      let shape = PixelShape(rect, radii, scale: scale)
      append(.backdropBlur(shape, radius: r), PixelBox(shape))
    }
  }

  mutating func append(_ command: Command, _ box: PixelBox) {
    guard !box.isEmpty else { return }
    if !command.isStructural && culled(box) { return }
    var prepared = PreparedCommand(command: command, box: box)
    if groups.isEmpty && clipDepth == 0, case .fill(let shape, .solid(let color)) = command,
      color >> 24 == 255
    {
      prepared.cover = shape.opaquePixels
    }
    commands.append(prepared)
    if case .backdropBlur = command { hasBackdropBlur = true }
    if !groups.isEmpty {
      groups[groups.count - 1].bounds = groups[groups.count - 1].bounds.union(box)
    }
  }

  private mutating func fill(_ shape: PixelShape, _ paint: Paint) {
    guard !shape.isEmpty, let source = source(paint, shape) else { return }
    if occlusion, case .solid(let color) = source, color >> 24 == 255 {
      occlude(shadowUnder: shape)
    }
    append(.fill(shape, source), PixelBox(shape))
  }

  /// A view's shadow is drawn just before its opaque background: the whole pixels well
  /// inside that background are painted over with exactly its color, so the shadow skips
  /// them (a card list's shadows would otherwise blend every pixel under every card). Only
  /// without a clip, where the fill's coverage there is exactly 255.
  private mutating func occlude(shadowUnder shape: PixelShape) {
    guard clipDepth == 0, let last = commands.last,
      case .mask(let mask, let x, let y, let color, let hole) = last.command, hole.isEmpty
    else { return }
    // Inside the rect inset by the largest radius, every pixel is fully covered.
    let r = max(shape.tl, shape.tr, shape.br, shape.bl)
    let inner = PixelBox(
      x0: Int((shape.x0 + r).rounded(.up)), y0: Int((shape.y0 + r).rounded(.up)),
      x1: Int((shape.x1 - r).rounded(.down)), y1: Int((shape.y1 - r).rounded(.down)))
    guard !inner.isEmpty else { return }
    commands[commands.count - 1].command = .mask(mask, x: x, y: y, color: color, hole: inner)
  }

  private mutating func stroke(_ shape: PixelShape, _ width: Double, _ color: Color) {
    guard width > 0, width.isFinite, !shape.isEmpty, color.alpha > 0 else { return }
    let source = Source.solid(PremultipliedPixel(color).word)
    let inner = shape.inset(by: width)
    if inner.isEmpty {
      append(.fill(shape, source), PixelBox(shape))
    } else {
      append(.ring(outer: shape, inner: inner, source), PixelBox(shape))
    }
  }

  private func source(_ paint: Paint, _ shape: PixelShape) -> Source? {
    switch paint {
    case .color(let c):
      return c.alpha == 0 ? nil : .solid(PremultipliedPixel(c).word)
    case .linearGradient(let g):
      if let first = g.colors.first, g.colors.allSatisfy({ $0 == first }) {
        return first.alpha == 0 ? nil : .solid(PremultipliedPixel(first).word)
      }
      return .gradient(GradientShader(g, in: shape))
    }
  }

  private mutating func shadow(_ rect: Rect, _ radii: CornerRadii, _ color: Color, _ blur: Double) {
    switch ShadowPlan(rect, radii, color, blur, scale: scale, canvas: list.pixelSize) {
    case nil: return
    case .fill(let shape, let word):
      append(.fill(shape, .solid(word)), PixelBox(shape))
    case .blur(let shape, let sigma, let word):
      // A shadow wholly outside what is visible is not blurred.
      if culled(ShadowPlan.reach(shape, sigma: sigma)) { return }
      let (mask, lx, ly) = Shadow.cachedMask(ShadowPlan.local(shape), sigma: sigma)
      let x = lx + Int(shape.x0.rounded(.down))
      let y = ly + Int(shape.y0.rounded(.down))
      append(
        .mask(mask, x: x, y: y, color: word, hole: .empty),
        PixelBox(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height))
    }
  }

  private mutating func pushClip(_ shape: PixelShape) {
    clipDepth += 1
    visibleBoxes.append(PixelBox(shape).intersection(visible))
    commands.append(PreparedCommand(command: .pushClip(shape), box: PixelBox(shape)))
  }

  private mutating func popClip() {
    clipDepth -= 1
    visibleBoxes.removeLast()
    commands.append(PreparedCommand(command: .popClip, box: .empty))
  }

  private mutating func endGroup() {
    let g = groups.removeLast()
    while clipDepth > g.clipDepth { popClip() }
    commands[g.index] = PreparedCommand(
      command: .beginGroup(opacity: g.opacity, bounds: g.bounds), box: g.bounds)
    commands.append(PreparedCommand(command: .endGroup, box: g.bounds))
    if !groups.isEmpty {
      groups[groups.count - 1].bounds = groups[groups.count - 1].bounds.union(g.bounds)
    }
  }

  // MARK: Images

  private mutating func image(_ op: ImageOp) throws {
    let bitmap: Bitmap
    var imageScale = 1.0
    switch op.source {
    case .bitmap(let b): bitmap = b
    case .file(let path):
      bitmap = try load(path)
      imageScale = Preparer.imageScale(path)
    }
    guard bitmap.width > 0, bitmap.height > 0 else { return }
    let natural = Size(
      width: Double(bitmap.width) / imageScale, height: Double(bitmap.height) / imageScale)
    let frame = Preparer.frame(op.rect, natural, op.contentMode)
    let shape = PixelShape(frame, scale: scale)
    // A frame thinner than a millionth of a pixel shows nothing (and would divide by ~0).
    guard shape.x1 - shape.x0 > 1e-6, shape.y1 - shape.y0 > 1e-6 else { return }
    if let tint = op.tint, tint.alpha == 0 { return }
    // The file was read above either way, so a missing or unreadable image off the canvas
    // is reported as one on it; only the shader (a copy of its pixels) is skipped.
    if culled(PixelBox(shape)) { return }
    append(.fill(shape, .image(ImageShader(bitmap, frame: shape, tint: op.tint))), PixelBox(shape))
  }

  private mutating func load(_ path: String) throws -> Bitmap {
    if let b = images[path] { return b }
    guard let imageLoader else { throw RasterError.noImageLoader(path: path) }
    let left = Limits.imagePixelsPerRender - imagePixels
    guard left > 0 else { throw Self.overBudget(path) }
    do {
      let b = try imageLoader.loadWithin?(path, left) ?? imageLoader.load(path)
      imagePixels += b.width * b.height
      guard imagePixels <= Limits.imagePixelsPerRender else { throw Self.overBudget(path) }
      images[path] = b
      return b
    } catch let error as RasterError {
      throw error
    } catch let error as Diagnostic {
      throw RasterError.imageUnreadable(path: path, reason: error.message)
    } catch {
      throw RasterError.imageUnreadable(path: path, reason: "\(error)")
    }
  }

  static func overBudget(_ path: String) -> RasterError {
    .imageUnreadable(
      path: path,
      reason: "the images of one render may have at most \(Limits.imagePixelsPerRender) "
        + "pixels together (THEMESHOT_MAX_IMAGE_PIXELS raises it)")
  }

  /// UIImage's scale from a file name: `icon@2x.png` is 2, otherwise 1.
  static func imageScale(_ path: String) -> Double {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    for s in [2, 3] where stem.hasSuffix("@\(s)x") { return Double(s) }
    return 1
  }

  /// Where UIImageView draws an image of `natural` size (points) in `rect` for `mode`.
  /// The frame may exceed the rect (aspect fill, center); UIKit only trims it when the view
  /// clips to its bounds, which the display list says with a clip.
  static func frame(_ rect: Rect, _ natural: Size, _ mode: ContentMode) -> Rect {
    var size = natural
    switch mode {
    case .scaleToFill: return rect
    case .scaleAspectFit, .scaleAspectFill:
      let sx = rect.width / natural.width
      let sy = rect.height / natural.height
      let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      size = Size(width: natural.width * s, height: natural.height * s)
    default: break
    }
    let x: Double
    let y: Double
    switch mode {
    case .left, .topLeft, .bottomLeft: x = rect.minX
    case .right, .topRight, .bottomRight: x = rect.maxX - size.width
    default: x = rect.midX - size.width / 2
    }
    switch mode {
    case .top, .topLeft, .topRight: y = rect.minY
    case .bottom, .bottomLeft, .bottomRight: y = rect.maxY - size.height
    default: y = rect.midY - size.height / 2
    }
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }

  // MARK: Text

  private mutating func text(_ t: TextOp) throws {
    guard Self.drawsText(t, scale: scale) else { return }
    guard let request = list.fonts[t.font] else { throw RasterError.unknownFont(key: t.font) }
    let library = try fontLibrary()
    let key = FontKey(request: request, size: t.size)
    let font: ResolvedFont
    if let hit = resolved[key] {
      font = hit
    } else {
      do {
        font = try library.resolve(request: request, size: t.size, strict: strictFonts)
      } catch {
        throw RasterError.text("font '\(request)': \(error)")
      }
      resolved[key] = font
    }
    // A line whose baseline lies more than ``Preparer/textReach`` ems above or below
    // what is visible places no glyph there (the cull below would drop every one), so it is
    // not shaped: a long list's labels below a small canvas cost a font look-up only.
    if culling && cullsTextBeforeShaping && Self.outOfReach(t, scale: scale, visible: visible) {
      return
    }
    // The Text stage caches shaped lines (its ShapeCache); Raster keeps no second cache.
    let line = library.shape(t.text, font: font)
    // Glyphs that miss what is visible are not placed (a long list's labels below a small
    // canvas); the font was resolved above, so its errors do not depend on placement.
    let v = visible
    let glyphs =
      culling
      ? library.placeGlyphs(
        line, origin: t.origin, scale: scale, within: (v.x0, v.y0, v.x1, v.y1))
      : library.placeGlyphs(line, origin: t.origin, scale: scale)
    guard !glyphs.isEmpty else { return }
    let run = GlyphRun(
      glyphs: glyphs, color: PremultipliedPixel(t.color).word,
      gamma: TextGamma.table(for: t.color))
    append(.glyphs(run), run.box)
  }

  /// The library given, or the process's default one (made once, on first use).
  private mutating func fontLibrary() throws -> FontLibrary {
    if let fonts { return fonts }
    let made = try Preparer.defaultFonts.withLock {
      (cached: inout FontLibrary?) throws -> FontLibrary in
      if let cached { return cached }
      do {
        let library = try FontLibrary()
        cached = library
        return library
      } catch {
        throw RasterError.text("\(error)")
      }
    }
    fonts = made
    return made
  }

  /// Shared by renders that pass no library, so each does not rescan the font folders.
  static let defaultFonts = Mutex<FontLibrary?>(nil)

  /// How far, in ems of the op's size, a glyph's ink is taken to reach from the baseline,
  /// above or below (offsets from shaping included). Fonts' boxes reach about 1-3 ems at
  /// most; 64 leaves a wide margin, so a line beyond it is one the glyph cull drops whole.
  static let textReach = 64.0

  /// Whether `t` can draw at all: text far off any canvas, or absurdly large, draws
  /// nothing (Text's pixel placement converts to Int).
  static func drawsText(_ t: TextOp, scale: Double) -> Bool {
    let far = 1e6
    return t.color.alpha > 0 && !t.text.isEmpty && abs(t.origin.x) < far
      && abs(t.origin.y) < far && t.size > 0 && t.size * scale < 10_000
  }

  /// Whether the line's baseline lies more than ``textReach`` ems below the bottom or above
  /// the top of `visible` (device pixels), with two pixels more for rounding.
  static func outOfReach(_ t: TextOp, scale: Double, visible v: PixelBox) -> Bool {
    let y = t.origin.y * scale
    let reach = textReach * t.size * scale + 2
    return y - reach >= Double(v.y1) || y + reach <= Double(v.y0)
  }
}

/// A font request at one size.
struct FontKey: Hashable {
  var request: String
  var size: Double
}
