// Ancient Blood's renderer for the game page (game.js loads it for a game
// whose view says "game": "ancientblood"): the board drawn from the pack's
// tiles as SVG (tiles, walls, doors, windows, zones and their line-of-sight
// points), the figures and tokens in their zones, the clock, each hunter's
// board (hit points, vials, skills, items) on its seat's panel, the village,
// and the enemies' last activation step by step. It draws state.table, the
// JSON of ancientblood/abgame (abgame.go, view.go), and holds no rule.
import { t, el } from "/static/i18n.js";

/** The words of the Ancient Blood table, in English and French. */
export const words = {
  en: {
    story: "Story {0}",
    chest: "Chest: {0} coins",
    encounter: "Encounter {0}",
    abclock: "Round {0} of 12 · {1}",
    day: "Day",
    night: "Night",
    hp: "HP",
    vials: "Vials",
    skills: "Skills",
    items: "Items",
    none: "none",
    unconscious: "unconscious",
    trapped: "trapped",
    corrupted: "corrupted",
    acting: "acting",
    outside: "outside",
    asleep: "asleep",
    awake: "awake",
    wounds: "{0}/{1} HP",
    board: "The board",
    legend: "Walls black · open door green · closed door brown · window blue (dashed: barricaded) · unexplored rooms shaded · point at a zone to see its line of sight",
    unexplored: "Unexplored: {0}",
    covers: "Cover tokens",
    figures: "Enemies",
    activation: "The enemies' last activation",
    noActivation: "The enemies have not activated yet.",
    village: "Village {0}, round {1}",
    building: "Building {0}: {1}",
    unvisited: "not visited",
    over: "The story is over.",
    won: "The hunters won.",
    turnOf: "{0} acts",
    hunters: "Hunters",
    where: "Zone",
    sees: "{0} sees {1}",
  },
  fr: {
    story: "Histoire {0}",
    chest: "Coffre : {0} pièces",
    encounter: "Rencontre {0}",
    abclock: "Manche {0} sur 12 · {1}",
    day: "Jour",
    night: "Nuit",
    hp: "PV",
    vials: "Fioles",
    skills: "Compétences",
    items: "Objets",
    none: "aucun",
    unconscious: "inconscient",
    trapped: "coincé",
    corrupted: "corrompu",
    acting: "agit",
    outside: "dehors",
    asleep: "endormi",
    awake: "éveillé",
    wounds: "{0}/{1} PV",
    board: "Le plateau",
    legend: "Murs noirs · porte ouverte verte · porte fermée brune · fenêtre bleue (tirets : barricadée) · pièces inexplorées grisées · pointez une zone pour voir sa ligne de vue",
    unexplored: "Inexplorées : {0}",
    covers: "Jetons de couvert",
    figures: "Ennemis",
    activation: "La dernière activation des ennemis",
    noActivation: "Les ennemis ne se sont pas encore activés.",
    village: "Village {0}, manche {1}",
    building: "Bâtiment {0} : {1}",
    unvisited: "non visité",
    over: "L'histoire est terminée.",
    won: "Les chasseurs ont gagné.",
    turnOf: "{0} agit",
    hunters: "Chasseurs",
    where: "Zone",
    sees: "{0} voit {1}",
  },
};

const NS = "http://www.w3.org/2000/svg";
const SCALE = 70; // pixels per grid unit
const HUNTER_COLOURS = ["#1f6fb2", "#2e8b57", "#8a4fbf", "#c07a00"];

function svg(tag, attrs = {}, ...children) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined && v !== null) e.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c !== undefined && c !== null && c !== false) e.append(c);
  }
  return e;
}

function text(x, y, s, attrs = {}) {
  return svg("text", { x, y, "font-size": 13, "text-anchor": "middle", "pointer-events": "none", ...attrs }, document.createTextNode(s));
}

function line(s, attrs) {
  return svg("line", { x1: s[0] * SCALE, y1: s[1] * SCALE, x2: s[2] * SCALE, y2: s[3] * SCALE, "stroke-linecap": "round", ...attrs });
}

const short = (zone) => zone.split(":").pop(); // "hp-1a:b" → "b"
const initials = (name) => name.split(/\s+/).filter((w) => /^[A-ZÀ-Ý]/.test(w)).map((w) => w[0]).join("").slice(0, 2) || name.slice(0, 2);

/** mapEl draws the encounter's board: tiles, walls, doors, windows, zones,
 * covers, figures and hunters. */
function mapEl(enc, hunters) {
  const m = enc.map || { w: 8, h: 4, tiles: [], walls: [] };
  const pad = 20;
  const W = m.w * SCALE, H = m.h * SCALE;
  const g = svg("svg", { id: "ab-map", viewBox: `${-pad} ${-pad} ${W + 2 * pad} ${H + 2 * pad}`, width: "100%", role: "img", "aria-label": t("board") });
  const zones = {};
  for (const z of enc.zones || []) zones[z.id] = z;
  const unexplored = new Set(enc.unexplored || []);
  for (const tl of m.tiles || []) {
    g.append(svg("rect", { x: tl.x * SCALE, y: tl.y * SCALE, width: tl.w * SCALE, height: tl.h * SCALE, fill: "#f4efe3", stroke: "#cbbf9f" }),
      text((tl.x + 0.1) * SCALE, (tl.y + tl.h) * SCALE - 6, tl.code, { "text-anchor": "start", fill: "#a89a78", "font-size": 11 }));
  }
  for (const o of m.outlines || []) {
    g.append(svg("polygon", { points: o.points.map((p) => `${p[0] * SCALE},${p[1] * SCALE}`).join(" "), fill: "none", stroke: "#d8cdb0", "stroke-dasharray": "3 3" }));
  }
  // Unexplored rooms are shaded around their zones' points.
  for (const z of enc.zones || []) {
    if (unexplored.has(z.room)) g.append(svg("circle", { cx: z.x * SCALE, cy: z.y * SCALE, r: SCALE * 0.75, fill: "#00000014" }));
  }
  for (const w of m.walls || []) g.append(line(w, { stroke: "#222", "stroke-width": 5 }));
  for (const d of m.doors || []) {
    g.append(line(d.seg, { stroke: d.open ? "#3c9a3c" : "#7a4a1a", "stroke-width": d.open ? 4 : 8, "stroke-dasharray": d.open ? "6 4" : null, class: d.open ? "door open" : "door closed" }));
  }
  for (const w of enc.windows || []) {
    g.append(line(w.seg, { stroke: "#2a7bd1", "stroke-width": 8, "stroke-dasharray": w.open ? null : "4 4", class: w.open ? "window open" : "window barricaded" }));
  }
  // Each zone: its line-of-sight point, its name, then what stands in it.
  const inZone = {};
  for (const z of enc.zones || []) inZone[z.id] = [];
  (hunters || []).forEach((h, i) => {
    if (h.zone && inZone[h.zone]) inZone[h.zone].push({ kind: "hunter", label: initials(h.name), colour: HUNTER_COLOURS[i % 4], title: `${h.name}: ${t("wounds", h.hp, h.maxHp)}`, active: h.active, out: h.unconscious });
  });
  for (const f of enc.figures || []) {
    if (inZone[f.zone]) inZone[f.zone].push({ kind: "enemy", label: initials(f.name), colour: f.asleep ? "#777" : "#b22222", title: `${f.name}: ${t("wounds", f.hp - f.wounds, f.hp)}, ${t(f.asleep ? "asleep" : "awake")}`, hp: `${f.hp - f.wounds}` });
  }
  for (const c of enc.covers || []) {
    if (inZone[c.zone]) inZone[c.zone].push({ kind: "cover", label: "▣", colour: "#8b6d3f", title: `${c.type} (${c.hp})` });
  }
  for (const z of enc.zones || []) {
    const cx = z.x * SCALE, cy = z.y * SCALE;
    g.append(svg("circle", { cx, cy, r: SCALE * 0.55, fill: "#e9e1cc", stroke: "#d3c7a6", "stroke-dasharray": "2 4", class: "zone", "data-zone": z.id }),
      svg("circle", { cx, cy, r: 4, fill: "#555", "pointer-events": "none" }),
      text(cx, cy - SCALE * 0.42, short(z.id) + (z.stairs ? " ⇅" : ""), { fill: "#6b5d3d", "font-weight": "bold" }));
    const items = inZone[z.id];
    const n = items.length;
    items.forEach((it, k) => {
      const x = cx + (k - (n - 1) / 2) * 30, y = cy + 18;
      const shape = it.kind === "enemy"
        ? svg("rect", { x: x - 12, y: y - 12, width: 24, height: 24, rx: 3, fill: it.colour, stroke: "#000" })
        : it.kind === "cover"
          ? svg("rect", { x: x - 11, y: y - 11, width: 22, height: 22, fill: "#e8d6a8", stroke: it.colour })
          : svg("circle", { cx: x, cy: y, r: 12, fill: it.out ? "#bbb" : it.colour, stroke: it.active ? "#ffd700" : "#000", "stroke-width": it.active ? 4 : 1 });
      g.append(svg("g", { class: "figure " + it.kind }, svg("title", {}, document.createTextNode(it.title)), shape,
        text(x, y + 4, it.label, { fill: it.kind === "cover" ? "#6b4e1e" : "#fff", "font-size": 11, "font-weight": "bold" })));
    });
  }
  // Line of sight on request: pointing at a zone colours the zones it
  // sees (the view computes them from the walls and doors).
  const discs = {};
  for (const d of g.querySelectorAll("circle.zone")) discs[d.getAttribute("data-zone")] = d;
  for (const z of enc.zones || []) {
    const d = discs[z.id];
    d.append(svg("title", {}, document.createTextNode(t("sees", short(z.id), (z.sees || []).map(short).join(", ") || t("none")))));
    d.addEventListener("mouseenter", () => {
      d.setAttribute("fill", "#f7d774");
      for (const s of z.sees || []) discs[s]?.setAttribute("fill", "#fbe9a8");
    });
    d.addEventListener("mouseleave", () => { for (const x of Object.values(discs)) x.setAttribute("fill", "#e9e1cc"); });
  }
  return g;
}

function hunterBody(h, i) {
  const flags = [];
  if (h.active) flags.push(t("acting"));
  if (h.unconscious) flags.push(t("unconscious"));
  if (h.trapped) flags.push(t("trapped"));
  if (h.corrupted) flags.push(t("corrupted"));
  const where = h.zone ? short(h.zone) : (h.where || t("outside"));
  // The hunter's disc on the board, as the page's style rules allow no
  // inline style: a small SVG of its own.
  const token = svg("svg", { class: "ab-token", width: 26, height: 26, viewBox: "0 0 26 26" },
    svg("circle", { cx: 13, cy: 13, r: 12, fill: HUNTER_COLOURS[i % 4], stroke: "#000" }),
    text(13, 17, initials(h.name), { fill: "#fff", "font-size": 11, "font-weight": "bold" }));
  return [
    el("div", { class: "stats" }, token, " ",
      el("span", { class: "stat" }, el("small", { text: t("hp") }), el("strong", { text: `${h.hp}/${h.maxHp}` })),
      el("span", { class: "stat" }, el("small", { text: t("vials") }), el("strong", { text: String(h.vials) })),
      el("span", { class: "stat" }, el("small", { text: t("where") }), el("strong", { text: where }))),
    flags.length ? el("small", { class: "muted", text: flags.join(" · ") }) : "",
    el("div", { class: "ab-skills" }, el("small", { text: t("skills") + ": " }), (h.skills || []).join(" · ") || t("none")),
    el("div", { class: "ab-items" }, el("small", { text: t("items") + ": " }), (h.cards || []).join(" · ") || t("none")),
  ];
}

/** draw draws state.table: each hunter's board on its seat's panel; the
 * story, the clock, the board, the enemies and their last activation. */
export function draw(state, ctx) {
  const table = state.table || {};
  const seats = {};
  for (const [i, h] of (table.hunters || []).entries()) {
    seats[h.seat] = { badges: [h.class], body: hunterBody(h, i), title: h.name };
  }
  const parts = [
    el("h2", { text: t("story", table.title || table.story || "") }),
    el("div", { class: "stats" }, el("span", { id: "ab-chest", text: t("chest", table.chest ?? 0) })),
  ];
  if (table.over) parts.push(el("p", { id: "ab-over", text: t("over") + (table.victory ? " " + t("won") : "") }));
  const enc = table.encounter;
  if (enc) {
    parts.push(el("h3", { text: t("encounter", enc.id) }),
      el("p", { id: "ab-clock", class: enc.night ? "night" : "day", text: (enc.night ? "☾ " : "☀ ") + t("abclock", enc.round, t(enc.night ? "night" : "day")) }),
      el("div", { id: "ab-board" }, mapEl(enc, table.hunters)),
      el("small", { class: "muted", text: t("legend") }));
    if (enc.unexplored?.length) parts.push(el("p", { text: t("unexplored", enc.unexplored.map(short).join(", ")) }));
    parts.push(el("h3", { text: t("figures") }),
      el("ul", { id: "ab-figures" }, (enc.figures || []).map((f) =>
        el("li", { text: `${f.name} — ${short(f.zone)} — ${t("wounds", f.hp - f.wounds, f.hp)}, ${t(f.asleep ? "asleep" : "awake")}` }))));
    if (enc.covers?.length) {
      parts.push(el("h3", { text: t("covers") }), el("ul", {}, enc.covers.map((c) => el("li", { text: `${c.type} — ${short(c.zone)} (${c.hp})` }))));
    }
  }
  const v = table.village;
  if (v) {
    parts.push(el("h3", { text: t("village", v.id, v.round) }),
      el("ul", { id: "ab-village" }, (v.locations || []).map((l, i) => el("li", { text: t("building", i + 1, l === "?" ? t("unvisited") : l) }))));
  }
  parts.push(el("h3", { text: t("activation") }),
    table.activation?.length
      ? el("ol", { id: "ab-activation" }, table.activation.map((s) => el("li", { text: s })))
      : el("p", { class: "muted", text: t("noActivation") }));
  const acting = (table.hunters || []).find((h) => h.active);
  return {
    turn: acting ? t("turnOf", acting.name) : undefined,
    phase: enc ? t("abclock", enc.round, t(enc.night ? "night" : "day")) : (v ? t("village", v.id, v.round) : undefined),
    seats,
    table: el("section", { id: "ancientblood", class: "panel me" }, parts),
  };
}
