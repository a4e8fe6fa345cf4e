// What the game page adds to make the table explain itself (issue 19),
// for every game: the end screen (standings, the log to download, new
// game, back to the lobby), auto-pass, what changed since your last
// decision, the other seats' moves paced so that a person can follow them,
// card names in the log that show the card, seats drawn round a table.
// game.js calls these; none of them knows a rule: the server says which
// option passes (decision.pass) and how each seat did (result.standings).
import { t, el, addWords } from "/static/i18n.js";

addWords({
  en: {
    standings: "Standings",
    downloadLog: "Download the log (kindred replay FILE)",
    backToLobby: "Back to the lobby",
    autoPass: "Auto-pass",
    autoPassOff: "off",
    autoPassTurn: "until the end of this turn",
    autoPassMine: "until my turn",
    autoPassed: "Auto-passed: {0}",
    skip: "Skip",
    winnerMark: "winner",
  },
  fr: {
    standings: "Classement",
    downloadLog: "Télécharger le journal (kindred replay FICHIER)",
    backToLobby: "Retour au salon",
    autoPass: "Passer automatiquement",
    autoPassOff: "non",
    autoPassTurn: "jusqu'à la fin de ce tour",
    autoPassMine: "jusqu'à mon tour",
    autoPassed: "Passé automatiquement : {0}",
    skip: "Passer",
    winnerMark: "vainqueur",
  },
});

// ---- the end screen

/** endScreen draws a finished game: why it ended, each seat's standing
 * (the game's own words, result.standings, else its score), the winners,
 * the log to download and the way back. */
export function endScreen(state, gameID, seatName, score) {
  const r = state.result;
  const winners = new Set(r.winners || []);
  const rows = (state.seats || []).map((p) => el("tr", { class: winners.has(p.seat) ? "winner" : "", dataset: { seat: p.seat } },
    el("th", { scope: "row", text: seatName(p.seat) }),
    el("td", { text: r.standings?.[p.seat] ?? score(r.scores?.[p.seat] ?? 0) }),
    el("td", { text: winners.has(p.seat) ? "★ " + t("winnerMark") : "" })));
  return el("div", { class: "end", id: "end" },
    el("p", {}, el("strong", { text: t("gameOver") }), " — ",
      r.winners?.length ? t("winner", r.winners.map(seatName).join(", ")) : t("noWinner")),
    // Why it ended: the game's summary (games.Standings), and its reason
    // when the summary does not hold it.
    el("p", { class: "muted", text: r.game_over || r.reason }),
    r.game_over && r.reason && !r.game_over.includes(r.reason) ? el("p", { class: "muted", text: r.reason }) : null,
    el("table", { class: "standings" }, el("caption", { text: t("standings") }), el("tbody", {}, rows)),
    el("p", { class: "end-links" },
      el("a", { href: `/api/games/${encodeURIComponent(gameID)}/log`, download: `kindred-${gameID}.log`, id: "download-log", text: t("downloadLog") }),
      el("a", { href: "/#new", id: "new-game", class: "button", text: t("newGame") }),
      el("a", { href: "/", id: "back-to-lobby", class: "button", text: t("backToLobby") })));
}

// ---- auto-pass

const modes = ["off", "turn", "mine"];

// autoPassKey is where this seat's setting is kept on this device.
const autoPassKey = (gameID, seat) => `kindred.autopass.${gameID}.${seat}`;

function loadAutoPass(gameID, seat) {
  try {
    const v = JSON.parse(localStorage.getItem(autoPassKey(gameID, seat)) || "null");
    return v && modes.includes(v.mode) ? v : { mode: "off" };
  } catch (_) {
    return { mode: "off" };
  }
}

/** autoPassControl draws the setting for this seat: off, until the end
 * of this turn, until my turn. */
export function autoPassControl(state, gameID) {
  const cur = loadAutoPass(gameID, state.seat);
  const labels = { off: "autoPassOff", turn: "autoPassTurn", mine: "autoPassMine" };
  const select = el("select", { id: "autopass" }, modes.map((m) => {
    const o = el("option", { value: m, text: t(labels[m]) });
    o.selected = cur.mode === m;
    return o;
  }));
  select.addEventListener("change", () => {
    localStorage.setItem(autoPassKey(gameID, state.seat), JSON.stringify({ mode: select.value, turn: state.status?.turn ?? 0 }));
  });
  return el("label", { class: "autopass" }, t("autoPass") + " ", select);
}

/** autoPassOption returns the option to answer for the seat now, or -1:
 * the decision's pass (the server's decision.pass) while the setting
 * holds. "until my turn" asks the renderer whose turn it is
 * (activeSeat(state)); without it, it lasts until the end of the turn. */
export function autoPassOption(state, gameID, renderer) {
  const d = state.decision;
  if (!d || !(d.pass >= 0)) return -1;
  const s = loadAutoPass(gameID, state.seat);
  const turn = state.status?.turn ?? 0;
  if (s.mode === "turn" && turn === s.turn) return d.pass;
  if (s.mode === "mine") {
    const active = typeof renderer?.activeSeat === "function" ? renderer.activeSeat(state) : undefined;
    if (active === undefined ? turn === s.turn : active !== state.seat) return d.pass;
  }
  return -1;
}

// ---- what changed since your last decision

let seen = null; // the log length and the seats' figures at the last answer

/** markAnswered remembers the table as the seat answers. */
export function markAnswered(logLength) {
  seen = { log: logLength, stats: statsNow() };
}

// statsNow reads every figure drawn on the seats' panels (elements with
// class "stat": a label and a value).
function statsNow() {
  const out = new Map();
  for (const s of document.querySelectorAll("#players [data-seat] .stat")) {
    const seat = s.closest("[data-seat]").dataset.seat;
    out.set(seat + "/" + (s.firstChild?.textContent ?? ""), s.lastChild?.textContent ?? "");
  }
  return out;
}

/** highlightChanges marks the figures that changed since the last answer
 * (class "changed") and returns the index of the first log line since. */
export function highlightChanges() {
  if (!seen) return Infinity;
  for (const s of document.querySelectorAll("#players [data-seat] .stat")) {
    const seat = s.closest("[data-seat]").dataset.seat;
    const before = seen.stats.get(seat + "/" + (s.firstChild?.textContent ?? ""));
    s.classList.toggle("changed", before !== undefined && before !== (s.lastChild?.textContent ?? ""));
  }
  return seen.log;
}

// ---- paced log lines

let queue = [];   // log elements not shown yet
let timer = 0;

/** pace shows the log elements one after the other, so that a person can
 * follow what the other seats did; skipPacing shows them all at once.
 * A burst of one line is shown at once. */
export function pace(items, onShow) {
  if (items.length <= 1 && !queue.length) {
    items.forEach((e) => { e.hidden = false; });
    onShow?.();
    return;
  }
  for (const e of items) e.hidden = true;
  queue.push(...items);
  const skip = document.getElementById("skip");
  if (skip) skip.hidden = false;
  if (timer) return;
  const step = () => {
    const e = queue.shift();
    if (e) { e.hidden = false; onShow?.(); }
    if (queue.length) timer = setTimeout(step, 350);
    else { timer = 0; if (skip) skip.hidden = true; }
  };
  timer = setTimeout(step, 0);
}

/** skipPacing shows every log line waiting. */
export function skipPacing(onShow) {
  clearTimeout(timer);
  timer = 0;
  for (const e of queue) e.hidden = false;
  queue = [];
  const skip = document.getElementById("skip");
  if (skip) skip.hidden = true;
  onShow?.();
}

// ---- card names in the log

const known = new Map(); // card name → id, from every card drawn so far

/** learnCards remembers the names and ids of the cards drawn on the page
 * (elements with class card, a data-id and a data-name). */
export function learnCards(root = document) {
  for (const c of root.querySelectorAll(".card[data-id][data-name]")) known.set(c.dataset.name, c.dataset.id);
}

/** linkCards returns a log line's text as nodes in which every known card
 * name is a card element (its facts show on hover like the table's). */
export function linkCards(text) {
  if (!known.size) return [text];
  const names = [...known.keys()].filter((n) => n.length > 2).sort((a, b) => b.length - a.length);
  if (!names.length) return [text];
  const re = new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  const out = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push(el("span", { class: "card cardref", dataset: { id: known.get(m[0]), name: m[0] }, text: m[0] }));
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

// ---- seats round a table

// rounds place n seats round a 3×3 grid, the page's own seat at the
// bottom, the next seats clockwise from its left (turns pass to the left,
// rules/vtes.md §1.6: your prey sits on your left).
const rounds = {
  1: ["b"], 2: ["b", "t"], 3: ["b", "tl", "tr"], 4: ["b", "l", "t", "r"],
  5: ["b", "bl", "tl", "tr", "br"], 6: ["b", "bl", "tl", "t", "tr", "br"],
};

/** roundPositions returns, by seat, its place round the table for the
 * renderer's layout "round" (null when the layout does not apply). */
export function roundPositions(seats, own) {
  const places = rounds[seats.length];
  if (!places) return null;
  const first = own >= 0 ? own : 0;
  const out = {};
  for (const p of seats) out[p.seat] = places[(p.seat - first + seats.length) % seats.length];
  return out;
}
