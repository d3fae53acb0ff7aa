import Reports

/// `theme diff` for one image: the theme keys whose values changed between the reference's
/// render and the current one, read from the two render records in the sidecars.
///
/// The records keep, for every widget property, the theme line that set it and the chain
/// of constants behind its value. The first link of the chain that points elsewhere names
/// the key that changed (`$Tint: $SystemBlueDark` → `$SystemRedDark` reaches every view
/// tinted with `$Tint`); a chain that is the same with another value names its last link,
/// whose literal changed. Only properties set by the theme's files count; a screen's own
/// values are the explanation's business. Keys compare by name, not line, so lines moved by
/// an edit above them are not changes.
enum ThemeChanges {
  /// One link of a value's chain: the key and where it is set.
  struct Link: Equatable {
    var key: String
    var location: String?
  }

  /// The changed keys, in the current render's tree order; empty when the sidecars have no
  /// records or no theme.
  static func between(reference: Sidecar, current: Sidecar) -> [ThemeChange] {
    guard let before = reference.record, let after = current.record,
      reference.theme != nil || current.theme != nil
    else { return [] }
    let themeFiles = Set((reference.theme?.files ?? []) + (current.theme?.files ?? []))
    var out: [ThemeChange] = []
    if let a = reference.theme?.files, let b = current.theme?.files, a != b {
      out.append(
        ThemeChange(
          key: "files", before: a.joined(separator: ", "), after: b.joined(separator: ", "),
          location: nil, widgets: []))
    }
    let old = Dictionary(before.widgets.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    for widget in after.widgets {
      guard let was = old[widget.key] else { continue }
      for name in widget.properties.keys.sorted() {
        guard let now = widget.properties[name], let then = was.properties[name],
          now.value != then.value, fromTheme(now, themeFiles) || fromTheme(then, themeFiles),
          var change = change(then, now)
        else { continue }
        let reached = "\(widget.key) \(name)"
        if let i = out.firstIndex(where: {
          $0.key == change.key && $0.before == change.before && $0.after == change.after
        }) {
          out[i].widgets.append(reached)
        } else {
          change.widgets = [reached]
          out.append(change)
        }
      }
    }
    return out
  }

  /// The changed key behind one property's two records.
  static func change(
    _ then: RenderRecord.PropertyRecord, _ now: RenderRecord.PropertyRecord
  ) -> ThemeChange? {
    let a = chain(then)
    let b = chain(now)
    guard let firstA = a.first, let firstB = b.first else { return nil }
    // Another line sets the property now: that line is the change.
    if firstA.key != firstB.key {
      return ThemeChange(
        key: firstB.key, before: "\(then.value) (set by \(firstA.key))", after: now.value,
        location: firstB.location, widgets: [])
    }
    var i = 1
    while i < a.count, i < b.count, a[i].key == b[i].key { i += 1 }
    if i == a.count, i == b.count {
      // The same chain with another value: its last key's literal changed.
      let last = b[b.count - 1]
      return ThemeChange(
        key: last.key, before: then.value, after: now.value, location: last.location,
        locationBefore: moved(a[a.count - 1].location, last.location), widgets: [])
    }
    // Link i-1 points elsewhere now (or is a literal on one side).
    func side(_ chain: [Link], _ value: String) -> String {
      i < chain.count ? "\(chain[i].key) = \(value)" : value
    }
    return ThemeChange(
      key: b[i - 1].key, before: side(a, then.value), after: side(b, now.value),
      location: b[i - 1].location, locationBefore: moved(a[i - 1].location, b[i - 1].location),
      widgets: [])
  }

  private static func moved(_ before: String?, _ after: String?) -> String? {
    before == after ? nil : before
  }

  /// The setting line, then each constant of `via`.
  static func chain(_ p: RenderRecord.PropertyRecord) -> [Link] {
    guard let origin = p.origin else { return [] }
    var links = [link(origin)]
    for part in (p.via ?? "").components(separatedBy: " → ") where !part.isEmpty {
      links.append(link(part))
    }
    return links
  }

  /// `file:line:col (key)` (an origin) or `$Name (file:line:col)` (a `via` link).
  static func link(_ text: String) -> Link {
    guard text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards) else {
      return Link(key: text, location: nil)
    }
    let head = String(text[..<open.lowerBound])
    let inner = String(text[open.upperBound..<text.index(before: text.endIndex)])
    return head.hasPrefix("$") ? Link(key: head, location: inner) : Link(key: inner, location: head)
  }

  /// Whether a theme file (not the screen) set the property.
  private static func fromTheme(_ p: RenderRecord.PropertyRecord, _ files: Set<String>) -> Bool {
    guard let origin = p.origin, let location = link(origin).location else { return false }
    let file = location.split(separator: ":").first.map(String.init) ?? location
    // Sidecars keep project-relative theme paths; a record may keep them as given.
    return files.contains { file == $0 || file.hasSuffix("/" + $0) }
  }
}
