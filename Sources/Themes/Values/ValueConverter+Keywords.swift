import Documents
import Primitives

extension ValueConverter {
  func keyword(_ node: DocumentNode, _ names: [String]) -> Result<ThemeValue, Failure> {
    // A number is the enum's raw value, set through KVC (Keywords+RawValues.swift), except
    // for Giotto's `separatorStyle`, whose applier calls `lowercaseString` on it, which an
    // NSNumber lacks: the exception is caught and the key skipped.
    if case .number(let n) = node.kind, dialect != .swift,
      !(dialect == .giotto && names == ["none", "singleLine"])
    {
      if n.isFinite, abs(n) < 1e9, let k = Keywords.name(rawValue: Int(n), in: names) {
        return .success(.string(k))
      }
      return .failure(
        Failure("\(Self.text(n)) is not the raw value of one of \(names.joined(separator: ", "))"))
    }
    guard case .string(let s) = node.kind else {
      return .failure(
        Failure("\(node.kindDescription) is not one of \(names.joined(separator: ", "))"))
    }
    // Giotto's UITableView+ThemeManager.m reads `separatorStyle` by substring: any text
    // holding "singleline" (any case; "singlelineetched" too) is a line, all else none.
    if dialect == .giotto, names == ["none", "singleLine"] {
      return .success(.string(s.lowercased().contains("singleline") ? "singleLine" : "none"))
    }
    if let k = Keywords.canonical(s, in: names) { return .success(.string(k)) }
    // KVC reads a numeric string as the number (`longLongValue`) in the dialects whose
    // text reaches `setValue:forKey:` as written; Motif's needs an NSNumber.
    if dialect == .giotto || dialect == .styleInjection || dialect == .pixelbits,
      let n = Int(s.trimmed()), let k = Keywords.name(rawValue: n, in: names)
    {
      return .success(.string(k))
    }
    return .failure(Failure("'\(s)' is not one of \(names.joined(separator: ", "))"))
  }
  /// `layer.maskedCorners` as a number: CACornerMask's bits, set through KVC (1 top left,
  /// 2 top right, 4 bottom left, 8 bottom right); nil for anything else.
  func cornerBits(_ node: DocumentNode) -> ThemeValue? {
    guard dialect != .swift, case .number(let n) = node.kind, n == n.rounded(), (0...15).contains(n)
    else { return nil }
    let bits = Int(n)
    return .array(
      Keywords.corners.indices.filter { bits & (1 << $0) != 0 }.map {
        .string(Keywords.corners[$0])
      })
  }
}
