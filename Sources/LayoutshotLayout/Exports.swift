// The vocabulary this module's API speaks comes with it: `import LayoutshotLayout` is enough to use it.
@_exported import LayoutshotCore
