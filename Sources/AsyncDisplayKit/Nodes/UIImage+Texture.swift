import Foundation
import LayoutshotUIKit

extension UIImage {
    /// Texture's cached `imageNamed:` (`+[UIImage as_imageNamed:]`): the same search as `init?(named:)`.
    public class func as_imageNamed(_ imageName: String) -> UIImage? {
        UIImage(named: imageName)
    }
}
