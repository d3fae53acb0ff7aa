import Documents
import Foundation
import InterfaceBuilder
import Primitives
import Yams

/// The rows of a storyboard's dynamic prototype cells, read from the data file beside it
/// (`Main.storyboard.rows.yml`): on the device they come from the app's data source.
///
/// ```yaml
/// ListViewController:              # a scene: storyboard identifier, class or object id
///   ItemCell:                      # a prototype's reuse identifier
///     - {nameLabel: Milk, priceLabel: "1.20", thumbnail: milk.png}   # by outlet name
///     - {nameLabel: Bread, "2": "2.40"}                              # or by tag
///   SubtitleCell:                  # a system cell: textLabel, detailTextLabel, imageView
///     - {textLabel: Alice, detailTextLabel: Online}
///   sectionIndexTitles: [A, B, C]  # a plain table's section index
/// ```
enum InterfaceBuilderRows {
  /// The rows for `scene` (matched by any of `names`), nil when the file or the scene's
  /// entry is missing; a malformed file is a located error.
  static func load(document: String, names: [String]) throws -> PrototypeRows? {
    let path = document + ".rows.yml"
    let node = try InterfaceBuilderYAML.compose(path, kind: "prototype rows file")
    func loc(_ n: Node, _ key: String) -> SourceLocation {
      InterfaceBuilderYAML.location(path, n, key)
    }
    func fail(_ message: String, _ n: Node, _ key: String) -> DiagnosticError {
      DiagnosticError([.error(message, at: loc(n, key))])
    }
    guard let node else { return nil }
    guard case .mapping(let scenes) = node else {
      throw fail("a rows file maps scenes to their prototypes' rows", node, "")
    }
    guard let (sceneKey, entry) = scenes.first(where: { names.contains($0.key.string ?? "") })
    else { return nil }
    let scene = sceneKey.string ?? ""
    guard case .mapping(let prototypes) = entry else {
      throw fail("a scene maps reuse identifiers to lists of rows", entry, scene)
    }
    var out: [PrototypeRows.Prototype] = []
    var index: [String] = []
    for (k, v) in prototypes {
      let id = k.string ?? ""
      let base = scene + "." + id
      if id == "sectionIndexTitles" {
        guard case .sequence(let titles) = v, titles.count <= 200,
          titles.allSatisfy({ $0.scalar != nil })
        else { throw fail("'sectionIndexTitles' must be a list of up to 200 titles", v, base) }
        index = titles.compactMap(\.string)
        continue
      }
      guard case .sequence(let rows) = v else {
        throw fail("'\(id)' must be a list of rows", v, base)
      }
      var list: [[PrototypeRows.Value]] = []
      for (i, row) in rows.enumerated() {
        let at = base + "[\(i)]"
        guard case .mapping(let fields) = row else {
          throw fail("a row maps outlet names or tags to values", row, at)
        }
        var values: [PrototypeRows.Value] = []
        for (fk, fv) in fields {
          let key = fk.string ?? ""
          guard case .scalar(let s) = fv else {
            throw fail(
              "'\(key)' must be a single value (text, image or number)", fv, at + "." + key)
          }
          values.append(.init(key: key, text: s.string, location: loc(fv, at + "." + key)))
        }
        list.append(values)
      }
      guard list.count <= PrototypeRows.maximumRows else {
        throw fail("more than \(PrototypeRows.maximumRows) rows (docs/limits.md)", v, base)
      }
      out.append(.init(identifier: id, rows: list, location: loc(k, base)))
    }
    return PrototypeRows(prototypes: out, file: path, sectionIndexTitles: index)
  }
}
