import Primitives
import Testing

@testable import Text

@Suite struct DynamicTypeTests {
  let library = TestFonts.library

  private func resolve(_ style: String, _ category: ContentSizeCategory) throws -> ResolvedFont {
    try library.resolve(FontSpec(name: "", size: 1, textStyle: style), contentSize: category)
  }

  @Test func textStylesAtThreeContentSizes() throws {
    let large = try resolve("body", .large)
    #expect(large.size == 17 && large.weight == 400)
    #expect(large.face.postScriptName == library.systemFace.postScriptName)
    let headline = try resolve("headline", .large)
    #expect(headline.size == 17 && headline.weight == 600)
    #expect(try resolve("body", .xSmall).size == 14)
    #expect(try resolve("largeTitle", .xSmall).size == 31)
    #expect(try resolve("caption2", .accessibility5).size == 40)
    #expect(try resolve("headline", .accessibility5).size == 53)
  }

  @Test func sizesGrowWithTheCategoryForEveryStyle() {
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { DynamicType.font(style, category: $0).size }
      #expect(sizes == sizes.sorted(), "\(style)")
    }
  }

  @Test func namesParseInUIKitSpellings() {
    #expect(TextStyle(name: "UIFontTextStyleHeadline") == .headline)
    #expect(TextStyle(name: "title") == .title1)
    #expect(TextStyle(name: "subhead") == .subheadline)
    #expect(ContentSizeCategory(name: "accessibilityExtraLarge") == .accessibility3)
    #expect(ContentSizeCategory(name: "UICTContentSizeCategoryXL") == .xLarge)
    #expect(ContentSizeCategory(name: "extraSmall") == .xSmall)
    #expect(ContentSizeCategory(name: "huge") == nil)
  }

  @Test func anUnknownTextStyleWarnsAndKeepsTheSize() throws {
    var warnings: [Diagnostic] = []
    let font = try library.resolve(
      FontSpec(name: "", size: 15, textStyle: "headlin"), warnings: &warnings)
    #expect(font.size == 15 && font.source == .iOSSubstitute)
    #expect(
      warnings.map(\.message) == [
        "unknown text style 'headlin' (did you mean 'headline'?); using the font's own size"
      ])
  }

  @Test func aNamedFontKeepsItsFamilyWithATextStyle() throws {
    let font = try library.resolve(
      FontSpec(name: "Georgia", size: 1, textStyle: "title2"), contentSize: .xxxLarge)
    #expect(font.size == 28 && font.face.family == "Liberation Serif")
  }
}
