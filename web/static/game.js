// The game page: draws the view the server sends for this seat (or for a
// spectator), sends the seat's answers, the chat and the language. The
// page knows no rule and holds no hidden card: it only draws what it gets.
import { t, translate, langSwitch, el, lang } from "/static/i18n.js";

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
const facts = new Map(); // card facts by VEKN id (promises)
let cardFacts = false;

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
    if (e.code === 4000) {
      // The server put the idle game away: reconnecting would only bring
      // it back into memory, so wait for the player to come back.
      setConn("idle");
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
      if (state) renderPrompt();
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

// methuselah is how the game log names a seat.
function methuselah(s) {
  return "Methuselah " + (s + 1);
}

// seatName names a seat for people.
function seatName(s) {
  const p = state?.players?.[s];
  return p ? p.name : "Methuselah " + (s + 1);
}

// cardEl draws a card: its name, blood or life, and the cards on it.
function cardEl(c) {
  if (c.hidden) return el("span", { class: "card hidden", text: "?" });
  const counters = [];
  if (c.capacity) counters.push(el("b", { class: "blood", title: t("capacity", c.capacity), text: `${c.blood ?? 0}/${c.capacity}` }));
  else if (c.life) counters.push(el("b", { class: "life", text: `${c.blood ?? 0} ${t("life")}` }));
  else if (c.blood) counters.push(el("b", { class: "blood", text: String(c.blood) }));
  if (c.counters) counters.push(el("b", { class: "counters", text: "+" + c.counters }));
  if (c.marks) counters.push(el("i", { class: "marks", text: c.marks }));
  const e = el("span", { class: `card type-${c.type || "other"}${c.locked ? " locked" : ""}`, dataset: { id: c.id, name: c.name } },
    el("span", { class: "name", text: c.name }), counters);
  if (c.attached?.length) e.append(el("span", { class: "attached" }, c.attached.map(cardEl)));
  return e;
}

function region(labelKey, cards, always = false) {
  if (!cards?.length && !always) return null;
  return el("div", { class: "region" }, el("h4", { text: t(labelKey) }),
    el("div", { class: "cards" }, cards?.length ? cards.map(cardEl) : el("span", { class: "muted", text: t("empty") })));
}

function playerEl(p) {
  const classes = ["panel", "player"];
  if (p.you) classes.push("you");
  if (state.active === p.seat && !state.result) classes.push("active");
  if (p.ousted) classes.push("ousted");
  if (state.waiting?.seat === p.seat || (state.decision && p.you)) classes.push("deciding");
  const badges = [];
  if (p.you) badges.push(el("span", { class: "badge you", text: t("you") }));
  if (p.player === "bot") badges.push(el("span", { class: "badge bot", text: t("bot") }));
  else if (p.bot_playing) badges.push(el("span", { class: "badge bot", text: t("botPlaying") }));
  else if (!p.connected) badges.push(el("span", { class: "badge away", text: t("away") }));
  if (state.edge === p.seat) badges.push(el("span", { class: "badge edge", text: t("edge") }));
  if (state.active === p.seat && !state.result) badges.push(el("span", { class: "badge active", text: t("active") }));
  if (p.ousted) badges.push(el("span", { class: "badge ousted", text: t("ousted") }));
  if (classes.includes("deciding")) badges.push(el("span", { class: "badge deciding", text: t("deciding") }));
  const stat = (key, value) => el("span", { class: "stat" }, el("small", { text: t(key) }), el("strong", { text: String(value) }));
  return el("article", { class: classes.join(" "), dataset: { seat: p.seat } },
    el("header", {}, el("h3", { text: p.name }),
      p.name !== methuselah(p.seat) ? el("small", { class: "muted", text: methuselah(p.seat) }) : null, badges),
    el("div", { class: "stats" }, stat("pool", p.pool), stat("vp", p.vp), stat("handCount", p.hand),
      stat("library", p.library), stat("crypt", p.crypt),
      stat("uncontrolled", p.uncontrolled + (p.uncontrolled_blood.length ? ` (${p.uncontrolled_blood.join("/")})` : ""))),
    region("ready", p.ready, true), region("torpor", p.torpor), region("inPlay", p.in_play),
    p.ash.length ? el("details", { class: "ash" }, el("summary", { text: `${t("ash")} (${p.ash.length})` }),
      el("div", { class: "cards" }, p.ash.map(cardEl))) : null);
}

function disableOptions() {
  for (const b of document.querySelectorAll("#options button")) b.disabled = true;
  document.body.dataset.waiting = "true";
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
    const r = state.result;
    const scores = state.players.map((p, i) => `${p.name}: ${r.scores[i]} ${t("vp")}`).join(" · ");
    const winners = r.winners.length ? t("winner", r.winners.map(seatName).join(", ")) : t("noWinner");
    text.replaceChildren(el("strong", { text: t("gameOver") }), " — ", winners, el("br"), r.reason, el("br"), scores);
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
      onclick: () => { showNotice(""); disableOptions(); send({ type: "answer", at: state.at, option: i }); },
    }, label)));
    document.body.dataset.waiting = "false";
    return;
  }
  if (state.waiting) {
    text.textContent = t("waitingFor", seatName(state.waiting.seat));
    return;
  }
  text.textContent = "";
}

function renderLog(replace) {
  const list = document.getElementById("log");
  if (replace) list.replaceChildren();
  for (let i = list.children.length; i < logLines.length; i++) {
    const line = logLines[i];
    list.append(el("li", { class: line.text.startsWith("Turn ") || line.text.startsWith("Tour ") ? "turn-line" : "" }, line.text));
  }
  list.parentElement.scrollTop = list.parentElement.scrollHeight;
  list.scrollTop = list.scrollHeight;
}

function render(replaceLog) {
  document.body.dataset.at = String(state.at);
  document.body.dataset.seat = String(state.seat);
  document.getElementById("turn").textContent = t("turn", state.turn);
  document.getElementById("phase").textContent = t("phase_" + state.phase);
  document.title = `Kindred — ${t("turn", state.turn)}`;
  // Own seat first, then the others in seat order.
  const players = [...state.players].sort((a, b) => (b.you ? 1 : 0) - (a.you ? 1 : 0) || a.seat - b.seat);
  document.getElementById("players").replaceChildren(...players.map(playerEl));
  const me = document.getElementById("me");
  me.hidden = state.seat < 0;
  if (state.seat >= 0) {
    document.getElementById("hand").replaceChildren(...(state.hand || []).map(cardEl));
    document.getElementById("uncontrolled").replaceChildren(...(state.uncontrolled || []).map(cardEl));
  } else if (!noticeText) {
    showNotice(seat === null ? t("noToken") : t("spectator"));
  }
  renderPrompt();
  renderLog(replaceLog);
}

function addChat(m) {
  const list = document.getElementById("chat");
  const time = new Date(m.time).toLocaleTimeString(lang(), { hour: "2-digit", minute: "2-digit" });
  list.append(el("li", {}, el("time", { text: time }), " ", el("strong", { text: m.from + ":" }), " ", m.text));
  list.scrollTop = list.scrollHeight;
}

// Card facts on hover, when the server has the card files.
function factsEl(c) {
  const lines = [el("strong", { text: c.name })];
  const kind = [...(c.types || []), ...(c.clans || [])].join(" · ");
  if (kind) lines.push(el("div", { class: "muted", text: kind }));
  const bits = [];
  if (c.capacity) bits.push(t("capacity", c.capacity));
  if (c.disciplines?.length) bits.push(c.disciplines.map((d) => d.superior ? d.code.toUpperCase() : d.code).join(" "));
  if (c.title) bits.push(c.title);
  if (c.pool_cost?.amount || c.pool_cost?.x) bits.push(`${c.pool_cost.x ? "X" : c.pool_cost.amount} pool`);
  if (c.blood_cost?.amount || c.blood_cost?.x) bits.push(`${c.blood_cost.x ? "X" : c.blood_cost.amount} blood`);
  if (bits.length) lines.push(el("div", { text: bits.join(" · ") }));
  if (c.text) lines.push(el("p", { text: c.text }));
  return lines;
}

function wireFacts() {
  const box = document.getElementById("card-facts");
  document.addEventListener("mouseover", async (e) => {
    const card = e.target.closest?.(".card[data-id]");
    if (!card || !cardFacts) return;
    const id = card.dataset.id;
    if (!facts.has(id)) facts.set(id, fetch(`/api/cards/${id}`).then((r) => (r.ok ? r.json() : null)).catch(() => null));
    const c = await facts.get(id);
    if (!c || !card.matches(":hover")) return;
    box.replaceChildren(...factsEl(c));
    const r = card.getBoundingClientRect();
    box.style.left = Math.min(window.innerWidth - 330, r.left + window.scrollX) + "px";
    box.style.top = r.bottom + window.scrollY + 6 + "px";
    box.hidden = false;
  });
  document.addEventListener("mouseout", (e) => {
    if (e.target.closest?.(".card[data-id]")) box.hidden = true;
  });
}

async function main() {
  translate();
  langSwitch(() => {
    send({ type: "lang", lang: lang() });
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
  fetch("/api/info").then((r) => r.json()).then((info) => { cardFacts = !!info.card_facts; }).catch(() => {});
  connect();
}

main();
