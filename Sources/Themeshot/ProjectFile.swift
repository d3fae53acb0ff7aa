import Documents
import Foundation
import Primitives
import Widgets
import Yams

/// Reads `themeshot.yml`, with located errors.
enum ProjectFile {
  static func parse(path: String, root: String) throws -> Project {
    let bytes = try DocumentReader.contents(of: path, kind: "project file")
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Diagnostic.error("cannot read project file", at: SourceLocation(file: path))
    }
    return try parse(text, path: path, root: root)
  }

  static func parse(_ text: String, path: String, root: String) throws -> Project {
    func loc(_ n: Node, _ key: String) -> SourceLocation {
      SourceLocation(file: path, line: n.mark?.line ?? 0, column: n.mark?.column ?? 0, keyPath: key)
    }
    func rel(_ p: String) -> String {
      p.hasPrefix("/") || root == "." ? p : root + "/" + p
    }
    let node: Node?
    do throws(Diagnostic) {
      node = try YAMLComposer.compose(text, file: path)
    } catch {
      throw DiagnosticError([error])
    }
    var errors: [Diagnostic] = []
    var project = Project(root: root, themes: [], screens: [])
    var screenPatterns = [rel("screens")]
    guard let node else { return project }
    guard case .mapping(let doc) = node else {
      throw DiagnosticError([.error("themeshot.yml must be a mapping", at: loc(node, ""))])
    }
    func strings(_ n: Node, _ key: String) -> [String] {
      switch n {
      case .scalar(let s): return [s.string]
      case .sequence(let seq):
        return seq.compactMap {
          if let s = $0.string, case .scalar = $0 { return s }
          errors.append(.error("expected a string", at: loc($0, key)))
          return nil
        }
      default:
        errors.append(.error("expected a string or a list of strings", at: loc(n, key)))
        return []
      }
    }
    for (k, v) in doc {
      let key = k.string ?? ""
      switch key {
      case "themes":
        guard case .mapping(let themes) = v else {
          errors.append(
            .error("'themes' must map theme names to files (a file or a list)", at: loc(v, key)))
          continue
        }
        for (name, files) in themes {
          let n = name.string ?? ""
          var entry = Project.ThemeEntry(name: n, files: [])
          if case .mapping(let m) = files {
            for (fk, fv) in m {
              switch fk.string ?? "" {
              case "files": entry.files = strings(fv, "themes.\(n).files").map(rel)
              case "alternatives":
                entry.alternatives = strings(fv, "themes.\(n).alternatives").map(rel)
              default:
                errors.append(
                  .error(
                    "unknown key '\(fk.string ?? "")' (expected files, alternatives)",
                    at: loc(fk, "themes.\(n)")))
              }
            }
          } else {
            entry.files = strings(files, "themes.\(n)").map(rel)
          }
          if entry.files.isEmpty {
            errors.append(.error("theme '\(n)' names no files", at: loc(files, "themes.\(n)")))
          }
          project.themes.append(entry)
        }
      case "screens":
        screenPatterns = strings(v, key).map(rel)
      case "devices":
        project.devices = strings(v, key).compactMap { name in
          if let d = Device.named(name) { return d }
          errors.append(
            .error(
              "unknown device '\(name)' (a preset such as 'iPhone 15' or WIDTHxHEIGHT@SCALE)",
              at: loc(v, key)))
          return nil
        }
      case "output":
        project.output = rel(v.string ?? "out")
      case "fonts":
        project.fontFolders = strings(v, key).map(rel)
      default:
        errors.append(
          .error(
            "unknown key '\(key)' in themeshot.yml (expected themes, screens, devices, output, fonts)",
            at: loc(k, key)))
      }
    }
    if !errors.isEmpty { throw DiagnosticError(errors) }
    project.screens = Project.screenFiles(in: screenPatterns)
    if project.devices.isEmpty { project.devices = [.default] }
    return project
  }
}
