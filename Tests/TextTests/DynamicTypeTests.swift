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
      FontSpec(name: "Georgia", size: 22, textStyle: "title2"), contentSize: .xxxLarge)
    #expect(font.size == 28 && font.face.family == "Liberation Serif")
  }

  @Test func withoutAContentSizeTheSpecSizeIsFinal() throws {
    // The renderer sizes text styles for the render before layout; the resolver keeps it.
    let font = try library.resolve(FontSpec(name: "system", size: 53, textStyle: "body"))
    #expect(font.size == 53)
  }

  @Test func systemTextStylesTakeTheHIGTableAtEveryCategory() {
    // Apple HIG, Typography, "iOS, iPadOS Dynamic Type sizes": body and headline columns.
    let body = ContentSizeCategory.allCases.map {
      DynamicType.sized(FontSpec(name: "system", size: 17, textStyle: "body"), category: $0).size
    }
    #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    let headline = DynamicType.sized(
      FontSpec(name: "system", size: 17, textStyle: "headline"), category: .accessibility1)
    #expect(headline.size == 28 && headline.weight == 600)
  }

  @Test func aCustomFontWithATextStyleScalesLikeUIFontMetrics() {
    // UIFontMetrics(forTextStyle: .body).scaledFont(for: Avenir 20): 20 × 23/17 at xxxLarge.
    let spec = FontSpec(name: "Avenir Next", size: 20, textStyle: "body")
    let scaled = DynamicType.sized(spec, category: .xxxLarge)
    #expect(abs(scaled.size - 20 * 23 / 17) < 1e-9 && scaled.name == "Avenir Next")
    #expect(DynamicType.sized(spec, category: .large) == spec)
    // Without a text style nothing scales.
    let plain = FontSpec(name: "Avenir Next", size: 20)
    #expect(DynamicType.sized(plain, category: .accessibility5) == plain)
  }

  @Test func categoriesHaveUIKitNames() {
    #expect(ContentSizeCategory.accessibility5.uikitName == "accessibilityExtraExtraExtraLarge")
    #expect(ContentSizeCategory.xLarge.uikitName == "extraLarge")
    for c in ContentSizeCategory.allCases {
      #expect(ContentSizeCategory(name: c.uikitName) == c)
    }
  }
}
