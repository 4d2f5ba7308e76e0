import ViewlabModel

/// The workshop server's messages: to the instructor running it (a database it cannot use) and to
/// the clients of its HTTP API (each error's `{"error": …}`, in the language the client asks for).
enum ServerMessages {
    // MARK: The database

    static let badDatabaseURL = Message("viewlab.server.badDatabaseURL",
        en: "error: '%1' is not a database: give a file path, sqlite:PATH or postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE",
        zh: "error: '%1' 不是数据库：请给出文件路径、sqlite:PATH 或 postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE")
    static let cannotOpenSQLite = Message("viewlab.server.cannotOpenSQLite",
        en: "error: cannot open the workshop database %1: %2",
        zh: "error: 无法打开工作坊数据库 %1：%2")
    static let cannotUsePostgres = Message("viewlab.server.cannotUsePostgres",
        en: "error: cannot use PostgreSQL at %1: %2",
        zh: "error: 无法使用 %1 上的 PostgreSQL：%2")
    static let newerDatabase = Message("viewlab.server.newerDatabase",
        en: "error: the workshop database %1 was written by a newer viewlab (migration '%2' is unknown here); it was left untouched. Update viewlab.",
        zh: "error: 工作坊数据库 %1 是由更新版本的 viewlab 写入的（这里不认识迁移 '%2'）；它没有被改动。请更新 viewlab。")
    static let unknownWorkshop = Message("viewlab.server.unknownWorkshop",
        en: "error: no workshop '%1' in %2; `viewlab workshop serve %1` creates it",
        zh: "error: %2 里没有工作坊 '%1'；`viewlab workshop serve %1` 会创建它")
    static let unexpectedRow = Message("viewlab.server.unexpectedRow",
        en: "error: the workshop database gave no '%1' where one was expected",
        zh: "error: 工作坊数据库在应有 '%1' 的地方没有给出它")
    static let cannotListen = Message("viewlab.server.cannotListen",
        en: "error: cannot listen on %1:%2: %3",
        zh: "error: 无法在 %1:%2 上监听：%3")

    // MARK: Answers of the HTTP API

    static let needsCode = Message("viewlab.server.needsCode",
        en: "this workshop's join code is missing or wrong (it may have been replaced: ask the instructor for the new link)",
        zh: "这个工作坊的加入码缺失或不对（它可能已被更换：请向讲师要新的链接）")
    static let needsKey = Message("viewlab.server.needsKey",
        en: "the instructor's key is missing or wrong (Authorization: Bearer KEY)",
        zh: "讲师密钥缺失或不对（Authorization: Bearer KEY）")
    static let bodyTooLarge = Message("viewlab.server.bodyTooLarge",
        en: "the request's body is larger than %1 bytes",
        zh: "请求体超过了 %1 字节")
    static let notJSON = Message("viewlab.server.notJSON",
        en: "the body is not a JSON record: %1",
        zh: "请求体不是 JSON 格式的记录：%1")
    static let missingField = Message("viewlab.server.missingField",
        en: "the record has no \"%1\"",
        zh: "记录缺少 \"%1\"")
    static let wrongType = Message("viewlab.server.wrongType",
        en: "the record's \"%1\" has the wrong type",
        zh: "记录的 \"%1\" 类型不对")
    static let badID = Message("viewlab.server.badID",
        en: "the record's \"id\" is not a UUID: %1",
        zh: "记录的 \"id\" 不是 UUID：%1")
    static let badLearner = Message("viewlab.server.badLearner",
        en: "the record's \"learner\" must be a name of 1 to %1 characters without control characters",
        zh: "记录的 \"learner\" 必须是 1 到 %1 个字符的名字，且不含控制字符")
    static let badLearnerID = Message("viewlab.server.badLearnerID",
        en: "the record's \"learnerId\" is not a UUID: %1",
        zh: "记录的 \"learnerId\" 不是 UUID：%1")
    static let nameTaken = Message("viewlab.server.nameTaken",
        en: "the name %1 is taken in this workshop; try %2",
        zh: "这个工作坊里已经有人叫 %1 了；试试 %2")
    static let unknownLearner = Message("viewlab.server.unknownLearner",
        en: "no learner '%1' in this workshop",
        zh: "这个工作坊里没有学员 '%1'")
    static let mergeIntoSelf = Message("viewlab.server.mergeIntoSelf",
        en: "a learner cannot be merged into themselves: '%1'",
        zh: "不能把学员合并到自己：'%1'")
    static let badKind = Message("viewlab.server.badKind",
        en: "the record's \"kind\" must be check, hint, solution or predict, not %1",
        zh: "记录的 \"kind\" 必须是 check、hint、solution 或 predict，而不是 %1")
    static let badTime = Message("viewlab.server.badTime",
        en: "the record's \"at\" is not an ISO-8601 time: %1",
        zh: "记录的 \"at\" 不是 ISO-8601 时间：%1")
    static let unknownExercise = Message("viewlab.server.unknownExercise",
        en: "no exercise '%1' in this course",
        zh: "这门课里没有练习 '%1'")
    static let tooManyRequests = Message("viewlab.server.tooManyRequests",
        en: "too many requests from this address; try again in a second",
        zh: "来自这个地址的请求太多；请过一秒再试")
    static let notFound = Message("viewlab.server.notFound",
        en: "no such page or API: %1 %2",
        zh: "没有这个页面或 API：%1 %2")
    static let failed = Message("viewlab.server.failed",
        en: "the server could not answer: %1",
        zh: "服务器无法回答：%1")

    static let all: [Message] = [
        badDatabaseURL, cannotOpenSQLite, cannotUsePostgres, newerDatabase, unknownWorkshop, unexpectedRow, cannotListen,
        needsCode, needsKey, bodyTooLarge, notJSON, missingField, wrongType, badID, badLearner, badLearnerID, nameTaken, unknownLearner,
        mergeIntoSelf, badKind, badTime,
        unknownExercise, tooManyRequests, notFound, failed,
    ]
}
