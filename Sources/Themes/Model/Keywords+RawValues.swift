/// UIKit's raw values of the enum keyword sets. A number where a keyword goes is set through
/// KVC as the enum's raw value by every data dialect (Giotto's and A_StyleInjection's
/// `setValue:forKeyPath:`, Pixelbits' PBProperty.swift `apply`, Motif's numeric C-type branch
/// of MTFThemeClass.m `applyTo:`): `textAlignment: 1` is `center` on iOS.
extension Keywords {
  /// The keyword whose raw value is `rawValue` in the set `names`, or nil (not an enum set,
  /// or no such case).
  public static func name(rawValue: Int, in names: [String]) -> String? {
    if let table = rawValueTables[names] { return table[rawValue] }
    guard inRawValueOrder.contains(names), names.indices.contains(rawValue) else { return nil }
    return names[rawValue]
  }

  /// Sets listed in raw-value order (NSTextAlignment on iOS: left 0, center 1, right 2).
  static let inRawValueOrder: Set<[String]> = [
    textAlignment, lineBreakMode, contentMode, distribution, horizontalAlignment,
    verticalAlignment, ["horizontal", "vertical"], ["none", "line", "bezel", "roundedRect"],
    ["plain", "grouped", "insetGrouped"], ["none", "singleLine"],
    ["automatic", "scrollableAxes", "never", "always"],
  ]

  /// Sets whose raw values are not their list order.
  static let rawValueTables: [[String]: [Int: String]] = [
    // UIStackView.Alignment: top is leading (1), bottom is trailing (4).
    stackAlignment: [
      0: "fill", 1: "leading", 2: "firstBaseline", 3: "center", 4: "trailing", 5: "lastBaseline",
    ],
    ["default", "subtitle", "value1", "value2"]: [
      0: "default", 1: "value1", 2: "value2", 3: "subtitle",
    ],
    ["none", "disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton"]: [
      0: "none", 1: "disclosureIndicator", 2: "detailDisclosureButton", 3: "checkmark",
      4: "detailButton",
    ],
    ["medium", "large"]: [100: "medium", 101: "large"],
  ]
}
