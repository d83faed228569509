import LayoutshotCore

extension FixtureDecoder {
    /// `variants: {width: [320, 375], scale: [2, 3], contentSize: [large, …], appearance: [light, dark]}`.
    func decodeVariants(_ value: FixtureValue) throws(FixtureError) -> FixtureVariants {
        guard let mapping = value.mapping else {
            throw error(
                at: value,
                "'variants' must be a mapping of width, scale, contentSize and appearance lists, found "
                    + describe(value))
        }
        var variants = FixtureVariants()
        for entry in mapping {
            let key = entry.key.text
            let items = entry.value.sequence ?? [entry.value]
            guard !items.isEmpty else {
                throw error(at: entry.value, "'variants.\(key)' must list at least one value")
            }
            switch key {
            case "width":
                for item in items {
                    let width = try number(item, key: "variants.width", node: nil)
                    guard width > 0 else {
                        throw error(
                            at: item,
                            "'variants.width' must be greater than 0, found \(describe(item))")
                    }
                    variants.widths.append(width)
                }
            case "scale":
                for item in items {
                    let scale = try number(
                        item, key: "variants.scale", node: nil, limit: Fixture.scales.upperBound)
                    guard Fixture.scales.contains(scale) else {
                        throw error(
                            at: item,
                            "'variants.scale' must be \(Fixture.scaleRule), found \(describe(item))"
                        )
                    }
                    variants.scales.append(scale)
                }
            case "contentSize":
                for item in items {
                    variants.contentSizes.append(
                        try enumeration(item, key: "variants.contentSize", node: nil))
                }
            case "appearance":
                for item in items {
                    variants.appearances.append(
                        try enumeration(item, key: "variants.appearance", node: nil))
                }
            default:
                throw unknownKey(
                    key, at: entry.key.mark, allowed: FixtureVariants.keys, what: "'variants'",
                    node: nil)
            }
        }
        return variants
    }
}
