import Foundation
import Primitives
import Testing

@testable import Themes

/// Generated themes (``GeneratedThemes``) resolve as the plain twin resolves them, and as the
/// resolver before round 7's data layout did: every constant, style, value, provenance,
/// overridden value, diagnostic and unusable style, compared as text.
@Suite struct GeneratedThemesTests {
  /// Odd seeds are read as Motif; even ones as detected (keys with `-` or `:` make them
  /// Pixelbits).
  static func load(
    _ sources: [ThemeSource], seed: UInt64, strict: Bool = false, remembers: Bool = true
  ) -> Theme {
    let dialect: Dialect? = seed % 2 == 1 ? .motif : nil
    let options = ThemeLoadOptions(dialect: dialect, strict: strict, keepGoing: true)
    var draft = Draft()
    for source in sources { draft.append(ThemeLoader.read(source, options: options)) }
    var resolver = Resolver(draft: draft, catalog: options.catalog, strict: strict)
    resolver.remembers = remembers
    return resolver.resolve()
  }

  @Test func generatedThemesResolveAsThePlainTwin() {
    for seed in UInt64(1)...300 {
      let sources = GeneratedThemes.sources(seed: seed)
      let fast = Self.load(sources, seed: seed)
      let plain = Self.load(sources, seed: seed, remembers: false)
      let a = GeneratedThemes.dump(fast)
      let b = GeneratedThemes.dump(plain)
      #expect(a == b, "seed \(seed)")
      #expect(fast.constants == plain.constants, "seed \(seed)")
      #expect(fast.styles == plain.styles, "seed \(seed)")
      #expect(fast.diagnostics == plain.diagnostics, "seed \(seed)")
      #expect(fast.unusableStyles == plain.unusableStyles, "seed \(seed)")
      if a != b { break }
    }
  }

  /// Digests of the dumps of seeds 1…64 (every fourth strict; without references inside
  /// dictionaries, see ``GeneratedThemes/value(_:constants:styles:depth:nestedReferences:)``), recorded with the resolver as
  /// it was before round 7 (main at 264e5e3): the results must not change.
  static let recorded: [UInt64] = [
    0xd217_e8b3_bbe0_45c1, 0x667b_8375_cd87_c868, 0xfc34_5f6c_2ffa_753f, 0x80c0_64ce_6359_4f8c,
    0xc303_6e8f_6614_c3f8, 0xe271_0281_74b2_1a6c, 0x1b08_7fb3_eb2a_44dd, 0xe33a_38cc_ee1b_6c3e,
    0x1753_de0a_3c47_6085, 0x3d26_05fb_012d_b5db, 0xb28f_9d93_03d1_f0ea, 0x2505_dacc_461b_c77f,
    0x1239_1486_e5f0_5797, 0x761e_c0a4_edb8_b87c, 0xfcd8_fd9e_aa21_d512, 0x582b_be6f_d06e_b13b,
    0x70ad_7304_4eb4_05d6, 0x6f19_c7b5_946b_1a47, 0xd951_0690_6dcc_d523, 0x65bc_e6e4_d1bd_2fec,
    0xcd20_1d92_9c86_28cd, 0xcc11_8806_4bcc_f598, 0x831e_6968_1b6f_7293, 0xb2b7_4428_b591_afe6,
    0x36af_dc8c_2959_63ce, 0x540f_e371_9571_4041, 0x14b6_3035_150f_85cd, 0xc0f3_0b1c_3b00_be8e,
    0x92b6_6ea5_2d7c_d148, 0xdc8c_0f51_a1a0_bc73, 0x54ae_7027_ed92_6003, 0xd97c_77bf_b5ac_9d82,
    0x5395_8cf0_121e_68c4, 0xb12c_b2cf_65ca_1901, 0x21ee_519b_23e6_aed9, 0x677b_ed7a_4db5_df55,
    0x09f2_7fd4_1ac4_182b, 0x4227_8b3d_cfe8_ef10, 0x8c15_1ae3_989f_f050, 0x9583_9c34_4f39_84b9,
    0xb14e_0da4_69c6_8595, 0xef35_9f90_00ef_c1c7, 0x3d25_7742_3183_48bf, 0x4c73_5a20_e453_b142,
    0x6d73_d996_dbd5_7544, 0x537c_243a_b28c_9be6, 0x6e78_e86e_31d6_5e1c, 0x4259_658d_0fda_2bac,
    0x8542_008a_8684_0c64, 0x9d26_fe7f_53fd_0400, 0xf734_29b0_ecc6_e232, 0x80cc_9cd0_6563_76c5,
    0xa8cf_cf81_e9e7_624a, 0x9c30_d405_26ff_256d, 0x0378_e14c_552f_479e, 0xbf23_891b_fafb_d5ad,
    0xe1e5_bb0d_fd08_9167, 0xe71d_9214_a6d7_7576, 0xc528_f503_c1a1_3165, 0x9bba_316c_142f_01bc,
    0xef52_6643_fab5_edf9, 0xbfdf_e197_a5b0_8f30, 0x4bfd_00f9_e1ff_4bcb, 0x726c_00ca_f223_cb4a,
  ]

  @Test func generatedThemesResolveAsRecorded() {
    var digests: [UInt64] = []
    for seed in UInt64(1)...64 {
      let sources = GeneratedThemes.sources(seed: seed, nestedReferences: false)
      let theme = Self.load(sources, seed: seed, strict: seed % 4 == 0)
      digests.append(GeneratedThemes.digest(GeneratedThemes.dump(theme)))
    }
    let shown = digests.map { "0x" + String($0, radix: 16) }.joined(separator: ", ")
    #expect(digests == Self.recorded, "digests now: [\(shown)]")
  }

  /// The generator reaches what it is meant to: cycles, unknown names, bad values, states,
  /// child styles and overridden values all occur.
  @Test func generatorCoversTheCases() {
    var messages: [String] = []
    var overridden = 0
    var states = 0
    var children = 0
    for seed in UInt64(1)...64 {
      let theme = Self.load(GeneratedThemes.sources(seed: seed), seed: seed)
      messages += theme.diagnostics.map(\.message)
      for style in theme.styles.values {
        for (_, p) in style.properties.entries {
          overridden += p.overridden.count
          if case .states = p.value { states += 1 }
          if case .style = p.value { children += 1 }
        }
      }
    }
    for part in [
      "reference cycle", "inheritance cycle", "unknown constant", "unknown style",
      "unknown property", "takes a color", "must be", "duplicate key", "is set twice",
      "unknown control state", "invalid theme symbol",
    ] {
      #expect(messages.contains { $0.contains(part) }, "no diagnostic with '\(part)'")
    }
    #expect(overridden > 50)
    #expect(states > 20)
    #expect(children > 20)
  }
}

/// Found by the generator: a dictionary constant that names itself inside was expanded as a
/// child style for ever, and the resolver overflowed its stack.
@Suite struct DictionaryConstantCycleTests {
  @Test func dictionaryConstantThatContainsItselfIsACycle() throws {
    let text = """
      {
        "$Look": {"titleLabel": "$Look", "textColor": "#ff0000"},
        "$A": {"titleLabel": "$B"},
        "$B": {"titleLabel": "$A"},
        ".Button": {"titleLabel": "$Look", "backgroundColor": "#00ff00"},
        ".Other": {"titleLabel": "$A"}
      }
      """
    let theme = try ThemeLoader.load(
      sources: [ThemeSource(path: "t.json", text: text)],
      options: ThemeLoadOptions(keepGoing: true))
    let cycles = theme.diagnostics.filter {
      $0.message.contains("a dictionary that contains itself")
    }
    #expect(
      cycles.map(\.message).contains(
        "reference cycle: $Look → $Look (a dictionary that contains itself)"))
    #expect(
      cycles.map(\.message).contains(
        "reference cycle: $A → $B → $A (a dictionary that contains itself)"))
    // The rest of the style still applies, and the outer child keeps its own values.
    let button = try #require(theme.styles["Button"])
    #expect(button.properties["backgroundColor"] == .color(Color(hexString: "#00ff00")!))
    guard case .style(let label)? = button.properties["titleLabel"] else {
      Issue.record("no titleLabel style")
      return
    }
    #expect(label.properties["textColor"] == .color(Color(hexString: "#ff0000")!))
  }
}
