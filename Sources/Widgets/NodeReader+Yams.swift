import Primitives
import Themes
import Yams

/// `WidgetFields` over Yams' mapping (the plain twin's).
struct YamsWidgetFields {
  typealias Field = WidgetFields.Field

  let mapping: Node.Mapping
  /// The position in `mapping` of each field (the last, as a dictionary kept it), or -1.
  var positions = [Int](repeating: -1, count: ScreenFile.nodeKeys.count)

  init(_ mapping: Node.Mapping) {
    self.mapping = mapping
  }

  subscript(_ field: Field) -> (key: Node, value: Node)? {
    let i = positions[field.rawValue]
    return i < 0 ? nil : mapping[i]
  }
}

/// Turns Yams' nodes of a screen file into widgets, collecting located diagnostics: the
/// reader before round 9, kept as the plain twin of `NodeReader` (`ScreenReaderTwinTests`).
struct YamsNodeReader {
  let values: YamsScreenValues
  let registry: PropertyRegistry
  var diagnostics: [Diagnostic] = []
  /// Template nodes this screen may still fill in (``ScreenFile/maximumTemplateNodes``):
  /// each row copies its template, and a template inside a template multiplies again.
  var templateNodesLeft = ScreenFile.maximumTemplateNodes

  init(values: YamsScreenValues, registry: PropertyRegistry) {
    self.values = values
    self.registry = registry
  }

  mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(.error(message, at: location))
  }

  mutating func warning(_ message: String, at location: SourceLocation) {
    diagnostics.append(.warning(message, at: location))
  }

  /// The widget a node describes; nil (with an error recorded) when it cannot be built.
  mutating func widget(_ node: Node, path: String) -> Widget? {
    let here = values.location(node, path)
    guard case .mapping(let m) = node else {
      error("a widget must be a mapping with a 'type'", at: here)
      return nil
    }
    var fields = YamsWidgetFields(m)
    for position in m.indices {
      let k = m[position].key
      let key = k.string ?? ""
      guard let slot = ScreenFile.nodeKeys.firstIndex(of: key) else {
        error(
          "unknown key '\(key)' in a widget (expected "
            + ScreenFile.nodeKeys.joined(separator: ", ") + ")",
          at: values.location(k, path + "." + key))
        continue
      }
      fields.positions[slot] = position
    }
    guard let typeNode = fields[.type]?.value, let typeName = typeNode.string else {
      error("a widget needs a 'type' (UIView, UILabel, UIButton, …)", at: here)
      return nil
    }
    guard
      let type = widgetType(
        typeName, base: fields[.base]?.value, at: values.location(typeNode, path + ".type"))
    else {
      return nil
    }
    let w = Widget(type, location: here)
    w.id = fields[.id].flatMap { string($0.value, path + ".id") }
    if let k = fields[.key] { w.key = string(k.value, path + ".key") }
    if let c = fields[.`class`] {
      w.controllerClass = string(c.value, path + ".class")
      if type.kind != .viewController {
        warning(
          "'class' names a view controller's class; \(type.name) is not a view controller",
          at: values.location(c.value, path + ".class"))
      }
    }
    if let s = fields[.style] { w.styleTags = names(s.value, path + ".style", splitSpaces: true) }
    if let a = fields[.apply] {
      w.appliedStyles = names(a.value, path + ".apply", splitSpaces: false)
    }
    if let s = fields[.states] { w.states = states(s.value, kind: type.kind, path + ".states") }
    if let f = fields[.frame] {
      let loc = values.location(f.value, path + ".frame")
      if let v = try? values.value(f.value, path + ".frame"),
        case .rect(let r)? = PropertyType.rect.coerce(v),
        r.width >= 0, r.height >= 0
      {
        // Checked as props' lengths are: 1e308 passed here and trapped in `inspect`.
        if let problem = [r.x, r.y, r.width, r.height].lazy.compactMap({
          NumberLimits.problem($0, property: "frame")
        }).first {
          error("'frame' \(problem)", at: loc)
        } else {
          w.frame = r
        }
      } else {
        error("'frame' must be [x, y, width, height] in points", at: loc)
      }
    }
    if let c = fields[.children] {
      if case .sequence(let seq) = c.value {
        for (i, child) in seq.enumerated() {
          if let cw = widget(child, path: path + ".children[\(i)]") { w.addChild(cw) }
        }
      } else {
        error(
          "'children' must be a list of widgets", at: values.location(c.value, path + ".children"))
      }
    }
    if fields[.template] != nil || fields[.data] != nil {
      templateChildren(fields[.template]?.value, fields[.data]?.value, into: w, path, here)
    }
    if let p = fields[.props] { props(p.value, into: w, path + ".props") }
    if let p = fields[.pin] { props(p.value, into: w, path + ".pin", target: .pinned) }
    return w
  }

  /// Children made from one `template` node per item of `data` (a list of mappings):
  /// `{{name}}` in the template's strings is replaced by the item's `name`. A string that
  /// is only a placeholder takes the item's value as written (a number stays a number).
  private mutating func templateChildren(
    _ template: Node?, _ data: Node?, into w: Widget, _ path: String, _ here: SourceLocation
  ) {
    guard let template, let data else {
      error("'template' and 'data' go together: a widget node and a list of mappings", at: here)
      return
    }
    guard case .sequence(let items) = data else {
      error("'data' must be a list of mappings", at: values.location(data, path + ".data"))
      return
    }
    guard items.count <= ScreenFile.maximumTemplateRows else {
      error(
        "'data' has \(items.count) items; at most \(ScreenFile.maximumTemplateRows) are allowed",
        at: values.location(data, path + ".data"))
      return
    }
    let cost = Self.nodeCount(template)
    for (i, item) in items.enumerated() {
      let itemPath = path + ".data[\(i)]"
      templateNodesLeft -= cost
      guard templateNodesLeft >= 0 else {
        error(
          "the templates make more than \(ScreenFile.maximumTemplateNodes) nodes (rows × "
            + "template size, nested templates multiplied); stopped at item \(i)",
          at: values.location(item, itemPath))
        return
      }
      guard case .mapping(let m) = item else {
        error("each 'data' item must be a mapping", at: values.location(item, itemPath))
        continue
      }
      var fields: [String: Node.Scalar] = [:]
      for (k, v) in m {
        guard case .scalar(let scalar) = v else {
          error(
            "'data' values must be strings or numbers",
            at: values.location(v, itemPath + "." + (k.string ?? "")))
          continue
        }
        fields[k.string ?? ""] = scalar
      }
      var missing: [String] = []
      var tooLong = false
      let filled = substitute(template, fields, &missing, &tooLong)
      if tooLong {
        error(
          "a filled-in template string is longer than \(ScreenFile.maximumFilledBytes) bytes",
          at: values.location(item, itemPath))
        return
      }
      for name in Set(missing).sorted() {
        error(
          "'data' item \(i) has no '\(name)' for the template's {{\(name)}}",
          at: values.location(item, itemPath))
      }
      guard missing.isEmpty else { continue }
      if let child = widget(filled, path: path + ".template") { w.addChild(child) }
    }
  }

  /// How many nodes `node` holds (a template's cost per row).
  static func nodeCount(_ node: Node) -> Int {
    if case .sequence(let seq) = node { return seq.reduce(1) { $0 + nodeCount($1) } }
    if case .mapping(let m) = node { return m.reduce(1) { $0 + 1 + nodeCount($1.value) } }
    return 1
  }

  private func substitute(
    _ node: Node, _ fields: [String: Node.Scalar], _ missing: inout [String],
    _ tooLong: inout Bool
  ) -> Node {
    switch node {
    case .scalar(let scalar):
      let text = scalar.string
      guard text.contains("{{") else { return node }
      if text.hasPrefix("{{"), text.hasSuffix("}}"),
        text.dropFirst(2).dropLast(2).allSatisfy({
          $0 != "{" && $0 != "}"
        })
      {
        let name = String(text.dropFirst(2).dropLast(2)).trimmingSpaces
        guard let value = fields[name] else {
          missing.append(name)
          return node
        }
        return .scalar(Node.Scalar(value.string, value.tag, value.style, scalar.mark))
      }
      var out = ""
      var rest = Substring(text)
      while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
        out += rest[..<open.lowerBound]
        let name = String(rest[open.upperBound..<close.lowerBound]).trimmingSpaces
        if let value = fields[name] {
          // Many placeholders times a long value would otherwise grow without bound.
          guard out.utf8.count + value.string.utf8.count <= ScreenFile.maximumFilledBytes else {
            tooLong = true
            return node
          }
          out += value.string
        } else {
          missing.append(name)
        }
        rest = rest[close.upperBound...]
      }
      out += rest
      return .scalar(Node.Scalar(out, scalar.tag, scalar.style, scalar.mark))
    case .sequence(let seq):
      return .sequence(
        Node.Sequence(
          seq.map { substitute($0, fields, &missing, &tooLong) }, seq.tag, seq.style, seq.mark))
    case .mapping(let m):
      return .mapping(
        Node.Mapping(
          m.map { ($0.key, substitute($0.value, fields, &missing, &tooLong)) }, m.tag, m.style,
          m.mark))
    case .alias:
      return node
    }
  }

  private mutating func widgetType(_ name: String, base: Node?, at here: SourceLocation)
    -> WidgetType?
  {
    let path = String(here.keyPath.dropLast(5))
    if let kind = WidgetKind(typeName: name) {
      if let base {
        warning(
          "'base' is ignored: \(name) is a built-in type", at: values.location(base, path + ".base")
        )
      }
      return WidgetType(kind)
    }
    guard let base else {
      error(
        "unknown type '\(name)' (a custom type needs 'base', e.g. base: UIButton; built-in "
          + "types: " + WidgetKind.allCases.map(\.rawValue).joined(separator: ", ") + ")",
        at: here)
      return nil
    }
    guard let baseName = base.string, let kind = WidgetKind(typeName: baseName) else {
      error(
        "unknown base type '\(base.string ?? "")' (expected a built-in type such as UIButton)",
        at: values.location(base, path + ".base"))
      return nil
    }
    return WidgetType(name: name, kind: kind)
  }

  private mutating func string(_ node: Node, _ path: String) -> String? {
    guard case .scalar(let s) = node else {
      error("expected a string", at: values.location(node, path))
      return nil
    }
    return s.string
  }

  private mutating func names(_ node: Node, _ path: String, splitSpaces: Bool) -> [String] {
    switch node {
    case .scalar(let s):
      return splitSpaces ? s.string.split(separator: " ").map(String.init) : [s.string]
    case .sequence(let seq):
      return seq.enumerated().compactMap { string($0.element, path + "[\($0.offset)]") }
    default:
      error("expected a name or a list of names", at: values.location(node, path))
      return []
    }
  }

  private mutating func states(_ node: Node, kind: WidgetKind, _ path: String) -> Set<ControlState>
  {
    var out: Set<ControlState> = []
    for (i, name) in names(node, path, splitSpaces: true).enumerated() {
      let loc = values.location(node, path + "[\(i)]")
      guard let s = ControlState(rawValue: name.lowercased()) else {
        error(
          "unknown control state '\(name)' (expected normal, highlighted, selected, disabled "
            + "or focused)", at: loc)
        continue
      }
      if !kind.supportedStates.contains(s) {
        warning(
          "\(kind.rawValue) has no \(s.rawValue) state (Overlay's state table); ignored", at: loc)
      }
      out.insert(s)
    }
    return out
  }

  private mutating func props(
    _ node: Node, into w: Widget, _ path: String, target: ApplyContext.Target = .literal
  ) {
    guard case .mapping(let m) = node else {
      error(
        "'\(path.split(separator: ".").last ?? "props")' must be a mapping of property names to values",
        at: values.location(node, path))
      return
    }
    var decls: [Declaration] = []
    for (k, v) in m {
      let key = k.string ?? ""
      do {
        decls.append(try declaration(key, v, path + "." + key, kind: w.kind))
      } catch let d as Diagnostic {
        diagnostics.append(d)
      } catch {
        self.error("\(error)", at: values.location(v, path + "." + key))
      }
    }
    registry.apply(decls, to: w, target: target, diagnostics: &diagnostics)
  }

  private func declaration(_ key: String, _ v: Node, _ path: String, kind: WidgetKind) throws
    -> Declaration
  {
    let loc = values.location(v, path)
    let head = registry.canonical(key.hasPrefix("@") ? String(key.dropFirst()) : key, on: kind)
    if case .mapping(let m) = v, registry.isSubObject(head, of: kind) || key.hasPrefix("@") {
      var inner: [Declaration] = []
      for (k, iv) in m {
        let ik = k.string ?? ""
        inner.append(try declaration(ik, iv, path + "." + ik, kind: .label))
      }
      return Declaration(key, .style(name: nil, inner), at: loc)
    }
    let type = registry.applier(for: key, on: kind)?.type
    return Declaration(key, try values.declarationValue(v, path, type: type), at: loc)
  }
}
