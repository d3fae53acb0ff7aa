/// The documented table of iOS font names and the installed open fonts that stand in for
/// them (DESIGN.md, "Fonts"; docs/fonts.md prints the same table).
///
/// A name matches a row when, compared without case, spaces, dashes or dots, it starts
/// with one of the row's names and the rest is style words: `HelveticaNeue-Bold`,
/// `AvenirNext-DemiBoldItalic`, `.SFUI-Semibold`, `TimesNewRomanPS-BoldMT`, `systemBold`.
public struct IOSFontMapping: Hashable, Sendable {
  /// The iOS family as users write it (`Helvetica Neue`).
  public let family: String
  /// Other spellings: PostScript bases (`HelveticaNeue`), private system names.
  public let aliases: [String]
  /// The open family drawn instead, with the Debian package that installs it.
  public let substitute: String
  /// The Debian package that installs ``substitute``.
  public let package: String
  /// Used when the substitute's package is missing (fonts-dejavu-core).
  public let lastResort: String
}

/// The table itself.
public enum IOSFontTable {
  /// The system font's row; also what unknown names fall back to.
  public static let system = IOSFontMapping(
    family: "system",
    aliases: [
      "System", "San Francisco", "SF Pro", "SF Pro Text", "SF Pro Display", "SF Pro Rounded",
      "SFPro", "SFProText", "SFProDisplay", "SFProRounded", ".SFUI", ".SFUIText",
      ".SFUIDisplay", ".SFNS", ".SFNSText", ".SFNSDisplay", ".AppleSystemUIFont",
      "SF UI Text", "SF UI Display", "SF Compact", "SF Compact Text", "SF Compact Display",
      "SFCompactText", "SFCompactDisplay", "SF Rounded", "SFRounded", ".SFUIRounded",
      "SanFranciscoRounded", "SanFranciscoText", "SanFranciscoDisplay",
    ], substitute: "Inter", package: "fonts-inter", lastResort: "DejaVu Sans")

  /// Every row, the system font first.
  public static let rows: [IOSFontMapping] = [
    system,
    sans("Helvetica", []),
    sans("Helvetica Neue", ["HelveticaNeue"]),
    sans("Arial", ["ArialMT"]),
    sans("Avenir", []),
    sans("Avenir Next", ["AvenirNext"]),
    sans("Avenir Next Condensed", ["AvenirNextCondensed"]),
    sans("Futura", []),
    sans("Gill Sans", ["GillSans"]),
    sans("Optima", []),
    sans("Trebuchet MS", ["TrebuchetMS"]),
    IOSFontMapping(
      family: "Verdana", aliases: [], substitute: "DejaVu Sans", package: "fonts-dejavu-core",
      lastResort: "DejaVu Sans"),
    serif("Times New Roman", ["TimesNewRomanPS", "TimesNewRomanPSMT"]),
    serif("Times", ["Times-Roman"]),
    serif("Georgia", []),
    serif("New York", ["NewYork", ".NewYork"]),
    serif("Palatino", []),
    serif("Baskerville", []),
    serif("Hoefler Text", ["HoeflerText"]),
    serif("Didot", []),
    serif("Charter", []),
    serif("Cochin", []),
    serif("Iowan Old Style", ["IowanOldStyle"]),
    IOSFontMapping(
      family: "Courier", aliases: [], substitute: "Liberation Mono",
      package: "fonts-liberation2", lastResort: "DejaVu Sans Mono"),
    IOSFontMapping(
      family: "Courier New", aliases: ["CourierNewPS", "CourierNewPSMT"],
      substitute: "Liberation Mono", package: "fonts-liberation2", lastResort: "DejaVu Sans Mono"),
    // Fonts of Apple's iOS 17 list that the rows above lack, by the nearest installed look.
    sans("Arial Rounded MT Bold", ["ArialRoundedMTBold"]),
    sans("Arial Hebrew", ["ArialHebrew"]),
    sans("DIN Alternate", ["DINAlternate"]),
    sans("DIN Condensed", ["DINCondensed"]),
    sans("Galvji", []),
    serif("Bodoni 72", ["BodoniSvtyTwoITCTT"]),
    serif("Bodoni 72 Oldstyle", ["BodoniSvtyTwoOSITCTT"]),
    serif("Bodoni 72 Smallcaps", ["BodoniSvtyTwoSCITCTT"]),
    serif("Copperplate", []),
    serif("Academy Engraved LET", ["AcademyEngravedLetPlain"]),
    serif("Marion", []),
    serif("Papyrus", []),
    // Slab serifs: DejaVu Serif's serifs are the squarest installed.
    slab("American Typewriter", ["AmericanTypewriter"]),
    slab("Rockwell", []),
    // Marker and chalk hands: Comic Neue, an informal upright hand.
    casual("Chalkduster", []),
    casual("Chalkboard SE", ["ChalkboardSE"]),
    casual("Marker Felt", ["MarkerFelt"]),
    casual("Noteworthy", []),
    // Joined scripts: Dancing Script (regular and bold).
    script("Bradley Hand", ["BradleyHandITCTT"]),
    script("Snell Roundhand", ["SnellRoundhand"]),
    script("Zapfino", []),
    script("Savoye LET", ["SavoyeLetPlain"]),
    script("Party LET", ["PartyLetPlain"]),
    mono("Menlo", []),
    mono("SF Mono", ["SFMono", ".SFMono", "SF Mono Text"]),
    mono("Monaco", []),
  ]

  private static func sans(_ family: String, _ aliases: [String]) -> IOSFontMapping {
    IOSFontMapping(
      family: family, aliases: aliases, substitute: "Liberation Sans",
      package: "fonts-liberation2", lastResort: "DejaVu Sans")
  }

  private static func serif(_ family: String, _ aliases: [String]) -> IOSFontMapping {
    IOSFontMapping(
      family: family, aliases: aliases, substitute: "Liberation Serif",
      package: "fonts-liberation2", lastResort: "DejaVu Serif")
  }

  private static func slab(_ family: String, _ aliases: [String]) -> IOSFontMapping {
    IOSFontMapping(
      family: family, aliases: aliases, substitute: "DejaVu Serif", package: "fonts-dejavu-core",
      lastResort: "DejaVu Serif")
  }

  private static func casual(_ family: String, _ aliases: [String]) -> IOSFontMapping {
    IOSFontMapping(
      family: family, aliases: aliases, substitute: "Comic Neue", package: "fonts-comic-neue",
      lastResort: "DejaVu Sans")
  }

  private static func script(_ family: String, _ aliases: [String]) -> IOSFontMapping {
    IOSFontMapping(
      family: family, aliases: aliases, substitute: "Dancing Script",
      package: "fonts-dancingscript", lastResort: "DejaVu Serif")
  }

  private static func mono(_ family: String, _ aliases: [String]) -> IOSFontMapping {
    IOSFontMapping(
      family: family, aliases: aliases, substitute: "DejaVu Sans Mono",
      package: "fonts-dejavu-core", lastResort: "DejaVu Sans Mono")
  }

  /// Normalised name → row, for prefix matching.
  static let keys: [(key: String, row: IOSFontMapping)] = rows.flatMap { row in
    ([row.family] + row.aliases).map { (FaceMatching.normalizedKey($0), row) }
  }.sortedByLength()

  /// ``keys`` sorted as the plain comparison of `key.count` sorts them (`plainKeys`, the
  /// twin in the tests): the same stable sort on each key's length counted once, where
  /// counting characters in every comparison cost a check a third of a millisecond.
  static var plainKeys: [(key: String, row: IOSFontMapping)] {
    rows.flatMap { row in
      ([row.family] + row.aliases).map { (FaceMatching.normalizedKey($0), row) }
    }.sorted { $0.key.count > $1.key.count }
  }

  /// The row `name` names, with the weight and slant its style suffix asks for.
  static func match(_ name: String) -> (row: IOSFontMapping, weight: Int?, italic: Bool)? {
    let key = FaceMatching.normalizedKey(name)
    // By index: each entry copied out retained its row's five strings.
    for i in keys.indices where key.hasPrefix(keys[i].key) {
      if let style = FaceMatching.parseStyle(String(key.dropFirst(keys[i].key.count))) {
        return (keys[i].row, style.weight, style.italic)
      }
    }
    return nil
  }
}

extension Array where Element == (key: String, row: IOSFontMapping) {
  /// Longest key first, by characters, keeping the order of keys of equal length.
  fileprivate func sortedByLength() -> [Element] {
    let counted = map { (count: $0.key.count, entry: $0) }
    return counted.sorted { $0.count > $1.count }.map(\.entry)
  }
}
