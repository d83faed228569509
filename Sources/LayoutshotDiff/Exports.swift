// The vocabulary this module's API speaks comes with it: `import LayoutshotDiff` is enough to use it.
@_exported import LayoutshotLayout
