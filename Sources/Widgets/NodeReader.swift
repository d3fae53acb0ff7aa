import Documents
import Foundation
import Primitives
import Themes

/// Where a widget node's fields sit in its mapping, by their place in
/// ``ScreenFile/nodeKeys``: an array of positions a widget, where a dictionary hashed every
/// key once to store it and once to find it (a tenth of reading a large screen).
struct WidgetFields {
  /// The keys, in ``ScreenFile/nodeKeys``' order (a test checks they agree).
  enum Field: Int, CaseIterable {
    case type, base, id, key, `class`, style, apply, states, frame, props, pin, children
    case template, data
  }

  /// The value node of each field (the last, as a dictionary kept it), -1 when absent: a
  /// tuple, so a widget allocates no array for them.
  private var values = (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)

  /// The field a key names; a switch on the text, where a search compared it with each name.
  static func field(_ key: String) -> Field? {
    switch key {
    case "type": .type
    case "base": .base
    case "id": .id
    case "key": .key
    case "class": .class
    case "style": .style
    case "apply": .apply
    case "states": .states
    case "frame": .frame
    case "props": .props
    case "pin": .pin
    case "children": .children
    case "template": .template
    case "data": .data
    default: nil
    }
  }

  mutating func set(_ field: Field, value: Int) {
    withUnsafeMutableBytes(of: &values) {
      $0.storeBytes(
        of: value, toByteOffset: field.rawValue * MemoryLayout<Int>.stride, as: Int.self)
    }
  }

  /// The value node of `field`, nil when absent.
  subscript(_ field: Field) -> Int? {
    let v = withUnsafeBytes(of: values) {
      $0.load(fromByteOffset: field.rawValue * MemoryLayout<Int>.stride, as: Int.self)
    }
    return v < 0 ? nil : v
  }
}

/// The tree a screen file is read from (the name the Widgets tests use).
typealias ScreenTree = YAMLTree

/// A key path being read: the prefix its widget node shares (built when a diagnostic reads
/// it) and the rest (`.props.text`).
struct ScreenPath {
  var head: KeyPathPrefix?
  var tail: String

  init(_ tail: String) {
    self.head = nil
    self.tail = tail
  }

  init(head: KeyPathPrefix?, tail: String) {
    self.head = head
    self.tail = tail
  }

  static func + (path: ScreenPath, component: String) -> ScreenPath {
    ScreenPath(head: path.head, tail: path.tail + component)
  }

  /// The path of a widget node below this one: its own shared prefix.
  func widget(_ component: String) -> ScreenPath {
    ScreenPath(head: KeyPathPrefix(head, tail + component), tail: "")
  }
}

/// Turns a screen file's `YAMLTree` into widgets, collecting located diagnostics (the
/// same widgets and diagnostics as `YamsNodeReader`, the plain twin over Yams' nodes:
/// `ScreenReaderTwinTests`).
struct NodeReader {
  let values: ScreenValues
  let registry: PropertyRegistry
  /// The document; templates append their filled-in copies.
  var tree: YAMLTree
  var diagnostics: [Diagnostic] = []
  /// Template nodes this screen may still fill in (``ScreenFile/maximumTemplateNodes``):
  /// each row copies its template, and a template inside a template multiplies again.
  var templateNodesLeft = ScreenFile.maximumTemplateNodes

  init(values: ScreenValues, registry: PropertyRegistry, tree: YAMLTree) {
    self.values = values
    self.registry = registry
    self.tree = tree
  }

  mutating func error(_ message: String, at location: SourceLocation) {
    diagnostics.append(.error(message, at: location))
  }

  mutating func warning(_ message: String, at location: SourceLocation) {
    diagnostics.append(.warning(message, at: location))
  }

  func location(_ n: Int, _ path: ScreenPath) -> SourceLocation {
    values.location(tree, n, path)
  }

  /// A key's text as Yams' `Node.string` gives it, empty when it has none.
  func keyText(_ k: Int) -> String {
    tree.isScalar(k) ? tree.text(k) : tree.string(k) ?? ""
  }

  /// The widget a node describes; nil (with an error recorded) when it cannot be built.
  /// `path` is the widget's own (its prefix shared by its values).
  mutating func widget(_ node: Int, path: ScreenPath) -> Widget? {
    let here = location(node, path)
    guard tree.isMapping(node) else {
      error("a widget must be a mapping with a 'type'", at: here)
      return nil
    }
    var fields = WidgetFields()
    var k = node + 1
    let end = tree.end(node)
    while k < end {
      let v = tree.end(k)
      let key = keyText(k)
      if let field = WidgetFields.field(key) {
        fields.set(field, value: v)
      } else {
        error(
          "unknown key '\(key)' in a widget (expected "
            + ScreenFile.nodeKeys.joined(separator: ", ") + ")",
          at: location(k, path + ("." + key)))
      }
      k = tree.end(v)
    }
    guard let typeNode = fields[.type], let typeName = tree.string(typeNode) else {
      error("a widget needs a 'type' (UIView, UILabel, UIButton, …)", at: here)
      return nil
    }
    guard let type = widgetType(typeName, base: fields[.base], path: path, typeNode: typeNode)
    else {
      return nil
    }
    let w = Widget(type, location: here)
    w.id = fields[.id].flatMap { string($0, path + ".id") }
    if let k = fields[.key] { w.key = string(k, path + ".key") }
    if let c = fields[.`class`] {
      w.controllerClass = string(c, path + ".class")
      if type.kind != .viewController {
        warning(
          "'class' names a view controller's class; \(type.name) is not a view controller",
          at: location(c, path + ".class"))
      }
    }
    if let s = fields[.style] { w.styleTags = names(s, path + ".style", splitSpaces: true) }
    if let a = fields[.apply] {
      w.appliedStyles = names(a, path + ".apply", splitSpaces: false)
    }
    if let s = fields[.states] { w.states = states(s, kind: type.kind, path + ".states") }
    if let f = fields[.frame] { frame(f, into: w, path + ".frame") }
    if let c = fields[.children] {
      if tree.isSequence(c) {
        var child = c + 1
        var i = 0
        let end = tree.end(c)
        while child < end {
          if let cw = widget(child, path: path.widget(".children[\(i)]")) { w.addChild(cw) }
          child = tree.end(child)
          i += 1
        }
      } else {
        error("'children' must be a list of widgets", at: location(c, path + ".children"))
      }
    }
    if fields[.template] != nil || fields[.data] != nil {
      templateChildren(fields[.template], fields[.data], into: w, path, here)
    }
    if let p = fields[.props] { props(p, into: w, path + ".props") }
    if let p = fields[.pin] { props(p, into: w, path + ".pin", target: .pinned) }
    return w
  }

  private mutating func frame(_ f: Int, into w: Widget, _ path: ScreenPath) {
    let loc = location(f, path)
    if let v = try? values.value(tree, f, path),
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

  /// Children made from one `template` node per item of `data` (a list of mappings):
  /// `{{name}}` in the template's strings is replaced by the item's `name`. A string that
  /// is only a placeholder takes the item's value as written (a number stays a number).
  private mutating func templateChildren(
    _ template: Int?, _ data: Int?, into w: Widget, _ path: ScreenPath, _ here: SourceLocation
  ) {
    guard let template, let data else {
      error("'template' and 'data' go together: a widget node and a list of mappings", at: here)
      return
    }
    guard tree.isSequence(data) else {
      error("'data' must be a list of mappings", at: location(data, path + ".data"))
      return
    }
    let count = tree.count(data)
    guard count <= ScreenFile.maximumTemplateRows else {
      error(
        "'data' has \(count) items; at most \(ScreenFile.maximumTemplateRows) are allowed",
        at: location(data, path + ".data"))
      return
    }
    let cost = nodeCount(template)
    var item = data + 1
    let end = tree.end(data)
    var i = 0
    while item < end {
      defer {
        item = tree.end(item)
        i += 1
      }
      let itemPath = path + ".data[\(i)]"
      templateNodesLeft -= cost
      guard templateNodesLeft >= 0 else {
        error(
          "the templates make more than \(ScreenFile.maximumTemplateNodes) nodes (rows × "
            + "template size, nested templates multiplied); stopped at item \(i)",
          at: location(item, itemPath))
        return
      }
      guard tree.isMapping(item) else {
        error("each 'data' item must be a mapping", at: location(item, itemPath))
        continue
      }
      var fields: [String: Int] = [:]
      for (k, v) in tree.pairs(item) {
        guard tree.isScalar(v) else {
          error(
            "'data' values must be strings or numbers",
            at: location(v, itemPath + ("." + (tree.string(k) ?? ""))))
          continue
        }
        fields[tree.string(k) ?? ""] = v
      }
      var missing: [String] = []
      var tooLong = false
      let filled = tree.appendCopy(of: template) { tree, n in
        Self.fill(tree, n, fields, &missing, &tooLong)
      }
      if tooLong {
        error(
          "a filled-in template string is longer than \(ScreenFile.maximumFilledBytes) bytes",
          at: location(item, itemPath))
        return
      }
      for name in Set(missing).sorted() {
        error(
          "'data' item \(i) has no '\(name)' for the template's {{\(name)}}",
          at: location(item, itemPath))
      }
      guard missing.isEmpty else { continue }
      if let child = widget(filled, path: path.widget(".template")) { w.addChild(child) }
    }
  }

  /// How many nodes `node` holds (a template's cost per row): a mapping's keys count one
  /// each, whatever they hold, as the plain reader counts them.
  func nodeCount(_ node: Int) -> Int {
    switch tree.kind(node) {
    case .sequence:
      return tree.children(node).reduce(1) { $0 + nodeCount($1) }
    case .mapping:
      return tree.pairs(node).reduce(1) { $0 + 1 + nodeCount($1.value) }
    case .scalar, .alias:
      return 1
    }
  }

  /// What a template's scalar becomes for one data item (`substitute` of the plain reader).
  /// A text without `{{` among its bytes has no placeholder (a quick no: nothing is
  /// canonically equivalent to a brace); an ASCII text is filled byte by byte, any other
  /// by `fillText`, the plain reader's string search (Foundation's `range(of:)`, which on
  /// Linux bridges every call to NSString).
  static func fill(
    _ tree: YAMLTree, _ n: Int, _ fields: [String: Int], _ missing: inout [String],
    _ tooLong: inout Bool
  ) -> YAMLTree.Fill {
    let text = tree.text(n)
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> YAMLTree.Fill? in
      guard let first = find(0x7B, in: bytes, from: 0) else { return .keep }
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      return fillASCII(bytes, from: first, tree, fields, &missing, &tooLong)
    }
    if let fast, let fill = fast { return fill }
    return fillText(text, tree, fields, &missing, &tooLong)
  }

  /// The first `{{` (or `}}`, `brace` 0x7D) at or after `from`.
  private static func find(_ brace: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int)
    -> Int?
  {
    var i = from
    while i + 1 < bytes.count {
      if bytes[i] == brace, bytes[i + 1] == brace { return i }
      i += 1
    }
    return nil
  }

  /// `fillText` for an ASCII text (a character is a byte) holding `{{` at `first`.
  private static func fillASCII(
    _ b: UnsafeBufferPointer<UInt8>, from first: Int, _ tree: YAMLTree, _ fields: [String: Int],
    _ missing: inout [String], _ tooLong: inout Bool
  ) -> YAMLTree.Fill {
    func text(_ range: Range<Int>) -> String { String(decoding: b[range], as: UTF8.self) }
    let n = b.count
    if first == 0, n >= 4, b[n - 2] == 0x7D, b[n - 1] == 0x7D,
      !b[2..<(n - 2)].contains(where: { $0 == 0x7B || $0 == 0x7D })
    {
      let name = text(2..<(n - 2)).trimmingSpaces
      guard let value = fields[name] else {
        missing.append(name)
        return .keep
      }
      return .scalar(value)
    }
    var out = ""
    var rest = 0
    var open: Int? = first
    while let o = open, let close = find(0x7D, in: b, from: o + 2) {
      out += text(rest..<o)
      let name = text((o + 2)..<close).trimmingSpaces
      guard appendField(name, to: &out, tree, fields, &missing) else {
        tooLong = true
        return .keep
      }
      rest = close + 2
      open = find(0x7B, in: b, from: rest)
    }
    out += text(rest..<n)
    return .text(out)
  }

  /// Appends field `name`'s text to `out` (or notes it missing); false when that would pass
  /// the filled-text budget: many placeholders times a long value would otherwise grow
  /// without bound.
  private static func appendField(
    _ name: String, to out: inout String, _ tree: YAMLTree, _ fields: [String: Int],
    _ missing: inout [String]
  ) -> Bool {
    guard let value = fields[name] else {
      missing.append(name)
      return true
    }
    let valueText = tree.text(value)
    guard out.utf8.count + valueText.utf8.count <= ScreenFile.maximumFilledBytes else {
      return false
    }
    out += valueText
    return true
  }

  /// The plain reader's `substitute` of one scalar, over strings.
  static func fillText(
    _ text: String, _ tree: YAMLTree, _ fields: [String: Int], _ missing: inout [String],
    _ tooLong: inout Bool
  ) -> YAMLTree.Fill {
    guard text.contains("{{") else { return .keep }
    if text.hasPrefix("{{"), text.hasSuffix("}}"),
      text.dropFirst(2).dropLast(2).allSatisfy({
        $0 != "{" && $0 != "}"
      })
    {
      let name = String(text.dropFirst(2).dropLast(2)).trimmingSpaces
      guard let value = fields[name] else {
        missing.append(name)
        return .keep
      }
      return .scalar(value)
    }
    var out = ""
    var rest = Substring(text)
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      out += rest[..<open.lowerBound]
      let name = String(rest[open.upperBound..<close.lowerBound]).trimmingSpaces
      guard appendField(name, to: &out, tree, fields, &missing) else {
        tooLong = true
        return .keep
      }
      rest = rest[close.upperBound...]
    }
    out += rest
    return .text(out)
  }

  /// The widget's type; `typeNode`'s location is made only for an error.
  private mutating func widgetType(
    _ name: String, base: Int?, path: ScreenPath, typeNode: Int
  ) -> WidgetType? {
    if let kind = WidgetKind(typeName: name) {
      if let base {
        warning(
          "'base' is ignored: \(name) is a built-in type", at: location(base, path + ".base"))
      }
      return WidgetType(kind)
    }
    guard let base else {
      error(
        "unknown type '\(name)' (a custom type needs 'base', e.g. base: UIButton; built-in "
          + "types: " + WidgetKind.allCases.map(\.rawValue).joined(separator: ", ") + ")",
        at: location(typeNode, path + ".type"))
      return nil
    }
    guard let baseName = tree.string(base), let kind = WidgetKind(typeName: baseName) else {
      error(
        "unknown base type '\(tree.string(base) ?? "")' (expected a built-in type such as "
          + "UIButton)",
        at: location(base, path + ".base"))
      return nil
    }
    return WidgetType(name: name, kind: kind)
  }

  private mutating func string(_ node: Int, _ path: ScreenPath) -> String? {
    guard tree.isScalar(node) else {
      error("expected a string", at: location(node, path))
      return nil
    }
    return tree.text(node)
  }

  private mutating func names(_ node: Int, _ path: ScreenPath, splitSpaces: Bool) -> [String] {
    switch tree.kind(node) {
    case .scalar:
      let s = tree.text(node)
      guard splitSpaces else { return [s] }
      // Without a space byte no character is a space: the name whole (a Character split
      // cost more than the rest of a label's style).
      if !s.utf8.contains(0x20) { return s.isEmpty ? [] : [s] }
      return s.split(separator: " ").map(String.init)
    case .sequence:
      var out: [String] = []
      var i = 0
      for item in tree.children(node) {
        if let s = string(item, path + "[\(i)]") { out.append(s) }
        i += 1
      }
      return out
    default:
      error("expected a name or a list of names", at: location(node, path))
      return []
    }
  }

  private mutating func states(_ node: Int, kind: WidgetKind, _ path: ScreenPath)
    -> Set<ControlState>
  {
    var out: Set<ControlState> = []
    for (i, name) in names(node, path, splitSpaces: true).enumerated() {
      let loc = location(node, path + "[\(i)]")
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
    _ node: Int, into w: Widget, _ path: ScreenPath, target: ApplyContext.Target = .literal
  ) {
    guard tree.isMapping(node) else {
      error(
        "'\(path.tail.split(separator: ".").last ?? "props")' must be a mapping of property "
          + "names to values",
        at: location(node, path))
      return
    }
    var decls: [Declaration] = []
    decls.reserveCapacity(tree.count(node))
    for (k, v) in tree.pairs(node) {
      let key = keyText(k)
      do {
        decls.append(try declaration(key, v, path + ("." + key), kind: w.kind))
      } catch let d as Diagnostic {
        diagnostics.append(d)
      } catch {
        self.error("\(error)", at: location(v, path + ("." + key)))
      }
    }
    registry.apply(decls, to: w, target: target, diagnostics: &diagnostics)
  }

  private mutating func declaration(
    _ key: String, _ v: Int, _ path: ScreenPath, kind: WidgetKind
  ) throws -> Declaration {
    let loc = location(v, path)
    let lookup = lookUp(key, on: kind)
    if tree.isMapping(v), lookup.isSubObject {
      var inner: [Declaration] = []
      for (k, iv) in tree.pairs(v) {
        let ik = keyText(k)
        inner.append(try declaration(ik, iv, path + ("." + ik), kind: .label))
      }
      return Declaration(key, .style(name: nil, inner), at: loc)
    }
    return Declaration(key, try values.declarationValue(tree, v, path, type: lookup.type), at: loc)
  }

  /// What the registry says of a `props` key on a kind: whether a mapping under it styles a
  /// sub-object, and the property's value type.
  struct Lookup {
    var kind: WidgetKind
    var key: String
    var isSubObject: Bool
    var type: PropertyType?
  }

  /// The registry's answers for the keys read last (a screen repeats a few keys on many
  /// widgets: each answer took five hashes of the key); `lookUpPlain` is the twin.
  private var lookups: [Lookup] = []
  private var nextLookup = 0

  mutating func lookUp(_ key: String, on kind: WidgetKind) -> Lookup {
    for l in lookups where l.kind == kind && l.key == key { return l }
    let l = lookUpPlain(key, on: kind)
    if lookups.count < 16 {
      lookups.append(l)
    } else {
      lookups[nextLookup] = l
      nextLookup = (nextLookup + 1) % 16
    }
    return l
  }

  /// The registry asked each time (the plain reader's questions).
  func lookUpPlain(_ key: String, on kind: WidgetKind) -> Lookup {
    let head = registry.canonical(key.hasPrefix("@") ? String(key.dropFirst()) : key, on: kind)
    return Lookup(
      kind: kind, key: key, isSubObject: registry.isSubObject(head, of: kind) || key.hasPrefix("@"),
      type: registry.applier(for: key, on: kind)?.type)
  }
}
