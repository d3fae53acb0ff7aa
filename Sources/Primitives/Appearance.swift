/// The trait environment a render is drawn in: iOS's interface style and contrast level.
///
/// Dynamic system colours (`label`, `systemBackground`, the system tints) and the widgets'
/// default chrome resolve in it, as `UIColor.resolvedColor(with:)` does on the device.
public struct Appearance: Hashable, Sendable, CustomStringConvertible {
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case light
    case dark
  }

  public enum Contrast: String, Hashable, Sendable, CaseIterable {
    case normal
    case high
  }

  public var style: Style
  public var contrast: Contrast

  public init(style: Style = .light, contrast: Contrast = .normal) {
    self.style = style
    self.contrast = contrast
  }

  public static let light = Appearance(style: .light)
  public static let dark = Appearance(style: .dark)

  public var description: String {
    contrast == .normal ? style.rawValue : "\(style.rawValue), high contrast"
  }
}

/// iOS's dynamic system colours with the values Apple publishes for each appearance
/// (Human Interface Guidelines, "Color": iOS 17 default and increased-contrast values).
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
  case systemBackground, secondarySystemBackground, tertiarySystemBackground
  case systemGroupedBackground, secondarySystemGroupedBackground
  case tertiarySystemGroupedBackground
  case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
  case separator, opaqueSeparator
  case systemBlue, systemGreen, systemIndigo, systemOrange, systemPink, systemPurple
  case systemRed, systemTeal, systemYellow, systemBrown, systemMint, systemCyan
  case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
  case lightText, darkText

  /// The colour named `name`, case-insensitively, with or without a `Color` suffix
  /// (`systemBlue`, `systembluecolor`, `secondaryLabelColor`).
  public init?(name: String) {
    var key = name.lowercased()
    if key.hasSuffix("color") { key.removeLast(5) }
    guard let found = SystemColor.byLowercasedName[key] else { return nil }
    self = found
  }

  private static let byLowercasedName: [String: SystemColor] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })

  /// The colour in `appearance`.
  public func resolved(in appearance: Appearance) -> Color {
    let (light, dark, lightHigh, darkHigh) = values
    switch (appearance.style, appearance.contrast) {
    case (.light, .normal): return light
    case (.dark, .normal): return dark
    case (.light, .high): return lightHigh ?? light
    case (.dark, .high): return darkHigh ?? dark
    }
  }

  /// Light, dark, and the increased-contrast variants where Apple defines a different one.
  private var values: (Color, Color, Color?, Color?) {
    func rgb(_ v: UInt32, _ a: UInt8 = 255) -> Color {
      Color(red: UInt8(v >> 16), green: UInt8((v >> 8) & 0xFF), blue: UInt8(v & 0xFF), alpha: a)
    }
    switch self {
    case .label: return (rgb(0x000000), rgb(0xFFFFFF), nil, nil)
    case .secondaryLabel: return (rgb(0x3C3C43, 153), rgb(0xEBEBF5, 153), nil, nil)
    case .tertiaryLabel: return (rgb(0x3C3C43, 76), rgb(0xEBEBF5, 76), nil, nil)
    case .quaternaryLabel: return (rgb(0x3C3C43, 46), rgb(0xEBEBF5, 41), nil, nil)
    case .placeholderText: return (rgb(0x3C3C43, 76), rgb(0xEBEBF5, 76), nil, nil)
    case .link: return (rgb(0x007AFF), rgb(0x0984FF), nil, nil)
    case .systemBackground: return (rgb(0xFFFFFF), rgb(0x000000), nil, nil)
    case .secondarySystemBackground: return (rgb(0xF2F2F7), rgb(0x1C1C1E), nil, rgb(0x242426))
    case .tertiarySystemBackground: return (rgb(0xFFFFFF), rgb(0x2C2C2E), nil, rgb(0x363638))
    case .systemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x000000), rgb(0xEBEBF0), nil)
    case .secondarySystemGroupedBackground:
      return (rgb(0xFFFFFF), rgb(0x1C1C1E), nil, rgb(0x242426))
    case .tertiarySystemGroupedBackground:
      return (rgb(0xF2F2F7), rgb(0x2C2C2E), rgb(0xEBEBF0), rgb(0x363638))
    case .systemFill: return (rgb(0x787880, 51), rgb(0x787880, 92), nil, nil)
    case .secondarySystemFill: return (rgb(0x787880, 41), rgb(0x787880, 82), nil, nil)
    case .tertiarySystemFill: return (rgb(0x767680, 31), rgb(0x767680, 61), nil, nil)
    case .quaternarySystemFill: return (rgb(0x747480, 20), rgb(0x767680, 46), nil, nil)
    case .separator: return (rgb(0x3C3C43, 74), rgb(0x545458, 153), nil, nil)
    case .opaqueSeparator: return (rgb(0xC6C6C8), rgb(0x38383A), nil, nil)
    case .systemBlue: return (rgb(0x007AFF), rgb(0x0A84FF), rgb(0x0040DD), rgb(0x409CFF))
    case .systemGreen: return (rgb(0x34C759), rgb(0x30D158), rgb(0x248A3D), rgb(0x30DB5B))
    case .systemIndigo: return (rgb(0x5856D6), rgb(0x5E5CE6), rgb(0x3634A3), rgb(0x7D7AFF))
    case .systemOrange: return (rgb(0xFF9500), rgb(0xFF9F0A), rgb(0xC93400), rgb(0xFFB340))
    case .systemPink: return (rgb(0xFF2D55), rgb(0xFF375F), rgb(0xD30F45), rgb(0xFF6482))
    case .systemPurple: return (rgb(0xAF52DE), rgb(0xBF5AF2), rgb(0x8944AB), rgb(0xDA8FFF))
    case .systemRed: return (rgb(0xFF3B30), rgb(0xFF453A), rgb(0xD70015), rgb(0xFF6961))
    case .systemTeal: return (rgb(0x30B0C7), rgb(0x40C8E0), rgb(0x008299), rgb(0x5DE6FF))
    case .systemYellow: return (rgb(0xFFCC00), rgb(0xFFD60A), rgb(0xB25000), rgb(0xFFD426))
    case .systemBrown: return (rgb(0xA2845E), rgb(0xAC8E68), rgb(0x7F6545), rgb(0xB59469))
    case .systemMint: return (rgb(0x00C7BE), rgb(0x63E6E2), rgb(0x0C817B), rgb(0x66D4CF))
    case .systemCyan: return (rgb(0x32ADE6), rgb(0x64D2FF), rgb(0x0071A4), rgb(0x70D7FF))
    case .systemGray: return (rgb(0x8E8E93), rgb(0x8E8E93), rgb(0x6C6C70), rgb(0xAEAEB2))
    case .systemGray2: return (rgb(0xAEAEB2), rgb(0x636366), rgb(0x8E8E93), rgb(0x7C7C80))
    case .systemGray3: return (rgb(0xC7C7CC), rgb(0x48484A), rgb(0xAEAEB2), rgb(0x545456))
    case .systemGray4: return (rgb(0xD1D1D6), rgb(0x3A3A3C), rgb(0xBCBCC0), rgb(0x444446))
    case .systemGray5: return (rgb(0xE5E5EA), rgb(0x2C2C2E), rgb(0xD8D8DC), rgb(0x363638))
    case .systemGray6: return (rgb(0xF2F2F7), rgb(0x1C1C1E), rgb(0xEBEBF0), rgb(0x242426))
    case .lightText: return (rgb(0xFFFFFF, 153), rgb(0xFFFFFF, 153), nil, nil)
    case .darkText: return (rgb(0x000000), rgb(0x000000), nil, nil)
    }
  }
}
