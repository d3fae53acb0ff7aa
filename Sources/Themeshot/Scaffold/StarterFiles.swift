import Themes

/// The files `themeshot init` writes into a new project.
enum StarterFiles {
  static let ignoreEntries = ["out/", ".build/"]

  /// A starter theme in Motif's mapping style: one palette per appearance, one set of
  /// component classes written against it.
  static let theme: [(String, String)] = [
    (
      "themes/Light.yaml",
      """
      # Light palette. Components.yaml styles widgets with these names.
      $Background: "#F2F2F7"
      $Surface: "#FFFFFF"
      $PrimaryText: "#000000"
      $SecondaryText: "rgba(60, 60, 67, 0.6)"
      $Tint: "#007AFF"
      $OnTint: "#FFFFFF"

      """
    ),
    (
      "themes/Dark.yaml",
      """
      # Dark palette: the same names as Light.yaml.
      $Background: "#000000"
      $Surface: "#1C1C1E"
      $PrimaryText: "#FFFFFF"
      $SecondaryText: "rgba(235, 235, 245, 0.6)"
      $Tint: "#0A84FF"
      $OnTint: "#FFFFFF"

      """
    ),
    (
      "themes/Components.yaml",
      """
      # Component classes; screens apply them by name (`apply: PrimaryButton`).
      .Screen:
        backgroundColor: $Background
        tintColor: $Tint
      .LargeTitle:
        fontName: SFProDisplay-Bold
        fontSize: 34
        textColor: $PrimaryText
      .Body:
        fontName: SFProText-Regular
        fontSize: 17
        textColor: $SecondaryText
      .PrimaryButton:
        backgroundColor: $Tint
        titleColor: $OnTint
        layer.cornerRadius: 12

      """
    ),
  ]

  static let themeEntries = [
    Project.ThemeEntry(name: "Light", files: ["themes/Light.yaml", "themes/Components.yaml"]),
    Project.ThemeEntry(name: "Dark", files: ["themes/Dark.yaml", "themes/Components.yaml"]),
  ]

  static func projectFile(themes: [Project.ThemeEntry]) -> String {
    var text = """
      # themeshot project: which themes style which screens on which devices.
      # `themeshot render` draws every screen in every theme into out/<Theme>/;
      # `themeshot check` compares them with the references in Snapshots/.
      themes:

      """
    for t in themes {
      let files = t.files.map(quoted).joined(separator: ", ")
      text += "  \(quoted(t.name)): [\(files)]\n"
    }
    text += """
      screens: [screens]
      devices: [iPhone 15]
      output: out
      fonts: [fonts]

      """
    return text
  }

  /// A YAML scalar in double quotes when it holds anything YAML would read otherwise.
  static func quoted(_ s: String) -> String {
    let plain = s.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) }
    if plain, let first = s.first, first.isLetter || first.isNumber { return s }
    return "\""
      + s.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  static let screen = """
    # A first screen. Widgets use UIKit's names; `apply` names the theme's classes.
    root:
      type: UIViewController
      class: WelcomeViewController
      apply: Screen
      children:
        - type: UIStackView
          props:
            axis: vertical
            spacing: 16
            layoutMargins: {top: 96, left: 24, bottom: 24, right: 24}
          children:
            - {type: UILabel, id: title, apply: LargeTitle, props: {text: Welcome}}
            - type: UILabel
              id: body
              apply: Body
              props: {text: "Every theme of this app, drawn on Linux.", numberOfLines: 0}
            - {type: UIButton, id: start, apply: PrimaryButton, props: {title: Get Started}}

    """

  static let workflow = """
    # Renders every screen in every theme and compares with Snapshots/ on each pull request.
    # Set THEMESHOT_GIT to where your team gets themeshot (a clone or mirror of its repository).
    name: themeshot
    on: [pull_request]
    env:
      THEMESHOT_GIT: https://example.com/your-org/themeshot.git
    jobs:
      check:
        runs-on: ubuntu-24.04
        container: swift:6.1
        steps:
          - uses: actions/checkout@v4
          - name: Install themeshot
            run: |
              git clone --depth 1 "$THEMESHOT_GIT" /tmp/themeshot
              bash /tmp/themeshot/Scripts/setup.sh
              swift build -c release --package-path /tmp/themeshot --product themeshot
          - name: Check snapshots
            run: /tmp/themeshot/.build/release/themeshot check --report out/report
          - name: Summary
            if: always()
            run: cat out/report/summary.md >> "$GITHUB_STEP_SUMMARY" || true
          - uses: actions/upload-artifact@v4
            if: failure()
            with:
              name: themeshot-report
              path: out/report

    """
}
