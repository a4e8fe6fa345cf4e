// Heritage's renderer for the game page (game.js loads it for a game whose
// view says "game": "heritage").
// Each seat's Lineage (a tree of vampires with their markers) on its
// panel; the round, the Antechamber, the three conflict boards, the
// missions, the seat's own hand and the chronicle's progress on the table.
// It draws state.table, the JSON of heritage/heritagegame ViewJSON.
import { t, el } from "/static/i18n.js";

/** The words of the Heritage table, in English and French. */
export const words = {
  en: {
    round: "Round {0} of {1}",
    first: "First player: {0}",
    antechamber: "Antechamber",
    slot: "Slot {0}",
    reserved: "reserved by {0}",
    deck: "{0} characters in the deck",
    boards: "Conflicts",
    missions: "Missions",
    claimedBy: "claimed by {0}",
    vp: "{0} VP",
    yourHand: "Your intrigues",
    hand: "Intrigues",
    pile: "Pile",
    power: "Power",
    favors: "Favors",
    infamy: "Infamy",
    exhausted: "exhausted",
    torpor: "torpor",
    ankhs: "Ankhs: {0}",
    chronicle: "Chronicle: chapter {0}, era {1}",
    chronicleOf: "Chronicle: chapter {0} of {1}, era {2} of {3}",
    titles: "Titles",
    assets: "Assets",
    servant: "Servant",
    phase_play: "playing",
    phase_over: "game over",
    turnOf: "{0}'s turn",
    score: "{0} VP",
    table: "Table",
    vpNow: "VP",
    marker: "Marker on space {0} (0: neutral; + high clans, − low clans)",
    seatSpace: "{0}: space {1}, {2}",
    cities: "Ankhs by city: {0}",
    brazier: "Brazier: {0}",
    column: "Column {0}: space {1}, {2}",
    track: "Track {0}: {1} Investigators, {2} Ankhs",
    box: "Investigators in the box: {0}",
    inside: "In the Court: {0}",
    time: "Time: {0}",
    holder: "Title {0}: {1}",
    nobody: "nobody",
    region: "Region {0}: {1}",
    faceDown: "face down",
    supply: "Tokens in the supply: {0}, discarded: {1}",
    allegiance: "Allegiances: {0}",
    chronicleBoards: "Conflicts of the chronicle: {0}",
    booklet: "Chapters recorded: {0}",
    prince: "{0}: Ankhs on spaces {1} ({2} held)",
    princesAhead: "Ahead: {0}",
  },
  fr: {
    round: "Tour {0} sur {1}",
    first: "Premier joueur : {0}",
    antechamber: "Antichambre",
    slot: "Emplacement {0}",
    reserved: "réservé par {0}",
    deck: "{0} personnages dans la pioche",
    boards: "Conflits",
    missions: "Missions",
    claimedBy: "revendiquée par {0}",
    vp: "{0} PV",
    yourHand: "Vos intrigues",
    hand: "Intrigues",
    pile: "Pioche",
    power: "Pouvoir",
    favors: "Faveurs",
    infamy: "Infamie",
    exhausted: "épuisé",
    torpor: "torpeur",
    ankhs: "Ankhs : {0}",
    chronicle: "Chronique : chapitre {0}, époque {1}",
    chronicleOf: "Chronique : chapitre {0} sur {1}, époque {2} sur {3}",
    titles: "Titres",
    assets: "Atouts",
    servant: "Serviteur",
    phase_play: "en cours",
    phase_over: "fin de partie",
    turnOf: "Au tour de {0}",
    score: "{0} PV",
    table: "Table",
    vpNow: "PV",
    marker: "Marqueur sur la case {0} (0 : neutre ; + hauts clans, − bas clans)",
    seatSpace: "{0} : case {1}, {2}",
    cities: "Ankhs par cité : {0}",
    brazier: "Brasero : {0}",
    column: "Colonne {0} : case {1}, {2}",
    track: "Piste {0} : {1} enquêteurs, {2} Ankhs",
    box: "Enquêteurs dans la boîte : {0}",
    inside: "Dans la Cour : {0}",
    time: "Temps : {0}",
    holder: "Titre {0} : {1}",
    nobody: "personne",
    region: "Région {0} : {1}",
    faceDown: "face cachée",
    supply: "Jetons en réserve : {0}, défaussés : {1}",
    allegiance: "Allégeances : {0}",
    chronicleBoards: "Conflits de la chronique : {0}",
    booklet: "Chapitres consignés : {0}",
    prince: "{0} : Ankhs sur les cases {1} ({2} tenues)",
    princesAhead: "En tête : {0}",
  },
};

const stat = (key, value) => el("span", { class: "stat" }, el("small", { text: t(key) }), el("strong", { text: String(value) }));

function attrs(a) {
  return a ? [a.social, a.temper, a.geo, a.archetype].filter(Boolean).join(" · ") : "";
}

// vampireEl draws a vampire and, below it, its childer.
function vampireEl(v, byID) {
  const flags = [];
  if (v.exhausted) flags.push(t("exhausted"));
  if (v.torpor) flags.push(t("torpor"));
  if (v.ankhs?.length) flags.push(t("ankhs", v.ankhs.join(", ")));
  const kids = (byID.children[v.id] || []).map((c) => vampireEl(c, byID));
  return el("li", { class: v.torpor ? "vampire torpor" : "vampire", dataset: { id: String(v.id) } },
    el("span", { class: "name", text: v.name }),
    el("small", { text: " " + attrs(v.attributes) }),
    el("div", { class: "stats" }, stat("power", v.power), stat("favors", v.favors), stat("infamy", v.infamy)),
    flags.length ? el("small", { class: "muted", text: flags.join(" · ") }) : "",
    kids.length ? el("ul", {}, kids) : "");
}

function lineage(vampires) {
  const byID = { children: {} };
  let root = null;
  for (const v of vampires || []) {
    if (v.sire < 0) root = v;
    else (byID.children[v.sire] ||= []).push(v);
  }
  return root ? el("ul", { class: "lineage" }, vampireEl(root, byID)) : el("span", { class: "muted", text: "—" });
}

// generic describes a board state of a kind this renderer does not know,
// key by key.
function generic(v) {
  if (v === null || v === undefined) return "—";
  if (Array.isArray(v)) return v.map(generic).join(", ");
  if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${k} ${generic(x)}`).join(" · ");
  return String(v);
}

// boardLines describes a conflict board's state in words (§7.2), one
// line each.
function boardLines(b, ctx) {
  const s = b.state || {};
  switch (b.kind) {
    case "high-low":
      return [t("marker", s.Pos ?? 0)];
    case "beast":
    case "humanity":
      return (s.Pos || []).map((p, i) => t("seatSpace", ctx.seatName(i), p, (s.Face || [])[i] || ""));
    case "anarch-revolt":
      return [t("cities", Object.entries(s.Cities || {}).map(([c, n]) => `${c} ${n}`).join(" · ")), t("brazier", s.Brazier ?? 0)];
    case "inquisition":
      return (s.Pos || []).map((p, i) => t("column", i + 1, p, (s.Face || [])[i] || ""));
    case "masquerade":
      return [...(s.Inv || []).map((n, i) => t("track", i + 1, n, (s.Ankhs || [])[i] ?? 0)), t("box", s.Box ?? 0)];
    case "court":
      return [t("inside", (s.Inside || []).join(", ") || "—"), t("time", s.Time ?? 0),
        ...(s.Holder || []).map((h, i) => t("holder", i + 1, h >= 0 ? ctx.seatName(h) : t("nobody")))];
    case "princes":
      return [...(s.princes || []).map((p, i) => t("prince", p, (s.ankhs?.[i] || []).map((x) => x + 1).join(", "), s.control?.[i] ?? 0)),
        t("princesAhead", (s.winners || []).join(", ") || t("nobody"))];
    case "sabbat-wars":
      return [...(s.regions || []).map((r, i) => t("region", i + 1,
        (r || []).map((x) => x.faceUp ? `${x.faction} ${x.value ?? ""}`.trim() : t("faceDown")).join(", ") || "—")),
        t("supply", s.supply ?? 0, s.discarded ?? 0), t("allegiance", (s.allegiance || []).join(", ") || "—")];
  }
  return [generic(s)];
}

/** draw draws state.table: each seat's Lineage on its panel; the
 * Antechamber, the boards, the missions, the hand, the chronicle below. */
export function draw(state, ctx) {
  const table = state.table || {};
  const seats = {};
  for (const p of table.players || []) {
    seats[p.seat] = {
      badges: [p.clanName || p.clan],
      body: [el("div", { class: "stats" }, stat("vpNow", p.vp ?? 0), stat("hand", p.hand), stat("pile", p.pile)), lineage(p.vampires)],
    };
  }
  const ante = (table.antechamber || []).map((a) =>
    el("div", { class: "card", dataset: { name: a.name || "" } },
      el("small", { text: t("slot", a.slot) }), el("span", { class: "name", text: a.name || "—" }),
      el("small", { text: " " + attrs(a.attributes) }),
      a.reservedBy >= 0 ? el("small", { class: "muted", text: " " + t("reserved", ctx.seatName(a.reservedBy)) }) : ""));
  const boards = (table.boards || []).map((b) =>
    el("div", { class: "region", dataset: { kind: b.kind || "" } }, el("h4", { text: b.name }),
      el("ul", {}, boardLines(b, ctx).map((line) => el("li", { text: line })))));
  const missions = (table.missions || []).map((m) =>
    el("li", { text: `${m.name} (${m.attribute})` + (m.vp ? " · " + t("vp", m.vp) : "") + (m.claimer >= 0 ? " · " + t("claimedBy", ctx.seatName(m.claimer)) : "") }));
  const parts = [
    el("h2", { text: t("table") }),
    el("div", { class: "stats" }, el("span", { text: t("round", table.round ?? 0, table.rounds ?? 0) }),
      el("span", { text: " · " + t("first", ctx.seatName(table.first ?? 0)) }), el("span", { text: " · " + t("deck", table.deck ?? 0) })),
    el("h3", { text: t("antechamber") }), el("div", { id: "antechamber", class: "cards" }, ante),
    el("h3", { text: t("boards") }), el("div", { id: "boards" }, boards),
    el("h3", { text: t("missions") }), el("ul", { id: "missions" }, missions),
  ];
  if (state.seat >= 0) {
    parts.push(el("h3", { text: t("yourHand") }),
      el("div", { id: "hand", class: "cards" }, (table.hand || []).map((n) => el("span", { class: "card" }, el("span", { class: "name", text: n })))));
  }
  const c = table.chronicle;
  if (c) {
    parts.push(el("h3", { text: c.chapters ? t("chronicleOf", c.chapter, c.chapters, c.era, c.eras) : t("chronicle", c.chapter, c.era) }), c.preview ? el("p", { text: c.preview }) : "",
      el("p", { class: "muted", text: t("booklet", c.booklet ?? 0) + " · " + t("chronicleBoards", (c.boards || []).join(", ")) }),
      el("ul", {}, (c.players || []).map((p) => el("li", { text: `${p.name}: ${t("titles")} ${p.titles?.length ?? 0} · ${t("assets")} ${(p.assets || []).join(", ") || "—"}` + (p.servant ? ` · ${t("servant")} ${p.servant}` : "") }))));
  }
  const turnSeat = state.waiting?.seat ?? (state.decision ? state.seat : -1);
  return {
    turn: turnSeat >= 0 ? t("turnOf", ctx.seatName(turnSeat)) : undefined,
    phase: state.status?.phase ? t("phase_" + state.status.phase) : undefined,
    seats,
    table: el("section", { id: "heritage", class: "panel me" }, parts),
  };
}

/** score shows a seat's victory points. */
export function score(v) {
  return t("score", v);
}
