import Foundation
@_spi(Locking) import LayoutshotCore

/// Whether a class overrides one of Texture's override points, read from the class's method
/// table as Texture reads its classes' methods from the Objective-C runtime: no method is
/// called to find out, so app code runs only when Texture would run it.
///
/// A Swift class's metadata holds its superclass's method table at the same offsets, with an
/// override in place of the inherited entry. Each method's entry is found once, by comparing
/// subclasses that differ in that override alone; a class overrides the method when its entry
/// differs from that of the class it is compared with (`OverridePoint.baselines`). Answers
/// are cached per class. Every raw pointer of the module is in this file.
enum MethodOverrides {
    /// Whether `type`, a subclass of the class that declares `method`, has an implementation of
    /// it other than that of its nearest superclass in `method.baselines` (a baseline class
    /// never does). When the method's entry cannot be found, every other class overrides it: its
    /// method is then called in layout passes, as Texture calls an override, never outside one.
    /// Inlined: a spec asks on every conversion, and nearly every spec is one of this module's,
    /// which the baselines answer without the call and the lock of the cache.
    @inline(__always)
    static func overrides(_ method: OverridePoint, in type: AnyClass) -> Bool {
        if method.baselines.contains(ObjectIdentifier(type)) { return false }
        return learned(method, in: type)
    }

    /// `overrides(_:in:)` of a class that is not a baseline, from the cache or the method table.
    private static func learned(_ method: OverridePoint, in type: AnyClass) -> Bool {
        let key = Key(type: ObjectIdentifier(type), method: method)
        if let known = cache.withLock({ $0[key] }) { return known }
        let answer = differs(method, in: type, from: method.baselines)
        cache.withLock { $0[key] = answer }
        return answer
    }

    /// The byte offset of `method`'s entry in the metadata of every subclass of the class that
    /// declares it, or `nil` when the probes do not show exactly one.
    static func entryOffset(of method: OverridePoint) -> Int? {
        switch method {
        case .layoutSpecThatFits: nodeEntries.spec
        case .calculateSizeThatFits: nodeEntries.size
        case .calculateLayoutThatFits: specEntry
        }
    }

    private static func differs(
        _ method: OverridePoint, in type: AnyClass, from baselines: [ObjectIdentifier]
    ) -> Bool {
        var ancestor: AnyClass? = _getSuperclass(type)
        while let candidate = ancestor, !baselines.contains(ObjectIdentifier(candidate)) {
            ancestor = _getSuperclass(candidate)
        }
        guard let offset = entryOffset(of: method), let baseline = ancestor,
            let own = word(at: offset, of: type), let inherited = word(at: offset, of: baseline)
        else { return true }
        return own != inherited
    }

    private struct Key: Hashable {
        var type: ObjectIdentifier
        var method: OverridePoint
    }

    /// The answers learned, process-wide as the classes they are about (Texture keeps its
    /// classes' override flags the same way).
    private static let cache = CheckedMutex<[Key: Bool]>([:])

    // MARK: Finding the entries

    /// The entries of `layoutSpecThatFits` and `calculateSizeThatFits` in node classes.
    private static let nodeEntries: (spec: Int?, size: Int?) = {
        let plain: AnyClass = PlainNodeProbe.self
        let twin: AnyClass = TwinNodeProbe.self
        let spec: AnyClass = SpecNodeProbe.self
        let size: AnyClass = SizeNodeProbe.self
        return (
            entry(overriddenIn: spec, plain: plain, others: [twin, size]),
            entry(overriddenIn: size, plain: plain, others: [twin, spec])
        )
    }()

    /// The entry of `calculateLayoutThatFits` in spec classes.
    private static let specEntry: Int? = entry(
        overriddenIn: LayoutSpecProbe.self, plain: PlainSpecProbe.self,
        others: [TwinSpecProbe.self])

    /// The one offset at which `probe`'s metadata differs from `plain`'s while every class of
    /// `others` (a twin of `plain`, which tells the words that name each class apart, and the
    /// probes of other methods) has `plain`'s word; `nil` unless there is exactly one.
    private static func entry(overriddenIn probe: AnyClass, plain: AnyClass, others: [AnyClass])
        -> Int?
    {
        var found: [Int] = []
        for offset in stride(from: 0, to: extent(of: plain), by: MemoryLayout<UInt>.stride) {
            guard let base = word(at: offset, of: plain),
                let replaced = word(at: offset, of: probe), replaced != base,
                others.allSatisfy({ word(at: offset, of: $0) == base })
            else { continue }
            found.append(offset)
        }
        return found.count == 1 ? found[0] : nil
    }

    // MARK: Reading metadata

    /// The offset of the class metadata's size (a `UInt32`, followed by the `UInt32` offset of
    /// its address point), after the kind, the superclass, and the flags, instance address
    /// point, instance size, alignment mask and a reserved field (16 bytes); with Objective-C
    /// interop, two cache words and the class data come after the superclass.
    #if canImport(ObjectiveC)
        private static let classSizeOffset = 56
    #else
        private static let classSizeOffset = 32
    #endif

    /// How many bytes of `type`'s metadata there are from its address point on.
    private static func extent(of type: AnyClass) -> Int {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let size = metadata.load(fromByteOffset: classSizeOffset, as: UInt32.self)
        let addressPoint = metadata.load(fromByteOffset: classSizeOffset + 4, as: UInt32.self)
        return size > addressPoint ? Int(size - addressPoint) : 0
    }

    /// The word at `offset` of `type`'s metadata, or `nil` past its end.
    private static func word(at offset: Int, of type: AnyClass) -> UInt? {
        guard offset >= 0, offset + MemoryLayout<UInt>.size <= extent(of: type) else { return nil }
        return unsafeBitCast(type, to: UnsafeRawPointer.self).load(
            fromByteOffset: offset, as: UInt.self)
    }
}

// The probes: classes compared to find the entries, never instantiated.

private final class PlainNodeProbe: ASDisplayNode {}

private final class TwinNodeProbe: ASDisplayNode {}

private final class SpecNodeProbe: ASDisplayNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASLayoutSpec()
    }
}

private final class SizeNodeProbe: ASDisplayNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize { .zero }
}

private final class PlainSpecProbe: ASLayoutSpec {}

private final class TwinSpecProbe: ASLayoutSpec {}

private final class LayoutSpecProbe: ASLayoutSpec {
    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        ASLayout(layoutElement: self, size: .zero)
    }
}
