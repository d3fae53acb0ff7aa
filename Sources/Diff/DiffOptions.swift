import Primitives

/// How two pixels are judged different.
public enum PixelMetric: Hashable, Sendable {
  /// pixelmatch's measure: the YIQ colour delta of Kotsarenko & Ramos (2010) against
  /// `35215 × threshold²` (35215 is the largest delta two colours can have). `0.1` is
  /// pixelmatch's default; Playwright uses `0.2`.
  case yiq(threshold: Double)
  /// swift-snapshot-testing's `perceptualPrecision`: a pixel fails when its CIE ΔE 1994 exceeds
  /// `(1 − perceptualPrecision) × 100` (ΔE 2 is about the least difference an eye notices).
  case deltaE94(perceptualPrecision: Double)
  /// Any difference in any channel.
  case exact
}

/// What semi-transparent pixels are composited over before their colours are compared.
public enum AlphaBackground: Hashable, Sendable {
  /// White, as pixelmatch up to v6 and its pure-Python port (pixelmatch 0.4.0) do.
  case white
  /// pixelmatch v7's per-pixel pseudo checkerboard (also pixelmatch-fast 1.3, a port of 7.1),
  /// so two colours that only look alike over white still differ.
  case checkerboard
}

/// How the diff image is drawn.
public struct DiffImageStyle: Hashable, Sendable {
  /// Opacity of the expected image, drawn as gray behind the changes (pixelmatch's `alpha`).
  public var fade: Double
  /// Colour of changed pixels (red).
  public var changedColor: Color
  /// Colour of pixels that got darker, when set (pixelmatch's `diffColorAlt`).
  public var darkerColor: Color?
  /// Colour of pixels excused as anti-aliasing (yellow).
  public var antialiasedColor: Color
  /// Draw only the changes, on transparency (pixelmatch's `diffMask`).
  public var isMask: Bool

  /// A style; the defaults are pixelmatch's.
  public init(
    fade: Double = 0.1, changedColor: Color = Color(red: 255, green: 0, blue: 0),
    darkerColor: Color? = nil, antialiasedColor: Color = Color(red: 255, green: 255, blue: 0),
    isMask: Bool = false
  ) {
    self.fade = fade
    self.changedColor = changedColor
    self.darkerColor = darkerColor
    self.antialiasedColor = antialiasedColor
    self.isMask = isMask
  }

  /// pixelmatch's look: faded gray, red changes, yellow anti-aliasing.
  public static let standard = DiffImageStyle()
  /// Lighter changes red, darker changes blue.
  public static let twoColor = DiffImageStyle(darkerColor: Color(red: 0, green: 96, blue: 255))
}

/// Everything a comparison can be told. The defaults are pixelmatch's.
public struct DiffOptions: Hashable, Sendable {
  /// How two pixels are judged different.
  public var metric: PixelMetric
  /// Count anti-aliased pixels as changes (pixelmatch's `includeAA`); off by default, so
  /// pixels that look like anti-aliasing on either side are excused.
  public var includeAA: Bool
  /// What translucent pixels are composited over.
  public var background: AlphaBackground
  /// Rectangles (in pixels) never compared.
  public var ignoredRegions: [PixelRect]
  /// The diff image to draw, or nil for none.
  public var diffImage: DiffImageStyle?
  /// Side of the square tiles that changed pixels are grouped in to form regions: changed
  /// pixels in touching tiles (diagonals too) are one region.
  public var regionTileSize: Int
  /// Threads to use; nil means every core. The result never depends on it.
  public var threads: Int?

  /// Options; every default is pixelmatch's.
  public init(
    metric: PixelMetric = .yiq(threshold: 0.1), includeAA: Bool = false,
    background: AlphaBackground = .white, ignoredRegions: [PixelRect] = [],
    diffImage: DiffImageStyle? = nil, regionTileSize: Int = 8, threads: Int? = nil
  ) {
    self.metric = metric
    self.includeAA = includeAA
    self.background = background
    self.ignoredRegions = ignoredRegions
    self.diffImage = diffImage
    self.regionTileSize = regionTileSize
    self.threads = threads
  }
}
