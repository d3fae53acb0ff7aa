import Primitives

/// The rows a scene's table and collection views show from their dynamic prototypes: on
/// the device the app's data source dequeues them, so a data file beside the storyboard
/// says what it would (`Main.storyboard.rows.yml`, read by Themeshot). Each prototype, by
/// reuse identifier, has a list of rows; a row gives values to the cell's views by outlet
/// name or tag (a system cell's `textLabel`, `detailTextLabel`, `imageView` too).
public struct PrototypeRows: Sendable {
  /// One value of a row: the outlet, tag or cell part it fills, and the text written.
  public struct Value: Sendable {
    public var key: String
    public var text: String
    public var location: SourceLocation

    public init(key: String, text: String, location: SourceLocation) {
      self.key = key
      self.text = text
      self.location = location
    }
  }

  /// The rows of one prototype, in order.
  public struct Prototype: Sendable {
    public var identifier: String
    public var rows: [[Value]]
    public var location: SourceLocation

    public init(identifier: String, rows: [[Value]], location: SourceLocation) {
      self.identifier = identifier
      self.rows = rows
      self.location = location
    }
  }

  /// The scene's prototypes with rows, in the data file's order (each table or collection
  /// shows its prototypes' rows in this order).
  public var prototypes: [Prototype]
  /// The data file, for messages.
  public var file: String
  /// `sectionIndexTitles(for:)`: the index a plain table with rows shows at its edge.
  public var sectionIndexTitles: [String]

  public init(prototypes: [Prototype], file: String, sectionIndexTitles: [String] = []) {
    self.prototypes = prototypes
    self.file = file
    self.sectionIndexTitles = sectionIndexTitles
  }

  /// The most rows one scene may make (the screen files' template budget, docs/limits.md).
  public static let maximumRows = 2_000

  /// The most elements the rows of one scene may copy, rows × prototype size: 2,000 rows of
  /// a 1,500-view cell were 3 million widgets and ran out of memory (docs/limits.md).
  public static let maximumCopiedElements = 250_000

  func rows(for identifier: String) -> Prototype? {
    prototypes.first { $0.identifier == identifier }
  }
}
