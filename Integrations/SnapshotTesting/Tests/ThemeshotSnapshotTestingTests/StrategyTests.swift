import Foundation
import Primitives
import SnapshotTesting
import Testing
import ThemeshotSnapshotTesting
import Widgets

/// The repository's example app, two folders up from this package.
private let repository = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

private func example(_ path: String) -> String { repository + "/" + path }

private let darkTheme = ThemeshotTheme.files([
  example("themes/motif/Colors.yaml"), example("themes/motif/DarkMappings.yaml"),
  example("themes/motif/Components.yaml"),
])
private let lightTheme = ThemeshotTheme.files([
  example("themes/motif/Colors.yaml"), example("themes/motif/LightMappings.yaml"),
  example("themes/motif/Components.yaml"),
])

private let smallPhone = Device(name: "small", size: Size(width: 200, height: 160), scale: 1)

private func signInCard() -> Widget {
  Widget.viewController("SignInViewController") {
    Widget.stack(.vertical, spacing: 12) {
      Widget.label("Welcome back").id("title").apply("Title")
      Widget.button("Sign In").id("signIn").apply("PrimaryButton")
    }
    .prop("layoutMargins", .insets(EdgeInsets(top: 56, left: 16, bottom: 16, right: 16)))
  }
  .apply("Screen")
}

@Suite struct StrategyTests {
  /// An existing swift-snapshot-testing call, unchanged but for the strategy, renders on Linux
  /// and matches the reference recorded in `__Snapshots__/StrategyTests/`.
  @Test func widgetTreeMatchesRecordedReference() {
    withSnapshotTesting(record: .missing) {
      assertSnapshot(of: signInCard(), as: .themeshot(theme: darkTheme, device: smallPhone))
    }
  }

  /// Another theme is a different image: the strategy really compares pixels.
  @Test func anotherThemeFailsAgainstTheReference() throws {
    let message = withSnapshotTesting(record: .never) {
      verifySnapshot(
        of: signInCard(), as: .themeshot(theme: lightTheme, device: smallPhone),
        named: "1", testName: "widgetTreeMatchesRecordedReference()")
    }
    let text = try #require(message)
    #expect(text.contains("pixels differ"))
  }

  @Test func identicalBitmapsMatch() {
    let a = Bitmap(width: 4, height: 4, fill: .white)
    #expect(Diffing<Bitmap>.themeshotImage().diffV2(a, a) == nil)
  }

  @Test func precisionAllowsAShareOfChangedPixels() {
    let a = Bitmap(width: 10, height: 10, fill: .white)
    var b = a
    b.pixels[0] = 0
    b.pixels[1] = 0
    #expect(Diffing<Bitmap>.themeshotImage().diffV2(a, b) != nil)
    #expect(Diffing<Bitmap>.themeshotImage(precision: 0.99).diffV2(a, b) == nil)
  }

  @Test func sizeChangeIsNamed() throws {
    let a = Bitmap(width: 10, height: 10, fill: .white)
    let b = Bitmap(width: 10, height: 12, fill: .white)
    let (message, _) = try #require(Diffing<Bitmap>.themeshotImage().diffV2(a, b))
    #expect(message.contains("Size changed"))
  }

  @Test func unreadableReferenceNeverMatches() throws {
    let diffing = Diffing<Bitmap>.themeshotImage()
    let reference = diffing.fromData(Data("not a png".utf8))
    let (message, _) = try #require(
      diffing.diffV2(reference, Bitmap(width: 2, height: 2, fill: .white)))
    #expect(message.contains("not a readable PNG"))
  }

  @Test func pngRoundTripKeepsPixels() {
    var a = Bitmap(width: 3, height: 2, fill: .white)
    a.pixels[4] = 10
    let diffing = Diffing<Bitmap>.themeshotImage()
    #expect(diffing.fromData(diffing.toData(a)) == a)
  }

  @Test func unknownProjectThemeFailsTheTestWithItsName() {
    withKnownIssue {
      _ = withSnapshotTesting(record: .never) {
        verifySnapshot(
          of: signInCard(), as: .themeshot(theme: .project("Nope", root: repository)),
          named: "missing-theme")
      }
    } matching: { issue in
      issue.description.contains("no theme 'Nope'")
    }
  }
}
