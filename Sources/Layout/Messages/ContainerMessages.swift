import ViewlabModel

/// Why a container proposes, reports and places what it does: HStack and VStack (B1811–1821),
/// ZStack, the lazy stacks, ScrollView, GeometryReader, ViewThatFits and the grids.
extension Message {
    // HStack, VStack
    static let stackEmpty = Message("viewlab.layout.stackEmpty",
        en: "no children: 0×0",
        zh: "没有子视图：0×0")
    static let stackReports = Message("viewlab.layout.stackReports",
        en: "%1 %2; %3 from aligning on %4",
        zh: "%1 %2；%3 由按 %4 对齐得出")
    static let stackNilAxis = Message("viewlab.layout.stackNilAxis",
        en: "nil on the stack's axis: ideal (B1813)",
        zh: "堆栈方向上为 nil：理想尺寸 (B1813)")
    static let stackInfinite = Message("viewlab.layout.stackInfinite",
        en: "∞: every child gets ∞ (§8.2)",
        zh: "∞：每个子视图都得到 ∞ (§8.2)")
    static let stackFixedChildren = Message("viewlab.layout.stackFixedChildren",
        en: "fixed-size children: no distribution needed",
        zh: "子视图尺寸固定：不需要分配")
    static let minimumProbe = Message("viewlab.layout.minimumProbe",
        en: "minimum probe (B1811)",
        zh: "探测最小值 (B1811)")
    static let maximumProbe = Message("viewlab.layout.maximumProbe",
        en: "maximum probe (B1811)",
        zh: "探测最大值 (B1811)")
    static let leastFlexibleFirst = Message("viewlab.layout.leastFlexibleFirst",
        en: "least flexible first: %1",
        zh: "灵活性最小的先分：%1")
    static let stackReproposes = Message("viewlab.layout.stackReproposes",
        en: "placement re-proposes: allocated length × final %1 (§8.1)",
        zh: "放置时重新建议：分到的长度 × 最终%1 (§8.1)")
    static let unionOfChildren = Message("viewlab.layout.unionOfChildren",
        en: "union of the children",
        zh: "子视图的并集")

    // ZStack
    static let zstackProposal = Message("viewlab.layout.zstackProposal",
        en: "the ZStack's own proposal (B1838)",
        zh: "ZStack 自己得到的建议尺寸 (B1838)")
    static let zstackStart = Message("viewlab.layout.zstackStart",
        en: "%1 starts at %2 (minus its %3 guides)",
        zh: "%1 从 %2 开始（减去它的 %3 对齐参考线）")
    static let zstackUnion = Message("viewlab.layout.zstackUnion",
        en: "union %1 %2: own size %2 (B2024)",
        zh: "并集 %1 %2：自身尺寸 %2 (B2024)")
    static let unionOfAlignedChildren = Message("viewlab.layout.unionOfChildren",
        en: "union of the aligned children",
        zh: "对齐后的子视图的并集")
    static let zstackReproposes = Message("viewlab.layout.zstackReproposes",
        en: "placement re-proposes the final size (§8.1)",
        zh: "放置时重新建议最终尺寸 (§8.1)")
    static let zstackPlaced = Message("viewlab.layout.zstackPlaced",
        en: "%1 − union origin %2 = %3 [%4]",
        zh: "%1 − 并集原点 %2 = %3 [%4]")

    // LazyVStack, LazyHStack
    static let lazyNilAxis = Message("viewlab.layout.lazyNilAxis",
        en: "nil along the axis: ideal (B1900)",
        zh: "沿堆栈方向为 nil：理想尺寸 (B1900)")
    static let lazyAcceptsCross = Message("viewlab.layout.lazyAcceptsCross",
        en: "accepts the proposed %1 (B1902)",
        zh: "接受建议的%1 (B1902)")
    static let lazyPlaced = Message("viewlab.layout.lazyPlaced",
        en: "in order; across %1 − guide [%2]",
        zh: "依次排列；横向 %1 − 对齐参考线 [%2]")

    // ScrollView, GeometryReader
    static let scrollNilAxis = Message("viewlab.layout.scrollNilAxis",
        en: "nil along the scroll axis (B1852)",
        zh: "滚动方向上为 nil (B1852)")
    static let scrollReports = Message("viewlab.layout.scrollReports",
        en: "the proposal along the scroll axis, the content's size across (B1850)",
        zh: "滚动方向取建议尺寸，另一方向取内容的尺寸 (B1850)")
    static let scrollContentPlaced = Message("viewlab.layout.scrollContentPlaced",
        en: "%1: content starts at the top (B1890)",
        zh: "%1：内容从顶部开始 (B1890)")
    static let scrolledBy = Message("viewlab.layout.scrolledBy",
        en: ", scrolled %1 points",
        zh: "，已滚动 %1 点")
    static let readerAccepts = Message("viewlab.layout.readerAccepts",
        en: "accepts the proposal (B1873)",
        zh: "接受建议尺寸 (B1873)")
    static let readersSize = Message("viewlab.layout.readersSize",
        en: "the reader's size",
        zh: "几何读取器的尺寸")
    static let readerPlaced = Message("viewlab.layout.readerPlaced",
        en: "(0, 0): top-leading (B1888)",
        zh: "(0, 0)：顶部前边 (B1888)")

    // ViewThatFits
    static let idealSizeProbe = Message("viewlab.layout.idealSizeProbe",
        en: "ideal-size probe (B1957)",
        zh: "探测理想尺寸 (B1957)")
    static let choosesChild = Message("viewlab.layout.choosesChild",
        en: "chooses child %1 of %2",
        zh: "选择 %2 个子视图中的第 %1 个")
    static let choosesFallback = Message("viewlab.layout.choosesChild",
        en: "chooses child %1 of %2 (the last is the fallback)",
        zh: "选择 %2 个子视图中的第 %1 个（最后一个是后备）")
    static let chosenGetsProposal = Message("viewlab.layout.chosenGetsProposal",
        en: "the chosen child gets the real proposal",
        zh: "选中的子视图得到真正的建议尺寸")
    static let chosensSize = Message("viewlab.layout.chosensSize",
        en: "= the chosen child's size",
        zh: "= 选中的子视图的尺寸")
    static let fittingPlaced = Message("viewlab.layout.fittingPlaced",
        en: "(0, 0): the one that fits",
        zh: "(0, 0)：放得下的那一个")

    // LazyVGrid, LazyHGrid
    static let gridColumn = Message("viewlab.layout.gridTrack",
        en: "column %1",
        zh: "第 %1 列")
    static let gridRow = Message("viewlab.layout.gridTrack",
        en: "row %1",
        zh: "第 %1 行")
    static let gridPass = Message("viewlab.layout.gridPass",
        en: "pass %1: %2",
        zh: "第 %1 轮：%2")
    static let gridNote = Message("viewlab.layout.gridNote",
        en: "%1: %2",
        zh: "%1：%2")
    static let gridRounded = Message("viewlab.layout.gridRounded",
        en: ", rounded to %1",
        zh: "，取整为 %1")
    static let gridClamped = Message("viewlab.layout.gridClamped",
        en: ", clamped to %1",
        zh: "，限制为 %1")
    static let gridAdaptive = Message("viewlab.layout.gridAdaptive",
        en: ": adaptive, %1 in %2",
        zh: "：adaptive，%2 中放 %1")
    static let gridColumnProposal = Message("viewlab.layout.gridTrackProposal",
        en: "column length × nil (B1928)",
        zh: "列宽 × nil (B1928)")
    static let gridRowProposal = Message("viewlab.layout.gridTrackProposal",
        en: "row length × nil (B1928)",
        zh: "行高 × nil (B1928)")
    static let gridColumnsReport = Message("viewlab.layout.gridTracksReport",
        en: "Σ columns + spacing; rows as tall as their tallest cell (B1928)",
        zh: "Σ 列宽 + 间距；每行和它最高的单元格一样高 (B1928)")
    static let gridRowsReport = Message("viewlab.layout.gridTracksReport",
        en: "Σ rows + spacing; rows as tall as their tallest cell (B1928)",
        zh: "Σ 行高 + 间距；每行和它最高的单元格一样高 (B1928)")
    static let gridSecondPass = Message("viewlab.layout.gridSecondPass",
        en: "%1 of the second pass (B1930)",
        zh: "第二轮的%1 (B1930)")
    static let gridDrawn = Message("viewlab.layout.gridDrawn",
        en: "drawn %1: %2 instead of %3 (B1945)",
        zh: "绘制的%1：%2，而不是 %3 (B1945)")

    // Grid
    static let gridReports = Message("viewlab.layout.gridReports",
        en: "columns %1; rows %2 (viewlab's grid model)",
        zh: "列 %1；行 %2（viewlab 的 Grid 模型）")
    static let gridRowAt = Message("viewlab.layout.gridRowAt",
        en: "row %1 at y = %2",
        zh: "第 %1 行，y = %2")
    static let gridRowAligned = Message("viewlab.layout.gridRowAligned",
        en: "row %1, aligned %2",
        zh: "第 %1 行，按 %2 对齐")
    static let gridColumnAt = Message("viewlab.layout.gridColumnAt",
        en: "column %1 at x = %2",
        zh: "第 %1 列，x = %2")
    static let gridOwnRowProposal = Message("viewlab.layout.gridOwnRowProposal",
        en: "a row of its own: the grid's width × the row's height",
        zh: "独占一行：Grid 的宽度 × 这一行的高度")
    static let gridOwnRowWidth = Message("viewlab.layout.gridOwnRowWidth",
        en: "a row of its own has a say in the grid's width",
        zh: "独占一行的视图也影响 Grid 的宽度")
    static let gridColumnMinimumProbe = Message("viewlab.layout.gridMinimumProbe",
        en: "minimum probe of the column",
        zh: "探测这一列的最小值")
    static let gridColumnMaximumProbe = Message("viewlab.layout.gridMaximumProbe",
        en: "maximum probe of the column",
        zh: "探测这一列的最大值")
    static let gridColumnShare = Message("viewlab.layout.gridShare",
        en: "the column's share, least flexible first",
        zh: "这一列分到的长度，灵活性最小的先分")
    static let gridEveryCellWidth = Message("viewlab.layout.gridEveryCellWidth",
        en: "every cell is asked the grid's width",
        zh: "每个单元格都得到 Grid 的宽度")
    static let gridRowMinimumProbe = Message("viewlab.layout.gridMinimumProbe",
        en: "minimum probe of the row",
        zh: "探测这一行的最小值")
    static let gridRowMaximumProbe = Message("viewlab.layout.gridMaximumProbe",
        en: "maximum probe of the row",
        zh: "探测这一行的最大值")
    static let gridRowShare = Message("viewlab.layout.gridShare",
        en: "the row's share, least flexible first",
        zh: "这一行分到的长度，灵活性最小的先分")
    static let gridCellHeight = Message("viewlab.layout.gridCellHeight",
        en: "its column's width × the grid's height",
        zh: "所在列的宽度 × Grid 的高度")
    static let gridRowReports = Message("viewlab.layout.gridRowReports",
        en: "the grid's width × the row's height, as the grid proposes",
        zh: "Grid 建议的宽度 × 这一行的高度")
    static let gridCellProposal = Message("viewlab.layout.gridCellProposal",
        en: "its column's width × the row's height",
        zh: "所在列的宽度 × 这一行的高度")

    static let containers: [Message] = [
        stackEmpty, stackReports, stackNilAxis, stackInfinite, stackFixedChildren, minimumProbe, maximumProbe,
        leastFlexibleFirst, stackReproposes, unionOfChildren,
        zstackProposal, zstackStart, zstackUnion, unionOfAlignedChildren, zstackReproposes, zstackPlaced,
        lazyNilAxis, lazyAcceptsCross, lazyPlaced,
        scrollNilAxis, scrollReports, scrollContentPlaced, scrolledBy, readerAccepts, readersSize, readerPlaced,
        idealSizeProbe, choosesChild, choosesFallback, chosenGetsProposal, chosensSize, fittingPlaced,
        gridColumn, gridRow, gridPass, gridNote, gridRounded, gridClamped, gridAdaptive, gridColumnProposal, gridRowProposal,
        gridColumnsReport, gridRowsReport, gridSecondPass, gridDrawn,
        gridReports, gridRowAt, gridRowAligned, gridColumnAt, gridOwnRowProposal, gridOwnRowWidth,
        gridColumnMinimumProbe, gridColumnMaximumProbe, gridColumnShare, gridEveryCellWidth,
        gridRowMinimumProbe, gridRowMaximumProbe, gridRowShare, gridCellHeight, gridRowReports, gridCellProposal,
    ]
}
