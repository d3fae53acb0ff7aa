import CFontconfig
import Synchronization

/// The only file importing fontconfig. It reads the faces of an explicit list of font
/// files (FcFreeTypeQueryAll: names, style, weight, slant, width from the files
/// themselves) into a private font set, and parses fontconfig patterns
/// (`DejaVu Sans:bold`). No fontconfig configuration, cache or font directory of the
/// machine is consulted, so installing a font on the machine never changes what
/// themeshot sees.
enum Fontconfig {
  /// fontconfig's lazy initialisation is not thread-safe; every call goes through this.
  private static let lock = Mutex(())

  /// fontconfig's version (`21401` for 2.14.1): a scan cache written by another version is
  /// not trusted.
  static var version: Int { Int(FcGetVersion()) }

  /// One face as fontconfig scanned it.
  struct ScannedFace: Equatable {
    var file: String
    var index: Int
    var families: [String]
    var style: String
    var postScriptName: String
    var weight: Int
    var italic: Bool
    var width: Int
  }

  /// Every scalable face of `files`, in a stable order (file, index). Files fontconfig
  /// cannot read contribute nothing (the caller reports them).
  static func scan(files: [String]) -> [ScannedFace] {
    lock.withLock { _ in
      guard let set = FcFontSetCreate() else { return [] }
      defer { FcFontSetDestroy(set) }
      for file in files {
        var count: Int32 = 0
        // Face id -1 (all bits set) asks for every face of a collection.
        _ = FcFreeTypeQueryAll(file, UInt32.max, nil, &count, set)
      }
      var faces: [ScannedFace] = []
      for i in 0..<Int(set.pointee.nfont) {
        guard let pattern = set.pointee.fonts[i], let face = scannedFace(pattern) else { continue }
        faces.append(face)
      }
      return faces.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
    }
  }

  private static func scannedFace(_ pattern: OpaquePointer) -> ScannedFace? {
    guard let file = string(pattern, themeshot_fc_file, 0) else { return nil }
    var index: Int32 = 0
    _ = FcPatternGetInteger(pattern, themeshot_fc_index, 0, &index)
    // Named instances of variable fonts have index ≥ 2^16; static faces only.
    guard index < 0x10000 else { return nil }
    var families: [String] = []
    while let family = string(pattern, themeshot_fc_family, Int32(families.count)) {
      families.append(family)
    }
    var fcWeight: Double = 80
    _ = FcPatternGetDouble(pattern, themeshot_fc_weight, 0, &fcWeight)
    var fcWeightInt: Int32 = 80
    if FcPatternGetInteger(pattern, themeshot_fc_weight, 0, &fcWeightInt) == FcResultMatch {
      fcWeight = Double(fcWeightInt)
    }
    var slant: Int32 = 0
    _ = FcPatternGetInteger(pattern, themeshot_fc_slant, 0, &slant)
    var width: Int32 = 100
    _ = FcPatternGetInteger(pattern, themeshot_fc_width, 0, &width)
    return ScannedFace(
      file: file, index: Int(index), families: families,
      style: string(pattern, themeshot_fc_style, 0) ?? "",
      postScriptName: string(pattern, themeshot_fc_postscript_name, 0) ?? "",
      weight: Int(FcWeightToOpenTypeDouble(fcWeight).rounded()),
      italic: slant != themeshot_fc_slant_roman, width: Int(width))
  }

  private static func string(_ pattern: OpaquePointer, _ key: UnsafePointer<CChar>, _ n: Int32)
    -> String?
  {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, key, n, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }

  /// A fontconfig pattern (`DejaVu Sans:bold:italic`, `Inter-14:weight=600`) taken apart
  /// by FcNameParse: the family, and weight / italic when the pattern sets them.
  struct Pattern: Equatable {
    var family: String
    var weight: Int?
    var italic: Bool?
    /// `:style=Bold Italic`, as written.
    var style: String?
  }

  static func parse(_ text: String) -> Pattern? {
    lock.withLock { _ in
      guard let pattern = FcNameParse(text) else { return nil }
      defer { FcPatternDestroy(pattern) }
      guard let family = string(pattern, themeshot_fc_family, 0) else { return nil }
      var result = Pattern(family: family)
      var weight: Int32 = 0
      var weightDouble: Double = 0
      if FcPatternGetInteger(pattern, themeshot_fc_weight, 0, &weight) == FcResultMatch {
        result.weight = Int(FcWeightToOpenTypeDouble(Double(weight)).rounded())
      } else if FcPatternGetDouble(pattern, themeshot_fc_weight, 0, &weightDouble) == FcResultMatch
      {
        result.weight = Int(FcWeightToOpenTypeDouble(weightDouble).rounded())
      }
      var slant: Int32 = 0
      if FcPatternGetInteger(pattern, themeshot_fc_slant, 0, &slant) == FcResultMatch {
        result.italic = slant != themeshot_fc_slant_roman
      }
      result.style = string(pattern, themeshot_fc_style, 0)
      return result
    }
  }
}
