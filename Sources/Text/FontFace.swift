/// One face of one font file, as the catalog knows it: names and style read from the file
/// itself (by fontconfig or FreeType), never from its file name.
public struct FontFace: Hashable, Sendable, Comparable {
  /// Absolute path of the file (inside the process only; records use ``recordPath``).
  public var file: String
  /// Face index inside a collection (TTC); 0 for single fonts.
  public var index: Int
  /// Family names, the file's own first (`Inter`, then `Inter Medium` for some files).
  public var families: [String]
  /// Style name as the file spells it (`Bold`, `Semi Bold Italic`, `Book`).
  public var style: String
  /// PostScript name (`Inter-SemiBold`), empty when the file has none.
  public var postScriptName: String
  /// CSS / OpenType weight (100 thin … 400 regular … 700 bold … 900 black).
  public var weight: Int
  /// Italic or oblique.
  public var italic: Bool
  /// CSS width in percent (100 normal, 87.5 semi-condensed); condensed faces lose ties.
  public var width: Int
  /// The file relative to the folder it was found in, prefixed by that folder's label
  /// (`fonts-liberation2/LiberationSans-Regular.ttf`, `fonts/Brand.ttf`): what renders record.
  public var recordPath: String
  /// The face's number in the library that found it, for fast lookups of its open
  /// FreeType and HarfBuzz objects; not part of equality (see ``==(_:_:)``).
  var slot: Int32 = -1

  /// The first (main) family name.
  public var family: String { families.first ?? "" }

  /// Equal when everything read from the file is equal (the library's slot is ignored).
  public static func == (a: FontFace, b: FontFace) -> Bool {
    (a.file, a.index, a.style, a.postScriptName, a.weight, a.italic)
      == (b.file, b.index, b.style, b.postScriptName, b.weight, b.italic)
      && (a.width, a.recordPath) == (b.width, b.recordPath) && a.families == b.families
  }

  /// Hashes the file, face index and record path.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(index)
    hasher.combine(recordPath)
  }

  /// Ordered by record path, then face index: a stable order for listings.
  public static func < (a: FontFace, b: FontFace) -> Bool {
    (a.recordPath, a.index) < (b.recordPath, b.index)
  }
}
