// The lobby's campaigns: games played as a campaign of games, each
// starting from the state the one before left (VtM Heritage's chronicles,
// Ancient Blood's stories). Create one (a name, its players, the rules
// options it takes), list them with their progress, open one to see where
// it stands between games (the game's own lines: era, chapter, scores,
// stickers…) and start its next game, which is a normal game of the
// server. Everything comes from /api/campaigns and /api/info: the page
// knows no game.
import { el, lang } from "/static/i18n.js";

/** The campaign panel's words, in English and French. */
const words = {
  en: {
    campaigns: "Campaigns",
    campaignsHint: "A campaign is a series of games (Heritage: a chronicle of chapters) whose state carries from one game to the next.",
    newCampaign: "New campaign",
    campaignName: "Campaign's name",
    players: "Players",
    playerN: "Player {0}",
    createCampaign: "Create the campaign",
    noCampaigns: "No campaign yet.",
    noCampaignGame: "No game of this server is played as a campaign.",
    progress: "{0} of {1} games played",
    progressOpen: "{0} games played",
    over: "over: {0} wins",
    overNoLeader: "over",
    inProgress: "game {0} in progress",
    open: "Open",
    close: "Close",
    gamesOf: "Its games",
    gameN: "Game {0}",
    finished: "finished",
    playing: "playing",
    nextGame: "Start game {0}",
    nextSeats: "Who plays game {0}",
    resume: "Resume your seat in game {0}",
    watch: "Watch game {0}",
    started: "Game started. Each human seat has its own secret link: give each player theirs.",
    playSeat: "Play {0}",
    human: "Human",
    bot: "Bot",
    content: "Content",
    botKind: "Bot's way of playing",
    refresh: "Refresh",
    ended: "The campaign is over.",
  },
  fr: {
    campaigns: "Campagnes",
    campaignsHint: "Une campagne est une suite de parties (Heritage : une chronique de chapitres) dont l'état passe d'une partie à la suivante.",
    newCampaign: "Nouvelle campagne",
    campaignName: "Nom de la campagne",
    players: "Joueurs",
    playerN: "Joueur {0}",
    createCampaign: "Créer la campagne",
    noCampaigns: "Aucune campagne pour l'instant.",
    noCampaignGame: "Aucun jeu de ce serveur ne se joue en campagne.",
    progress: "{0} parties jouées sur {1}",
    progressOpen: "{0} parties jouées",
    over: "terminée : {0} gagne",
    overNoLeader: "terminée",
    inProgress: "partie {0} en cours",
    open: "Ouvrir",
    close: "Fermer",
    gamesOf: "Ses parties",
    gameN: "Partie {0}",
    finished: "terminée",
    playing: "en cours",
    nextGame: "Lancer la partie {0}",
    nextSeats: "Qui joue la partie {0}",
    resume: "Reprendre votre place dans la partie {0}",
    watch: "Regarder la partie {0}",
    started: "Partie lancée. Chaque place humaine a son lien secret : donnez à chaque joueur le sien.",
    playSeat: "Jouer {0}",
    human: "Humain",
    bot: "Bot",
    content: "Contenu",
    botKind: "Manière de jouer du bot",
    refresh: "Actualiser",
    ended: "La campagne est terminée.",
  },
};

/** tc returns the campaign panel's words for key, {0}… filled. */
function tc(key, ...args) {
  let s = words[lang()]?.[key] ?? words.en[key] ?? key;
  args.forEach((a, i) => { s = s.replaceAll("{" + i + "}", String(a)); });
  return s;
}

let kinds = []; // the games played as campaigns, with the rules they take
let info = { games: [] }; // /api/info: each game's seats, contents, bots, rules
let opened = null; // the id of the campaign open, or null

async function getJSON(url, opts) {
  const r = await fetch(url, opts);
  const body = await r.json().catch(() => ({ error: r.statusText }));
  if (!r.ok) throw new Error(body.error || r.statusText);
  return body;
}

function postJSON(url, body) {
  return getJSON(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

const $ = (id) => document.getElementById(id);
const gameInfo = (name) => info.games.find((g) => g.name === name);

// savedLink is the link of the seat this browser took in a game, kept so
// that the campaign offers to resume it (the join token is the seat's).
function savedLink(gameID) {
  return localStorage.getItem("kindred.seat." + gameID);
}

// drawForm draws the new campaign form for the chosen game.
function drawForm(keep) {
  const kind = $("campaign-kind");
  const was = kind.value;
  kind.replaceChildren(...kinds.map((k) => el("option", { value: k.name, text: k.title })));
  if (kinds.some((k) => k.name === was)) kind.value = was;
  $("campaign-form").hidden = !kinds.length;
  $("campaign-none").hidden = !!kinds.length;
  const g = gameInfo(kind.value);
  if (!g) return;
  const count = $("campaign-count");
  const n = keep ? Number(count.value) : 0;
  count.replaceChildren();
  for (let i = g.seats.min; i <= g.seats.max; i++) count.append(el("option", { value: i, text: String(i) }));
  count.value = String(n >= g.seats.min && n <= g.seats.max ? n : g.seats.default);
  drawPlayers(keep);
  const k = kinds.find((x) => x.name === kind.value);
  const old = keep ? readRules() : {};
  $("campaign-rules").replaceChildren(...(g.rules || []).filter((r) => k?.rules.includes(r.key) && r.values?.length).map((r) => {
    const sel = el("select", { class: "campaign-rule", dataset: { key: r.key, default: r.default } },
      r.values.map((v) => el("option", { value: v, text: v })));
    sel.value = old[r.key] ?? r.default;
    return el("label", { class: "row" }, el("span", { text: r.description || r.key }), sel);
  }));
}

// drawPlayers draws a name field per player.
function drawPlayers(keep) {
  const box = $("campaign-players");
  const old = keep ? [...box.querySelectorAll("input")].map((i) => i.value) : [];
  const n = Number($("campaign-count").value);
  box.replaceChildren(...Array.from({ length: n }, (_, i) =>
    el("input", { class: "campaign-player", maxlength: 40, placeholder: tc("playerN", i + 1), "aria-label": tc("playerN", i + 1), value: old[i] ?? "" })));
}

function readRules() {
  const out = {};
  for (const s of document.querySelectorAll(".campaign-rule")) if (s.value !== s.dataset.default) out[s.dataset.key] = s.value;
  return out;
}

async function createCampaign(ev) {
  ev.preventDefault();
  const err = $("campaign-error");
  err.textContent = "";
  try {
    const c = await postJSON("/api/campaigns", {
      game: $("campaign-kind").value,
      name: $("campaign-name").value.trim(),
      players: [...document.querySelectorAll(".campaign-player")].map((i) => i.value.trim()),
      rules: readRules(),
      lang: lang(),
    });
    $("campaign-name").value = "";
    await listCampaigns();
    openCampaign(c.id);
  } catch (e) {
    err.textContent = e.message;
  }
}

// progressText says where a campaign stands, in a few words.
function progressText(c) {
  const parts = [c.total ? tc("progress", c.played, c.total) : tc("progressOpen", c.played)];
  if (c.in_progress) parts.push(tc("inProgress", c.played + 1));
  if (c.over) parts.push(c.leader ? tc("over", c.leader) : tc("overNoLeader"));
  return parts.join(" · ");
}

async function listCampaigns() {
  const list = $("campaign-list");
  try {
    const body = await getJSON("/api/campaigns?lang=" + encodeURIComponent(lang()));
    kinds = body.games || [];
    drawForm(true);
    const cs = body.campaigns || [];
    if (!cs.length) { list.replaceChildren(el("li", { class: "muted", text: tc("noCampaigns") })); return; }
    list.replaceChildren(...cs.map((c) => el("li", { class: "campaign", dataset: { id: c.id, game: c.game } },
      el("button", { type: "button", class: "small open-campaign", text: tc("open"), onclick: () => openCampaign(c.id) }), " ",
      el("strong", { class: "campaign-name", text: c.name }), " · ", el("span", { text: c.title }), " · ",
      el("span", { class: "campaign-progress", text: progressText(c) }), " · ", (c.players || []).join(", "),
      c.error ? el("span", { class: "error", text: " " + c.error }) : null)));
  } catch (e) {
    list.replaceChildren(el("li", { class: "error", text: e.message }));
  }
}

// seatRow is the controls of one seat of the next game: human or bot, its
// content, the bot's kind; last is what played it in the last game.
function seatRow(g, i, name, last) {
  const player = el("select", { class: "player", "aria-label": name },
    el("option", { value: "human", text: tc("human") }), el("option", { value: "bot", text: tc("bot") }));
  player.value = last?.player ?? (i === 0 ? "human" : "bot");
  const contents = g?.contents || [];
  const deck = el("select", { class: "deck", "aria-label": tc("content") }, contents.map((c) => el("option", { value: c.name, text: c.title || c.name })));
  deck.value = last?.deck ?? contents[i % Math.max(contents.length, 1)]?.name ?? "";
  const bots = g?.bots || [];
  const bot = el("select", { class: "bot-kind", "aria-label": tc("botKind"), hidden: player.value !== "bot" || bots.length < 2 },
    bots.map((b) => el("option", { value: b.name, title: b.description || "", text: b.name })));
  bot.value = last?.bot || bots[0]?.name || "";
  player.addEventListener("change", () => { bot.hidden = player.value !== "bot" || bots.length < 2; });
  return el("div", { class: "row seat", dataset: { seat: i } }, el("span", { text: name }), player, contents.length ? deck : null, bot);
}

function readSeats() {
  return [...document.querySelectorAll("#campaign-next-seats .seat")].map((row) => {
    const s = { player: row.querySelector(".player").value };
    const deck = row.querySelector(".deck");
    if (deck) s.deck = deck.value;
    if (s.player === "bot") s.bot = row.querySelector(".bot-kind").value;
    return s;
  });
}

// openCampaign shows a campaign: its progress, the game's own lines about
// it, its games, and the next game's seats (or the game in progress).
async function openCampaign(id) {
  opened = id;
  history.replaceState(null, "", "#campaign=" + encodeURIComponent(id));
  const box = $("campaign-open");
  box.hidden = false;
  try {
    const c = await getJSON(`/api/campaigns/${encodeURIComponent(id)}?lang=` + encodeURIComponent(lang()));
    if (opened !== id) return;
    const g = gameInfo(c.game);
    const parts = [
      el("h3", { class: "campaign-title" }, c.name, " · ", c.title,
        el("button", { type: "button", class: "small", text: tc("close"), onclick: closeCampaign })),
      el("p", { class: "campaign-progress", text: progressText(c) }),
      el("ul", { class: "campaign-details" }, (c.details || []).map((d) => el("li", { text: d }))),
    ];
    if (c.error) parts.push(el("p", { class: "error", text: c.error }));
    if (c.games?.length) {
      parts.push(el("p", { class: "muted", text: tc("gamesOf") }), el("ol", { class: "campaign-games" }, c.games.map((x) =>
        el("li", {}, el("a", { href: savedLink(x.id) || x.spectate, text: tc("gameN", x.n) }), " · ", tc(x.over ? "finished" : "playing")))));
    }
    const n = c.played + 1;
    if (c.in_progress) {
      const mine = savedLink(c.in_progress);
      parts.push(el("p", {}, el("a", { id: "campaign-resume", class: "button primary", href: mine || "/play/" + c.in_progress, text: tc(mine ? "resume" : "watch", n) })));
    } else if (c.over) {
      parts.push(el("p", { class: "campaign-ended", text: tc("ended") }));
    } else {
      parts.push(el("form", { id: "campaign-next-form", onsubmit: (ev) => startNext(ev, c) },
        el("p", { class: "muted", text: tc("nextSeats", n) }),
        el("div", { id: "campaign-next-seats" }, c.players.map((name, i) => seatRow(g, i, name, c.seats?.[i]))),
        el("button", { type: "submit", id: "campaign-next", class: "primary", text: tc("nextGame", n) }),
        el("p", { id: "campaign-next-error", class: "error", role: "alert" }),
        el("ul", { id: "campaign-links" })));
    }
    box.replaceChildren(...parts);
    box.dataset.campaign = c.id;
    box.dataset.played = String(c.played);
  } catch (e) {
    box.replaceChildren(el("p", { class: "error", text: e.message }));
  }
}

function closeCampaign() {
  opened = null;
  history.replaceState(null, "", location.pathname);
  $("campaign-open").hidden = true;
}

async function startNext(ev, c) {
  ev.preventDefault();
  const err = $("campaign-next-error");
  err.textContent = "";
  try {
    const game = await postJSON(`/api/campaigns/${encodeURIComponent(c.id)}/games`, { seats: readSeats() });
    const humans = game.seats.filter((s) => s.link);
    if (humans.length === 1) localStorage.setItem("kindred.seat." + game.id, humans[0].link);
    if (humans.length === 1) { location.assign(humans[0].link); return; }
    $("campaign-links").replaceChildren(el("li", { text: tc("started") }),
      ...humans.map((s) => el("li", {}, el("a", { href: s.link, text: tc("playSeat", s.name) }), " ",
        el("input", { readonly: true, value: new URL(s.link, location.href).href, class: "link" }))),
      el("li", {}, el("a", { href: game.spectate, text: tc("watch", game.n) })));
    listCampaigns();
  } catch (e) {
    err.textContent = e.message;
  }
}

// drawStatic translates the panel's fixed words.
function drawStatic() {
  for (const e of document.querySelectorAll("[data-campaign-i18n]")) e.textContent = tc(e.dataset.campaignI18n);
}

/** initCampaigns wires the campaign panel; the lobby calls it once. */
export async function initCampaigns() {
  drawStatic();
  $("campaign-kind").addEventListener("change", () => drawForm(false));
  $("campaign-count").addEventListener("change", () => drawPlayers(true));
  $("campaign-form").addEventListener("submit", createCampaign);
  $("campaign-refresh").addEventListener("click", () => { listCampaigns(); if (opened) openCampaign(opened); });
  for (const b of document.querySelectorAll("[data-lang]")) {
    b.addEventListener("click", () => refresh());
  }
  await refresh();
  const fromHash = async () => {
    const m = /^#campaign=(.+)$/.exec(location.hash);
    if (m && decodeURIComponent(m[1]) !== opened) await openCampaign(decodeURIComponent(m[1]));
  };
  // A link to a campaign (the game list's, a game page's) opens it.
  window.addEventListener("hashchange", fromHash);
  await fromHash();
  document.body.dataset.campaignsReady = "true";
}

// refresh redraws the panel in the page's language.
async function refresh() {
  drawStatic();
  try {
    info = await getJSON("/api/info?lang=" + encodeURIComponent(lang()));
  } catch (e) {
    $("campaign-error").textContent = e.message;
  }
  await listCampaigns();
  drawPlayers(true);
  if (opened) await openCampaign(opened);
}
