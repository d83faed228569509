// The vocabulary this module's API speaks comes with it: fixtures, scenes and their renderer,
// comparisons, and the file helpers it writes with.
@_exported import LayoutshotDiff
@_exported import LayoutshotFiles
@_exported import LayoutshotFixtures
@_exported import LayoutshotRender
