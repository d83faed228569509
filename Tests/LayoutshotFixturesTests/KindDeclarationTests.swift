import LayoutshotFixtures
import LayoutshotLayout
import Testing

/// The fixture format's node types and the engine's kinds are one list: every type has the
/// engine's declaration, and the keys that hold children are the roles the declaration names.
struct KindDeclarationTests {
    @Test(arguments: FixtureKeys.types)
    func everyFixtureTypeIsADeclaredKind(_ type: String) throws {
        let declaration = try #require(LayoutNode.Kind.declaration(ofType: type))
        let keys = try #require(FixtureKeys.ownKeys(of: type))
        switch declaration.children {
        case .none: #expect(!keys.contains("child") && !keys.contains("children"))
        case .list: #expect(keys.contains("children"))
        case .roles(let roles):
            #expect(Set(roles).isSubset(of: keys), "\(type): \(roles) vs \(keys)")
        }
    }

    @Test func everyDeclaredKindIsAFixtureType() {
        #expect(Set(KindDeclaration.builtIn.keys) == Set(FixtureKeys.types))
    }

    @Test func pathsNameChildrenByTheirRoles() {
        #expect(Layout.pathComponent(type: "overlay", elementIndex: 1) == ".overlay")
        #expect(Layout.pathComponent(type: "stack", elementIndex: 2) == ".children[2]")
        #expect(Layout.pathComponent(type: "diagonal", elementIndex: 0) == ".children[0]")
        #expect(
            LayoutNode(.background, children: [LayoutNode(.spacer), LayoutNode(.spacer)])
                .childIndicesInPaintOrder == [
                    1, 0,
                ])
    }
}
