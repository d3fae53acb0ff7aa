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
  /// it was before round 7 (main at 264e5e3): the results must not change. Re-recorded once
  /// when a number given to an enum property became its raw value (Keywords+RawValues.swift).
  static let recorded: [UInt64] = [
    0xd217_e8b3_bbe0_45c1, 0x667b_8375_cd87_c868, 0xfc34_5f6c_2ffa_753f, 0x80c0_64ce_6359_4f8c,
    0x48e1_fa24_68c0_d73b, 0x27dd_5316_0ee7_223f, 0x1b08_7fb3_eb2a_44dd, 0xe33a_38cc_ee1b_6c3e,
    0x1753_de0a_3c47_6085, 0x3d26_05fb_012d_b5db, 0xb28f_9d93_03d1_f0ea, 0x2505_dacc_461b_c77f,
    0x43af_4af4_237b_cabb, 0x761e_c0a4_edb8_b87c, 0xf127_14ae_1f14_7edc, 0x582b_be6f_d06e_b13b,
    0x70ad_7304_4eb4_05d6, 0x6eba_7e26_2a20_63fe, 0x061f_1b9e_6ffd_17a3, 0x65bc_e6e4_d1bd_2fec,
    0xcd20_1d92_9c86_28cd, 0xf035_0424_0133_bf76, 0x831e_6968_1b6f_7293, 0xb2b7_4428_b591_afe6,
    0x36af_dc8c_2959_63ce, 0xc864_74a3_9313_d711, 0x58e6_b42f_a23d_96a1, 0xc0f3_0b1c_3b00_be8e,
    0x92b6_6ea5_2d7c_d148, 0xdc8c_0f51_a1a0_bc73, 0x54ae_7027_ed92_6003, 0xd97c_77bf_b5ac_9d82,
    0x5395_8cf0_121e_68c4, 0xce09_bd4c_594d_4cdc, 0x21ee_519b_23e6_aed9, 0x677b_ed7a_4db5_df55,
    0x09f2_7fd4_1ac4_182b, 0x808a_762a_eb0f_fdf3, 0x531f_b1fb_675b_458e, 0x9583_9c34_4f39_84b9,
    0xb14e_0da4_69c6_8595, 0xef35_9f90_00ef_c1c7, 0x3d25_7742_3183_48bf, 0x4c73_5a20_e453_b142,
    0x58b5_e265_aa24_61c9, 0xa47e_5a18_826b_732b, 0x6e78_e86e_31d6_5e1c, 0x2d20_d1eb_5ea5_ec4c,
    0x8542_008a_8684_0c64, 0xa2c6_38d9_e2d0_cb8c, 0xf734_29b0_ecc6_e232, 0x80cc_9cd0_6563_76c5,
    0x3f40_7afc_f885_1a54, 0x9c30_d405_26ff_256d, 0x0378_e14c_552f_479e, 0xbf23_891b_fafb_d5ad,
    0x0a83_c121_abcd_7719, 0xe71d_9214_a6d7_7576, 0xc528_f503_c1a1_3165, 0x8cb6_88b3_5982_b13b,
    0xef52_6643_fab5_edf9, 0x2e4e_e0f0_24e5_cc59, 0x4bfd_00f9_e1ff_4bcb, 0x2b23_00f3_9d4c_fb44,
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
