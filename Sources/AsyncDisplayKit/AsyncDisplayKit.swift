// Texture's (AsyncDisplayKit's) Swift API on Linux: layout specs, `style`, nodes and
// `layoutThatFits`, computed by Layoutshot's engine with Texture's frames. Texture code that
// starts with `import AsyncDisplayKit` (and `import UIKit`) compiles here unchanged.
@_exported import Foundation
@_exported import LayoutshotUIKit
