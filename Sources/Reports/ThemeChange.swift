/// One theme key whose value changed between a reference and the current render, as the
/// two renders' records show it: the key (`$Tint`, `.BlueTile.backgroundColor`, a Pixelbits
/// rule's `UILabel.font`), both values, where it is set, and the widget properties it
/// changed. `check` derives these from the sidecars (`ThemeChanges` in Themeshot); the
/// HTML report shows them in a panel beside the pixel diff, `report.json` keeps them under
/// `explanation.themeChanges`.
public struct ThemeChange: Codable, Hashable, Sendable {
  /// The constant or key path, as the theme writes it (`files` when the theme's file list
  /// changed).
  public var key: String
  /// Both values as text: what the key pointed to and the value that reached the widgets
  /// (`$SystemBlueDark = #0A84FFFF`); nil when the key was not used before (or is no more).
  public var before: String?
  public var after: String?
  /// `file:line:column` where the key is set in the current theme (the reference's when
  /// only it sets it).
  public var location: String?
  /// The reference's `file:line:column`, when it differs (the line moved).
  public var locationBefore: String?
  /// The widget properties the change reached (`#signIn backgroundColor`), in tree order.
  public var widgets: [String]

  public init(
    key: String, before: String?, after: String?, location: String?,
    locationBefore: String? = nil, widgets: [String]
  ) {
    self.key = key
    self.before = before
    self.after = after
    self.location = location
    self.locationBefore = locationBefore
    self.widgets = widgets
  }

  /// `$Tint  $SystemBlueDark = #0A84FFFF → $SystemRedDark = #FF453AFF  DarkMappings.yaml:2:1`.
  public var line: String {
    var s = "\(key)  \(before ?? "(unset)") → \(after ?? "(unset)")"
    if let location { s += "  \(location)" }
    if let locationBefore { s += " (was \(locationBefore))" }
    return s
  }
}
