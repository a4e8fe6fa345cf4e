// Vampire: The Masquerade – Rivals' renderer for the game page (game.js
// loads it for a game whose view says "game": "rivals"). Each player's
// Prestige, Agenda points, Agenda, Haven and Rival, and their vampires in
// the Haven, in the Streets (party by party) and in torpor, with Blood,
// Blood Potency, attachments, Ongoing cards and face-down Conspiracies, on
// the seats' panels; the City (its deck and the Streets), the attack or
// Scheme in progress with its face-down cards, and the seat's own hand
// under the question. It draws state.table, the JSON of
// rivals/rivalsgame/view.go, and holds no rule.
import { t, el } from "/static/i18n.js";

/** The words of the Rivals table, in English and French. */
export const words = {
  en: {
    prestige: "Prestige",
    agendaPoints: "Agenda points",
    handCount: "Hand",
    handSplit: "{0} Library + {1} Faction",
    libraryCount: "Library",
    factionCount: "Faction deck",
    agenda: "Agenda",
    haven: "Haven",
    rival: "Rival",
    inHaven: "In the Haven",
    streets: "In the Streets",
    torpor: "Torpor",
    ongoing: "Ongoing",
    conspiracies: "Conspiracies",
    discardPile: "Discard pile",
    party: "Party {0}",
    city: "The City",
    cityDeck: "City deck: {0} cards",
    cityDiscard: "City discard",
    cityStreets: "In the Streets",
    leader: "Leader",
    exhausted: "exhausted",
    noInfluence: "no Influence",
    tokenOf: "{0}'s token",
    bloodOf: "Blood {0}/{1}",
    bloodN: "{0} Blood",
    apN: "{0} AP",
    bpN: "BP {0}",
    prestigeOn: "{0} Prestige",
    faceDown: "face down",
    acting: "acting",
    eliminated: "eliminated",
    rivalOf: "Rival: {0}",
    attack: "Attack in progress",
    attacks: "{0} attacks {1}",
    noTarget: "a target to choose",
    blockedBy: "blocked by {0}",
    scheme: "Scheme in progress: {0} by {1}",
    played: "{0} played",
    side_yes: "{0}: YES, {1} Influence shown",
    side_no: "{0}: NO, {1} Influence shown",
    side_abstain: "{0} abstains",
    revealed: "revealed",
    notRevealed: "face down until revealed",
    type_ranged: "Ranged",
    type_physical: "Physical",
    type_social: "Social",
    type_mental: "Mental",
    yourHand: "Your hand",
    yourVampires: "Vampires",
    yourLibrary: "Library cards",
    turnOf: "Turn {0}: {1}",
    phase_setup: "setup",
    phase_beginning: "Beginning phase",
    phase_action: "Action phase",
    phase_end: "End phase",
    phase_over: "game over",
    score: "{0} AP",
  },
  fr: {
    prestige: "Prestige",
    agendaPoints: "Points de Cabale",
    handCount: "Main",
    handSplit: "{0} Bibliothèque + {1} Faction",
    libraryCount: "Bibliothèque",
    factionCount: "Deck Faction",
    agenda: "Cabale",
    haven: "Refuge",
    rival: "Rival",
    inHaven: "Au Refuge",
    streets: "Dans la Rue",
    torpor: "Torpeur",
    ongoing: "Persistantes",
    conspiracies: "Conspirations",
    discardPile: "Défausse",
    party: "Groupe {0}",
    city: "La Cité",
    cityDeck: "Deck Cité : {0} cartes",
    cityDiscard: "Défausse de la Cité",
    cityStreets: "Dans la Rue",
    leader: "Meneur",
    exhausted: "épuisé",
    noInfluence: "sans Influence",
    tokenOf: "jeton de {0}",
    bloodOf: "Sang {0}/{1}",
    bloodN: "{0} Sang",
    apN: "{0} PC",
    bpN: "PS {0}",
    prestigeOn: "{0} Prestige",
    faceDown: "face cachée",
    acting: "joue",
    eliminated: "éliminé",
    rivalOf: "Rival : {0}",
    attack: "Attaque en cours",
    attacks: "{0} attaque {1}",
    noTarget: "une cible à choisir",
    blockedBy: "bloquée par {0}",
    scheme: "Intrigue en cours : {0} de {1}",
    played: "{0} a joué",
    side_yes: "{0} : OUI, {1} d'Influence visible",
    side_no: "{0} : NON, {1} d'Influence visible",
    side_abstain: "{0} s'abstient",
    revealed: "révélées",
    notRevealed: "face cachée jusqu'à la révélation",
    type_ranged: "Distant",
    type_physical: "Physique",
    type_social: "Social",
    type_mental: "Mental",
    yourHand: "Votre main",
    yourVampires: "Vampires",
    yourLibrary: "Cartes de Bibliothèque",
    turnOf: "Tour {0} : {1}",
    phase_setup: "mise en place",
    phase_beginning: "phase de début",
    phase_action: "phase d'action",
    phase_end: "phase de fin",
    phase_over: "fin de partie",
    score: "{0} PC",
  },
};

// The colours of the kinds of Rivals cards (the shared style sheet's
// classes where they fit).
const kindClass = {
  vampire: "type-vampire", retainer: "type-retainer", title: "type-master", library: "type-action",
  mortal: "type-ally", antagonist: "type-combat", event: "type-modifier", city: "type-modifier",
};

// cardEl draws a card: its name, Blood (of its Blood Potency), Agenda
// points, Leader, exhaustion, tokens and the cards attached to it; a
// face-down card shows no name.
function cardEl(c, ctx) {
  if (c.hidden) {
    const e = el("span", { class: "card hidden", title: t("faceDown") }, el("span", { class: "name", text: "?" }));
    if (c.blood) e.append(el("b", { class: "counters", text: t("prestigeOn", c.blood) }));
    return e;
  }
  const bits = [];
  if (c.kind === "vampire" && ctx.inHand) bits.push(el("b", { class: "blood", text: t("bpN", c.bp ?? 0) }));
  else if (c.kind === "vampire") bits.push(el("b", { class: "blood", title: t("bloodOf", c.blood ?? 0, c.bp ?? 0), text: `${c.blood ?? 0}/${c.bp ?? 0}` }));
  else if (c.blood) bits.push(el("b", { class: "blood", text: t("bloodN", c.blood) }));
  if (c.ap) bits.push(el("b", { class: "life", text: t("apN", c.ap) }));
  const marks = [];
  if (c.leader) marks.push(t("leader"));
  if (c.exhausted) marks.push(t("exhausted"));
  if (c.no_influence) marks.push(t("noInfluence"));
  if (c.token !== undefined && c.token !== null) marks.push(t("tokenOf", ctx.seatName(c.token)));
  if (marks.length) bits.push(el("i", { class: "marks", text: marks.join(" · ") }));
  const classes = ["card", kindClass[c.kind] || "type-other"];
  if (c.exhausted) classes.push("locked");
  if (c.leader) classes.push("leader");
  const e = el("span", { class: classes.join(" "), dataset: { name: c.name, kind: c.kind || "" } },
    el("span", { class: "name", text: c.name }), bits);
  if (c.attached?.length) e.append(el("span", { class: "attached" }, c.attached.map((a) => cardEl(a, ctx))));
  return e;
}

function cardsEl(cards, ctx, id) {
  return el("div", { class: "cards", id }, cards?.length ? cards.map((c) => cardEl(c, ctx)) : el("span", { class: "muted", text: t("empty") }));
}

function region(key, cards, ctx, always = false) {
  if (!cards?.length && !always) return null;
  return el("div", { class: "region", dataset: { region: key } }, el("h4", { text: t(key) }), cardsEl(cards, ctx));
}

// streets draws a player's vampires in the Streets party by party, when
// there are two parties or more.
function streets(cards, ctx) {
  if (!cards?.length) return null;
  const parties = [];
  for (const c of cards) {
    let p = parties.find((x) => x.id === c.party);
    if (!p) parties.push(p = { id: c.party, cards: [] });
    p.cards.push(c);
  }
  const body = parties.length < 2 ? cardsEl(cards, ctx) : parties.map((p, i) =>
    el("div", { class: "party", style: "border-left: 2px solid var(--line); padding-left: .4rem; margin: .2rem 0" },
      el("small", { class: "muted", text: t("party", i + 1) }), cardsEl(p.cards, ctx)));
  return el("div", { class: "region", dataset: { region: "streets" } }, el("h4", { text: t("streets") }), body);
}

const stat = (key, value) => el("span", { class: "stat" }, el("small", { text: t(key) }), el("strong", { text: String(value) }));

// player draws what a player adds to its seat's panel.
function player(table, p, ctx, over) {
  const acting = table.active === p.seat && !over && table.phase !== "setup";
  const classes = [], badges = [];
  if (acting) classes.push("active");
  if (p.eliminated) classes.push("ousted");
  if (acting) badges.push(el("span", { class: "badge active", text: t("acting") }));
  if (p.eliminated) badges.push(el("span", { class: "badge ousted", text: t("eliminated") }));
  if (p.rival >= 0) badges.push(el("span", { class: "badge", text: t("rivalOf", ctx.seatName(p.rival)) }));
  const discard = p.discard || [];
  return {
    classes, badges,
    body: [
      el("div", { class: "stats" }, stat("prestige", p.prestige), stat("agendaPoints", `${p.ap}/13`),
        stat("handCount", t("handSplit", p.hand_library, p.hand_faction)),
        stat("libraryCount", p.library), stat("factionCount", p.faction)),
      el("div", { class: "stats" }, stat("agenda", p.agenda), stat("haven", p.haven)),
      region("inHaven", p.in_haven, ctx), streets(p.streets, ctx), region("torpor", p.torpor, ctx),
      region("ongoing", p.ongoing, ctx), region("conspiracies", p.face_down, ctx),
      discard.length ? el("details", { class: "ash" }, el("summary", { text: `${t("discardPile")} (${discard.length})` }),
        el("div", { class: "cards" }, discard.map((n) => cardEl({ name: n, kind: "library" }, ctx)))) : null,
    ].filter(Boolean),
  };
}

const nameOf = (c) => (c ? (c.hidden ? t("faceDown") : c.name) : t("noTarget"));

// fight draws the attack or the Scheme in progress and its cards, face
// down until they are revealed.
function fight(f, ctx) {
  const lines = [];
  if (f.kind === "scheme") {
    lines.push(el("h3", { text: t("scheme", nameOf(f.scheme), ctx.seatName(f.seat)) }));
  } else {
    lines.push(el("h3", { text: t("attack") }));
    const what = [t("attacks", `${nameOf(f.attacker)} (${ctx.seatName(f.seat)})`, nameOf(f.target))];
    if (f.type) what.push(t("type_" + f.type));
    if (f.blocker) what.push(t("blockedBy", nameOf(f.blocker)));
    lines.push(el("p", { class: "fight-what", text: what.join(" · ") }));
  }
  for (const c of f.commits || []) {
    lines.push(el("div", { class: "commit", text: t("side_" + c.side, ctx.seatName(c.seat), c.influence) }));
  }
  for (const p of f.played || []) {
    lines.push(el("div", { class: "region played" }, el("h4", { text: t("played", ctx.seatName(p.seat)) }),
      el("div", { class: "cards" }, cardEl(p.card, ctx))));
  }
  if (f.played?.length) lines.push(el("small", { class: "muted", text: t(f.revealed ? "revealed" : "notRevealed") }));
  return el("section", { id: "fight", class: "panel", style: "border-color: var(--accent2)" }, lines);
}

/** draw draws state.table: the players on the seats' panels; the City,
 * the attack or Scheme in progress and the seat's own hand below. */
export function draw(state, ctx) {
  const table = state.table || {};
  const over = !!state.result || table.phase === "over";
  const seats = {};
  for (const p of table.players || []) seats[p.seat] = player(table, p, ctx, over);
  const parts = [];
  if (table.fight) parts.push(fight(table.fight, ctx));
  parts.push(el("section", { id: "city", class: "panel" },
    el("h2", { text: t("city") }),
    el("div", { class: "stats" }, el("span", { class: "stat", text: t("cityDeck", table.city_deck ?? 0) })),
    el("div", { class: "region" }, el("h4", { text: t("cityStreets") }), cardsEl(table.streets, ctx, "city-streets")),
    table.city_discard?.length ? el("details", { class: "ash" }, el("summary", { text: `${t("cityDiscard")} (${table.city_discard.length})` }),
      el("div", { class: "cards" }, table.city_discard.map((n) => cardEl({ name: n, kind: "city" }, ctx)))) : null));
  if (state.seat >= 0) {
    const hand = table.hand || [];
    parts.push(el("section", { id: "me", class: "panel me" },
      el("h2", { text: t("yourHand") }),
      el("h3", { text: t("yourVampires") }), cardsEl(hand.filter((c) => c.kind === "vampire"), { ...ctx, inHand: true }, "hand-vampires"),
      el("h3", { text: t("yourLibrary") }), cardsEl(hand.filter((c) => c.kind !== "vampire"), ctx, "hand")));
  }
  return {
    turn: table.phase && table.phase !== "setup" && !over ? t("turnOf", table.turn, ctx.seatName(table.active)) : undefined,
    phase: table.phase ? t("phase_" + table.phase) : undefined,
    seats,
    table: el("div", { id: "rivals", style: "display: flex; flex-direction: column; gap: .7rem" }, parts),
  };
}

/** score shows a player's Agenda points. */
export function score(v) {
  return t("score", v);
}
