import Foundation
import LayoutshotTestSupport
import Testing

/// `layoutshot layout`, run as a user runs it: output, stderr and exit codes.
struct LayoutCommandTests {
    static let fixture = """
        sizeRange: {min: [0, 0], max: [320, .inf]}
        scale: 2
        root:
          type: inset
          insets: 10.25
          child:
            type: stack
            id: row
            spacing: 6
            alignItems: center
            children:
              - {type: box, id: icon, color: "#E53935", preferredSize: [40, 40]}
              - {type: box, id: title, preferredSize: [100, 17]}
        """

    /// The indented tree: frames relative to the parent, or with `--absolute` in root
    /// coordinates, snapped to the pixel grid at the fixture's scale.
    @Test(arguments: [
        (
            [String](),
            """
            inset  (0, 0) 166.5×60.5
              stack #row  (10.25, 10.25) 146×40
                box #icon  (0, 0) 40×40
                box #title  (46, 11.5) 100×17

            """
        ),
        (
            ["--absolute"],
            """
            inset  (0, 0) 166.5×60.5
              stack #row  (10.5, 10.5) 146×40
                box #icon  (10.5, 10.5) 40×40
                box #title  (56.5, 22) 100×17

            """
        ),
    ])
    func printsAnIndentedTree(options: [String], tree: String) throws {
        let folder = try CommandRunner.folder(with: ["cell.yaml": Self.fixture])
        let result = try CommandRunner.run(["layout", "cell.yaml"] + options, in: folder)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == tree)
    }

    @Test func printsJSON() throws {
        let folder = try CommandRunner.folder(with: ["cell.yaml": Self.fixture])
        let result = try CommandRunner.run(["layout", "cell.yaml", "--json"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {
                  "size": [166.5, 60.5],
                  "root": {
                    "type": "inset",
                    "frame": [0, 0, 166.5, 60.5],
                    "children": [
                      {
                        "type": "stack",
                        "id": "row",
                        "frame": [10.25, 10.25, 146, 40],
                        "children": [
                          {
                            "type": "box",
                            "id": "icon",
                            "frame": [0, 0, 40, 40]
                          },
                          {
                            "type": "box",
                            "id": "title",
                            "frame": [46, 11.5, 100, 17]
                          }
                        ]
                      }
                    ]
                  }
                }

                """)
        let parsed =
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(parsed?["size"] as? [Double] == [166.5, 60.5])
    }

    @Test func badFixtureExitsTwoWithTheMessageOnStderrOnly() throws {
        let folder = try CommandRunner.folder(with: ["bad.yaml": "root: {type: box, colr: red}"])
        let result = try CommandRunner.run(["layout", "bad.yaml", "--json"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "error: bad.yaml:1:19: root: unknown key 'colr' for a box; did you mean 'color'?\n"
        )
    }

    @Test func missingFileExitsTwo() throws {
        let result = try CommandRunner.run(["layout", "/no/such/file.yaml"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "error: /no/such/file.yaml: cannot read the fixture: No such file or directory\n"
        )
    }

    @Test func usageErrorsExitSixtyFour() throws {
        let missing = try CommandRunner.run(["layout"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: Missing expected argument '<fixture>'"))
        let unknown = try CommandRunner.run(["layout", "x.yaml", "--jsn"])
        #expect(unknown.status == 64)
        let noCommand = try CommandRunner.run(["frobnicate"])
        #expect(noCommand.status == 64)
    }

    @Test func helpShowsExamples() throws {
        let result = try CommandRunner.run(["layout", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("layoutshot layout Snapshots/social-post-header.yaml"))
        let root = try CommandRunner.run(["--help"])
        #expect(
            root.stdout.contains(
                "Exit codes: 0 success, 1 differences found, 2 bad input or I/O error, 64 usage\nerror."
            ))
    }

    @Test func outputIsTheSameInEveryLocaleAndFolder() throws {
        let folder = try CommandRunner.folder(with: ["cell.yaml": Self.fixture])
        let plain = try CommandRunner.run([
            "layout", folder.appendingPathComponent("cell.yaml").path, "--json",
        ])
        let german = try CommandRunner.run(
            ["layout", "cell.yaml", "--json"], in: folder,
            environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "HOME": "/nonexistent"])
        #expect(plain.status == 0 && german.status == 0)
        #expect(plain.stdout == german.stdout)
    }
}
