import ViewlabModel

/// What `join`, `sync`, `leave` and the sending after `check`, `hint`, `solution` and a prediction
/// tell the learner: one line each, never a stack trace.
public enum WorkshopClientMessages {
    public static let badLink = Message("viewlab.join.badLink",
        en: "error: '%1' is not a join link; it looks like http://HOST:PORT/j/CODE, as the instructor's `viewlab workshop serve` prints it",
        zh: "error: '%1' 不是加入链接；加入链接形如 http://主机:端口/j/代码，由讲师的 `viewlab workshop serve` 打印出来")
    public static let unreachable = Message("viewlab.join.unreachable",
        en: "error: cannot reach the workshop server at %1: %2. Check the link and that the server is running.",
        zh: "error: 连不上 %1 的工作坊服务器：%2。请检查链接，并确认服务器正在运行。")
    public static let refusedCode = Message("viewlab.join.refusedCode",
        en: "error: the workshop server at %1 does not know the code in this link; ask your instructor for the current join link",
        zh: "error: %1 的工作坊服务器不认这个链接里的代码；请向讲师要最新的加入链接")
    public static let unexpected = Message("viewlab.join.unexpected",
        en: "error: the workshop server at %1 answered %2: %3",
        zh: "error: %1 的工作坊服务器回答 %2：%3")
    public static let nameTaken = Message("viewlab.join.nameTaken",
        en: "error: the name %1 is taken in workshop %2; try %3 or --learner NAME",
        zh: "error: 工作坊 %2 里已经有人叫 %1 了；试试 %3，或用 --learner 名字")
    public static let joined = Message("viewlab.join.joined",
        en: "Joined workshop %1 at %2 as %3. Your checks, hints, solutions and predictions go there from now on (`viewlab leave` stops that).",
        zh: "已作为 %3 加入 %2 的工作坊 %1。从现在起，你的检查、提示、答案和预测都会发送到那里（`viewlab leave` 可停止）。")
    public static let left = Message("viewlab.leave.left",
        en: "Left workshop %1; nothing is sent any more. %2 record(s) not sent stay in your progress database.",
        zh: "已离开工作坊 %1，不再发送任何记录。%2 条未发送的记录留在你的学习进度数据库里。")
    public static let notJoined = Message("viewlab.sync.notJoined",
        en: "You have not joined a workshop: `viewlab join URL` with the link your instructor gives.",
        zh: "你还没有加入工作坊：用讲师给的链接运行 `viewlab join 链接`。")
    public static let sent = Message("viewlab.send.sent",
        en: "Sent to workshop %1.",
        zh: "已发送到工作坊 %1。")
    public static let queued = Message("viewlab.send.queued",
        en: "Queued for workshop %1 (%2); it goes with your next command, or `viewlab sync`.",
        zh: "已排队等待发往工作坊 %1（%2）；下一条命令或 `viewlab sync` 会把它发出去。")
    public static let queuedRefused = Message("viewlab.send.queuedRefused",
        en: "Queued for workshop %1: the server no longer takes your join code; ask your instructor for the new link and `viewlab join` it.",
        zh: "已排队等待发往工作坊 %1：服务器不再接受你的加入代码；请向讲师要新链接，再用 `viewlab join` 加入。")
    public static let rejected = Message("viewlab.send.rejected",
        en: "warning: workshop %1 refused a record and it was dropped: %2",
        zh: "warning: 工作坊 %1 拒收了一条记录，已丢弃：%2")
    public static let synced = Message("viewlab.sync.synced",
        en: "Sent %1 record(s) to workshop %2; %3 remain.",
        zh: "已向工作坊 %2 发送 %1 条记录；还剩 %3 条。")
    public static let badBoardLink = Message("viewlab.board.badLink",
        en: "error: '%1' is not a board link; it looks like http://HOST:PORT/board#key=KEY, as `viewlab workshop serve` prints it",
        zh: "error: '%1' 不是看板链接；看板链接形如 http://主机:端口/board#key=密钥，由 `viewlab workshop serve` 打印出来")
    public static let refusedKey = Message("viewlab.board.refusedKey",
        en: "error: the workshop server at %1 refused the key in this board link; use the board: line `viewlab workshop serve` printed",
        zh: "error: %1 的工作坊服务器不认这个看板链接里的密钥；请用 `viewlab workshop serve` 打印的 board: 那一行")
    public static let enrollOnServer = Message("viewlab.board.enroll",
        en: "error: learners put themselves on a served workshop's roster when they run `viewlab join`; `workshop roster --board URL` takes no names",
        zh: "error: 学员运行 `viewlab join` 时会自己加入服务器上工作坊的名单；`workshop roster --board 链接` 不接受名字")

    public static let all: [Message] = [badLink, unreachable, refusedCode, unexpected, nameTaken, joined, left, notJoined, sent, queued, queuedRefused,
                                        rejected, synced, badBoardLink, refusedKey, enrollOnServer]
}
