import AsyncDisplayKit
import Foundation
import Testing

/// A login form as apps write it: editable text nodes set up through their text views, a spinner
/// backed by a view of its own, and a Texture 2 screen around it.
struct LoginFormTests {
    final class LoginNode: ASDisplayNode, ASEditableTextNodeDelegate, UITextViewDelegate {
        let emailNode = ASEditableTextNode()
        let spinnerNode = ASDisplayNode(viewBlock: { UIActivityIndicatorView(style: .medium) })
        private(set) var loadedSpinner = false

        override init() {
            super.init()
            automaticallyManagesSubnodes = true
            emailNode.attributedPlaceholderText = NSAttributedString(
                string: "Email", attributes: [.font: UIFont.systemFont(ofSize: 15)])
            emailNode.delegate = self
            emailNode.textView.font = .systemFont(ofSize: 15)
            emailNode.textView.textColor = .label
            emailNode.textView.tintColor = .systemBlue
            emailNode.textView.isEditable = true
            emailNode.textView.delegate = self
            emailNode.textView.dataDetectorTypes = [.link]
            emailNode.textView.textContainerInset = UIEdgeInsets(
                top: 4, left: 6, bottom: 4, right: 6)
            emailNode.scrollEnabled = false
            emailNode.style.flexGrow = 1
            spinnerNode.style.preferredSize = CGSize(width: 20, height: 20)
            spinnerNode.backgroundColor = .red
            spinnerNode.onDidLoad { [unowned self] node in
                loadedSpinner = (node.view as? UIActivityIndicatorView)?.style == .medium
                (node.view as? UIActivityIndicatorView)?.startAnimating()
            }
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            ASStackLayoutSpec(
                direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                children: [emailNode, spinnerNode])
        }
    }

    @Test func theFormCompilesAndItsSpinnerKeepsItsSizeAndBackground() throws {
        let form = LoginNode()
        let image = try picture(
            of: form,
            in: ASSizeRangeMake(CGSize(width: 200, height: 0), CGSize(width: 200, height: 100)),
            scale: 1)
        #expect(form.loadedSpinner)
        #expect((form.spinnerNode.view as? UIActivityIndicatorView)?.isAnimating == true)
        // The text view's inset is the node's; the other settings are kept.
        #expect(
            form.emailNode.textContainerInset == UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6))
        #expect(form.emailNode.textView.isScrollEnabled == false)
        #expect(
            form.emailNode.textView.delegate === form
                && form.emailNode.textView.dataDetectorTypes == .link)
        // The spinner is its own 20 pt red square at the right end, vertically centred.
        let spinner = form.spinnerNode.frame
        #expect(spinner.origin.x == 180 && spinner.size == CGSize(width: 20, height: 20))
        #expect(spinner.midY == CGFloat(image.height) / 2)
        #expect(pixel(image, 190, Int(spinner.midY)) == [255, 0, 0, 255])
    }

    @Test func viewsOfYourOwnKeepTheirSettings() {
        let image = UIImage(size: CGSize(width: 12, height: 8))
        let imageView = UIImageView(image: image)
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 12, height: 8))
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.prefersLargeTitles = true
        navigation.navigationBar.setBackgroundImage(image, for: .default)
        #expect(
            navigation.navigationBar.prefersLargeTitles
                && navigation.navigationBar.backgroundImage(for: .default) === image)
        let layerNode = ASDisplayNode(layerBlock: { CALayer() })
        #expect(layerNode.isLayerBacked && layerNode.layer !== layerNode.view.layer)
    }
}
