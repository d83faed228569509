// One `import LayoutshotInlineSnapshotTesting` is enough to write inline layout snapshots; Texture
// nodes need `import AsyncDisplayKit` besides, as in an app.
@_exported import LayoutshotTesting
