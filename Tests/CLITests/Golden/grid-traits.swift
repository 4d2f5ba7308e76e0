// A Grid with every cell trait (viewlab's grid model, Layout/Containers/GridRowsLayout.swift): a
// trailing column, a Divider that takes the grid's width, a cell spanning two columns, a row aligned
// at the bottom and a cell anchored at its top-leading corner.
Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
    GridRow {
        Text("Name")
        Text("Score").gridColumnAlignment(.trailing)
    }
    Divider().gridCellUnsizedAxes(.horizontal)
    GridRow {
        Text("Ada")
        Text("100")
    }
    GridRow {
        Text("Grace Hopper, admiral").gridCellColumns(2)
    }
    GridRow(alignment: .bottom) {
        Color.red.frame(width: 20, height: 40)
        Text("7").gridCellAnchor(.topLeading)
    }
}
