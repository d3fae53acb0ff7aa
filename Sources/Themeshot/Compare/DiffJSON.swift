import Primitives
import Reports

/// `themeshot diff --json`: for two files one object, for folders
/// `{"items": […], "summary": …}`. Keys in a fixed order, so the same results print the
/// same bytes.
public enum DiffJSON {
  public static func render(_ items: [ReportItem], single: Bool) -> String {
    if single, let item = items.first { return object(item) }
    let counts = ReportItem.Status.allCases.map { status in
      "\"\(status.rawValue)\": \(items.filter { $0.status == status }.count)"
    }
    return "{\"items\": [" + items.map(object).joined(separator: ", ") + "], \"summary\": {"
      + counts.joined(separator: ", ") + "}}"
  }

  static func object(_ item: ReportItem) -> String {
    var fields: [String] = [
      "\"name\": \(JSONValue.quoted(item.name))", "\"status\": \"\(item.status.rawValue)\"",
    ]
    fields.append("\"mismatched\": \(item.mismatched)")
    fields.append("\"ratio\": \(item.ratio)")
    let regions = item.regions.map { "[\($0.x), \($0.y), \($0.width), \($0.height)]" }
    fields.append("\"regions\": [" + regions.joined(separator: ", ") + "]")
    if let e = item.expectedSize, let a = item.actualSize {
      fields.append("\"width\": \(min(e.width, a.width))")
      fields.append("\"height\": \(min(e.height, a.height))")
    } else if let size = item.expectedSize ?? item.actualSize {
      fields.append("\"width\": \(size.width)")
      fields.append("\"height\": \(size.height)")
    }
    if let e = item.expectedSize { fields.append("\"expectedSize\": [\(e.width), \(e.height)]") }
    if let a = item.actualSize { fields.append("\"actualSize\": [\(a.width), \(a.height)]") }
    fields.append(
      "\"layoutChanged\": \(item.expectedSize != nil && item.actualSize != nil && item.expectedSize != item.actualSize)"
    )
    if let message = item.message { fields.append("\"message\": \(JSONValue.quoted(message))") }
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
