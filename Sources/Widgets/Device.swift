import Primitives

/// A screen to render on: a size in points and a scale (pixels per point).
public struct Device: Hashable, Sendable {
  public var name: String
  public var size: Size
  public var scale: Double

  public init(name: String, size: Size, scale: Double) {
    self.name = name
    self.size = size
    self.scale = scale
  }

  /// Whether this is an iPad-sized screen (shorter side of 700 pt or more).
  public var isPad: Bool { min(size.width, size.height) >= 700 }

  /// The device a render uses when nothing names one.
  public static let `default` = presets[0]

  /// Current iPhones and iPads, in points and scale (Apple's Human Interface Guidelines,
  /// "Layout" device sizes table).
  public static let presets: [Device] = [
    Device(name: "iPhone 15", size: Size(width: 393, height: 852), scale: 3),
    Device(name: "iPhone 15 Plus", size: Size(width: 430, height: 932), scale: 3),
    Device(name: "iPhone 15 Pro", size: Size(width: 393, height: 852), scale: 3),
    Device(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), scale: 3),
    Device(name: "iPhone 16", size: Size(width: 393, height: 852), scale: 3),
    Device(name: "iPhone 16 Plus", size: Size(width: 430, height: 932), scale: 3),
    Device(name: "iPhone 16 Pro", size: Size(width: 402, height: 874), scale: 3),
    Device(name: "iPhone 16 Pro Max", size: Size(width: 440, height: 956), scale: 3),
    Device(name: "iPhone 16e", size: Size(width: 390, height: 844), scale: 3),
    Device(name: "iPhone 13 mini", size: Size(width: 375, height: 812), scale: 3),
    Device(name: "iPhone SE", size: Size(width: 375, height: 667), scale: 2),
    Device(name: "iPad", size: Size(width: 820, height: 1180), scale: 2),
    Device(name: "iPad mini", size: Size(width: 744, height: 1133), scale: 2),
    Device(name: "iPad Air 11", size: Size(width: 820, height: 1180), scale: 2),
    Device(name: "iPad Air 13", size: Size(width: 1024, height: 1366), scale: 2),
    Device(name: "iPad Pro 11", size: Size(width: 834, height: 1210), scale: 2),
    Device(name: "iPad Pro 13", size: Size(width: 1032, height: 1376), scale: 2),
  ]

  /// A preset by name, ignoring case, spaces and dashes (`iphone-15-pro`), or a custom
  /// device written `WIDTHxHEIGHT` or `WIDTHxHEIGHT@SCALE` (`390x844@3`).
  public static func named(_ name: String) -> Device? {
    func squash(_ s: String) -> String {
      String(s.lowercased().filter { $0.isLetter || $0.isNumber })
    }
    let key = squash(name)
    if let d = presets.first(where: { squash($0.name) == key }) { return d }
    var text = Substring(name.lowercased())
    var scale = 1.0
    if let at = text.firstIndex(of: "@") {
      guard let s = Double(text[text.index(after: at)...].filter { $0 != "x" }), s > 0, s <= 4
      else { return nil }
      scale = s
      text = text[..<at]
    }
    let parts = text.split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0,
      w <= 4096, h <= 4096
    else { return nil }
    return Device(name: name, size: Size(width: w, height: h), scale: scale)
  }
}
