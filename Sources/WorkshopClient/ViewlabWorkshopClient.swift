/// The learner's side of a workshop server (issue 24, cli-contract.md "Workshops across
/// machines"): the join link read, the server asked whether its code is good, and records sent
/// with `POST /api/v1/records` within a deadline. Plain HTTP/1.1 over a socket, one request a
/// connection: a workshop server is on the room's network (`http://H:P`), a command waits at most two
/// seconds for it, and what it does not acknowledge stays queued in the progress store (Course).
enum ViewlabWorkshopClient {}
