// The page's own words in English and French. What the game says (prompts,
// options, the game log) is rendered by the server in the chosen language.

const words = {
  en: {
    title: "Kindred",
    tagline: "Vampire: The Eternal Struggle with the rules enforced",
    newGame: "New game",
    seats: "Seats",
    seat: "Seat {0}",
    name: "Name",
    player: "Player",
    human: "Human",
    bot: "Bot",
    deck: "Deck",
    pasteDeck: "Paste a deck list…",
    deckListHint: "Deck list (TWD, VDB, JOL, Lackey or JSON)",
    rules: "Rules options",
    turnLimit: "Turn limit (0: none; empty: the mode's)",
    autoReveal: "2005 rules: vampires revealed automatically at the end of the influence phase",
    seatHandicap: "Transfer handicap counted on each seat's first turn",
    burnOnOust: "2005 rules: an ousted Methuselah's cards are burned",
    seed: "Seed (empty: random)",
    clock: "Clock per turn, seconds (0: none)",
    create: "Create the game",
    creating: "Creating…",
    created: "Game created. Each human seat has its own secret link: give each player theirs.",
    playSeat: "Play {0}",
    spectate: "Watch",
    games: "Games",
    refresh: "Refresh",
    noGames: "No game yet.",
    state_playing: "playing",
    state_over: "over",
    state_broken: "broken",
    turn: "Turn {0}",
    choices: "{0} choices",
    winner: "won by {0}",
    noWinner: "no winner",
    you: "you",
    botPlaying: "bot playing",
    away: "away",
    pool: "Pool",
    vp: "VP",
    handCount: "Hand",
    library: "Library",
    crypt: "Crypt",
    uncontrolled: "Uncontrolled",
    ready: "Ready",
    torpor: "Torpor",
    inPlay: "In play",
    ash: "Ash heap",
    edge: "Edge",
    active: "acting",
    deciding: "deciding",
    ousted: "ousted",
    yourHand: "Your hand",
    yourUncontrolled: "Your uncontrolled region",
    empty: "—",
    log: "Game log",
    chat: "Chat",
    send: "Send",
    spectator: "You are watching: only public information is shown.",
    waitingFor: "Waiting for {0}…",
    yourTurn: "Your decision",
    gameOver: "Game over",
    takeBack: "Take my seat back",
    botPlays: "A bot is playing your seat.",
    clockOut: "Your clock ran out: a bot plays your seat until you take it back.",
    connecting: "connecting…",
    connected: "connected",
    disconnected: "disconnected: reconnecting…",
    idle: "paused while you were away: click or press a key to resume",
    noToken: "This link has no seat: you are watching.",
    failed: "The game stopped: {0}",
    phase_setup: "setup",
    phase_unlock: "unlock phase",
    phase_master: "master phase",
    phase_minion: "minion phase",
    phase_influence: "influence phase",
    phase_discard: "discard phase",
    phase_over: "game over",
    type_vampire: "Vampire",
    capacity: "capacity {0}",
    lobby: "Lobby",
    life: "life",
  },
  fr: {
    title: "Kindred",
    tagline: "Vampire : La Lutte Éternelle, règles appliquées",
    newGame: "Nouvelle partie",
    seats: "Places",
    seat: "Place {0}",
    name: "Nom",
    player: "Joueur",
    human: "Humain",
    bot: "Bot",
    deck: "Deck",
    pasteDeck: "Coller une liste de deck…",
    deckListHint: "Liste de deck (TWD, VDB, JOL, Lackey ou JSON)",
    rules: "Options de règles",
    turnLimit: "Limite de tours (0 : aucune ; vide : celle du mode)",
    autoReveal: "Règles 2005 : vampires révélés automatiquement à la fin de la phase d'influence",
    seatHandicap: "Handicap de transferts compté au premier tour de chaque place",
    burnOnOust: "Règles 2005 : les cartes d'un Mathusalem évincé sont brûlées",
    seed: "Graine (vide : au hasard)",
    clock: "Pendule par tour, en secondes (0 : aucune)",
    create: "Créer la partie",
    creating: "Création…",
    created: "Partie créée. Chaque place humaine a son lien secret : donnez à chaque joueur le sien.",
    playSeat: "Jouer {0}",
    spectate: "Regarder",
    games: "Parties",
    refresh: "Actualiser",
    noGames: "Aucune partie.",
    state_playing: "en cours",
    state_over: "terminée",
    state_broken: "en panne",
    turn: "Tour {0}",
    choices: "{0} choix",
    winner: "gagnée par {0}",
    noWinner: "pas de vainqueur",
    you: "vous",
    botPlaying: "joué par un bot",
    away: "absent",
    pool: "Réserve",
    vp: "PV",
    handCount: "Main",
    library: "Bibliothèque",
    crypt: "Crypte",
    uncontrolled: "Incontrôlés",
    ready: "Disponibles",
    torpor: "Torpeur",
    inPlay: "En jeu",
    ash: "Cendres",
    edge: "Avantage",
    active: "agit",
    deciding: "décide",
    ousted: "évincé",
    yourHand: "Votre main",
    yourUncontrolled: "Votre région incontrôlée",
    empty: "—",
    log: "Journal de la partie",
    chat: "Discussion",
    send: "Envoyer",
    spectator: "Vous regardez : seules les informations publiques sont montrées.",
    waitingFor: "En attente de {0}…",
    yourTurn: "À vous de décider",
    gameOver: "Partie terminée",
    takeBack: "Reprendre ma place",
    botPlays: "Un bot joue votre place.",
    clockOut: "Votre temps est écoulé : un bot joue votre place jusqu'à ce que vous la repreniez.",
    connecting: "connexion…",
    connected: "connecté",
    disconnected: "déconnecté : reconnexion…",
    idle: "en pause pendant votre absence : cliquez ou tapez une touche pour reprendre",
    noToken: "Ce lien ne donne pas de place : vous regardez.",
    failed: "La partie s'est arrêtée : {0}",
    phase_setup: "mise en place",
    phase_unlock: "phase de redressement",
    phase_master: "phase de maître",
    phase_minion: "phase des serviteurs",
    phase_influence: "phase d'influence",
    phase_discard: "phase de défausse",
    phase_over: "fin de partie",
    type_vampire: "Vampire",
    capacity: "capacité {0}",
    lobby: "Salon",
    life: "vie",
  },
};

/** The languages the page speaks. */
export const langs = ["en", "fr"];

/** lang returns the chosen language: the saved one, else the browser's. */
export function lang() {
  const saved = localStorage.getItem("kindred.lang");
  if (langs.includes(saved)) return saved;
  return (navigator.language || "en").toLowerCase().startsWith("fr") ? "fr" : "en";
}

/** setLang saves the chosen language. */
export function setLang(l) {
  if (langs.includes(l)) localStorage.setItem("kindred.lang", l);
}

/** t returns the words for key in the current language, with {0}, {1}… filled. */
export function t(key, ...args) {
  const l = lang();
  let s = (words[l] && words[l][key]) ?? words.en[key] ?? key;
  args.forEach((a, i) => { s = s.replaceAll("{" + i + "}", String(a)); });
  return s;
}

/** translate fills every element with a data-i18n attribute. */
export function translate(root = document) {
  document.documentElement.lang = lang();
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) el.placeholder = t(el.dataset.i18nPlaceholder);
}

/** el builds an element: el("div", {class: "x"}, child, "text"…). */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(e.dataset, v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

/** langSwitch wires the EN/FR buttons of the page; onChange runs after a switch. */
export function langSwitch(onChange) {
  for (const b of document.querySelectorAll("[data-lang]")) {
    b.setAttribute("aria-pressed", String(b.dataset.lang === lang()));
    b.addEventListener("click", () => {
      setLang(b.dataset.lang);
      for (const x of document.querySelectorAll("[data-lang]")) x.setAttribute("aria-pressed", String(x.dataset.lang === lang()));
      translate();
      onChange?.();
    });
  }
}
