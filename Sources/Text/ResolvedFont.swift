import Foundation

/// Which resolution step found a font (issue 7's order).
public enum FontSource: String, Hashable, Sendable {
  /// A file in the project's own font folders.
  case project
  /// The iOS-name table's substitute.
  case iOSSubstitute
  /// Another family among the configured fonts, by fontconfig family or PostScript name.
  case installed
  /// An explicit path to a font file.
  case file
  /// Nothing knew the name: the system font, with a warning.
  case fallback
}

/// A font request resolved to one face of one file at one size.
public struct ResolvedFont: Hashable, Sendable {
  /// The face drawn.
  public var face: FontFace
  /// Size in points.
  public var size: Double
  /// The weight asked for (CSS 100…900), which may differ from the face's.
  public var weight: Int
  /// Bold drawn by thickening outlines, because the family has no face heavy enough.
  public var syntheticBold: Bool
  /// Italic drawn by shearing outlines, because the family has no italic face.
  public var syntheticItalic: Bool
  /// The name as the theme wrote it.
  public var requestedName: String
  /// Which resolution step found the face.
  public var source: FontSource
  /// Points added after every glyph: the system font's size-specific tracking when the
  /// request named the system font (``SystemFontTracking``), else 0.
  public var tracking: Double = 0

  /// SHA-256 of the file's bytes, lower-case hex; computed on first use per file (once per
  /// process), so resolving stays cheap when no record is written.
  public var contentHash: String { FileHashes.sha256(of: face.file) }

  /// Absolute path of the file (in-process use only; records use ``FontFace/recordPath``).
  public var file: String { face.file }
  /// Face index inside a collection file.
  public var faceIndex: Int { face.index }

  /// The same face at another size.
  public func withSize(_ size: Double) -> ResolvedFont {
    var copy = self
    copy.size = size
    return copy
  }
}

/// Vertical metrics in points, from the face's hhea table, as UIKit's `UIFont` reports
/// them (`ascender`, `descender` as a positive distance, `leading`, `lineHeight`).
public struct FontMetrics: Hashable, Sendable {
  /// Baseline to the top of the line box.
  public var ascent: Double
  /// Baseline to the bottom of the line box (positive).
  public var descent: Double
  /// Extra space between lines (hhea line gap).
  public var leading: Double
  /// Baseline-to-baseline distance: ascent + descent + leading.
  public var lineHeight: Double
  /// Units per em of the face, for callers working in font units.
  public var unitsPerEm: Int
}

/// What a render records about one font it used: enough to explain a changed snapshot,
/// nothing machine-specific (no absolute path, no time).
public struct FontRecord: Hashable, Sendable, Comparable, Codable {
  /// The name as the theme wrote it.
  public var requestedName: String
  /// `<folder label>/<path inside the folder>`, e.g. `fonts-inter/Inter-Regular.otf`.
  public var file: String
  /// Face index inside a collection file.
  public var faceIndex: Int
  /// SHA-256 of the file's bytes.
  public var sha256: String
  /// Whether bold was synthesised.
  public var syntheticBold: Bool
  /// Whether italic was synthesised.
  public var syntheticItalic: Bool
  /// Which resolution step found it (``FontSource`` raw value).
  public var source: String

  /// The record of one resolved font.
  public init(_ font: ResolvedFont) {
    requestedName = font.requestedName
    file = font.face.recordPath
    faceIndex = font.face.index
    sha256 = font.contentHash
    syntheticBold = font.syntheticBold
    syntheticItalic = font.syntheticItalic
    source = font.source.rawValue
  }

  /// The records of `fonts`, sorted and without duplicates, so the same fonts always give
  /// the same record (a sidecar writes them with Primitives' `JSONValue`).
  public static func records(_ fonts: [ResolvedFont]) -> [FontRecord] {
    Array(Set(fonts.map(FontRecord.init))).sorted()
  }

  /// Ordered by requested name, then file, face and synthesis.
  public static func < (a: FontRecord, b: FontRecord) -> Bool {
    func flags(_ r: FontRecord) -> Int { (r.syntheticBold ? 2 : 0) + (r.syntheticItalic ? 1 : 0) }
    return (a.requestedName, a.file, a.faceIndex, flags(a)) < (
      b.requestedName, b.file, b.faceIndex, flags(b)
    )
  }
}
