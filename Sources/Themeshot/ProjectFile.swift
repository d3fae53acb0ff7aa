import Documents
import Foundation
import Primitives
import Themes
import Widgets
import Yams

/// Reads `themeshot.yml`, with located errors.
enum ProjectFile {
  static func parse(path: String, root: String, allowOutside: Bool = false) throws -> Project {
    if let problem = InputFile.problem(path) {
      throw Diagnostic.error("the project file \(problem)", at: SourceLocation(file: path))
    }
    let bytes = try DocumentReader.contents(of: path, kind: "project file")
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Diagnostic.error(
        "the project file is not UTF-8 text",
        at: .firstInvalidUTF8(bytes, file: path) ?? SourceLocation(file: path))
    }
    return try parse(text, path: path, root: root, allowOutside: allowOutside)
  }

  static func parse(_ text: String, path: String, root: String, allowOutside: Bool = false) throws
    -> Project
  {
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
    // Paths written in the file stay inside the project unless the user allows otherwise:
    // a pull request must not make CI read /etc/passwd or write over ~/.ssh.
    func inside(_ paths: [String], _ n: Node, _ key: String) -> [String] {
      guard !allowOutside else { return paths }
      for p in paths {
        if let problem = OutputPaths.outsideProblem(p, root: root) {
          errors.append(.error("'\(p)' \(problem)", at: loc(n, key)))
        }
      }
      return paths
    }
    var project = Project(root: root, themes: [], screens: [])
    // The default output is the project's, like every other path here (not the caller's cwd).
    project.output = rel("out")
    var screenPatterns = [rel("screens")]
    var assetsNamed = false
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
          if let p = OutputPaths.nameProblem(n) {
            errors.append(.error("theme name '\(n)' \(p)", at: loc(name, "themes")))
          }
          var entry = Project.ThemeEntry(name: n, files: [])
          if case .mapping(let m) = files {
            for (fk, fv) in m {
              switch fk.string ?? "" {
              case "files":
                entry.files = inside(strings(fv, "themes.\(n).files"), fv, "themes.\(n)").map(rel)
              case "alternatives":
                entry.alternatives = inside(
                  strings(fv, "themes.\(n).alternatives"), fv, "themes.\(n)"
                ).map(rel)
              case "interfaceStyle", "contrast":
                let key = "themes.\(n).\(fk.string ?? "")"
                do throws(AppearanceText.Problem) {
                  try AppearanceText.read(fk.string ?? "", fv.string, into: &entry.appearance)
                } catch {
                  errors.append(.error(error.message, at: loc(fv, key)))
                }
              default:
                errors.append(
                  .error(
                    "unknown key '\(fk.string ?? "")' (expected files, alternatives, "
                      + "interfaceStyle, contrast)",
                    at: loc(fk, "themes.\(n)")))
              }
            }
          } else {
            entry.files = inside(strings(files, "themes.\(n)"), files, "themes.\(n)").map(rel)
          }
          if entry.files.isEmpty {
            errors.append(.error("theme '\(n)' names no files", at: loc(files, "themes.\(n)")))
          }
          project.themes.append(entry)
        }
      case "screens":
        screenPatterns = inside(strings(v, key), v, key).map(rel)
      case "devices":
        project.devices = strings(v, key).compactMap { name in
          if let d = Device.named(name) {
            // Checked here too, so the error points at the entry (RenderRun checks again
            // after `--scale`).
            guard let problem = d.canvasProblem else { return d }
            errors.append(.error(problem, at: loc(v, key)))
            return nil
          }
          errors.append(.error(Device.unknownReason(name), at: loc(v, key)))
          return nil
        }
      case "contentSizes":
        // Each name located on its own line; docs/dynamic-type.md lists the spellings.
        let names: [Node] = if case .sequence(let seq) = v { Array(seq) } else { [v] }
        for n in names {
          if let name = n.string, case .scalar = n, let size = ContentSizeCategory(name: name) {
            if !project.contentSizes.contains(size) { project.contentSizes.append(size) }
          } else {
            errors.append(.error(ContentSizeNaming.unknownReason(n.string), at: loc(n, key)))
          }
        }
      case "output":
        project.output = inside([v.string ?? "out"], v, key).map(rel)[0]
      case "fonts":
        project.fontFolders = inside(strings(v, key), v, key).map(rel)
      case "budgets":
        let (budgets, problems) = ProjectBudget.parse(v, file: path)
        project.budgets = budgets
        errors += problems
      case "assets":
        project.assetCatalogs = inside(strings(v, key), v, key).map(rel)
        assetsNamed = true
      case "properties":
        project.customProperties = customProperties(v, loc: loc, errors: &errors)
      case "symbols":
        guard case .mapping(let m) = v else {
          errors.append(.error("expected a mapping of SF Symbol names to images", at: loc(v, key)))
          break
        }
        for (name, file) in m {
          guard let n = name.string, let f = file.string, case .scalar = file else {
            errors.append(.error("expected a symbol name and an image path", at: loc(file, key)))
            continue
          }
          project.symbols[n] = inside([f], file, "\(key).\(n)").map(rel)[0]
        }
      default:
        errors.append(
          .error(
            "unknown key '\(key)' in themeshot.yml (expected themes, screens, devices, "
              + "contentSizes, output, fonts, budgets, properties, assets, symbols)",
            at: loc(k, key)))
      }
    }
    if !errors.isEmpty { throw DiagnosticError(errors) }
    project.screens = Project.screenFiles(in: screenPatterns)
    if project.devices.isEmpty { project.devices = [.default] }
    if !assetsNamed { project.assetCatalogs = AssetLibrary.find(in: root) }
    return project
  }

  /// `properties: {name: {type: T, sets: key | [keys]}}` or `{type: style, styles: subObject}`,
  /// each optionally `on: [classes]`; a list of these declares one name per set of classes.
  static func customProperties(
    _ node: Node, loc: (Node, String) -> SourceLocation, errors: inout [Diagnostic]
  ) -> [CustomProperty] {
    guard case .mapping(let m) = node else {
      errors.append(
        .error("'properties' must map property names to {type, sets}", at: loc(node, "properties")))
      return []
    }
    var out: [CustomProperty] = []
    let catalog = PropertyRegistry.standard.catalog
    for (k, value) in m {
      let name = k.string ?? ""
      let path = "properties." + name
      // One name may be declared once per set of classes (`on:`), as a list: Motif's
      // DynamicThemingExample handles `text` itself on UIButton and on UINavigationBar.
      var declarations = [value]
      if case .sequence(let seq) = value { declarations = Array(seq) }
      for v in declarations {
        guard case .mapping(let fields) = v, !name.isEmpty else {
          errors.append(
            .error("a property needs {type, sets} or {type: style, styles}", at: loc(v, path)))
          continue
        }
        var typeName: String?
        var sets: [String]?
        var subObject: String?
        var kinds: [String]?
        for (fk, fv) in fields {
          switch fk.string ?? "" {
          case "type": typeName = fv.string
          case "sets":
            switch fv {
            case .scalar(let s): sets = [s.string]
            case .sequence(let seq): sets = seq.compactMap(\.string)
            default:
              errors.append(
                .error("'sets' takes a key path or a list", at: loc(fv, path + ".sets")))
            }
          case "styles": subObject = fv.string
          case "on": kinds = classNames(fv, path: path + ".on", loc: loc, errors: &errors)
          default:
            errors.append(
              .error(
                "unknown key '\(fk.string ?? "")' (expected type, sets, styles, on)",
                at: loc(fk, path)))
          }
        }
        let location = loc(k, path)
        guard let typeName, let type = CustomProperty.type(named: typeName) else {
          errors.append(
            .error(
              "property '\(name)' needs a type: one of "
                + CustomProperty.typeNames.joined(separator: ", "), at: location))
          continue
        }
        if type == .style {
          guard let subObject, !subObject.isEmpty else {
            errors.append(
              .error(
                "a style property names the sub-object it styles: 'styles: titleLabel'",
                at: location)
            )
            continue
          }
        } else {
          // `sets: []` on purpose: the app handles the key with nothing themeshot draws
          // (DynamicThemingExample's `scrollIndicatorStyle`); it loads without a warning.
          guard let sets else {
            errors.append(
              .error(
                "property '\(name)' names no key path to set ('sets', or 'sets: []' for a key "
                  + "that changes nothing themeshot draws)", at: location))
            continue
          }
          for key in sets where catalog.descriptor(for: key) == nil {
            var message = "property '\(name)' sets an unknown key path '\(key)'"
            if let hint = catalog.suggestion(for: key) { message += " (did you mean '\(hint)'?)" }
            errors.append(
              .error(
                message, at: loc(fields.first { $0.key.string == "sets" }!.value, path + ".sets")))
          }
        }
        out.append(
          CustomProperty(
            name: name, type: type, sets: sets ?? [], subObject: type == .style ? subObject : nil,
            on: kinds, location: location))
      }
    }
    return out
  }

  /// `on: [UILabel, UIControl]`: the view classes a property is limited to, each one
  /// themeshot models (a kind, or a superclass of some: UIControl, UIScrollView) or one of
  /// the app's own screen types.
  static func classNames(
    _ node: Node, path: String, loc: (Node, String) -> SourceLocation,
    errors: inout [Diagnostic]
  ) -> [String] {
    let items: [Node]
    switch node {
    case .scalar: items = [node]
    case .sequence(let seq): items = Array(seq)
    default:
      errors.append(.error("'on' takes a class name or a list of them", at: loc(node, path)))
      return []
    }
    var names: [String] = []
    for item in items {
      guard case .scalar = item, let name = item.string, !name.isEmpty else {
        errors.append(.error("'on' takes class names", at: loc(item, path)))
        continue
      }
      // A name without UIKit's prefix that themeshot does not model is one of the app's own
      // screen types (`type: StyleGuideView`); a `UI…` name must be a class it models.
      guard !WidgetKind.kinds(inheritingFrom: name).isEmpty || !name.hasPrefix("UI") else {
        let known = Set(WidgetKind.allCases.flatMap { [$0.rawValue] + $0.ancestry })
        var message = "'\(name)' is not a view class themeshot models"
        if let hint = Suggestion.closest(to: name, in: known.sorted()) {
          message += " (did you mean '\(hint)'?)"
        }
        errors.append(.error(message, at: loc(item, path)))
        continue
      }
      names.append(name)
    }
    if items.isEmpty {
      errors.append(.error("'on' names no class", at: loc(node, path)))
    }
    return names
  }
}
