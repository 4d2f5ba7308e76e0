/// # ViewlabServer: the workshop server (`viewlab workshop serve`)
///
/// One instructor runs it; learners on their own machines send it their records (checks, hints,
/// solutions, predictions) and the instructor watches a live board in the browser. It sits above
/// Course, whose catalogue says which exercises exist and whose `WorkshopReport` writes the
/// gradebook, and below Commands, which parses options and prints. The HTTP side is Hummingbird
/// (`HTTP/`, the routes of cli-contract.md "Workshops across machines"); records live behind one
/// store interface, `WorkshopStore` (`Store/`), in SQLite through GRDB or in PostgreSQL through
/// postgres-nio, with the same migrations and queries; `Live/` carries each new record to the
/// board's event streams (on PostgreSQL, from every server sharing the database); `Board/` holds the
/// page and the board's figures. Beside the contract's routes are the instructor's tools: a roster
/// of learners by the ids they get at `viewlab join` (names are labels: rename, merge, remove, none
/// of which changes a record) and the workshop's exercise set, which the board and reports follow.
public enum ViewlabServer {}
