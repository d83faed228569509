// UIKit-shaped values for Linux, so that Texture layout code that uses
// colours, fonts, images, insets and attributed strings compiles unchanged: the values a layout
// reads, and the view and layer properties node code sets (a node's own, or kept). Windows,
// events and UIKit's controls stay on Apple platforms.
@_exported import Foundation
