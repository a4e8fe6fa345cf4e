// Hoard's renderer for the game page (game.js loads it for a game whose
// view says "game": "hoard"): the engine's small test game. Each seat's
// points, hand and face-down cards on its panel; the deck, the discard
// pile and the seat's own hand and face-down cards under the question. It
// draws state.table, the JSON of engine/enginetest/plugin.go.
import { t, el } from "/static/i18n.js";

/** The words of the Hoard table, in English and French. */
export const words = {
  en: {
    points: "Points",
    handCount: "Hand",
    vaultCount: "Face down",
    deck: "Deck",
    deckCards: "{0} cards",
    discard: "Discard pile",
    yourHand: "Your hand",
    yourVault: "Your face-down cards",
    turnOf: "{0}'s turn",
    phase_play: "playing",
    phase_over: "game over",
    score: "{0} points",
    table: "Table",
  },
  fr: {
    points: "Points",
    handCount: "Main",
    vaultCount: "Face cachée",
    deck: "Pioche",
    deckCards: "{0} cartes",
    discard: "Défausse",
    yourHand: "Votre main",
    yourVault: "Vos cartes face cachée",
    turnOf: "Au tour de {0}",
    phase_play: "en cours",
    phase_over: "fin de partie",
    score: "{0} points",
    table: "Table",
  },
};

function cardEl(name) {
  return el("span", { class: "card", dataset: { name } }, el("span", { class: "name", text: name }));
}

function cards(id, names) {
  return el("div", { id, class: "cards" },
    names?.length ? names.map(cardEl) : el("span", { class: "muted", text: t("empty") }));
}

const stat = (key, value) => el("span", { class: "stat" }, el("small", { text: t(key) }), el("strong", { text: String(value) }));

/** draw draws state.table: each seat's points and card counts on its
 * panel; the deck, the discard pile and the seat's own cards below. */
export function draw(state, ctx) {
  const table = state.table || {};
  const seats = {};
  for (const p of table.players || []) {
    seats[p.seat] = { body: [el("div", { class: "stats" }, stat("points", p.points), stat("handCount", p.hand), stat("vaultCount", p.vault))] };
  }
  const parts = [
    el("h2", { text: t("table") }),
    el("div", { class: "stats" }, stat("deck", t("deckCards", table.deck ?? 0))),
    el("div", { class: "region" }, el("h4", { text: t("discard") }), cards("discard", table.discard)),
  ];
  if (state.seat >= 0) {
    parts.push(el("h3", { text: t("yourHand") }), cards("hand", table.hand),
      el("h3", { text: t("yourVault") }), cards("vault", table.vault));
  }
  const turnSeat = (state.status?.turn ?? 0) - 1;
  return {
    turn: turnSeat >= 0 ? t("turnOf", ctx.seatName(turnSeat)) : undefined,
    phase: state.status?.phase ? t("phase_" + state.status.phase) : undefined,
    seats,
    table: el("section", { id: "hoard", class: "panel me" }, parts),
  };
}

/** score shows a seat's points. */
export function score(v) {
  return t("score", v);
}
