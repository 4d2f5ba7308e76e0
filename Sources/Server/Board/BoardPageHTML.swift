/// The board page's HTML, CSS and script in one string: the server serves it as it is, so the page
/// works with no build step and no file beside the binary. What it does: reads the key from
/// `#key=…`; fetches `/api/v1/board` and `/api/v1/summary`; reads `/api/v1/events` with `fetch`
/// (to send the key as a header) and updates the grid as each record comes, fetching the figures
/// again a moment later; shows a learner's latest code and feedback on a cell's click; downloads the
/// reports; speaks English or Chinese (the browser's language, and a switch). Learners are their
/// ids (a name is a label); those who joined and have not started have a row; the workshop's
/// exercise set is the columns (a switch shows every exercise touched); lesson predictions are a
/// column; times are in the browser's zone, which the page names. Everything a learner sent (names,
/// ids, code, feedback) is put in as text, never as HTML.
enum BoardPageHTML {
    static let text = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>viewlab board</title>
<style>
:root { --pass: #1a7f37; --pass-bg: #dafbe1; --fail: #b42318; --fail-bg: #ffe4e1; --hint-bg: #fff4c2; --line: #d0d7de;
        --muted: #57606a; --bg: #ffffff; --fg: #1f2328; --accent: #0969da; }
* { box-sizing: border-box; }
body { margin: 0; font: clamp(14px, 0.6vw + 10px, 20px)/1.4 system-ui, -apple-system, "Segoe UI", "PingFang SC",
       "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; color: var(--fg); background: var(--bg); }
body.big { font-size: clamp(20px, 1vw + 14px, 32px); }
header { display: flex; flex-wrap: wrap; align-items: center; gap: .5em 1em; padding: .6em 1em; border-bottom: 1px solid var(--line); }
header h1 { font-size: 1.3em; margin: 0; flex: 1 1 auto; }
.status { font-size: .85em; color: var(--muted); }
.status::before { content: "●"; margin-right: .3em; color: #999; }
.status.live::before { color: var(--pass); }
.status.down::before { color: var(--fail); }
button { font: inherit; padding: .25em .7em; border: 1px solid var(--line); border-radius: 6px; background: #f6f8fa; cursor: pointer; }
button:hover { border-color: var(--accent); }
main { padding: .8em 1em 2em; }
.message { padding: 1em; border: 1px solid var(--line); border-radius: 8px; background: #f6f8fa; }
.panels { display: grid; grid-template-columns: repeat(auto-fit, minmax(18em, 1fr)); gap: 1em; margin-bottom: 1em; }
.panel { border: 1px solid var(--line); border-radius: 8px; padding: .6em .9em; }
.panel h2 { font-size: 1em; margin: 0 0 .4em; }
.panel ol, .panel ul { margin: 0; padding-left: 1.3em; }
.panel li { margin: .15em 0; }
.empty { color: var(--muted); }
.grid-wrap { overflow: auto; border: 1px solid var(--line); border-radius: 8px; max-height: 75vh; }
table { border-collapse: separate; border-spacing: 0; min-width: 100%; }
th, td { border-bottom: 1px solid var(--line); border-right: 1px solid var(--line); padding: .3em .5em; text-align: center; white-space: nowrap; }
thead th { position: sticky; top: 0; background: #f6f8fa; z-index: 2; font-weight: 600; vertical-align: bottom; }
thead th.ex span { writing-mode: vertical-rl; transform: rotate(180deg); display: inline-block; max-height: 10em; overflow: hidden; text-overflow: ellipsis; }
th.name { position: sticky; left: 0; background: #fff; z-index: 1; text-align: left; max-width: 12em; overflow: hidden; text-overflow: ellipsis; }
thead th.name { z-index: 3; background: #f6f8fa; }
td.cell { cursor: pointer; min-width: 3em; font-variant-numeric: tabular-nums; }
td.cell:hover { outline: 2px solid var(--accent); outline-offset: -2px; }
td.pass { background: var(--pass-bg); color: var(--pass); font-weight: 600; }
td.fail { background: var(--fail-bg); color: var(--fail); font-weight: 600; }
td.hint { background: var(--hint-bg); }
td.stuck { box-shadow: inset 0 0 0 3px var(--fail); }
td .h { font-size: .75em; color: var(--muted); margin-left: .2em; }
td.fresh { animation: flash 2s ease-out; }
@keyframes flash { from { background: #9ecbff; } }
.legend { color: var(--muted); font-size: .85em; margin: .6em 0 0; }
dialog { width: min(60em, 96vw); max-height: 90vh; border: 1px solid var(--line); border-radius: 10px; padding: 0; }
dialog::backdrop { background: rgba(0, 0, 0, .35); }
dialog header { position: sticky; top: 0; background: #fff; }
dialog h1 { font-size: 1.15em; margin: 0; flex: 1 1 auto; }
dialog h2 { font-size: 1em; margin: .8em 0 .3em; }
dialog .body { padding: .8em 1em; }
pre { background: #f6f8fa; border: 1px solid var(--line); border-radius: 6px; padding: .6em; overflow: auto; max-height: 40vh;
      font: .85em/1.35 ui-monospace, "SF Mono", Menlo, Consolas, "Noto Sans Mono CJK SC", monospace; white-space: pre; }
.history { font-size: .9em; color: var(--muted); }
@media (max-width: 600px) {
  header h1 { font-size: 1.1em; flex-basis: 100%; }
  main { padding: .5em; }
  dialog { width: 100vw; max-width: 100vw; height: 100vh; max-height: 100vh; border-radius: 0; }
}
</style>
</head>
<body>
<header>
  <h1 id="title">viewlab</h1>
  <span id="status" class="status"></span>
  <button id="scope" type="button" hidden></button>
  <button id="csv" type="button"></button>
  <button id="html" type="button"></button>
  <button id="size" type="button">A±</button>
  <button id="lang" type="button"></button>
</header>
<main id="main"><p class="message" id="message"></p></main>
<dialog id="detail">
  <header><h1 id="detail-title"></h1><button id="close" type="button"></button></header>
  <div class="body" id="detail-body"></div>
</dialog>
<script>
"use strict";
const WORDS = {
  en: {
    title: "Workshop {0}", learners: "{0} learners", learner: "Learner", passed: "Passed", hints: "Hints", last: "Last",
    live: "live", reconnecting: "reconnecting…", csv: "CSV report", html: "HTML report", lang: "中文", close: "Close",
    stuck: "Stuck", noneStuck: "Nobody is stuck.", stuckLine: "{0} on {1} for {2} ({3} failed attempts)",
    mostFailed: "Most-failed checks", noneFailed: "No failed checks yet.", failedTimes: "{0}× {1}: {2}",
    hintUse: "Hint use", noHints: "No hints taken yet.", hintLine: "{0}: {1}",
    noKey: "This page needs the instructor's key: open the board link that `viewlab workshop serve` printed (it ends with #key=…).",
    badKey: "The key in this link is not this workshop's: open the board link that `viewlab workshop serve` printed.",
    unreachable: "The server does not answer: {0}", noLearners: "No learner has sent anything yet.",
    legend: "✓ passed · ✗N N attempts, none passed · h hints only · small number: hints taken · red frame: stuck",
    cellTitle: "{0} attempts, {1} hints, last at {2}", latestCode: "Latest code", feedback: "Feedback",
    noCode: "No check with code yet.", history: "Records, newest first",
    kinds: { check: "check", hint: "hint", solution: "solution", predict: "prediction" },
    ok: "passed", notOk: "failed", minutes: "{0} min", hours: "{0} h {1} min", seconds: "{0} s",
    predictions: "Predictions", predictionsTitle: "{0} of {1} lesson predictions right", showAll: "All exercises",
    showSet: "Today's set ({0})", times: "Times in {0}.",
  },
  zh: {
    title: "工作坊 {0}", learners: "{0} 名学员", learner: "学员", passed: "通过", hints: "提示", last: "最近",
    live: "实时", reconnecting: "正在重新连接…", csv: "CSV 报告", html: "HTML 报告", lang: "English", close: "关闭",
    stuck: "卡住的学员", noneStuck: "没有人卡住。", stuckLine: "{0} 卡在 {1} 已经 {2}（失败 {3} 次）",
    mostFailed: "失败最多的检查", noneFailed: "还没有失败的检查。", failedTimes: "{0} 次 {1}：{2}",
    hintUse: "提示使用情况", noHints: "还没有人用过提示。", hintLine: "{0}：{1} 条",
    noKey: "这个页面需要讲师密钥：请打开 `viewlab workshop serve` 打印的看板链接（以 #key=… 结尾）。",
    badKey: "这个链接里的密钥不属于这个工作坊：请打开 `viewlab workshop serve` 打印的看板链接。",
    unreachable: "服务器没有响应：{0}", noLearners: "还没有学员发来任何记录。",
    legend: "✓ 通过 · ✗N 尝试 N 次仍未通过 · h 只看了提示 · 小数字：用过的提示数 · 红框：卡住",
    cellTitle: "尝试 {0} 次，提示 {1} 条，最近一次 {2}", latestCode: "最近一次的代码", feedback: "反馈",
    noCode: "还没有带代码的检查。", history: "记录（最新的在前）",
    kinds: { check: "检查", hint: "提示", solution: "答案", predict: "预测" },
    ok: "通过", notOk: "未通过", minutes: "{0} 分钟", hours: "{0} 小时 {1} 分钟", seconds: "{0} 秒",
    predictions: "预测", predictionsTitle: "课程预测题答对 {0} 道（共 {1} 道）", showAll: "所有练习",
    showSet: "今天的练习（{0} 道）", times: "时间为 {0} 时区。",
  },
};
const key = new URLSearchParams(location.hash.slice(1)).get("key");
let lang = localStorage.getItem("viewlab.board.lang") || ((navigator.language || "en").toLowerCase().startsWith("zh") ? "zh" : "en");
let board = null, summary = null, summaryAt = Date.now(), problem = null, live = false, openCell = null, refreshTimer = null, showAll = false;
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const fresh = new Set();
const $ = (id) => document.getElementById(id);

function say(name, ...values) {
  return String(WORDS[lang][name]).replace(/\{(\d)\}/g, (_, i) => String(values[Number(i)]));
}
function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "text") node.textContent = value; else if (name === "onclick") node.onclick = value; else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}
function duration(seconds) {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return say("seconds", s);
  if (s < 3600) return say("minutes", Math.floor(s / 60));
  return say("hours", Math.floor(s / 3600), Math.floor((s % 3600) / 60));
}
function clock(iso) {
  const date = new Date(iso);
  return isNaN(date) ? iso : date.toLocaleTimeString(lang === "zh" ? "zh-CN" : undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
}

class KeyRefused extends Error {}
async function api(path) {
  const answer = await fetch(path, { headers: { Authorization: "Bearer " + key }, cache: "no-store" });
  if (answer.status === 401) throw new KeyRefused();
  if (!answer.ok) throw new Error(answer.status + " " + answer.statusText);
  return answer;
}

async function refresh() {
  try {
    const [b, s] = await Promise.all([api("/api/v1/board"), api("/api/v1/summary")]);
    board = await b.json(); summary = await s.json(); summaryAt = Date.now(); problem = null;
  } catch (error) {
    problem = error instanceof KeyRefused ? say("badKey") : say("unreachable", error.message);
  }
  render();
}
function refreshSoon() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(refresh, 1500);
}

// The event stream, read with fetch so that the key goes in a header (EventSource cannot send one).
async function follow() {
  for (;;) {
    try {
      const answer = await api("/api/v1/events");
      setLive(true);
      const reader = answer.body.getReader(), decoder = new TextDecoder();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of event.split("\n")) if (line.startsWith("data: ")) received(JSON.parse(line.slice(6)));
        }
      }
    } catch (error) {
      if (error instanceof KeyRefused) { problem = say("badKey"); render(); return; }
    }
    setLive(false);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    refresh();
  }
}
function setLive(value) { live = value; renderStatus(); }

// A record as it comes: counted at once, then the figures are fetched again to agree with the server.
function received(record) {
  if (!board) return;
  const id = record.learnerId || "name:" + record.learner;
  let learner = board.learners.find((l) => l.id === id);
  if (!learner) {
    learner = { id, name: record.learner, exercises: {}, predictions: { made: 0, right: 0 } };
    board.learners.push(learner); board.learners.sort((a, b) => a.name < b.name ? -1 : 1);
  }
  if (record.kind === "predict") { learner.predictions.made += 1; if (record.passed) learner.predictions.right += 1; }
  if (board.exercises.includes(record.exercise)) {
    const cell = learner.exercises[record.exercise] || (learner.exercises[record.exercise] = { attempts: 0, passed: false, hints: 0, last: record.at });
    if (record.kind === "check") { cell.attempts += 1; cell.passed = cell.passed || record.passed; }
    if (record.kind === "hint") cell.hints += 1;
    cell.last = record.at;
    fresh.add(id + "\u0000" + record.exercise);
  }
  render();
  refreshSoon();
  if (openCell && openCell.learner.id === id && openCell.exercise === record.exercise) showCell(openCell.learner, record.exercise);
}

function renderStatus() {
  const status = $("status");
  status.className = "status " + (live ? "live" : "down");
  status.textContent = live ? say("live") : say("reconnecting");
}

function render() {
  document.documentElement.lang = lang === "zh" ? "zh-Hans" : "en";
  $("scope").hidden = !(board && board.set && board.set.length);
  if (board && board.set) $("scope").textContent = showAll ? say("showSet", board.set.length) : say("showAll");
  $("csv").textContent = say("csv"); $("html").textContent = say("html"); $("lang").textContent = say("lang"); $("close").textContent = say("close");
  renderStatus();
  const main = $("main");
  if (!key || problem || !board) {
    main.replaceChildren(element("p", { class: "message", text: !key ? say("noKey") : problem || "…" }));
    return;
  }
  $("title").textContent = say("title", board.workshop) + " · " + say("learners", board.learners.length);
  document.title = say("title", board.workshop);
  // Rebuilt on every record: keep where the grid was scrolled to.
  const before = main.querySelector(".grid-wrap"), scroll = before ? [before.scrollLeft, before.scrollTop] : [0, 0];
  main.replaceChildren(panels(), grid(), element("p", { class: "legend", text: say("legend") + " · " + say("times", zone) }));
  const after = main.querySelector(".grid-wrap");
  if (after) [after.scrollLeft, after.scrollTop] = scroll;
}

function panels() {
  const elapsed = (Date.now() - summaryAt) / 1000;
  const stuck = (summary ? summary.stuck : []).map((s) =>
    element("li", { text: say("stuckLine", s.learner, s.exercise, duration(s.seconds + elapsed), s.failures) }));
  const failed = (summary ? summary.failingChecks : []).map((f) => element("li", { text: say("failedTimes", f.count, f.exercise, f.check) }));
  const hints = {};
  for (const learner of board.learners) for (const [id, cell] of Object.entries(learner.exercises)) if (cell.hints) hints[id] = (hints[id] || 0) + cell.hints;
  const hintItems = Object.entries(hints).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id, n]) => element("li", { text: say("hintLine", id, n) }));
  const panel = (title, items, none) => element("section", { class: "panel" }, element("h2", { text: title }),
    items.length ? element("ol", {}, ...items) : element("p", { class: "empty", text: none }));
  return element("div", { class: "panels" }, panel(say("stuck"), stuck, say("noneStuck")),
    panel(say("mostFailed"), failed, say("noneFailed")), panel(say("hintUse"), hintItems, say("noHints")));
}

function grid() {
  if (!board.learners.length) return element("p", { class: "message", text: say("noLearners") });
  // The workshop's set, in its order; else (or with "all") only exercises someone touched, in the
  // course's order: the grid stays narrow.
  const touched = new Set(board.learners.flatMap((l) => Object.keys(l.exercises)));
  const columns = board.set && board.set.length && !showAll
    ? board.set.map((id) => ({ id, index: board.exercises.indexOf(id) }))
    : board.exercises.map((id, index) => ({ id, index })).filter((c) => touched.has(c.id));
  const stuck = new Set((summary ? summary.stuck : []).map((s) => s.learner + "\u0000" + s.exercise));
  const head = element("tr", {}, element("th", { class: "name", text: say("learner") }),
    ...columns.map((c) => element("th", { class: "ex", title: c.id }, element("span", { text: (c.index + 1) + " " + c.id }))),
    element("th", { text: say("passed") }), element("th", { text: say("hints") }), element("th", { text: say("predictions") }),
    element("th", { text: say("last") }));
  const rows = board.learners.map((learner) => {
    const cells = columns.map((c) => {
      const cell = learner.exercises[c.id], id = learner.id + "\u0000" + c.id, stuckID = learner.name + "\u0000" + c.id;
      if (!cell) return element("td", { class: "cell", text: "·", onclick: () => showCell(learner, c.id) });
      const kind = cell.passed ? "pass" : cell.attempts ? "fail" : "hint";
      const td = element("td", { class: "cell " + kind + (stuck.has(stuckID) ? " stuck" : "") + (fresh.has(id) ? " fresh" : ""),
        title: say("cellTitle", cell.attempts, cell.hints, clock(cell.last)), onclick: () => showCell(learner, c.id) },
        cell.passed ? "✓" : cell.attempts ? "✗" + cell.attempts : "h");
      if (cell.hints) td.append(element("span", { class: "h", text: String(cell.hints) }));
      return td;
    });
    const all = Object.values(learner.exercises);
    const last = all.map((c) => c.last).sort((a, b) => new Date(b) - new Date(a))[0];
    return element("tr", {}, element("th", { class: "name", title: learner.name, text: learner.name }), ...cells,
      element("td", { text: String(all.filter((c) => c.passed).length) }), element("td", { text: String(all.reduce((n, c) => n + c.hints, 0)) }),
      element("td", { text: learner.predictions.right + "/" + learner.predictions.made,
        title: say("predictionsTitle", learner.predictions.right, learner.predictions.made) }),
      element("td", { text: last ? clock(last) : "" }));
  });
  fresh.clear();
  return element("div", { class: "grid-wrap" }, element("table", {}, element("thead", {}, head), element("tbody", {}, ...rows)));
}

// A cell's story: the learner's records of the exercise, the latest code and the check's feedback.
async function showCell(learner, exercise) {
  openCell = { learner, exercise };
  $("detail-title").textContent = learner.name + " · " + exercise;
  let records;
  try {
    records = await (await api("/api/v1/learners/" + encodeURIComponent(learner.id) + "/exercises/" + encodeURIComponent(exercise))).json();
  } catch (error) {
    $("detail-body").replaceChildren(element("p", { text: say("unreachable", error.message) }));
    return;
  }
  const latest = records.find((r) => r.kind === "check" && r.code != null);
  const body = [];
  if (latest) {
    body.push(element("h2", { text: say("latestCode") + " · " + clock(latest.at) + " · " + (latest.passed ? say("ok") : say("notOk")) }),
      element("pre", { text: latest.code }));
    if (latest.feedback) body.push(element("h2", { text: say("feedback") }), element("pre", { text: latest.feedback }));
  } else {
    body.push(element("p", { class: "empty", text: say("noCode") }));
  }
  body.push(element("h2", { text: say("history") }), element("ol", { class: "history" }, ...records.map((r) =>
    element("li", { text: clock(r.at) + " · " + (WORDS[lang].kinds[r.kind] || r.kind) + (r.kind === "check" || r.kind === "predict" ? " · " + (r.passed ? say("ok") : say("notOk")) : "") }))));
  $("detail-body").replaceChildren(...body);
  if (!$("detail").open) $("detail").showModal();
}

// A report downloaded with the key in a header, not in a link.
async function download(format) {
  try {
    const blob = await (await api("/api/v1/report." + format + "?lang=" + lang)).blob();
    const link = element("a", { href: URL.createObjectURL(blob), download: (board ? board.workshop : "workshop") + "." + format });
    document.body.append(link); link.click(); link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  } catch (error) {
    problem = error instanceof KeyRefused ? say("badKey") : say("unreachable", error.message);
    render();
  }
}

$("scope").onclick = () => { showAll = !showAll; render(); };
$("csv").onclick = () => download("csv");
$("html").onclick = () => download("html");
$("size").onclick = () => document.body.classList.toggle("big");
$("lang").onclick = () => { lang = lang === "zh" ? "en" : "zh"; localStorage.setItem("viewlab.board.lang", lang); render(); };
$("close").onclick = () => $("detail").close();
$("detail").addEventListener("close", () => { openCell = null; });
setInterval(render, 30000); // the stuck times go on
render();
if (key) { refresh(); follow(); }
</script>
</body>
</html>
"""#
}
