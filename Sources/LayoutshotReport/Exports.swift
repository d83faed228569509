// The vocabulary this module's API speaks comes with it: `import LayoutshotReport` is enough to use it.
@_exported import LayoutshotDiff
@_exported import LayoutshotFiles
