/// A folder of font files and the label renders record its files under.
public struct FontFolder: Hashable, Sendable {
  /// The folder on disk.
  public var path: String
  /// What records say instead of the path: a Debian package name for substitutes
  /// (`fonts-liberation2`), the folder as the project names it for project fonts (`fonts`).
  public var label: String

  /// A folder at `path`, recorded as `label`.
  public init(path: String, label: String) {
    self.path = path
    self.label = label
  }
}

/// Which fonts a ``FontLibrary`` may use: nothing else on the machine is ever seen.
public struct FontConfiguration: Hashable, Sendable {
  /// The project's own fonts (an app's bundled fonts), searched first.
  public var projectFolders: [FontFolder]
  /// The open fonts that stand in for iOS fonts, and the last resort (DejaVu).
  public var substituteFolders: [FontFolder]
  /// Families tried, in order, for characters the requested font lacks.
  public var fallbackFamilies: [String]

  /// Project folders first, then substitutes; fallback families for missing characters.
  public init(
    projectFolders: [FontFolder] = [],
    substituteFolders: [FontFolder] = FontConfiguration.debianSubstitutes,
    fallbackFamilies: [String] = FontConfiguration.defaultFallbackFamilies
  ) {
    self.projectFolders = projectFolders
    self.substituteFolders = substituteFolders
    self.fallbackFamilies = fallbackFamilies
  }

  /// Where Debian's `fonts-liberation2`, `fonts-inter`, `fonts-dejavu-core`,
  /// `fonts-comic-neue` and `fonts-dancingscript` install.
  public static let debianSubstitutes: [FontFolder] = [
    FontFolder(path: "/usr/share/fonts/truetype/liberation2", label: "fonts-liberation2"),
    FontFolder(path: "/usr/share/fonts/opentype/inter", label: "fonts-inter"),
    FontFolder(path: "/usr/share/fonts/truetype/dejavu", label: "fonts-dejavu-core"),
    FontFolder(path: "/usr/share/fonts/opentype/comic-neue", label: "fonts-comic-neue"),
    FontFolder(path: "/usr/share/fonts/opentype/dancingscript", label: "fonts-dancingscript"),
  ]

  /// DejaVu covers Latin, Greek, Cyrillic, Hebrew, Arabic and many symbols.
  public static let defaultFallbackFamilies = ["DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"]

  /// The substitutes only.
  public static let `default` = FontConfiguration()
}
