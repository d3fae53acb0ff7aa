// The CLI and the test helpers print Primitives' vocabulary (Diagnostic, DiagnosticError,
// JSONValue); Themeshot hands it on so they need import nothing else.
@_exported import Primitives
