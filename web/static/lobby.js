// The lobby: pick a game, create it (seats, contents, bots, rules options,
// seed, clock) and list the games. Everything it offers comes from
// /api/info: the page knows no game.
import { t, translate, langSwitch, el, lang } from "/static/i18n.js";
import { initCampaigns } from "/static/campaign.js";

let info = { games: [], langs: [], max_clock: 3600 };

async function getJSON(url, opts) {
  const r = await fetch(url, opts);
  const body = await r.json().catch(() => ({ error: r.statusText }));
  if (!r.ok) throw new Error(body.error || r.statusText);
  return body;
}

// chosen returns the game picked in the game picker (the first by default).
function chosen() {
  const name = document.getElementById("game-kind").value;
  return info.games.find((g) => g.name === name) ?? info.games[0];
}

// seatNoun names seat i (from 0) the game's way, such as "Methuselah 1".
function seatNoun(g, i) {
  const noun = g?.seat_noun || t("player") + " {0}";
  // The contract's noun holds {0}; a bare noun gets the number after it.
  return noun.includes("{0}") ? noun.replaceAll("{0}", String(i + 1)) : `${noun.trim()} ${i + 1}`;
}

// seatRow builds the controls of seat i: human or bot, content (a built-in
// one or a pasted list), the bot's kind, name.
function seatRow(g, i, old) {
  const player = el("select", { class: "player", "aria-label": t("player") },
    el("option", { value: "human", text: t("human") }), el("option", { value: "bot", text: t("bot") }));
  player.value = old?.player ?? (i === 0 ? "human" : "bot");
  const contents = g.contents || [];
  const deck = el("select", { class: "deck", "aria-label": t("content") },
    contents.map((c) => el("option", { value: c.name, text: c.title || c.name })),
    g.user_content ? el("option", { value: "paste", text: t("pasteDeck") }) : null);
  deck.value = old?.deck ?? contents[i % Math.max(contents.length, 1)]?.name ?? "";
  if (deck.selectedIndex < 0) deck.selectedIndex = 0;
  const list = el("textarea", { class: "decklist", rows: 6, placeholder: t("deckListHint"), hidden: deck.value !== "paste" });
  list.value = old?.decklist ?? "";
  deck.addEventListener("change", () => { list.hidden = deck.value !== "paste"; });
  const bots = g.bots || [];
  const bot = el("select", { class: "bot-kind", "aria-label": t("botKind"), hidden: player.value !== "bot" || bots.length < 2 },
    bots.map((b) => el("option", { value: b.name, title: b.description || "", text: b.name })));
  bot.value = old?.bot ?? bots[0]?.name ?? "";
  if (bot.selectedIndex < 0) bot.selectedIndex = 0;
  player.addEventListener("change", () => { bot.hidden = player.value !== "bot" || bots.length < 2; });
  const name = el("input", { class: "name", maxlength: 40, placeholder: t("name"), "aria-label": t("name") });
  name.value = old?.name ?? "";
  // A human seat may go to a player's account (account.js: "my games").
  const account = el("input", { class: "account", maxlength: 32, placeholder: t("inviteAccount"), "aria-label": t("inviteAccount"), hidden: player.value !== "human" });
  account.value = old?.account ?? "";
  player.addEventListener("change", () => { account.hidden = player.value !== "human"; });
  return el("fieldset", { class: "seat", dataset: { seat: i } },
    el("legend", { text: seatNoun(g, i) }), player, contents.length || g.user_content ? deck : null, bot, name, account, list);
}

// readSeat returns seat row's controls as they are.
function readSeat(row) {
  const q = (css) => row.querySelector(css);
  return {
    player: q(".player").value,
    name: q(".name").value.trim(),
    deck: q(".deck")?.value ?? "",
    decklist: q(".decklist").value,
    bot: q(".bot-kind").value,
    account: q(".account").value.trim(),
  };
}

// seatRequest turns a seat row into the seat of POST /api/games.
function seatRequest(row) {
  const s = readSeat(row);
  const out = { player: s.player, name: s.name };
  if (s.deck === "paste") out.decklist = s.decklist;
  else if (s.deck) out.deck = s.deck;
  if (s.player === "bot" && s.bot) out.bot = s.bot;
  if (s.player === "human" && s.account) out.account = s.account;
  return out;
}

// drawSeatCount fills the seat count picker with the game's bounds.
function drawSeatCount(g, keep) {
  const sel = document.getElementById("seat-count");
  const min = g?.seats?.min ?? 1, max = g?.seats?.max ?? min;
  const opts = [];
  for (let n = min; n <= max; n++) opts.push(el("option", { value: n, text: String(n) }));
  sel.replaceChildren(...opts);
  const want = keep && keep >= min && keep <= max ? keep : g?.seats?.default ?? min;
  sel.value = String(want);
}

// drawSeats draws the seat rows, keeping what was chosen when the game is
// the same (a new seat count or language).
function drawSeats(keep = true) {
  const g = chosen();
  const box = document.getElementById("seats");
  if (!g) { box.replaceChildren(); return; }
  const old = keep ? [...box.querySelectorAll(".seat")].map(readSeat) : [];
  const n = Number(document.getElementById("seat-count").value);
  box.replaceChildren(...Array.from({ length: n }, (_, i) => seatRow(g, i, old[i])));
}

// drawRules draws the game's rules options: a select when the option
// lists its values, a text field otherwise; each with its description.
function drawRules(keep = true) {
  const g = chosen();
  const box = document.getElementById("rules");
  const old = keep ? readRules() : {};
  box.replaceChildren(...(g?.rules || []).map((r) => {
    let input;
    if (r.values?.length) {
      input = el("select", {}, r.values.map((v) => el("option", { value: v, text: v === "true" ? t("yes") : v === "false" ? t("no") : v })));
    } else {
      input = el("input", { inputmode: /^[0-9]+$/.test(r.default) ? "numeric" : null, size: 8 });
    }
    input.className = "rule-value";
    input.dataset.key = r.key;
    input.dataset.default = r.default;
    input.value = old[r.key] ?? r.default;
    return el("label", { class: "rule", dataset: { key: r.key } },
      el("span", { class: "rule-text" }, r.description || r.key, " ", el("code", { class: "muted", text: r.key })), input);
  }));
}

// readRules returns the rules options that differ from their defaults.
function readRules() {
  const out = {};
  for (const input of document.querySelectorAll("#rules .rule-value")) {
    if (input.value !== input.dataset.default) out[input.dataset.key] = input.value;
  }
  return out;
}

function drawGamePicker() {
  const sel = document.getElementById("game-kind");
  const was = sel.value;
  sel.replaceChildren(...info.games.map((g) => el("option", { value: g.name, text: g.title || g.name })));
  if (info.games.some((g) => g.name === was)) sel.value = was;
  if (!info.games.length) document.getElementById("create-error").textContent = t("noGameKinds");
}

// drawForm draws the whole form for the chosen game; keep keeps what was
// chosen (false when another game is picked).
function drawForm(keep) {
  const g = chosen();
  drawSeatCount(g, keep ? Number(document.getElementById("seat-count").value) : 0);
  drawSeats(keep);
  drawRules(keep);
  const clock = document.getElementById("clock");
  clock.max = String(info.max_clock || 3600);
  document.body.dataset.game = g?.name ?? "";
}

async function create(ev) {
  ev.preventDefault();
  const button = document.getElementById("create-button");
  const errorBox = document.getElementById("create-error");
  errorBox.textContent = "";
  const g = chosen();
  if (!g) { errorBox.textContent = t("noGameKinds"); return; }
  const seats = [...document.querySelectorAll("#seats .seat")].map(seatRequest);
  const clock = Number(document.getElementById("clock").value || 0) * Number(document.getElementById("clock-unit").value || 1);
  const body = { game: g.name, seats, rules: readRules(), clock, clock_mode: clock > 0 ? document.getElementById("clock-mode").value : undefined };
  const seed = document.getElementById("seed").value.trim();
  if (seed !== "") {
    if (!/^[0-9]{1,20}$/.test(seed)) { errorBox.textContent = t("seed") + ": 0–18446744073709551615"; return; }
    body.seed = 0; // replaced below, so a seed beyond 2^53 survives
  }
  button.disabled = true;
  button.textContent = t("creating");
  try {
    let text = JSON.stringify(body);
    if (seed !== "") text = text.replace('"seed":0', '"seed":' + seed);
    const game = await getJSON("/api/games", { method: "POST", headers: { "Content-Type": "application/json" }, body: text });
    const humans = game.seats.filter((s) => s.link);
    if (humans.length === 1) {
      location.assign(humans[0].link);
      return;
    }
    const links = document.getElementById("links");
    links.replaceChildren(
      // A seat nobody named is named in the page's language.
      ...humans.map((s) => el("li", {}, el("a", { href: s.link, text: t("playSeat", seats[s.seat]?.name || seatNoun(g, s.seat)) }), " ",
        el("input", { readonly: true, value: new URL(s.link, location.href).href, class: "link", onfocus: (e) => e.target.select() }))),
      el("li", {}, el("a", { href: game.spectate, text: t("spectate") })));
    document.getElementById("created").hidden = false;
    listGames();
  } catch (e) {
    errorBox.textContent = e.message;
  } finally {
    button.disabled = false;
    button.textContent = t("create");
  }
}

// gameTitle names a game of the list for people.
function gameTitle(name) {
  const g = info.games.find((x) => x.name === name);
  return g?.title || name || "";
}

async function listGames() {
  const list = document.getElementById("game-list");
  try {
    const { games } = await getJSON("/api/games?lang=" + encodeURIComponent(lang()));
    if (!games.length) { list.replaceChildren(el("li", { class: "muted", text: t("noGames") })); return; }
    list.replaceChildren(...games.map((g) => {
      const seats = g.seats.map((s) => s.name + (s.player === "bot" ? ` (${t("bot")})` : "")).join(", ");
      let outcome = "";
      if (g.over) outcome = g.winners?.length ? t("winner", g.winners.map((w) => g.seats[w]?.name).join(", ")) : t("noWinner");
      return el("li", { class: "game state-" + g.state, dataset: { game: g.game || "" } },
        el("a", { href: g.spectate, text: t("spectate") }), " ",
        el("code", { text: g.id }), " · ",
        g.game ? [el("strong", { class: "game-title", title: g.game, text: gameTitle(g.game) }), " · "] : null,
        el("span", { class: "badge", text: t("state_" + g.state) }), " · ",
        g.turn ? t("turn", g.turn) + " · " : "", t("choices", g.choices), " · ", seats,
        outcome ? " · " + outcome : "",
        g.campaign ? [" · ", el("a", { class: "campaign-link", href: "/#campaign=" + encodeURIComponent(g.campaign.id), text: t("campaignGame", g.campaign.name, g.campaign.n) })] : null);
    }));
  } catch (e) {
    list.replaceChildren(el("li", { class: "error", text: e.message }));
  }
}

// loadInfo fetches what the server plays, in the page's language.
async function loadInfo() {
  try {
    info = await getJSON("/api/info?lang=" + encodeURIComponent(lang()));
    info.games ??= [];
  } catch (e) {
    document.getElementById("create-error").textContent = e.message;
  }
}

async function main() {
  translate();
  langSwitch(async () => {
    // Titles and descriptions come from the server in the chosen language.
    await loadInfo();
    drawGamePicker();
    drawForm(true);
    listGames();
  });
  await loadInfo();
  drawGamePicker();
  drawForm(false);
  document.getElementById("game-kind").addEventListener("change", () => drawForm(false));
  document.getElementById("seat-count").addEventListener("change", () => drawSeats(true));
  document.getElementById("create-form").addEventListener("submit", create);
  document.getElementById("refresh").addEventListener("click", listGames);
  document.body.dataset.ready = "true";
  listGames();
  initCampaigns(); // campaign.js: the campaigns' panel
}

main();
