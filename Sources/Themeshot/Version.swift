/// themeshot's release, printed by `themeshot --version`. Raised with each release that
/// changes rendered pixels, so a changed reference can be traced to an upgrade.
public enum ThemeshotVersion {
  public static let string = "0.3.0"
}
