import AsyncDisplayKit
import Foundation
import LayoutshotCore
import LayoutshotRender
import Testing

/// Table and collection nodes laid out as a screen shows them: the data source's first cells,
/// placed as Texture's table and UIKit's flow layout place them, clipped to the list. Frames and
/// pixels computed by hand.
@Suite struct ListNodeTests {
    /// A cell of a fixed height (or size), red on even rows, blue on odd ones.
    static func cell(_ index: Int, height: CGFloat = 44, size: CGSize? = nil) -> ASCellNode {
        let cell = ASCellNode()
        cell.backgroundColor = index % 2 == 0 ? .red : .blue
        if let size {
            cell.style.preferredSize = size
        } else {
            cell.style.height = ASDimensionMake(height)
        }
        return cell
    }

    /// A data source of `count` cells in one section, counting the cells it makes.
    final class Rows: ASTableDataSource, ASTableDelegate, ASCollectionDataSource,
        ASCollectionDelegate
    {
        let count: Int
        let make: (Int) -> ASCellNode
        var minimumHeight: CGFloat?
        private(set) var made = 0

        init(_ count: Int, make: @escaping (Int) -> ASCellNode = { ListNodeTests.cell($0) }) {
            self.count = count
            self.make = make
        }

        func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
            count
        }
        func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath)
            -> ASCellNodeBlock
        {
            made += 1
            return { [make] in make(indexPath.row) }
        }
        func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath)
            -> ASSizeRange
        {
            guard let minimumHeight else {
                return ASSizeRangeMake(.zero, CGSize(width: 10, height: CGFloat.infinity))
            }
            return ASSizeRangeMake(
                CGSize(width: 10, height: minimumHeight),
                CGSize(width: 10, height: CGFloat.infinity))
        }
        func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int)
            -> Int
        { count }
        func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath)
            -> ASCellNode
        {
            made += 1
            return make(indexPath.item)
        }
    }

    /// The frames of the list's cells, in the list.
    func cellFrames(_ layout: ASLayout) -> [CGRect] {
        layout.sublayouts.first?.sublayouts.map(\.frame) ?? []
    }

    func draw(_ node: ASDisplayNode, width: CGFloat, height: CGFloat, scale: Double = 1) throws
        -> RGBAImage
    {
        try picture(
            of: node, in: ASSizeRangeMake(CGSize(width: width, height: height)), scale: scale)
    }

    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]

    // MARK: Tables

    @Test func aTableStacksItsFirstRowsFullWidthUntilItIsFull() throws {
        let rows = Rows(20)
        let table = ASTableNode()
        table.dataSource = rows
        table.view.separatorStyle = .none
        let layout = table.layoutThatFits(ASSizeRangeMake(CGSize(width: 375, height: 300)))
        #expect(layout.size == CGSize(width: 375, height: 300))
        // 44-pt rows from the top: the 7th starts at 264, inside; the 8th would start at 308.
        #expect(
            cellFrames(layout)
                == (0..<7).map { CGRect(x: 0, y: CGFloat($0) * 44, width: 375, height: 44) })
        #expect(rows.made == 7 && table.visibleNodes.count == 7)
        #expect(
            table.nodeForRow(at: IndexPath(row: 3, section: 0))?.indexPath
                == IndexPath(row: 3, section: 0))
        // Drawn and clipped at 300 pt.
        let picture = try draw(table, width: 375, height: 300)
        #expect(picture.height == 300)
        #expect(pixel(picture, 10, 10) == Self.red && pixel(picture, 10, 50) == Self.blue)
        #expect(
            pixel(picture, 10, 299) == Self.red, "the 7th row (264…308), cut at the table's bottom")
    }

    @Test func separatorsMakeEachRowAHairlineTaller() {
        let table = ASTableNode()
        let rows = Rows(20)
        table.dataSource = rows
        let layout = LayoutshotPass(
            of: table, in: ASSizeRangeMake(CGSize(width: 320, height: 300)), scale: 2
        ).layout
        // 44 pt + 1 pixel (0.5 pt) per row at 2x: the 7th starts at 267, the 8th would at 311.5.
        #expect(
            cellFrames(layout)
                == (0..<7).map { CGRect(x: 0, y: CGFloat($0) * 44.5, width: 320, height: 44) })
    }

    @Test func theDelegatesHeightsAndTheContentInsetPlaceTheRows() {
        let rows = Rows(3)
        rows.minimumHeight = 60
        let table = ASTableNode()
        table.dataSource = rows
        table.delegate = rows
        table.view.separatorStyle = .none
        table.contentInset = UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 20)
        let layout = table.layoutThatFits(ASSizeRangeMake(CGSize(width: 375, height: 300)))
        // The delegate's widths are ignored: the table's width less the inset's sides.
        #expect(
            cellFrames(layout) == [
                rect(20, 10, 335, 60), rect(20, 70, 335, 60), rect(20, 130, 335, 60),
            ])
    }

    @Test func anUnboundedTableTakesTheScreensSize() {
        let table = ASTableNode()
        let rows = Rows(2)
        table.dataSource = rows
        let layout = table.layoutThatFits(
            ASSizeRangeMake(
                CGSize(width: 320, height: 0), CGSize(width: 320, height: CGFloat.infinity)))
        #expect(layout.size == CGSize(width: 320, height: 812))
        #expect(cellFrames(layout).count == 2)
    }

    @Test func reloadDataAsksTheDataSourceAgain() {
        let rows = Rows(2)
        let table = ASTableNode()
        table.dataSource = rows
        _ = table.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 200)))
        _ = table.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 200)))
        #expect(rows.made == 2, "cells are made once")
        table.reloadData()
        _ = table.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 200)))
        #expect(rows.made == 4)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 2)
    }

    // MARK: Collections

    @Test func aFlowLayoutJustifiesItsLinesAndCentresALoneItem() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let items = Rows(7) { ListNodeTests.cell($0) }
        let collection = ASCollectionNode(collectionViewLayout: layout)
        collection.dataSource = items
        let result = collection.layoutThatFits(ASSizeRangeMake(CGSize(width: 375, height: 400)))
        // 355 pt across: three 100-pt items with 10 pt between fit (320), a fourth does not (430);
        // the 55 pt left are shared, 27.5 pt between items; lines 10 pt apart; the lone 7th item
        // centred: 10 + (355 − 100) / 2.
        let xs: [CGFloat] = [10, 137.5, 265]
        let expected =
            (0..<6).map { rect(xs[$0 % 3], 10 + CGFloat($0 / 3) * 110, 100, 100) } + [
                rect(137.5, 230, 100, 100)
            ]
        #expect(cellFrames(result) == expected)
        let picture = try draw(collection, width: 375, height: 400)
        #expect(pixel(picture, 15, 15) == Self.red && pixel(picture, 140, 15) == Self.blue)
        #expect(pixel(picture, 125, 15) == [255, 255, 255, 255], "between items")
    }

    @Test func cellsSizeThemselvesUpToTheCollectionsWidthAndLinesStopAtItsEnd() {
        let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
        let items = Rows(40) { ListNodeTests.cell($0, size: CGSize(width: 80, height: 40)) }
        collection.dataSource = items
        collection.contentInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        let result = collection.layoutThatFits(ASSizeRangeMake(CGSize(width: 200, height: 100)))
        // 190 pt across: two 80-pt items (170), justified 30 pt apart; lines 50 pt apart; the third
        // line would start at 100, outside.
        #expect(
            cellFrames(result) == [
                rect(5, 0, 80, 40), rect(115, 0, 80, 40), rect(5, 50, 80, 40),
                rect(115, 50, 80, 40),
            ])
        #expect(items.made == 5, "the fifth item was made to find it does not fit the second line")
    }

    @Test func aHorizontalFlowLayoutRunsItsLinesDown() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 60, height: 45)
        let collection = ASCollectionNode(collectionViewLayout: layout)
        let items = Rows(5)
        collection.dataSource = items
        let result = collection.layoutThatFits(ASSizeRangeMake(CGSize(width: 150, height: 100)))
        // 100 pt down: two 45-pt items with 10 between; columns 70 pt apart; the third column
        // would start at 140, inside, the fourth at 210.
        #expect(
            cellFrames(result) == [
                rect(0, 0, 60, 45), rect(0, 55, 60, 45), rect(70, 0, 60, 45), rect(70, 55, 60, 45),
                rect(140, 27.5, 60, 45),
            ])
    }

    // MARK: Scroll nodes

    @Test func aScrollNodeThatManagesItsContentSizeTakesItsRangeAndClipsItsContent() throws {
        let scroll = ASScrollNode()
        scroll.automaticallyManagesContentSize = true
        let boxes = (0..<10).map { ListNodeTests.cell($0, height: 50) }
        scroll.layoutSpecBlock = { _, _ in
            ASStackLayoutSpec(
                direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                children: boxes)
        }
        let layout = scroll.layoutThatFits(ASSizeRangeMake(CGSize(width: 200, height: 300)))
        #expect(layout.size == CGSize(width: 200, height: 300))
        #expect(
            scroll.view.contentSize == CGSize(width: 200, height: 500),
            "the content, unbounded downwards")
        let picture = try draw(scroll, width: 200, height: 300)
        #expect(pixel(picture, 10, 260) == Self.blue, "the 6th box (250…300)")
    }

    @Test func shortContentIsLaidOutAgainToFillTheScrollNode() {
        let scroll = ASScrollNode()
        scroll.automaticallyManagesContentSize = true
        let top = ListNodeTests.cell(0, height: 50)
        let bottom = ListNodeTests.cell(1, height: 50)
        scroll.layoutSpecBlock = { _, _ in
            ASStackLayoutSpec(
                direction: .vertical, spacing: 0, justifyContent: .spaceBetween,
                alignItems: .stretch,
                children: [top, bottom])
        }
        let layout = scroll.layoutThatFits(ASSizeRangeMake(CGSize(width: 200, height: 300)))
        let content = layout.sublayouts.first?.sublayouts.first
        #expect(content?.size == CGSize(width: 200, height: 300))
        #expect(content?.sublayouts.map(\.frame) == [rect(0, 0, 200, 50), rect(0, 250, 200, 50)])
    }
}
