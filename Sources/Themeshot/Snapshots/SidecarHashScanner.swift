/// Reads a sidecar's `pixels` and `png` in one pass over its bytes, checking that the rest
/// is JSON without building it.
///
/// JSONDecoder built the whole document to read those three fields, and a sidecar is mostly
/// its render record (55 KB for a 3× phone screen): ≈ 0.7 ms of a passing check. This
/// answers only for what themeshot writes: valid UTF-8 JSON whose top-level keys are plain
/// and distinct, with `pixels` an object of whole-number `width` and `height` and a plain
/// `hash` string, and `png` a plain string. Anything else (escapes or fractions in those
/// fields, `null`, duplicates, deep nesting, long numbers, lone surrogates) is ``Answer/
/// unsure`` and left to JSONDecoder (``Sidecar/readHashesPlain(_:)``, the twin).
struct SidecarHashScanner {
  enum Answer: Equatable {
    /// The fields as JSONDecoder would read them (nil: absent).
    case hashes(pixels: Sidecar.Pixels?, png: String?)
    /// Not the shape this reads: ask JSONDecoder.
    case unsure
  }

  /// Deeper nesting than a render record has is left to JSONDecoder (which has its own
  /// limit).
  static let maximumDepth = 64

  static func scan(_ bytes: [UInt8]) -> Answer {
    // Text outside ASCII is checked once, whole; strings are then skipped byte by byte.
    if bytes.contains(where: { $0 >= 0x80 }),
      String(validating: bytes, as: UTF8.self) == nil
    {
      return .unsure
    }
    return bytes.withUnsafeBufferPointer { buffer in
      var scanner = SidecarHashScanner(bytes: buffer)
      return scanner.document() ?? .unsure
    }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var at = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  private var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

  private mutating func skipSpace() {
    while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    skipSpace()
    guard peek == byte else { return false }
    at += 1
    return true
  }

  /// The top-level object; nil when unsure.
  private mutating func document() -> Answer? {
    var pixels: Sidecar.Pixels?
    var png: String?
    var keys = Set<String>()
    let found = members(depth: 1) { scanner, key in
      guard keys.insert(key).inserted else { return false }
      switch key {
      case "pixels":
        guard let p = scanner.pixelsObject() else { return false }
        pixels = p
      case "png":
        guard let s = scanner.plainString() else { return false }
        png = s
      default:
        return scanner.value(depth: 1)
      }
      return true
    }
    guard found else { return nil }
    skipSpace()
    guard at == bytes.count else { return nil }
    return .hashes(pixels: pixels, png: png)
  }

  /// `{ "key": value, … }`, each value read by `member` (false: unsure).
  private mutating func members(
    depth: Int, _ member: (inout SidecarHashScanner, String) -> Bool
  ) -> Bool {
    guard depth <= Self.maximumDepth, take(UInt8(ascii: "{")) else { return false }
    if take(UInt8(ascii: "}")) { return true }
    while true {
      skipSpace()
      guard let key = plainString(), take(UInt8(ascii: ":")), member(&self, key) else {
        return false
      }
      if take(UInt8(ascii: ",")) { continue }
      return take(UInt8(ascii: "}"))
    }
  }

  /// `{"width": n, "height": n, "hash": "…"}` in any order, other keys skipped.
  private mutating func pixelsObject() -> Sidecar.Pixels? {
    var width: Int?
    var height: Int?
    var hash: String?
    var keys = Set<String>()
    let read = members(depth: 2) { scanner, key in
      guard keys.insert(key).inserted else { return false }
      switch key {
      case "width": width = scanner.wholeNumber()
      case "height": height = scanner.wholeNumber()
      case "hash": hash = scanner.plainString()
      default: return scanner.value(depth: 2)
      }
      return key == "width" ? width != nil : key == "height" ? height != nil : hash != nil
    }
    guard read, let width, let height, let hash else { return nil }
    return Sidecar.Pixels(width: width, height: height, hash: hash)
  }

  /// A string of printable ASCII without escapes; nil for any other string (or none).
  private mutating func plainString() -> String? {
    skipSpace()
    guard peek == UInt8(ascii: "\"") else { return nil }
    let start = at + 1
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      guard bytes[end] >= 0x20, bytes[end] < 0x80, bytes[end] != UInt8(ascii: "\\") else {
        return nil
      }
      end += 1
    }
    guard end < bytes.count else { return nil }
    at = end + 1
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }

  /// Digits only, no sign, fraction or exponent, at most 15 of them.
  private mutating func wholeNumber() -> Int? {
    skipSpace()
    var value = 0
    var digits = 0
    while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      digits += 1
      at += 1
    }
    guard digits > 0, digits <= 15, digits == 1 || bytes[at - digits] != UInt8(ascii: "0") else {
      return nil
    }
    if let byte = peek, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(byte) {
      return nil
    }
    return value
  }

  /// Skips any JSON value, checking its grammar; false when it is not one (or unsure).
  private mutating func value(depth: Int) -> Bool {
    skipSpace()
    guard let byte = peek else { return false }
    switch byte {
    case UInt8(ascii: "{"):
      return members(depth: depth + 1) { scanner, _ in scanner.value(depth: depth + 1) }
    case UInt8(ascii: "["):
      guard depth + 1 <= Self.maximumDepth else { return false }
      at += 1
      if take(UInt8(ascii: "]")) { return true }
      while true {
        guard value(depth: depth + 1) else { return false }
        if take(UInt8(ascii: ",")) { continue }
        return take(UInt8(ascii: "]"))
      }
    case UInt8(ascii: "\""): return string()
    case UInt8(ascii: "t"): return literal("true")
    case UInt8(ascii: "f"): return literal("false")
    case UInt8(ascii: "n"): return literal("null")
    default: return number()
    }
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard at + count <= bytes.count else { return false }
    for i in 0..<count where bytes[at + i] != word.utf8Start[i] { return false }
    at += count
    return true
  }

  /// Any string: escapes checked (a `\u` surrogate is left to JSONDecoder), no control
  /// characters. UTF-8 was checked for the whole file.
  private mutating func string() -> Bool {
    at += 1
    while at < bytes.count {
      let byte = bytes[at]
      at += 1
      switch byte {
      case UInt8(ascii: "\""): return true
      case UInt8(ascii: "\\"):
        guard let escaped = peek else { return false }
        at += 1
        if escaped == UInt8(ascii: "u") {
          guard at + 4 <= bytes.count else { return false }
          var code = 0
          for i in 0..<4 {
            guard let digit = Self.hexDigit(bytes[at + i]) else { return false }
            code = code * 16 + digit
          }
          guard !(0xD800...0xDFFF).contains(code) else { return false }
          at += 4
        } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
          return false
        }
      case 0..<0x20: return false
      default: continue
      }
    }
    return false
  }

  private static func hexDigit(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, with at most 30 digits before the
  /// exponent and 3 in it (a number JSONDecoder might refuse is left to it).
  private mutating func number() -> Bool {
    if peek == UInt8(ascii: "-") { at += 1 }
    func digits(_ scanner: inout SidecarHashScanner) -> Int {
      var n = 0
      while let b = scanner.peek, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
        n += 1
        scanner.at += 1
      }
      return n
    }
    let lead = at
    let whole = digits(&self)
    guard whole > 0, whole == 1 || bytes[lead] != UInt8(ascii: "0") else { return false }
    var fraction = 0
    if peek == UInt8(ascii: ".") {
      at += 1
      fraction = digits(&self)
      guard fraction > 0 else { return false }
    }
    guard whole + fraction <= 30 else { return false }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      at += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { at += 1 }
      let exponent = digits(&self)
      guard exponent > 0, exponent <= 3 else { return false }
    }
    return true
  }
}
