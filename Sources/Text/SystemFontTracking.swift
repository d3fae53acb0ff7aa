/// The system font's size-specific tracking: the space iOS adds after every glyph of SF Pro
/// at each point size (Apple's Human Interface Guidelines, "Typography", "Tracking values",
/// iOS, iPadOS and visionOS, SF Pro, the "Tracking (points)" column).
///
/// CoreText applies it whenever an app asks for the system font; Inter, the substitute,
/// has no such table, so without it 17 pt text is 0.43 pt a glyph wider than on the device.
/// Sizes between rows interpolate linearly; below 6 pt the 6 pt value holds, from 80 pt on
/// there is none. SF Pro Rounded and SF Compact have tables of their own; their substitute
/// is Inter too, so SF Pro's table stands in for them.
public enum SystemFontTracking {
  /// (size in points, tracking in points), from the HIG table.
  static let table: [(size: Double, points: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0),
    (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44),
    (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07),
    (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
    (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
    (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35),
    (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33),
    (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
    (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0),
  ]

  /// The tracking in points for the system font at `size` points (0 for a size that is not
  /// a positive finite number).
  public static func points(forSize size: Double) -> Double {
    guard size.isFinite, size > 0 else { return 0 }
    guard let first = table.first, let last = table.last else { return 0 }
    if size <= first.size { return first.points }
    if size >= last.size { return last.points }
    var lower = first
    for row in table.dropFirst() {
      if size <= row.size {
        let t = (size - lower.size) / (row.size - lower.size)
        return lower.points + (row.points - lower.points) * t
      }
      lower = row
    }
    return 0
  }
}
