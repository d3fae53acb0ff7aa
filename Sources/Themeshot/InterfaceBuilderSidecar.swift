import Documents
import Foundation
import Primitives
import Widgets
import Yams

/// What an app's code does to a scene that the storyboard cannot say, read from a small
/// file beside the document (`Main.storyboard.yml`): the named styles a controller applies
/// to itself and to its outlets (Giotto's `SDThemeManagerApplyStyle(@"Name", self)`,
/// Motif's `applyClassWithName:to:`).
///
/// ```yaml
/// SDViewController:                 # a scene: storyboard identifier, class or object id
///   apply: [TestViewController]     # styles applied to the controller, in order
///   outlets:                        # styles applied to an outlet's views
///     inheritanceButton: [CommonColoredButton]
/// ```
enum InterfaceBuilderSidecar {
  /// Applies the sidecar's entries for `scene` to `screen`; a malformed sidecar is a
  /// located error.
  static func apply(to screen: inout Screen, document: String, scene: String) throws {
    let path = document + ".yml"
    let node = try InterfaceBuilderYAML.compose(path, kind: "storyboard sidecar")
    func loc(_ n: Node, _ key: String) -> SourceLocation {
      InterfaceBuilderYAML.location(path, n, key)
    }
    guard let node, case .mapping(let scenes) = node else { return }
    let names = [scene, screen.root.controllerClass].compactMap { $0 }
    guard let entry = scenes.first(where: { names.contains($0.key.string ?? "") })?.value else {
      return
    }
    guard case .mapping(let m) = entry else {
      throw DiagnosticError([
        .error("a scene entry must be a mapping (apply, outlets)", at: loc(entry, scene))
      ])
    }
    func list(_ n: Node, _ key: String) throws -> [String] {
      switch n {
      case .scalar(let s): return [s.string]
      case .sequence(let seq): return seq.compactMap(\.string)
      default: throw DiagnosticError([.error("expected a style name or a list", at: loc(n, key))])
      }
    }
    for (k, v) in m {
      switch k.string ?? "" {
      case "apply":
        screen.root.appliedStyles += try list(v, scene + ".apply")
      case "outlets":
        guard case .mapping(let outlets) = v else {
          throw DiagnosticError([.error("'outlets' maps outlet names to styles", at: loc(v, scene))]
          )
        }
        for (name, styles) in outlets {
          let n = name.string ?? ""
          guard let targets = screen.root.outlets[n] ?? screen.root.child(forKey: n).map({ [$0] })
          else {
            throw DiagnosticError([
              .error("no outlet '\(n)' in scene '\(scene)'", at: loc(name, scene))
            ])
          }
          let s = try list(styles, scene + ".outlets." + n)
          for t in targets { t.appliedStyles += s }
        }
      default:
        throw DiagnosticError([
          .error("unknown key '\(k.string ?? "")' (expected apply, outlets)", at: loc(k, scene))
        ])
      }
    }
  }
}
