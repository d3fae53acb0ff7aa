import Primitives
import Testing

@testable import Themes

/// Each error kind, with the line and column it is reported at.
@Suite struct DiagnosticsTests {
  func only(_ sources: [(String, String)], options: ThemeLoadOptions = ThemeLoadOptions())
    -> Diagnostic?
  {
    let d = diagnostics(sources, options: options)
    #expect(d.count == 1, "\(d.map(\.formatted))")
    return d.first
  }

  @Test func unknownConstantSuggestsTheClosestName() {
    let text = """
      {
        "$Primary": "#ff0000",
        ".Button": {
          "tintColor": "$Primry"
        }
      }
      """
    let d = only([("t.json", text)])
    #expect(
      d?.formatted
        == "t.json:4:18: warning: unknown constant '$Primry' (did you mean '$Primary'?) (in .Button.tintColor)"
    )
  }

  @Test func referenceCycleNamesTheChain() {
    let text = """
      {
        "$A": "$B",
        "$B": "$C",
        "$C": "$A",
        "$D": "#fff"
      }
      """
    let d = only([("t.json", text)])
    #expect(d?.message == "reference cycle: $A → $B → $C → $A")
    #expect(d?.location?.line == 4)
  }

  @Test func inheritanceCycleNamesEveryMemberAndSparesOtherStyles() throws {
    let text = """
      .A:
        _superclass: .C
        alpha: 1
      .B:
        _superclass: .A
      .C:
        _superclass: .B
      .Fine:
        alpha: 0.5
      """
    let d = only([("t.yaml", text)])
    #expect(d?.message.hasPrefix("inheritance cycle: A → C → B → A") == true)
    #expect(d?.message.contains("members: A, B, C") == true)
    #expect(d?.location?.line == 5)
    #expect(d?.location?.column == 16)
    // With keepGoing the theme loads; styles outside the cycle work, those in it report it.
    let theme = try load([("t.yaml", text)], options: ThemeLoadOptions(keepGoing: true))
    #expect(try theme.style(named: "Fine").properties["alpha"] == .number(0.5))
    #expect(throws: Diagnostic.self) { try theme.style(named: "B") }
  }

  @Test func wrongValueTypeIsLocated() {
    let text = """
      {
        ".Label": {
          "textColor": 12,
          "alpha": 1
        }
      }
      """
    let d = only([("t.json", text)])
    #expect(
      d?.formatted
        == "t.json:3:18: warning: 'textColor' takes a color; a number is not a color (in .Label.textColor)"
    )
  }

  @Test func badColorTextIsLocated() {
    let text = "{\".Label\": {\"textColor\": \"#ff000080\"}}"
    let d = only([("t.json", text)])
    #expect(d?.location?.column == 26)
    #expect(d?.message.contains("'#ff000080' is not a color") == true)
  }

  @Test func unknownPropertyIsAWarningWithAHint() throws {
    let text = """
      .Label:
        textColr: "#fff"
      """
    let theme = try load([("t.yaml", text)])
    #expect(
      theme.diagnostics.map(\.formatted) == [
        "t.yaml:2:3: warning: unknown property 'textColr' (did you mean 'textColor'?) (in .Label.textColr)"
      ])
    #expect(try theme.style(named: "Label").properties["textColr"] == .string("#fff"))
  }

  @Test func duplicatesAcrossFilesWarnAndTheLaterWins() throws {
    let a = ("a.json", "{\"$C\": \"#111111\", \".S\": {\"tintColor\": \"$C\"}}")
    let b = ("b.json", "{\n  \"$C\": \"#222222\"\n}")
    let theme = try load([a, b])
    #expect(
      theme.diagnostics.map(\.formatted) == [
        "b.json:2:3: warning: duplicate constant '$C', first defined at a.json:1:2; the later definition wins (in $C)"
      ])
    #expect(try theme.style(named: "S").properties["tintColor"] == hex("#222222"))
    let strict = diagnostics([a, b], options: ThemeLoadOptions(strict: true))
    #expect(strict.map(\.severity) == [.error])
  }

  @Test func duplicateKeyInOneDocumentWarns() {
    let d = only([("t.json", "{\n\"$A\": 1,\n\"$A\": 2\n}")])
    #expect(d?.severity == .warning)
    #expect(d?.location?.line == 3)
  }

  @Test func unknownStyleAndBadSuperclass() {
    let text = """
      {
        ".A": {"_superclass": ".Buton"},
        ".Button": {},
        ".B": {"_superclass": "Button"}
      }
      """
    let d = diagnostics([("t.json", text)])
    #expect(
      d.map(\.formatted) == [
        "t.json:2:25: warning: unknown style '.Buton' (did you mean '.Button'?) (in .A._superclass)",
        "t.json:4:25: warning: the '_superclass' of '.B' must reference a class ('.Name'), not 'Button' (in .B._superclass)",
      ])
  }

  @Test func parseErrorsCarryLineAndColumn() {
    let json = only([("t.json", "{\n  \"$A\": 1,\n  \"$B\" 2\n}")])
    #expect(json?.location?.line == 3)
    #expect(json?.location?.column == 8)
    #expect(json?.message.hasPrefix("JSON:") == true)

    let yaml = only([("t.yaml", "$A: 1\n.B:\n  alpha: [1, 2\n")])
    #expect(yaml?.location?.line == 4)
    #expect(yaml?.message.hasPrefix("YAML:") == true)

    let plist = only([
      ("t.plist", "<plist>\n<dict>\n  <key>A</key>\n  <strin>x</string>\n</dict>\n</plist>")
    ])
    #expect(plist?.location?.line == 4)
    #expect(plist?.location?.column == 3)
    #expect(plist?.message.hasPrefix("plist:") == true)
  }

  @Test func yamlAliasesAreExpanded() throws {
    // Motif's reader rejected anchors and aliases; Yams expands them, and so does themeshot.
    let theme = try load([("t.yaml", "$A: &red \"#ff0000\"\n$B: *red\n.S: {tintColor: $B}\n")])
    #expect(try theme.style(named: "S").properties["tintColor"] == hex("#FF0000"))
  }

  @Test func unquotedHashInYAMLIsReported() {
    let d = only([("t.yaml", ".Label:\n  textColor: #e4572e\n")])
    #expect(d?.location?.line == 2)
    #expect(d?.message.contains("comment") == true)
  }

  @Test func everyErrorIsReportedAtOnce() {
    let text = """
      {
        ".A": {"tintColor": "$Nope"},
        ".B": {"alpha": "high"},
        ".C": {"_superclass": ".Missing"}
      }
      """
    #expect(diagnostics([("t.json", text)]).map(\.location?.line) == [2, 3, 4])
  }

  @Test func missingFileIsADiagnostic() {
    #expect(throws: DiagnosticError.self) {
      try Theme.load(files: ["/nonexistent/theme.json"])
    }
  }
}

@Suite struct UnusedConstantTests {
  @Test func constantsNothingUsesAreListed() throws {
    let text = """
      $Used: "#ff0000"
      $Alias: $Used
      $Palette: "#00ff00"
      $Nested: 4
      .A: {tintColor: $Alias, titleLabel: {alpha: 1, layer.cornerRadius: $Nested}}
      """
    let theme = try load([("t.yaml", text)])
    #expect(
      theme.unusedConstantDiagnostics.map(\.formatted) == [
        "t.yaml:3:1: warning: constant '$Palette' is never used (in $Palette)"
      ])
    let giotto = try load([
      (
        "g.json",
        #"{"formatVersion": 2, "Constants": {"C": "c:fff", "D": 1}, "S": {"X": {"tintColor": "C"}}}"#
      )
    ])
    #expect(giotto.unusedConstantDiagnostics.map(\.message) == ["constant 'D' is never used"])
  }
}

@Suite struct ContrastTests {
  @Test func wcagRatiosOfKnownPairs() {
    #expect(abs(Contrast.ratio(.black, over: .white) - 21) < 0.001)
    #expect(abs(Contrast.ratio(.white, over: .white) - 1) < 0.001)
    // #777777 on white is the classic 4.48:1, just below AA.
    let gray = Color(red: 0x77, green: 0x77, blue: 0x77)
    #expect(abs(Contrast.ratio(gray, over: .white) - 4.48) < 0.01)
  }

  @Test func lowContrastTextIsReportedWhereTheColorWasSet() throws {
    let text = """
      .Good: {backgroundColor: "#ffffff", textColor: "#000000"}
      .Faint:
        backgroundColor: "#ffffff"
        textColor: "#aaaaaa"
      .Button: {backgroundColor: "#ffcc00", titleColor: "#ffffff"}
      """
    let d = try load([("t.yaml", text)]).contrastDiagnostics()
    #expect(d.map(\.location?.line) == [4, 5])
    #expect(d.first?.message.contains("2.32:1") == true)
  }
}
