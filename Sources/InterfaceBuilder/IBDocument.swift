import Foundation
import Primitives
import Widgets

/// One scene of a document: a storyboard's view controller, or a XIB's top-level view.
public struct IBScene: Hashable, Sendable {
  /// How the scene is addressed (`Main.storyboard#<name>`): the storyboard identifier, the
  /// File's Owner class for a XIB's main view, else the IB object id.
  public var name: String
  /// The IB object id (`BYZ-38-t0r`), which also addresses the scene.
  public var id: String
  public var storyboardIdentifier: String?
  /// The controller's (or view's) class: `customClass` or the UIKit class.
  public var className: String
  public var title: String?
  public var line: Int
}

/// An Interface Builder document (`.storyboard` or `.xib`) read into scenes, each of which
/// becomes a ``Screen`` whose widgets start from IB's values.
///
/// ```swift
/// let doc = try IBDocument.load("App/Base.lproj/Main.storyboard")
/// let screen = try doc.screen(named: "ListViewController")
/// ```
public final class IBDocument: Sendable {
  public let file: String
  public let isStoryboard: Bool
  /// The device IB's canvas was set to, when the document names one.
  public let canvas: Device?
  public let scenes: [IBScene]
  /// What the importer skipped, once per kind of thing, at its first place.
  public let diagnostics: [Diagnostic]
  /// How many elements and attributes the importer understood.
  public let stats: IBStats
  let root: IBElement
  let named: [String: Color]
  /// Image names `<resources>` lists as SF Symbols.
  let systemImages: Set<String>
  /// The other images `<resources>` lists, by name: IB records each one's size in points.
  let resourceImages: [String: IBElement]
  /// A storyboard's controllers and segues, made once for all its scenes.
  let graph: IBStoryboardGraph?
  /// The first element (in document order) with each `id`, outlets aside: scenes are found
  /// by id without walking the whole document once per scene.
  let elementsByID: [String: IBElement]

  /// Reads the document at `path`; a document already parsed from the same bytes in this
  /// process is reused (``IBDocumentCache``).
  public static func load(_ path: String) throws -> IBDocument {
    // Checked before reading: a FIFO would block and `/dev/zero` never end.
    let bytes: [UInt8]?
    do throws(InputFile.Refusal) {
      bytes = try InputFile.contents(path, limit: IBXMLReader.maxBytes)
    } catch {
      throw DiagnosticError([.error("the file \(error.reason)", at: .init(file: path))])
    }
    guard let bytes else {
      throw DiagnosticError([.error("cannot read Interface Builder file", at: .init(file: path))])
    }
    return try IBDocumentCache.shared.document(path: path, bytes: bytes) {
      try IBDocument(data: Data(bytes), file: path)
    }
  }

  public init(data: Data, file: String) throws {
    let root = try IBXMLReader.parse(data, file: file)
    guard root.name == "document" else {
      throw DiagnosticError([
        .error(
          "not an Interface Builder document (root element <\(root.name)>, expected <document>)",
          at: SourceLocation(file: file, line: root.line, column: root.column))
      ])
    }
    self.root = root
    self.file = file
    self.isStoryboard = root["type"]?.contains("Storyboard") ?? file.hasSuffix(".storyboard")
    self.canvas = IBCanvas.device(root.child("device"))
    var named: [String: Color] = [:]
    var skips: [IBSkip] = []
    for c in root.items(in: "resources") where c.name == "namedColor" {
      guard let n = c["name"], let e = c.child("color") else { continue }
      switch IBColor.color(e, named: [:]) {
      case .success(let color): named[n] = color
      case .failure(let s): skips.append(s)
      }
    }
    self.named = named
    self.systemImages = Set(
      root.items(in: "resources").filter { $0.name == "image" && $0["catalog"] == "system" }
        .compactMap { $0["name"] })
    self.resourceImages = Dictionary(
      root.items(in: "resources").filter { $0.name == "image" && $0["catalog"] != "system" }
        .compactMap { e in e["name"].map { ($0, e) } }
    ) { first, _ in first }
    let (stats, unknown) = IBDocument.survey(root)
    self.stats = stats
    self.scenes = isStoryboard ? IBDocument.storyboardScenes(root) : IBDocument.xibScenes(root)
    self.diagnostics = IBSkip.diagnostics(skips + unknown, file: file)
    self.graph = isStoryboard ? IBStoryboardGraph(root) : nil
    self.elementsByID = IBDocument.indexByID(root)
  }

  /// Elements by id, the first in a depth-first walk winning (``find(_:)``'s old order).
  static func indexByID(_ root: IBElement) -> [String: IBElement] {
    var index: [String: IBElement] = [:]
    var stack = [root]
    while let e = stack.popLast() {
      if let id = e["id"], e.name != "outlet", index[id] == nil { index[id] = e }
      stack.append(contentsOf: e.children.reversed())
    }
    return index
  }

  /// The scene addressed by `name`: a storyboard identifier, scene name or object id.
  public func scene(named name: String) -> IBScene? {
    scenes.first { $0.name == name } ?? scenes.first { $0.id == name }
      ?? scenes.first { $0.storyboardIdentifier == name }
  }

  static func storyboardScenes(_ root: IBElement) -> [IBScene] {
    var out: [IBScene] = []
    for scene in root.items(in: "scenes") where scene.name == "scene" {
      guard
        let c = scene.items(in: "objects").first(where: { ElementMap.controllers[$0.name] != nil }),
        let id = c["id"]
      else { continue }
      let cls = c["customClass"] ?? ElementMap.controllers[c.name] ?? "UIViewController"
      out.append(
        IBScene(
          name: c["storyboardIdentifier"] ?? id, id: id,
          storyboardIdentifier: c["storyboardIdentifier"], className: cls,
          title: c["title"] ?? c.child("navigationItem")?["title"], line: c.line))
    }
    return out
  }

  static func xibScenes(_ root: IBElement) -> [IBScene] {
    let objects = root.items(in: "objects")
    let owner = objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
    let ownerView = owner?.items(in: "connections").first {
      $0.name == "outlet" && $0["property"] == "view"
    }?["destination"]
    var out: [IBScene] = []
    let tops = objects.filter { ElementMap.views[$0.name] != nil }
    for v in tops {
      guard let id = v["id"] else { continue }
      let uikit = ElementMap.views[v.name]?.1 ?? "UIView"
      // The owner's `view`, or a custom view's only top-level view (its content).
      let isMain =
        owner?["customClass"] != nil && (id == ownerView || (ownerView == nil && tops.count == 1))
      out.append(
        IBScene(
          name: isMain ? owner!["customClass"]! : id, id: id, storyboardIdentifier: nil,
          className: isMain ? owner!["customClass"]! : v["customClass"] ?? uikit, title: nil,
          line: v.line))
    }
    return out
  }

  /// Counts every element and attribute, and lists those outside the vocabulary.
  static func survey(_ root: IBElement) -> (IBStats, [IBSkip]) {
    var stats = IBStats()
    var skips: [IBSkip] = []
    // Inside an unknown element everything counts as not understood, reported once.
    func walk(_ e: IBElement, inUnknown: Bool) {
      stats.elements += 1
      stats.attributes += e.attributes.count
      let known =
        !inUnknown
        && (IBVocabulary.structure.contains(e.name) || ElementMap.views[e.name] != nil
          || ElementMap.controllers[e.name] != nil)
      if known {
        stats.understoodElements += 1
        for name in e.attributes.keys.sorted() {
          if IBVocabulary.attributes.contains(name) {
            stats.understoodAttributes += 1
          } else {
            skips.append(IBSkip(what: "attribute '\(name)' of <\(e.name)>", element: e))
          }
        }
      } else if !inUnknown {
        skips.append(IBSkip(what: "element <\(e.name)>", element: e))
      }
      for c in e.children { walk(c, inUnknown: !known) }
    }
    walk(root, inUnknown: false)
    return (stats, skips)
  }
}
