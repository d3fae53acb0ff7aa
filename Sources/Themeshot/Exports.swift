// The CLI and the test helpers print Primitives' vocabulary (Diagnostic, DiagnosticError,
// JSONValue); Themeshot hands it on so they need import nothing else.
@_exported import Primitives

// A PNG that cannot be written or read reaches the CLI as itself, to be printed once.
@_exported import enum PNG.PNGError
// Dynamic Type's setting is a render option (`render(_:sheet:device:contentSize:)`).
@_exported import enum Text.ContentSizeCategory
