// The vocabulary this module's API speaks comes with it: `import LayoutshotFiles` is enough to use it.
@_exported import LayoutshotCore
