// The Widgets stage: a screen file or Swift code → widget tree → styled by a theme →
// laid out → DisplayList. Files in pipeline order:
//
// - Tree:     WidgetKind (UIKit types, custom types with a base), Widget, WidgetBuilder
//             (result builder), ControlState (Overlay's precedence and state table)
// - Screens:  ScreenFile, NodeReader, ScreenValues, ColorText, Screen, Device
// - Values:   Themes' ThemeValue (the one value model), PropertyStore (one value per
//             state), PropertyType+Coerce (conversion of loosely written values)
// - Styling:  PropertyRegistry (typed appliers in one place), StandardProperties,
//             Declaration, Applying (key paths, states, sub-objects, comma keys),
//             Cascade (rules, named styles, re-apply), ThemeStyleSheet (a Themes `Theme`
//             as the cascade's style sheet), Widget+Properties (defaults, inheritance)
// - Layout:   TextMeasuring, LineBreaker, FontLibraryMeasurer, Layout, StackLayout
// - Drawing:  Emit (shadow, background, content, children, border, alpha groups),
//             ContentPainter (labels, buttons, fields, images, iOS controls), StatusBar
import Primitives
