// UIKit-shaped values for Linux, so that Texture layout code that uses
// colours, fonts, images, insets and attributed strings compiles unchanged. Only the values a
// layout reads are here; views, windows and events stay on Apple platforms.
@_exported import Foundation
