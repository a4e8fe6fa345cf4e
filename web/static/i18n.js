// The page's own words in English and French; each game's renderer module
// (games/NAME.js) brings its own (useWords). What the game says (prompts,
// options, the game log, rules options) is rendered by the server in the
// chosen language.

const words = {
  en: {
    title: "Kindred",
    tagline: "Vampire card games with the rules enforced",
    newGame: "New game",
    game: "Game",
    seats: "Seats",
    name: "Name",
    player: "Player",
    human: "Human",
    bot: "Bot",
    botKind: "Bot's way of playing",
    content: "Deck",
    pasteDeck: "Paste a deck list…",
    deckListHint: "Deck list (V:TES: TWD, VDB, JOL, Lackey or JSON)",
    rules: "Rules options",
    seed: "Seed (empty: random; a chosen seed only for a game with one person against bots)",
    tooManyConns: "Too many connections: close another tab of this game, then click to reconnect.",
    clock: "Clock (0: none)",
    create: "Create the game",
    creating: "Creating…",
    created: "Game created. Each human seat has its own secret link: give each player theirs.",
    playSeat: "Play {0}",
    spectate: "Watch",
    campaignGame: "Campaign {0} · game {1}",
    games: "Games",
    refresh: "Refresh",
    noGames: "No game yet.",
    noGameKinds: "This server plays no game.",
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
    deciding: "deciding",
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
    noRenderer: "This page cannot draw the game {0}: {1}",
    lobby: "Lobby",
    seatN: "Seat {0}",
    spectatorName: "Spectator",
    account: "Account",
    accountWhy: "Sign in to find your games from any browser and be invited by name. Playing against bots needs no account: this device keeps your seats.",
    accountName: "Player name",
    password: "Password",
    signIn: "Sign in",
    signUp: "Create an account",
    signOut: "Sign out",
    signedInAs: "Signed in as {0}.",
    myGames: "My games",
    noMyGames: "No game in your account yet.",
    deviceSeats: "Seats on this device",
    openSeat: "Play {0}",
    keepSeat: "Keep in my account",
    kept: "kept in your account",
    yourTurnSince: "your turn (for {0})",
    clockLeft: "clock: {0} left",
    days: "{0} d",
    hours: "{0} h",
    minutes: "{0} min",
    inviteAccount: "Player's account (optional)",
    clockUnit: "Unit",
    unit_seconds: "seconds",
    unit_minutes: "minutes",
    unit_hours: "hours",
    unit_days: "days",
    clockMode: "Clock",
    mode_turn: "per turn",
    mode_game: "for the whole game",
    undo: "Undo my last choice",
    undoHint: "Possible while nobody else has decided since and nothing hidden was revealed",
    yes: "yes",
    no: "no",
  },
  fr: {
    title: "Kindred",
    tagline: "Jeux de cartes de vampires, règles appliquées",
    newGame: "Nouvelle partie",
    game: "Jeu",
    seats: "Places",
    name: "Nom",
    player: "Joueur",
    human: "Humain",
    bot: "Bot",
    botKind: "Manière de jouer du bot",
    content: "Deck",
    pasteDeck: "Coller une liste de deck…",
    deckListHint: "Liste de deck (V:TES : TWD, VDB, JOL, Lackey ou JSON)",
    rules: "Options de règles",
    seed: "Graine (vide : au hasard ; une graine choisie seulement pour une partie d'une personne contre des bots)",
    tooManyConns: "Trop de connexions : fermez un autre onglet de cette partie, puis cliquez pour vous reconnecter.",
    clock: "Pendule (0 : aucune)",
    create: "Créer la partie",
    creating: "Création…",
    created: "Partie créée. Chaque place humaine a son lien secret : donnez à chaque joueur le sien.",
    playSeat: "Jouer {0}",
    spectate: "Regarder",
    campaignGame: "Campagne {0} · partie {1}",
    games: "Parties",
    refresh: "Actualiser",
    noGames: "Aucune partie.",
    noGameKinds: "Ce serveur ne joue à aucun jeu.",
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
    deciding: "décide",
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
    noRenderer: "Cette page ne sait pas dessiner le jeu {0} : {1}",
    lobby: "Salon",
    seatN: "Place {0}",
    spectatorName: "Spectateur",
    account: "Compte",
    accountWhy: "Connectez-vous pour retrouver vos parties depuis n'importe quel navigateur et être invité par votre nom. Jouer contre des bots ne demande pas de compte : cet appareil garde vos places.",
    accountName: "Nom de joueur",
    password: "Mot de passe",
    signIn: "Se connecter",
    signUp: "Créer un compte",
    signOut: "Se déconnecter",
    signedInAs: "Connecté en tant que {0}.",
    myGames: "Mes parties",
    noMyGames: "Aucune partie dans votre compte pour l'instant.",
    deviceSeats: "Places sur cet appareil",
    openSeat: "Jouer {0}",
    keepSeat: "Garder dans mon compte",
    kept: "gardée dans votre compte",
    yourTurnSince: "à vous (depuis {0})",
    clockLeft: "pendule : reste {0}",
    days: "{0} j",
    hours: "{0} h",
    minutes: "{0} min",
    inviteAccount: "Compte du joueur (facultatif)",
    clockUnit: "Unité",
    unit_seconds: "secondes",
    unit_minutes: "minutes",
    unit_hours: "heures",
    unit_days: "jours",
    clockMode: "Pendule",
    mode_turn: "par tour",
    mode_game: "pour toute la partie",
    undo: "Annuler mon dernier choix",
    undoHint: "Possible tant que personne d'autre n'a décidé depuis et que rien de caché n'a été révélé",
    yes: "oui",
    no: "non",
  },
};

// gameWords are the words of the game being drawn (its renderer module's
// words), looked up before the page's own.
let gameWords = { en: {}, fr: {} };

/** useWords adds a game renderer's words ({en: {...}, fr: {...}}). */
export function useWords(w) {
  gameWords = { en: { ...(w?.en || {}) }, fr: { ...(w?.fr || {}) } };
}

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
  let s = gameWords[l]?.[key] ?? words[l]?.[key] ?? gameWords.en[key] ?? words.en[key] ?? key;
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

/** addWords adds a page module's own words ({en: {...}, fr: {...}}, the
 * same keys in both) to the page's. */
export function addWords(w) {
  for (const l of langs) Object.assign(words[l], w?.[l] || {});
}
