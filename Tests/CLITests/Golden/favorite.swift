Text("Favorite").padding(10).background(Color.teal)
