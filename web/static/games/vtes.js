// V:TES's renderer for the game page (game.js loads it for a game whose
// view says "game": "vtes"): each Methuselah's pool, victory points and
// regions on the seats' panels, and the seat's own hand and uncontrolled
// region under the question. It draws state.table, the JSON of
// vtes/vtesgame/view.go, and holds no rule.
import { t, el } from "/static/i18n.js";

/** The words of the V:TES table, in English and French. */
export const words = {
  en: {
    pool: "Pool",
    vp: "VP",
    handCount: "Hand",
    library: "Library",
    crypt: "Crypt",
    uncontrolled: "Uncontrolled",
    ready: "Ready",
    torpor: "Torpor",
    inPlay: "In play",
    openHand: "Open hand",
    ash: "Ash heap",
    edge: "Edge",
    active: "acting",
    ousted: "ousted",
    yourHand: "Your hand",
    yourUncontrolled: "Your uncontrolled region",
    phase_setup: "setup",
    phase_unlock: "unlock phase",
    phase_master: "master phase",
    phase_minion: "minion phase",
    phase_influence: "influence phase",
    phase_discard: "discard phase",
    phase_over: "game over",
    capacity: "capacity {0}",
    life: "life",
    poolCost: "{0} pool",
    bloodCost: "{0} blood",
    prey: "prey {0}",
    predator: "predator {0}",
    held: "Held out of play",
  },
  fr: {
    pool: "Réserve",
    vp: "PV",
    handCount: "Main",
    library: "Bibliothèque",
    crypt: "Crypte",
    uncontrolled: "Incontrôlés",
    ready: "Disponibles",
    torpor: "Torpeur",
    inPlay: "En jeu",
    openHand: "Main révélée",
    ash: "Cendres",
    edge: "Avantage",
    active: "agit",
    ousted: "évincé",
    yourHand: "Votre main",
    yourUncontrolled: "Votre région incontrôlée",
    phase_setup: "mise en place",
    phase_unlock: "phase de redressement",
    phase_master: "phase de maître",
    phase_minion: "phase des serviteurs",
    phase_influence: "phase d'influence",
    phase_discard: "phase de défausse",
    phase_over: "fin de partie",
    capacity: "capacité {0}",
    life: "vie",
    poolCost: "{0} de réserve",
    bloodCost: "{0} de sang",
    prey: "proie {0}",
    predator: "prédateur {0}",
    held: "Tenues hors jeu",
  },
};

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
  // The cards it holds out of play (Gift of Proteus, The Erciyes
  // Fragments): named for their Methuselah, "?" for the others when they
  // are face down.
  if (c.held?.length) e.append(el("span", { class: "held", title: t("held") }, c.held.map(cardEl)));
  return e;
}

function region(labelKey, cards, always = false) {
  if (!cards?.length && !always) return null;
  return el("div", { class: "region" }, el("h4", { text: t(labelKey) }),
    el("div", { class: "cards" }, cards?.length ? cards.map(cardEl) : el("span", { class: "muted", text: t("empty") })));
}

/** The seats are drawn round a table (game.js), each Methuselah's prey on
 * their left (rules/vtes.md §1.6). */
export const layout = "round";

/** activeSeat is the acting Methuselah, for "auto-pass until my turn". */
export function activeSeat(state) {
  return state.table?.active;
}

// methuselah draws what a Methuselah adds to its seat's panel.
function methuselah(table, p, over, ctx) {
  const acting = table.active === p.seat && !over;
  const classes = [], badges = [];
  if (acting) classes.push("active");
  if (p.ousted) classes.push("ousted");
  if (table.edge === p.seat) badges.push(el("span", { class: "badge edge", text: t("edge") }));
  if (acting) badges.push(el("span", { class: "badge active", text: t("active") }));
  if (p.ousted) badges.push(el("span", { class: "badge ousted", text: t("ousted") }));
  const stat = (key, value) => el("span", { class: "stat" }, el("small", { text: t(key) }), el("strong", { text: String(value) }));
  const blood = p.uncontrolled_blood || [];
  const ash = p.ash || [];
  return {
    classes, badges, title: p.name,
    body: [
      el("div", { class: "stats" }, stat("pool", p.pool), stat("vp", p.vp), stat("handCount", p.hand),
        stat("library", p.library), stat("crypt", p.crypt),
        stat("uncontrolled", p.uncontrolled + (blood.length ? ` (${blood.join("/")})` : ""))),
      // Who bleeds whom: prey and predator of every Methuselah still in.
      !p.ousted && (table.players || []).filter((q) => !q.ousted).length > 2 ? el("div", { class: "muted seating" },
        t("prey", ctx.seatName(p.prey)), " · ", t("predator", ctx.seatName(p.predator))) : null,
      region("ready", p.ready, true), region("torpor", p.torpor), region("inPlay", p.in_play),
      region("openHand", p.open_hand),
      ash.length ? el("details", { class: "ash" }, el("summary", { text: `${t("ash")} (${ash.length})` }),
        el("div", { class: "cards" }, ash.map(cardEl))) : null,
    ].filter(Boolean),
  };
}

/** draw draws state.table: the Methuselahs on the seats' panels, and the
 * seat's own hand and uncontrolled region (none for a spectator). */
export function draw(state, ctx) {
  const table = state.table || {};
  const seats = {};
  for (const p of table.players || []) seats[p.seat] = methuselah(table, p, !!state.result, ctx);
  let own = null;
  if (state.seat >= 0) {
    own = el("section", { id: "me", class: "panel me" },
      el("h2", { text: t("yourHand") }),
      el("div", { id: "hand", class: "cards" }, (table.hand || []).map(cardEl)),
      el("h3", { text: t("yourUncontrolled") }),
      el("div", { id: "uncontrolled", class: "cards" }, (table.uncontrolled || []).map(cardEl)));
  }
  return { phase: table.phase ? t("phase_" + table.phase) : undefined, seats, table: own };
}

/** score shows a Methuselah's victory points. */
export function score(v) {
  return `${v} ${t("vp")}`;
}

/** facts draws a card's facts from the official card files. */
export function facts(c) {
  const lines = [el("strong", { text: c.name })];
  const kind = [...(c.types || []), ...(c.clans || [])].join(" · ");
  if (kind) lines.push(el("div", { class: "muted", text: kind }));
  const bits = [];
  if (c.capacity) bits.push(t("capacity", c.capacity));
  if (c.disciplines?.length) bits.push(c.disciplines.map((d) => d.superior ? d.code.toUpperCase() : d.code).join(" "));
  if (c.title) bits.push(c.title);
  if (c.pool_cost?.amount || c.pool_cost?.x) bits.push(t("poolCost", c.pool_cost.x ? "X" : c.pool_cost.amount));
  if (c.blood_cost?.amount || c.blood_cost?.x) bits.push(t("bloodCost", c.blood_cost.x ? "X" : c.blood_cost.amount));
  if (bits.length) lines.push(el("div", { text: bits.join(" · ") }));
  if (c.text) lines.push(el("p", { text: c.text }));
  return lines;
}
