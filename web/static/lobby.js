// The lobby: create a game (seats, decks, rules) and list the games.
import { t, translate, langSwitch, el } from "/static/i18n.js";

let info = { decks: [], decklists: false, rules: {} };

async function getJSON(url, opts) {
  const r = await fetch(url, opts);
  const body = await r.json().catch(() => ({ error: r.statusText }));
  if (!r.ok) throw new Error(body.error || r.statusText);
  return body;
}

// seatRow builds the controls of seat i: name, human or bot, deck.
function seatRow(i, old) {
  const player = el("select", { class: "player", "aria-label": t("player") },
    el("option", { value: "human", text: t("human") }), el("option", { value: "bot", text: t("bot") }));
  player.value = old?.player ?? (i === 0 ? "human" : "bot");
  const deck = el("select", { class: "deck", "aria-label": t("deck") },
    info.decks.map((d) => el("option", { value: d.id, text: d.name })),
    info.decklists ? el("option", { value: "paste", text: t("pasteDeck") }) : null);
  deck.value = old?.deck ?? info.decks[i % Math.max(info.decks.length, 1)]?.id ?? "";
  const list = el("textarea", { class: "decklist", rows: 6, placeholder: t("deckListHint"), hidden: deck.value !== "paste" });
  list.value = old?.decklist ?? "";
  deck.addEventListener("change", () => { list.hidden = deck.value !== "paste"; });
  const name = el("input", { class: "name", maxlength: 40, placeholder: t("name"), "aria-label": t("name") });
  name.value = old?.name ?? "";
  return el("fieldset", { class: "seat", dataset: { seat: i } },
    el("legend", { text: t("seat", i + 1) }), player, deck, name, list);
}

function readSeat(row) {
  const deck = row.querySelector(".deck").value;
  return {
    player: row.querySelector(".player").value,
    name: row.querySelector(".name").value.trim(),
    deck: deck === "paste" ? "" : deck,
    decklist: deck === "paste" ? row.querySelector(".decklist").value : "",
  };
}

function drawSeats() {
  const box = document.getElementById("seats");
  const old = [...box.querySelectorAll(".seat")].map((r) => ({ ...readSeat(r), deck: r.querySelector(".deck").value }));
  const n = Number(document.getElementById("seat-count").value);
  box.replaceChildren(...Array.from({ length: n }, (_, i) => seatRow(i, old[i])));
}

async function create(ev) {
  ev.preventDefault();
  const button = document.getElementById("create-button");
  const errorBox = document.getElementById("create-error");
  errorBox.textContent = "";
  const seats = [...document.querySelectorAll("#seats .seat")].map(readSeat);
  const rules = {
    "turn-limit": document.getElementById("turn-limit").value || "mode", // empty: the mode's (docs/RULES-OPTIONS.md)
    "legacy2005.autoRevealAtEnd": String(document.getElementById("auto-reveal").checked),
    "transfer-handicap": document.getElementById("seat-handicap").checked ? "seat" : "turn",
    "legacy2005.burnOnOust": String(document.getElementById("burn-on-oust").checked),
  };
  const body = { game: "vtes", seats, rules, clock: Number(document.getElementById("clock").value || 0) };
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
      ...humans.map((s) => el("li", {}, el("a", { href: s.link, text: t("playSeat", s.name) }), " ",
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

async function listGames() {
  const list = document.getElementById("game-list");
  try {
    const { games } = await getJSON("/api/games");
    if (!games.length) { list.replaceChildren(el("li", { class: "muted", text: t("noGames") })); return; }
    list.replaceChildren(...games.map((g) => {
      const seats = g.seats.map((s) => s.name + (s.player === "bot" ? ` (${t("bot")})` : "")).join(", ");
      let outcome = "";
      if (g.over) outcome = g.winners?.length ? t("winner", g.winners.map((w) => g.seats[w]?.name).join(", ")) : t("noWinner");
      return el("li", { class: "game state-" + g.state },
        el("a", { href: g.spectate, text: t("spectate") }), " ",
        el("code", { text: g.id }), " · ", el("span", { class: "badge", text: t("state_" + g.state) }), " · ",
        g.turn ? t("turn", g.turn) + " · " : "", t("choices", g.choices), " · ", seats,
        outcome ? " · " + outcome : "");
    }));
  } catch (e) {
    list.replaceChildren(el("li", { class: "error", text: e.message }));
  }
}

async function main() {
  translate();
  langSwitch(() => { drawSeats(); listGames(); });
  try {
    info = await getJSON("/api/info");
    const turns = info.rules["turn-limit"] ?? "mode";
    document.getElementById("turn-limit").value = /^\d+$/.test(turns) ? turns : "";
  } catch (e) {
    document.getElementById("create-error").textContent = e.message;
  }
  drawSeats();
  document.getElementById("seat-count").addEventListener("change", drawSeats);
  document.getElementById("create-form").addEventListener("submit", create);
  document.getElementById("refresh").addEventListener("click", listGames);
  document.body.dataset.ready = "true";
  listGames();
}

main();
