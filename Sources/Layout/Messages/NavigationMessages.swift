import ViewlabModel

/// Why the views that stand for UIKit's controllers (NavigationStack, TabView, List, sheets,
/// alerts) and a learner's `Layout` propose, report and place what they do.
extension Message {
    // NavigationStack
    static let navPageProposal = Message("viewlab.layout.navPageProposal",
        en: "the proposal less the %1-point bar",
        zh: "建议尺寸减去 %1 点高的导航栏")
    static let navPageProposalAgain = Message("viewlab.layout.navPageProposal",
        en: "the proposal less the bar",
        zh: "建议尺寸减去导航栏")
    static let navReports = Message("viewlab.layout.navReports",
        en: "fills the proposal, as a navigation controller's view does (viewlab's model)",
        zh: "占满建议尺寸，和导航控制器的视图一样（viewlab 的模型）")
    static let navItemProposal = Message("viewlab.layout.navItemProposal",
        en: "its ideal size, in the bar",
        zh: "它的理想尺寸，放在栏里")
    static let navPagePlaced = Message("viewlab.layout.navPagePlaced",
        en: "centred below the navigation bar, %1 points tall (UIKit's bar)",
        zh: "在导航栏下方居中，导航栏高 %1 点（UIKit 的导航栏）")
    static let navPagePlacedLarge = Message("viewlab.layout.navPagePlaced",
        en: "centred below the navigation bar, %1 points tall (UIKit's bar with a large title)",
        zh: "在导航栏下方居中，导航栏高 %1 点（UIKit 带大标题的导航栏）")
    static let navBarProposal = Message("viewlab.layout.navBarProposal",
        en: "the bar's width less its margins",
        zh: "栏的宽度减去两边的边距")
    static let navLargeTitlePlaced = Message("viewlab.layout.navLargeTitlePlaced",
        en: "the large title, under the bar's top 44 points",
        zh: "大标题，在栏顶部 44 点之下")
    static let navTitlePlaced = Message("viewlab.layout.navTitlePlaced",
        en: "centred in the bar",
        zh: "在栏里居中")
    static let navBottomBarProposal = Message("viewlab.layout.navBottomBarProposal",
        en: "the bottom bar's width less its margins",
        zh: "底部工具栏的宽度减去两边的边距")
    static let navBottomBarPlaced = Message("viewlab.layout.navBottomBarPlaced",
        en: "the bottom toolbar's items, along the bottom edge",
        zh: "底部工具栏的项目，沿底边排列")
    static let navSearchPlaced = Message("viewlab.layout.navSearchPlaced",
        en: "the search field, under the title",
        zh: "搜索框，在标题下方")
    static let navLeadingItemPlaced = Message("viewlab.layout.navItemPlaced",
        en: "a toolbar item at the bar's leading end",
        zh: "工具栏项目，在栏的前端")
    static let navTrailingItemPlaced = Message("viewlab.layout.navItemPlaced",
        en: "a toolbar item at the bar's trailing end",
        zh: "工具栏项目，在栏的后端")

    // TabView
    static let tabContentProposal = Message("viewlab.layout.tabContentProposal",
        en: "the proposal less the %1 pt tab bar",
        zh: "建议尺寸减去 %1 pt 高的标签栏")
    static let tabPageProposal = Message("viewlab.layout.tabContentProposal",
        en: "the proposal (page style: no tab bar)",
        zh: "建议尺寸（page 样式：没有标签栏）")
    static let fillsProposal = Message("viewlab.layout.fillsProposal",
        en: "fills the proposal",
        zh: "占满建议尺寸")
    static let tabPlaced = Message("viewlab.layout.tabPlaced",
        en: "tab %1 of %2, centred above the tab bar",
        zh: "%2 个标签页中的第 %1 个，在标签栏上方居中")
    static let tabItemProposal = Message("viewlab.layout.tabItemProposal",
        en: "its share of the tab bar",
        zh: "它在标签栏中分到的部分")
    static let tabItemPlaced = Message("viewlab.layout.tabItemPlaced",
        en: "the item of tab %1 of %2, in its share of the bar's width",
        zh: "%2 个标签页中第 %1 个的标签项，在它分到的栏宽之内")
    static let tabItemReports = Message("viewlab.layout.tabItemReports",
        en: "as wide as its symbol or title, the bar's height",
        zh: "宽度与它的图标或标题相同，高度为栏高")
    static let tabSymbolPlaced = Message("viewlab.layout.tabSymbolPlaced",
        en: "the symbol, centred in the bar's top 30 points",
        zh: "图标，在栏顶部 30 点之内居中")
    static let tabTitlePlaced = Message("viewlab.layout.tabTitlePlaced",
        en: "the title, 4 points above the bar's bottom",
        zh: "标题，距栏底部 4 点")

    // List
    static let listRowProposal = Message("viewlab.layout.listRowProposal",
        en: "the list's width less the insets × nil (B1896; insets: viewlab's model of iOS)",
        zh: "列表的宽度减去内边距 × nil (B1896；内边距：viewlab 对 iOS 的模型)")
    static let listAccepts = Message("viewlab.layout.listAccepts",
        en: "accepts the proposal (B1894)",
        zh: "接受建议尺寸 (B1894)")
    static let listHeader = Message("viewlab.layout.listHeader",
        en: "section %1's header, %2 above its rows (viewlab's model) at y = %3",
        zh: "第 %1 节的页眉，在它的行上方 %2（viewlab 的模型），y = %3")
    static let listRow = Message("viewlab.layout.listRow",
        en: "a row of section %1: inset %2 from the card, at least %3 tall (viewlab's model) at y = %4",
        zh: "第 %1 节的一行：距卡片 %2，至少 %3 高（viewlab 的模型），y = %4")
    static let listRowOwnInsets = Message("viewlab.layout.listRow",
        en: "a row of section %1: inset %2 from the card (its listRowInsets), at least %3 tall (viewlab's model) at y = %4",
        zh: "第 %1 节的一行：距卡片 %2（它的 listRowInsets），至少 %3 高（viewlab 的模型），y = %4")
    static let listFooter = Message("viewlab.layout.listFooter",
        en: "section %1's footer, %2 below its rows (viewlab's model) at y = %3",
        zh: "第 %1 节的页脚，在它的行下方 %2（viewlab 的模型），y = %3")

    // Sheets, covers, alerts, confirmation dialogs
    static let presentingSize = Message("viewlab.layout.presentingSize",
        en: "= the presenting view's size (the presented layer takes no part in its layout)",
        zh: "= 发起呈现的视图的尺寸（被呈现的那一层不参与它的布局）")
    static let presentingPlaced = Message("viewlab.layout.presentingPlaced",
        en: "the presenting view where the modifier is",
        zh: "发起呈现的视图，就在修饰器所在的位置")
    static let presentedWindow = Message("viewlab.layout.presentedWindow",
        en: "the window, %1",
        zh: "窗口，%1")
    static let presentedAt = Message("viewlab.layout.presentedAt",
        en: " at %1 in the window",
        zh: "，在窗口中的 %1")
    static let sheetWhere = Message("viewlab.layout.presentedWhere",
        en: "a sheet at its %1 detent, on the window's bottom edge",
        zh: "sheet，处于 %1 高度档位，贴着窗口底边")
    static let coverWhere = Message("viewlab.layout.presentedWhere",
        en: "a full-screen cover over the whole window",
        zh: "全屏覆盖，盖住整个窗口")
    static let alertWhere = Message("viewlab.layout.presentedWhere",
        en: "an alert, centred in the window",
        zh: "警告框，在窗口中居中")
    static let dialogWhere = Message("viewlab.layout.presentedWhere",
        en: "an action sheet, %1 points above the window's bottom",
        zh: "操作表，距窗口底部 %1 点")
    static let sheetReports = Message("viewlab.layout.sheetReports",
        en: "the window's width; %1 tall at the %2 detent",
        zh: "窗口的宽度；在 %2 高度档位时高 %1")
    static let coverReports = Message("viewlab.layout.coverReports",
        en: "the whole window",
        zh: "整个窗口")
    static let sheetSize = Message("viewlab.layout.presentedSize",
        en: "the sheet's size",
        zh: "sheet 的尺寸")
    static let coverSize = Message("viewlab.layout.presentedSize",
        en: "the cover's size",
        zh: "全屏覆盖的尺寸")
    static let sheetContentPlaced = Message("viewlab.layout.presentedContentPlaced",
        en: "centred in the sheet, as a hosting controller centres its view",
        zh: "在 sheet 中居中，和 hosting controller 居中它的视图一样")
    static let coverContentPlaced = Message("viewlab.layout.presentedContentPlaced",
        en: "centred in the cover, as a hosting controller centres its view",
        zh: "在全屏覆盖中居中，和 hosting controller 居中它的视图一样")
    static let cardTextProposal = Message("viewlab.layout.cardTextProposal",
        en: "the card's width less its sides",
        zh: "卡片的宽度减去两边")
    static let alertCardReports = Message("viewlab.layout.cardReports",
        en: "an alert's card, %1 wide, its rows' heights added up",
        zh: "警告框的卡片，宽 %1，高度为各行高度之和")
    static let dialogCardReports = Message("viewlab.layout.cardReports",
        en: "the window's width less %1 at each side; its rows' heights added up",
        zh: "窗口的宽度两边各减去 %1；高度为各行高度之和")
    static let cardRowProposal = Message("viewlab.layout.cardRowProposal",
        en: "in its row",
        zh: "在它所在的行里")
    static let cardRowPlaced = Message("viewlab.layout.cardRowPlaced",
        en: "centred in its row of the card",
        zh: "在卡片中它所在的行里居中")

    // A learner's Layout
    static let customNotPlaced = Message("viewlab.layout.customNotPlaced",
        en: "not placed: centred",
        zh: "没有被放置：居中")
    static let customPlaced = Message("viewlab.layout.customPlaced",
        en: "%1 in bounds at %2, at %3",
        zh: "%1，bounds 位于 %2，见 %3")
    static let customAsks = Message("viewlab.layout.customAsks",
        en: "%1 asks %2 at %3",
        zh: "%1 在 %3 调用 %2")

    static let navigation: [Message] = [
        navPageProposal, navPageProposalAgain, navReports, navItemProposal, navPagePlaced, navPagePlacedLarge, navBarProposal,
        navLargeTitlePlaced, navTitlePlaced, navBottomBarProposal, navBottomBarPlaced, navSearchPlaced, navLeadingItemPlaced,
        navTrailingItemPlaced,
        tabContentProposal, tabPageProposal, fillsProposal, tabPlaced, tabItemProposal, tabItemPlaced, tabItemReports,
        tabSymbolPlaced, tabTitlePlaced,
        listRowProposal, listAccepts, listHeader, listRow, listRowOwnInsets, listFooter,
        presentingSize, presentingPlaced, presentedWindow, presentedAt, sheetWhere, coverWhere, alertWhere, dialogWhere,
        sheetReports, coverReports, sheetSize, coverSize, sheetContentPlaced, coverContentPlaced, cardTextProposal,
        alertCardReports, dialogCardReports, cardRowProposal, cardRowPlaced,
        customNotPlaced, customPlaced, customAsks,
    ]
}
