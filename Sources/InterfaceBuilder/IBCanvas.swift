import Widgets

/// The devices IB's canvas can be set to (`<device id="retina4_7">`), in points and scale,
/// with the iPhone or iPad models each id stands for.
enum IBCanvas {
  static let devices: [String: (Double, Double, Double)] = [
    "retina3_5": (320, 480, 2), "retina4_0": (320, 568, 2), "retina4_7": (375, 667, 2),
    "retina5_5": (414, 736, 3), "retina5_9": (375, 812, 3), "retina5_4": (375, 812, 3),
    "retina6_1": (414, 896, 2), "retina6_5": (414, 896, 3), "retina6_12": (390, 844, 3),
    "retina6_7": (428, 926, 3), "retina6_72": (430, 932, 3), "retina6_3": (402, 874, 3),
    "retina6_9": (440, 956, 3), "ipad7_9": (768, 1024, 2), "ipad9_7": (768, 1024, 2),
    "ipad10_2": (810, 1080, 2), "ipad10_5": (834, 1112, 2), "ipad10_9": (820, 1180, 2),
    "ipad11": (834, 1194, 2), "ipad12_9": (1024, 1366, 2), "ipad12_9rounded": (1024, 1366, 2),
  ]

  /// The canvas device of a document's `<device>` element (nil when absent or unknown).
  static func device(_ e: IBElement?) -> Device? {
    guard let e, let id = e["id"], let (w, h, s) = devices[id] else { return nil }
    let landscape = e["orientation"] == "landscape"
    return Device(
      name: "IB \(id)", size: .init(width: landscape ? h : w, height: landscape ? w : h), scale: s)
  }
}
