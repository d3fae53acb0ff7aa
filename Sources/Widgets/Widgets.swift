// The Widgets stage (see DESIGN.md). Its files land with the issue that builds it.
import Primitives
