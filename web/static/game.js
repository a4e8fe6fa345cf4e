// The game page: draws the view the server sends for this seat (or for a
// spectator), sends the seat's answers, the chat and the language. The
// page knows no rule and holds no hidden card: it only draws what it gets.
//
// This module knows no game either: it draws what every game shares (the
// connection, the seats, the question and its options, the result, the
// log, the chat, the clock notice, the language) and loads the renderer of
// the game being played, /static/games/GAME.js, for the rest (state.table).
// A renderer module exports:
//   draw(state, ctx) → {turn, phase, seats: {SEAT: {classes, badges, body, title}}, table}
//     turn, phase: the status line (default: "Turn N", state.status.phase);
//     seats: what it adds to each seat's panel (classes, badges, elements,
//       a title for its name);
//     table: the element(s) drawn under the question, or null;
//     ctx: {seatName(seat), seatNoun(seat)}.
//   An element with class "card" and a data-id shows the card's facts on
//   hover (GET /api/cards/GAME/ID) when the game has them.
//   words: {en: {…}, fr: {…}}, its own words (both languages, same keys);
//   score(value) (optional): a seat's score as the result shows it;
//   facts(card) (optional): the elements of a card's facts on hover.
//   layout (optional): "round" draws the seats round a table;
//   activeSeat(state) (optional): whose turn it is, for "auto-pass until
//     my turn".
import { t, translate, langSwitch, el, lang, useWords } from "/static/i18n.js";
import { seatTools } from "/static/account.js";
import {
  endScreen, autoPassControl, autoPassOption, markAnswered, highlightChanges,
  pace, skipPacing, learnCards, linkCards, roundPositions,
} from "/static/table.js";

const gameID = decodeURIComponent(location.pathname.split("/")[2] || "");
const params = new URLSearchParams(location.search);
const seat = params.get("seat");
const token = params.get("token") || "";

let ws = null;
let state = null;       // the last view's state
let logLines = [];      // the game log, in the current language
let retries = 0;
let opened = false;     // the current socket opened
let stopped = false;    // a refusal that reconnecting cannot fix
let noticeText = "";
let autoAnswered = -1;  // the choice auto-pass answered (once each)
const facts = new Map(); // card facts by id (promises)

let renderer = null;    // the renderer module of the game being played
let rendererGame = "";  // the game renderer draws
let loading = "";       // the game whose renderer is being loaded
const infos = new Map(); // /api/info by language (promises)
let gameInfo = null;    // the game's entry of /api/info in the page's language
let gameInfoEn = null;  // and in English (the names the server makes up)

// wsURL is the WebSocket of this game for this seat and language.
function wsURL() {
  const q = new URLSearchParams({ lang: lang() });
  if (seat !== null) { q.set("seat", seat); q.set("token", token); }
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  return `${proto}//${location.host}/api/games/${encodeURIComponent(gameID)}/ws?${q}`;
}

function setConn(key) {
  const c = document.getElementById("conn");
  c.dataset.i18n = key;
  c.textContent = t(key);
  c.className = "conn " + key;
}

function connect() {
  if (stopped) return;
  opened = false;
  setConn("connecting");
  ws = new WebSocket(wsURL());
  ws.addEventListener("open", () => { opened = true; retries = 0; setConn("connected"); });
  ws.addEventListener("message", (e) => {
    try { handle(JSON.parse(e.data)); } catch (err) { showNotice(String(err), true); }
  });
  ws.addEventListener("close", async (e) => {
    disableOptions();
    if (e.code === 4000 || e.code === 4001) {
      // 4000: the server put the idle game away: reconnecting would only
      // bring it back into memory. 4001: too many connections to this game
      // or from this address (the reason says which): reconnecting at once
      // would be refused again. Either way, wait for the player.
      if (e.code === 4000) setConn("idle");
      else { setConn("disconnected"); showNotice(e.reason || t("tooManyConns"), true); }
      const resume = () => {
        for (const ev of events) window.removeEventListener(ev, resume);
        retries = 0;
        connect();
      };
      const events = ["pointerdown", "keydown", "focus"];
      for (const ev of events) window.addEventListener(ev, resume);
      return;
    }
    setConn("disconnected");
    if (!opened) {
      // The upgrade was refused: ask the API why (a wrong link is final).
      const q = new URLSearchParams({ lang: lang() });
      if (seat !== null) { q.set("seat", seat); q.set("token", token); }
      try {
        const r = await fetch(`/api/games/${encodeURIComponent(gameID)}/view?${q}`);
        if (r.status >= 400 && r.status < 500 && r.status !== 429) {
          const body = await r.json().catch(() => ({}));
          stopped = true;
          showNotice(body.error || r.statusText, true);
          return;
        }
      } catch (_) { /* the server is away: retry */ }
    }
    setTimeout(connect, Math.min(10000, 300 * 2 ** retries++));
  });
}

function send(msg) {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
}

function handle(msg) {
  switch (msg.type) {
    case "view":
      state = msg.state;
      logLines = msg.log_start === 0 ? msg.log : logLines.slice(0, msg.log_start).concat(msg.log);
      if (!state.bot_playing && noticeText === t("clockOut")) showNotice("");
      render(msg.log_start === 0);
      break;
    case "ack":
      break;
    case "error":
      showNotice(msg.error, true);
      if (state && renderer) renderPrompt();
      break;
    case "notice":
      if (msg.notice === "clock") showNotice(t("clockOut"));
      break;
    case "chat":
      addChat(msg);
      break;
  }
}

function showNotice(text, isError = false) {
  noticeText = text;
  const n = document.getElementById("notice");
  n.textContent = text;
  n.hidden = !text;
  n.classList.toggle("error", isError);
}

// info returns /api/info in language l (fetched once).
function info(l) {
  if (!infos.has(l)) {
    infos.set(l, fetch("/api/info?lang=" + encodeURIComponent(l)).then((r) => (r.ok ? r.json() : null)).catch(() => null));
  }
  return infos.get(l);
}

// loadGameInfo finds the played game in /api/info, in the page's language
// and in English.
async function loadGameInfo() {
  if (!state) return;
  const find = (i) => i?.games?.find((g) => g.name === state.game) ?? null;
  [gameInfo, gameInfoEn] = [find(await info(lang())), find(await info("en"))];
}

// loadRenderer imports the renderer module of game, then draws the view.
async function loadRenderer(game) {
  loading = game;
  try {
    if (!/^[a-z0-9]+$/.test(game)) throw new Error(`bad game name ${JSON.stringify(game)}`);
    const [mod] = await Promise.all([import(`/static/games/${game}.js`), loadGameInfo()]);
    if (typeof mod.draw !== "function") throw new Error(`/static/games/${game}.js exports no draw function`);
    renderer = mod;
  } catch (err) {
    // The common parts still work: the question and its options, the log.
    renderer = { draw: () => ({}) };
    showNotice(t("noRenderer", game, err.message ?? String(err)), true);
  }
  rendererGame = game;
  useWords(renderer.words);
  if (state) render(true);
}

// seatNoun names seat s the game's way, such as "Methuselah 1".
function seatNoun(s, gi = gameInfo) {
  const noun = gi?.seat_noun;
  if (!noun) return t("seatN", s + 1);
  // The contract's noun holds {0}; a bare noun gets the number after it.
  return noun.includes("{0}") ? noun.replaceAll("{0}", String(s + 1)) : `${noun.trim()} ${s + 1}`;
}

// seatName names a seat for people: its player's name, or the game's noun
// in the page's language (a seat named at creation "Methuselah 2", in the
// lobby's language, reads "Mathusalem 2" on a French page).
function seatName(s) {
  const n = state?.seats?.[s]?.name;
  if (!n || n === seatNoun(s, gameInfoEn)) return seatNoun(s);
  return n;
}

// seatEl draws the panel of one seat: what every game shows (its name, its
// player, who decides) and what the renderer adds (part).
function seatEl(p, part = {}) {
  const classes = ["panel", "player"];
  if (p.you) classes.push("you");
  classes.push(...(part.classes || []));
  const deciding = state.waiting?.seat === p.seat || (state.decision && p.you);
  if (deciding) classes.push("deciding");
  const badges = [];
  if (p.you) badges.push(el("span", { class: "badge you", text: t("you") }));
  if (p.player === "bot") badges.push(el("span", { class: "badge bot", text: t("bot") }));
  else if (p.bot_playing) badges.push(el("span", { class: "badge bot", text: t("botPlaying") }));
  else if (!p.connected) badges.push(el("span", { class: "badge away", text: t("away") }));
  badges.push(...(part.badges || []));
  if (deciding) badges.push(el("span", { class: "badge deciding", text: t("deciding") }));
  const noun = seatNoun(p.seat);
  const named = p.name !== noun && p.name !== seatNoun(p.seat, gameInfoEn);
  return el("article", { class: classes.join(" "), dataset: { seat: p.seat } },
    el("header", { title: part.title }, el("h3", { text: seatName(p.seat) }),
      named && p.name ? el("small", { class: "muted", text: noun }) : null, badges),
    part.body || []);
}

function disableOptions() {
  for (const b of document.querySelectorAll("#options button")) b.disabled = true;
  document.body.dataset.waiting = "true";
}

// score shows a seat's score the game's way.
function score(v) {
  return typeof renderer?.score === "function" ? renderer.score(v) : String(v);
}

function renderPrompt() {
  const text = document.getElementById("prompt-text");
  const options = document.getElementById("options");
  options.replaceChildren();
  document.body.dataset.waiting = "true";
  if (state.failed) {
    text.textContent = t("failed", state.failed);
    return;
  }
  if (state.result) {
    text.replaceChildren(endScreen(state, gameID, seatName, score));
    document.body.dataset.over = "true";
    return;
  }
  if (state.bot_playing) {
    text.replaceChildren(t("botPlays"), " ",
      el("button", { type: "button", class: "primary", id: "take-back", text: t("takeBack"), onclick: () => send({ type: "takeback" }) }));
    return;
  }
  if (state.decision) {
    const d = state.decision;
    text.replaceChildren(el("strong", { text: t("yourTurn") }), " — ", d.prompt);
    options.replaceChildren(...d.options.map((label, i) => el("button", {
      type: "button", class: "option", dataset: { index: i },
      onclick: () => { showNotice(""); answer(i); },
    }, label)), autoPassControl(state, gameID));
    document.body.dataset.waiting = "false";
    const pass = autoPassOption(state, gameID, renderer);
    if (pass >= 0 && autoAnswered !== state.at) {
      // Auto-pass (table.js): the server says which option passes.
      autoAnswered = state.at;
      const at = state.at;
      setTimeout(() => {
        if (state.at !== at || !state.decision) return;
        showNotice(t("autoPassed", d.prompt));
        answer(pass);
      }, 300);
    }
    return;
  }
  if (state.waiting) {
    text.textContent = t("waitingFor", seatName(state.waiting.seat));
    return;
  }
  text.textContent = "";
}

// answer sends the seat's answer, remembering the table as it was
// (what changes next is highlighted).
function answer(i) {
  disableOptions();
  markAnswered(logLines.length);
  send({ type: "answer", at: state.at, option: i });
}

function renderLog(replace) {
  const list = document.getElementById("log");
  if (replace) { skipPacing(); list.replaceChildren(); }
  const since = highlightChanges(); // the first line since the last answer
  const added = [];
  for (let i = list.children.length; i < logLines.length; i++) {
    const line = logLines[i];
    const classes = [];
    if (line.text.startsWith("Turn ") || line.text.startsWith("Tour ")) classes.push("turn-line");
    if (i >= since) classes.push("new");
    const li = el("li", { class: classes.join(" ") }, linkCards(line.text));
    list.append(li);
    added.push(li);
  }
  const scroll = () => {
    list.parentElement.scrollTop = list.parentElement.scrollHeight;
    list.scrollTop = list.scrollHeight;
  };
  // The other seats' moves, paced so that a person can follow them
  // (skippable); the whole log at once when the page opens.
  if (replace) scroll();
  else pace(added, scroll);
}

// drawn asks the renderer for the game's part of the view; a renderer that
// throws leaves the common parts working.
function drawn() {
  try {
    return renderer.draw(state, { seatName, seatNoun }) || {};
  } catch (err) {
    showNotice(t("noRenderer", state.game, err.message ?? String(err)), true);
    return {};
  }
}

function render(replaceLog) {
  if (!renderer || rendererGame !== state.game) {
    // The first view (or another game's): draw once its renderer is here.
    if (loading !== state.game) loadRenderer(state.game);
    return;
  }
  const part = drawn();
  const status = state.status || {};
  document.body.dataset.game = state.game;
  document.body.dataset.at = String(state.at);
  document.body.dataset.seat = String(state.seat);
  document.getElementById("turn").textContent = part.turn ?? t("turn", status.turn ?? 0);
  document.getElementById("phase").textContent = part.phase ?? status.phase ?? "";
  document.title = `Kindred — ${t("turn", status.turn ?? 0)}`;
  drawCampaign();
  // Own seat first, then the others in seat order; or round a table.
  const seats = [...(state.seats || [])].sort((a, b) => (b.you ? 1 : 0) - (a.you ? 1 : 0) || a.seat - b.seat);
  const players = document.getElementById("players");
  const round = renderer.layout === "round" ? roundPositions(state.seats || [], state.seat) : null;
  players.classList.toggle("round", !!round);
  players.dataset.count = String(seats.length);
  players.replaceChildren(...seats.map((p) => {
    const e = seatEl(p, part.seats?.[p.seat]);
    if (round) e.dataset.pos = round[p.seat];
    return e;
  }), round ? el("div", { class: "felt", "aria-hidden": "true" }) : null);
  const table = document.getElementById("table");
  table.replaceChildren(...[part.table ?? []].flat());
  table.hidden = !table.children.length;
  learnCards(); // card names in the log show the card (table.js)
  if (state.seat < 0 && !noticeText) showNotice(seat === null ? t("noToken") : t("spectator"));
  renderPrompt();
  seatTools(state, send); // the undo button (account.js)
  renderLog(replaceLog);
}

// drawCampaign names the campaign the game is a game of, with a link to
// it in the lobby (its progress, its next game).
function drawCampaign() {
  const box = document.getElementById("campaign");
  const c = state.campaign;
  box.hidden = !c;
  if (c) box.replaceChildren(el("a", { href: "/#campaign=" + encodeURIComponent(c.id), text: t("campaignGame", c.name, c.n) }));
}

function addChat(m) {
  const list = document.getElementById("chat");
  const time = new Date(m.time).toLocaleTimeString(lang(), { hour: "2-digit", minute: "2-digit" });
  // A seat's name in the page's language (seatName), a spectator's too.
  const from = m.seat >= 0 && state ? seatName(m.seat) : m.seat < 0 ? t("spectatorName") : m.from;
  list.append(el("li", {}, el("time", { text: time }), " ", el("strong", { text: from + ":" }), " ", m.text));
  list.scrollTop = list.scrollHeight;
}

// factsEl draws a card's facts: the renderer's way, else its name and text.
function factsEl(c) {
  if (typeof renderer?.facts === "function") return renderer.facts(c);
  const lines = [el("strong", { text: c.name ?? "" })];
  if (c.text) lines.push(el("p", { text: c.text }));
  return lines;
}

// Card facts on hover, or on a tap on a touch screen, when the game has
// them (any element with class card and a data-id the renderer drew, and
// card names in the log).
function wireFacts() {
  const box = document.getElementById("card-facts");
  let tapped = null; // the card a tap showed, until the next tap
  const show = async (card, still) => {
    if (!card || !state || !gameInfo?.card_facts) return;
    const id = `${state.game}/${encodeURIComponent(card.dataset.id)}`;
    if (!facts.has(id)) facts.set(id, fetch(`/api/cards/${id}`).then((r) => (r.ok ? r.json() : null)).catch(() => null));
    const c = await facts.get(id);
    if (!c || !still()) return;
    box.replaceChildren(...factsEl(c));
    const r = card.getBoundingClientRect();
    box.style.left = Math.min(window.innerWidth - 330, r.left + window.scrollX) + "px";
    box.style.top = r.bottom + window.scrollY + 6 + "px";
    box.hidden = false;
  };
  document.addEventListener("mouseover", (e) => {
    const card = e.target.closest?.(".card[data-id]");
    show(card, () => card.matches(":hover"));
  });
  document.addEventListener("mouseout", (e) => {
    if (e.target.closest?.(".card[data-id]") && !tapped) box.hidden = true;
  });
  document.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "touch") return;
    const card = e.target.closest?.(".card[data-id]");
    if (!card || card === tapped) { tapped = null; box.hidden = true; return; }
    tapped = card;
    show(card, () => tapped === card);
  });
}

async function main() {
  translate();
  langSwitch(async () => {
    send({ type: "lang", lang: lang() });
    await loadGameInfo();
    if (state) render(true);
  });
  document.getElementById("chat-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const input = document.getElementById("chat-input");
    const text = input.value.trim();
    if (text) send({ type: "chat", text });
    input.value = "";
  });
  wireFacts();
  const logHead = document.querySelector(".log h2");
  logHead?.append(" ", el("button", { type: "button", id: "skip", class: "skip", hidden: true, dataset: { i18n: "skip" }, text: t("skip"), onclick: () => skipPacing() }));
  connect();
}

main();
