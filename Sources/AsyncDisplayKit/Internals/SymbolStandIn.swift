import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotUIKit

/// How an image node draws an SF Symbol, whose artwork is Apple's and cannot ship: at the
/// symbol's size, a rounded outline in its tint (the stroke as heavy as its weight) over a light
/// wash of it, with a 3 × 3 pattern of squares picked by the name's FNV-1a hash, so that another
/// symbol draws another picture. The same name, configuration and tint give the same pixels
/// everywhere; layout output names it, and lint reports it (`LintFinding.Kind.standIn`).
struct SymbolStandIn {
    let symbol: SymbolImage
    /// The colour it is drawn in, before the node's opacity.
    let tint: Color

    init(_ symbol: SymbolImage, tint: Color) {
        self.symbol = symbol
        self.tint = tint
    }

    /// The node's kind: a deferred element with the node's own `appearance` below the stand-in,
    /// drawn at `opacity` (`nil`: for layout alone, uncoloured).
    func kind(typeName: String, appearance: BoxAppearance?, opacity: Double?) -> LayoutNode.Kind {
        let picture = picture(opacity: opacity ?? 1)
        return .deferred(
            DeferredLayout(
                typeName: typeName, appearance: appearance, standIn: "SF Symbol \"\(symbol.name)\""
            ) { _ in
                .subtree(picture)
            })
    }

    /// The stand-in as a tree of boxes, sized as the symbol.
    private func picture(opacity: Double) -> LayoutNode {
        let size = symbol.size
        let side = Double(min(size.width, size.height))
        let ink = ASDisplayNode.faded(tint, by: opacity) ?? .clear
        let wash = ASDisplayNode.faded(tint, by: opacity * 0.12) ?? .clear
        let gap = side * 0.06
        let cells = Self.pattern(of: symbol.name)
        // The outline, a leaf, sizes the picture; the pattern is laid over it.
        return Overlay {
            Box(wash, borderColor: ink, borderWidth: Double(strokeWidth), cornerRadius: side * 0.22)
                .preferredSize(Double(size.width), Double(size.height))
        } overlay: {
            Inset(.all(side * 0.25)) {
                Stack(.vertical, spacing: gap, alignItems: .stretch) {
                    for row in 0..<3 {
                        Stack(.horizontal, spacing: gap, alignItems: .stretch) {
                            for column in 0..<3 {
                                Box(cells & (1 << (row * 3 + column)) != 0 ? ink : .clear)
                                    .flexGrow(1).flexBasis(.points(0))
                            }
                        }.flexGrow(1).flexBasis(.points(0))
                    }
                }
            }
        }.id(symbol.name)
    }

    /// The outline's width: the point size times a factor that grows with the weight, as a
    /// symbol's strokes do.
    private var strokeWidth: CGFloat {
        let factor: CGFloat =
            switch symbol.configuration.weight {
            case .ultraLight: 0.03
            case .thin: 0.045
            case .light: 0.06
            case .unspecified, .regular: 0.08
            case .medium: 0.09
            case .semibold: 0.1
            case .bold: 0.115
            case .heavy: 0.13
            case .black: 0.145
            }
        return symbol.configuration.resolvedPointSize * factor
    }

    /// Which of the nine squares are filled: the low nine bits of the name's 32-bit FNV-1a hash
    /// (a fixed function of its UTF-8 bytes, unlike `Hasher`, which is seeded per process), the
    /// centre alone when none is.
    static func pattern(of name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        let cells = Int(hash & 0x1FF)
        return cells == 0 ? 1 << 4 : cells
    }
}
