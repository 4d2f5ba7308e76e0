import ViewlabModel

/// Errors and warnings of views hosted by the update cycle: state, environment, objects (Hosting/).
extension Message {
    // State
    package static let stateWriteInInit = Message("viewlab.update.stateWriteInInit",
        en: "assigning to '%1' in an initializer does not change the state: a @State is not installed on a view until it is rendered",
        zh: "在初始化器中给 '%1' 赋值不会改变状态：@State 要等到视图被渲染时才会安装到视图上")

    // Environment
    package static let environmentOutsideBody = Message("viewlab.update.environmentOutsideBody",
        swiftUI: "Accessing Environment<%1>'s value outside of being installed on a View. This will always read the default value and will not update.")
    package static let transformEnvironmentArguments = Message("viewlab.swiftui.transformEnvironmentArguments",
        en: "'transformEnvironment' takes a key path and a closure: .transformEnvironment(\\.font) { $0 = .title }",
        zh: "'transformEnvironment' 接受一个键路径和一个闭包：.transformEnvironment(\\.font) { $0 = .title }")
    package static let entryDeclaration = Message("viewlab.swiftui.entryDeclaration",
        en: "an @Entry property needs a name and an initial value: @Entry var accent: Color = .pink",
        zh: "@Entry 属性需要一个名称和一个初始值：@Entry var accent: Color = .pink")

    // Environment objects: %1 is SwiftUI's word for the kind of object ("ObservableObject" or "Observable object").
    package static let missingEnvironmentObject = Message("viewlab.update.missingEnvironmentObject",
        swiftUI: "No %1 of type %2 found. A View.environmentObject(_:) for %2 may be missing as an ancestor of this view.")

    package static let hosting: [Message] = [
        stateWriteInInit,
        environmentOutsideBody, transformEnvironmentArguments, entryDeclaration,
        missingEnvironmentObject,
    ]
}
