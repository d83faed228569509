// One `import LayoutshotTesting` is enough to write snapshot tests: the DSL and its geometry
// (`Inset`, `Text`, `SizeRange`, `Size`), fixtures by URL (`Bundle`, `URL`), formats and
// tolerances. Texture nodes need `import AsyncDisplayKit` besides, as in an app.
@_exported import Foundation
@_exported import LayoutshotCore
@_exported import LayoutshotInspect
@_exported import LayoutshotLayout
@_exported import LayoutshotSnapshot
