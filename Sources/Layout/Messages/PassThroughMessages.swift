import ViewlabModel

/// Why a modifier that keeps its child's layout reports its child's size (`PassThroughLayout`):
/// drawing-only effects, environment and preference writers, bodies, settings read elsewhere.
extension Message {
    static let bodysSize = Message("viewlab.layout.bodysSize",
        en: "= its body's size",
        zh: "= 它的 body 的尺寸")
    static let contentsSize = Message("viewlab.layout.contentsSize",
        en: "= its content's size",
        zh: "= 它的内容的尺寸")
    static let environmentOnly = Message("viewlab.layout.environmentOnly",
        en: "= child's size (environment only)",
        zh: "= 子视图的尺寸（只改变环境）")
    static let offsetDrawsElsewhere = Message("viewlab.layout.offsetDrawsElsewhere",
        en: "offset draws elsewhere; layout unchanged (B1961)",
        zh: "offset 只改变绘制的位置；布局不变 (B1961)")
    static let rotationDrawnOnly = Message("viewlab.layout.rotationDrawnOnly",
        en: "rotation is drawn only (B1961)",
        zh: "旋转只影响绘制 (B1961)")
    static let scaleDrawnOnly = Message("viewlab.layout.scaleDrawnOnly",
        en: "scale is drawn only (B1961)",
        zh: "缩放只影响绘制 (B1961)")
    static let rotation3DDrawnOnly = Message("viewlab.layout.rotation3DDrawnOnly",
        en: "a 3D rotation is drawn only (B1961); viewlab draws it head on, without perspective",
        zh: "3D 旋转只影响绘制 (B1961)；viewlab 按正面绘制，没有透视")
    static let layoutValue = Message("viewlab.layout.layoutValue",
        en: "= child's size; %1 for its layout",
        zh: "= 子视图的尺寸；给所在布局的 %1")
    static let writesPreference = Message("viewlab.layout.writesPreference",
        en: "= child's size; writes the preference %1",
        zh: "= 子视图的尺寸；写入首选项 %1")
    static let namesSpace = Message("viewlab.layout.namesSpace",
        en: "= child's size; names the space \"%1\" (B3480)",
        zh: "= 子视图的尺寸；把坐标空间命名为 \"%1\" (B3480)")
    static let priorityForStacks = Message("viewlab.layout.priorityForStacks",
        en: "= child's size; priority %1 for stacks (B1807)",
        zh: "= 子视图的尺寸；供堆栈使用的布局优先级 %1 (B1807)")
    static let setsGuide = Message("viewlab.layout.setsGuide",
        en: "= child's size; sets the %1 guide (B2048)",
        zh: "= 子视图的尺寸；设置 %1 对齐参考线 (B2048)")
    static let gridCellSetting = Message("viewlab.layout.gridCellSetting",
        en: "= child's size; tells its Grid about the cell",
        zh: "= 子视图的尺寸；告诉所在的 Grid 这个单元格的设置")
    static let drawingOnly = Message("viewlab.layout.drawingOnly",
        en: "= child's size (drawing only)",
        zh: "= 子视图的尺寸（只影响绘制）")
    static let sheetSetting = Message("viewlab.layout.sheetSetting",
        en: "= child's size (what the sheet around it is like)",
        zh: "= 子视图的尺寸（设置外面的 sheet 的样子）")
    static let listRowSetting = Message("viewlab.layout.listRowSetting",
        en: "= child's size (how the List around it lays out the row)",
        zh: "= 子视图的尺寸（设置外面的 List 如何布局这一行）")
    static let searchable = Message("viewlab.layout.searchable",
        en: "= child's size (its search field is in the navigation bar)",
        zh: "= 子视图的尺寸（它的搜索框在导航栏里）")
    static let scrollPosition = Message("viewlab.layout.scrollPosition",
        en: "= child's size (where it is scrolled to)",
        zh: "= 子视图的尺寸（设置滚动到哪里）")
    static let takesTouches = Message("viewlab.layout.takesTouches",
        en: "= child's size (where it takes touches)",
        zh: "= 子视图的尺寸（设置在哪里接收触摸）")
    static let contextMenu = Message("viewlab.layout.contextMenu",
        en: "= child's size (its menu opens on a long press)",
        zh: "= 子视图的尺寸（长按时打开它的菜单）")

    static let passThrough: [Message] = [
        bodysSize, contentsSize, environmentOnly, offsetDrawsElsewhere, rotationDrawnOnly, scaleDrawnOnly, rotation3DDrawnOnly,
        layoutValue, writesPreference, namesSpace, priorityForStacks, setsGuide, gridCellSetting, drawingOnly, sheetSetting,
        listRowSetting, searchable, scrollPosition, takesTouches, contextMenu,
    ]
}
