import Primitives
import Themes

extension Widget {
  /// `diagnostics` with each unlocated "unknown font 'X'" warning placed at the line that
  /// set font X on this widget or below it (first in tree order), as `theme lint` places
  /// it. The text measurer meets fonts without knowing where they were written, and is
  /// shared by every screen of a run: a warning about a font this tree does not use is
  /// another screen's, and is left to that screen.
  ///
  /// A_StyleInjection's `$"Name":17` with a name iOS lacks is the system font at 17 pt
  /// (DefaultStyleDecoder.m `__convertFont:` falls back to `systemFontOfSize:`), which is
  /// what the renderer draws; this says once where the name was written.
  public func locatingFontWarnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    // One walk for every warning: a search of the tree per warning was quadratic (3,000
    // labels naming 3,000 unknown fonts: a minute and a half in a debug build).
    var locations: [String: SourceLocation]?
    return diagnostics.compactMap { d in
      guard d.location == nil, let name = Self.unknownFontName(in: d.message) else { return d }
      if locations == nil { locations = fontLocations() }
      guard let found = locations![name] else { return nil }
      var located = d
      located.location = found
      return located
    }
  }

  /// The font name an "unknown font 'X' …" message is about.
  static func unknownFontName(in message: String) -> String? {
    let prefix = "unknown font '"
    guard message.hasPrefix(prefix) else { return nil }
    let rest = message.dropFirst(prefix.count)
    for end in ["' (did you mean", "'; using"] {
      if let r = rest.range(of: end) { return String(rest[..<r.lowerBound]) }
    }
    return nil
  }

  /// Where each font name was first set here or below, by both the name written and the
  /// name the measurer asks for: ``fontLocation(named:)``'s answer for every name at once.
  func fontLocations() -> [String: SourceLocation] {
    var found: [String: SourceLocation] = [:]
    for w in subtree {
      for store in [w.pinned, w.styled, w.literal] {
        let entries = store.entries
        for key in store.keys {
          guard let entry = entries[key] else { continue }
          for state in ControlState.allCases {
            guard case .font(let spec)? = entry.values[state] else { continue }
            let location = entry.locations[state] ?? SourceLocation(file: w.treePath)
            for name in [spec.name, FontTable.request(spec).name] where found[name] == nil {
              found[name] = location
            }
          }
        }
      }
    }
    return found
  }

  /// Where a font named `name` was set here or below: nil when no widget has it; a value
  /// without a location (a widget built in Swift) gives that widget's tree path. The plain
  /// twin of ``fontLocations()``.
  func fontLocation(named name: String) -> SourceLocation? {
    for w in subtree {
      for store in [w.pinned, w.styled, w.literal] {
        for key in store.keys {
          guard let entry = store.entries[key] else { continue }
          for state in ControlState.allCases {
            // The measurer asks for the name with weight words added (`FontTable.request`).
            guard case .font(let spec)? = entry.values[state],
              spec.name == name || FontTable.request(spec).name == name
            else { continue }
            return entry.locations[state] ?? SourceLocation(file: w.treePath)
          }
        }
      }
    }
    return nil
  }
}
