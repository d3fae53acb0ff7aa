import Foundation
import Primitives
import Themes
import Themeshot

// The ThemeshotSymbols build-tool plugin's tool: `ThemeshotSymbolsTool FILE… -o OUTPUT`.
// A plugin cannot depend on the `themeshot` executable itself (SwiftPM issue 8831: an
// executable target that a differently named product exports), so this is the one command
// the plugin needs, on the same library code as `themeshot symbols`.
var files: [String] = []
var output: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "-o" { output = arguments.popFirst() } else { files.append(argument) }
}
guard let output, !files.isEmpty else {
  FileHandle.standardError.write(Data("usage: ThemeshotSymbolsTool FILE… -o OUTPUT\n".utf8))
  exit(2)
}
do {
  let theme = try ThemeLoader.load(files: files)
  try SymbolGenerator(access: "internal").write(for: theme, files: files, to: output)
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
}
