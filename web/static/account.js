// Accounts and seats on the page: sign up, in and out, "my games" (the
// seats of the account, the ones waiting for you first), the seats this
// device opened without an account (kept in localStorage, so a closed tab
// loses nothing), keeping such a seat in the account (claim), and, on the
// game page, the undo button. The server does the checking: this module
// only calls /api/account… and draws what it answers.
import { t, el } from "/static/i18n.js";

const seatsKey = "kindred.seats";

async function call(url, body) {
  const opts = body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const r = await fetch(url, opts);
  const out = await r.json().catch(() => ({ error: r.statusText }));
  if (!r.ok) throw Object.assign(new Error(out.error || r.statusText), { status: r.status });
  return out;
}

/** localSeats returns the seats this device opened with their links. */
export function localSeats() {
  try {
    const list = JSON.parse(localStorage.getItem(seatsKey) || "[]");
    return Array.isArray(list) ? list.filter((s) => typeof s?.game === "string" && typeof s?.link === "string") : [];
  } catch {
    return [];
  }
}

/** rememberSeat keeps a seat's link on this device (the newest first, 50 at most). */
export function rememberSeat(game, seat, link) {
  const list = localSeats().filter((s) => !(s.game === game && s.seat === seat));
  list.unshift({ game, seat, link, time: Date.now() });
  localStorage.setItem(seatsKey, JSON.stringify(list.slice(0, 50)));
}

/** me returns the signed-in account's name, or "". */
export async function me() {
  try {
    return (await call("/api/account")).name || "";
  } catch {
    return "";
  }
}

// when says how long ago (or in how long) a moment is, in days, hours or minutes.
function when(ms) {
  const d = Math.abs(ms - Date.now()) / 60000;
  if (d >= 1440) return t("days", Math.round(d / 1440));
  if (d >= 60) return t("hours", Math.round(d / 60));
  return t("minutes", Math.max(1, Math.round(d)));
}

// turnBadge says whose turn a game is: yours, another seat's, or over.
function turnBadge(g, you) {
  if (g.over) return el("span", { class: "badge", text: t("state_over") });
  if (g.deciding === you || g.your_turn) {
    return el("span", { class: "badge your-turn", text: t("yourTurnSince", when(g.since || g.deciding_since || Date.now())) });
  }
  const w = g.waiting ?? g.deciding;
  if (w === undefined || w === null || w < 0) return el("span", { class: "badge", text: t("state_playing") });
  return el("span", { class: "badge", text: t("waitingFor", g.seats?.[w]?.name ?? t("seatN", w + 1)) });
}

// deadline says when a game's clock runs out.
function deadline(g) {
  return g.deadline ? el("span", { class: "muted", text: " · " + t("clockLeft", when(g.deadline)) }) : null;
}

// drawMyGames lists the account's games.
async function drawMyGames(box) {
  try {
    const { games } = await call("/api/account/games");
    box.replaceChildren(el("h3", { text: t("myGames") }),
      games.length ? el("ul", { id: "my-games" }, games.map((g) => el("li", { class: "my-game" + (g.your_turn ? " your-turn" : ""), dataset: { game: g.id } },
        el("a", { href: g.link, class: "open-seat", text: t("openSeat", g.seats?.[g.you]?.name ?? t("seatN", g.you + 1)) }), " · ",
        el("code", { text: g.id }), " · ", turnBadge(g, g.you), deadline(g))))
        : el("p", { class: "muted", text: t("noMyGames") }));
  } catch (e) {
    box.replaceChildren(el("p", { class: "error", text: e.message }));
  }
}

// drawLocalSeats lists the seats this device opened, with whose turn it is.
async function drawLocalSeats(box, signedIn) {
  const seats = localSeats();
  if (!seats.length) { box.replaceChildren(); return; }
  const items = await Promise.all(seats.map(async (s) => {
    let g = null;
    try { g = await call(`/api/games/${encodeURIComponent(s.game)}`); } catch { /* gone */ }
    const keep = signedIn ? el("button", {
      type: "button", class: "small keep", text: t("keepSeat"),
      onclick: async (ev) => {
        const token = new URL(s.link, location.href).searchParams.get("token") || "";
        try {
          await call(`/api/games/${encodeURIComponent(s.game)}/claim`, { seat: s.seat, token });
          ev.target.replaceWith(el("span", { class: "muted", text: t("kept") }));
        } catch (e) {
          ev.target.replaceWith(el("span", { class: "error", text: e.message }));
        }
      },
    }) : null;
    return el("li", { class: "local-seat", dataset: { game: s.game } },
      el("a", { href: s.link, class: "open-seat", text: t("openSeat", g?.seats?.[s.seat]?.name ?? t("seatN", s.seat + 1)) }), " · ",
      el("code", { text: s.game }), g ? [" · ", turnBadge(g, s.seat), deadline(g)] : null, keep ? [" ", keep] : null);
  }));
  box.replaceChildren(el("h3", { text: t("deviceSeats") }), el("ul", { id: "local-seats" }, items));
}

// drawAccount draws the account panel of the lobby.
async function drawAccount() {
  const panel = document.getElementById("account");
  if (!panel) return;
  const name = await me();
  const games = el("div", { id: "my-games-box" });
  const local = el("div", { id: "local-seats-box" });
  if (name) {
    panel.replaceChildren(el("h2", { text: t("account") }),
      el("p", {}, t("signedInAs", name), " ", el("button", {
        type: "button", class: "small", id: "sign-out", text: t("signOut"),
        onclick: async () => { await call("/api/account/logout", {}).catch(() => {}); drawAccount(); },
      })), games, local);
    drawMyGames(games);
  } else {
    const user = el("input", { id: "account-name", autocomplete: "username", maxlength: 32, placeholder: t("accountName"), "aria-label": t("accountName") });
    const pass = el("input", { id: "account-password", type: "password", autocomplete: "current-password", maxlength: 72, placeholder: t("password"), "aria-label": t("password") });
    const error = el("p", { class: "error", id: "account-error", role: "alert" });
    const submit = (path) => async (ev) => {
      ev.preventDefault();
      error.textContent = "";
      try {
        await call(path, { name: user.value.trim(), password: pass.value });
        drawAccount();
      } catch (e) {
        error.textContent = e.message;
      }
    };
    panel.replaceChildren(el("h2", { text: t("account") }),
      el("p", { class: "muted", text: t("accountWhy") }),
      el("form", { id: "account-form", onsubmit: submit("/api/account/login") }, user, pass,
        el("button", { type: "submit", class: "primary", id: "sign-in", text: t("signIn") }),
        el("button", { type: "button", id: "sign-up", text: t("signUp"), onclick: submit("/api/account/register") })),
      error, local);
  }
  drawLocalSeats(local, !!name);
}

/** seatTools draws, on the game page, the undo button of the seat (when the
 * server says the seat may take back its last choice). */
export function seatTools(state, send) {
  const prompt = document.getElementById("prompt");
  if (!prompt) return;
  let box = document.getElementById("seat-tools");
  if (!box) {
    box = el("div", { id: "seat-tools", class: "seat-tools" });
    prompt.append(box);
  }
  box.replaceChildren(state?.undo ? el("button", {
    type: "button", id: "undo", class: "small", text: t("undo"), title: t("undoHint"),
    onclick: (ev) => { ev.target.disabled = true; send({ type: "undo", at: state.at }); },
  }) : []);
}

// On the game page, a seat opened with its token is kept on this device.
const params = new URLSearchParams(location.search);
if (location.pathname.startsWith("/play/") && params.get("seat") !== null && params.get("token")) {
  const game = decodeURIComponent(location.pathname.split("/")[2] || "");
  rememberSeat(game, Number(params.get("seat")), location.pathname + location.search);
}
if (document.getElementById("account")) {
  drawAccount();
  document.querySelectorAll("[data-lang]").forEach((b) => b.addEventListener("click", () => drawAccount()));
}
