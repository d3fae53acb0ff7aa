// One import for tests: `import ThemeshotTesting` brings the assertions and everything a
// screen built in Swift needs (widgets, devices, colours, insets, fonts, themes, the renderer).
@_exported import Primitives
@_exported import Themes
@_exported import Themeshot
@_exported import Widgets
