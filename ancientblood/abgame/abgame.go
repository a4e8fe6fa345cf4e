// Package abgame plugs Ancient Blood into Kindred as a games.Game: one
// seat per hunter (2 to 4; one person may take several seats), a seat's
// content being the hunter it plays from the built-in demonstration
// pack, the story and the ambiguities of the rules as rules options.
package abgame

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"kindred/ancientblood/board"
	"kindred/ancientblood/pack"
	"kindred/ancientblood/rules"
	"kindred/bot"
	"kindred/engine"
	"kindred/games"
)

// Name is the game's key.
const Name = "ancientblood"

// Version is the rules version written in headers (2: the effects' questions are asked, and the header names the pack and the chronicle; 3: doors, Debris and Objective tokens, free attacks, enemy rerolls and Ancient behaviours are played, with their options).
const Version = "3"

// Game is Ancient Blood as a games.Game: the built-in demonstration
// pack, and the packs a user loaded beside it (New, FromEnv). The zero
// Game plays the demonstration pack only.
type Game struct {
	extra []*pack.Pack
	// envProblems says which of the user's pack directories were left
	// out (FromEnv), for the error of a game asking for a missing pack.
	envProblems string
	// leftOut gives, by pack id, why a pack of the user's was left out.
	leftOut map[string]string
}

var (
	_ games.Game        = Game{}
	_ games.Narrator    = Game{}
	_ games.PackChecker = Game{}
	_ games.Checker     = (*rules.Game)(nil)
	_ engine.Labeller   = (*rules.Game)(nil)
)

var (
	msgTitle = engine.NewMsg("ancientblood.title", "Ancient Blood", "Ancient Blood")
	msgSeat  = engine.NewMsg("ancientblood.seat-noun", "Hunter {0}", "Chasseur {0}")
	msgBotH  = engine.NewMsg("ancientblood.bot.hunter", "fights the nearest enemy, explores, never retreats", "combat l'ennemi le plus proche, explore, ne recule jamais")
	msgBotR  = engine.NewMsg("ancientblood.bot.random", "picks any legal option at random", "choisit au hasard parmi les options légales")

	ruleText = map[string]engine.Msg{
		"story":               engine.NewMsg("ancientblood.rule.story", "The story played (demonstration pack: demo-story-1, demo-story-2).", "L'histoire jouée (pack de démonstration : demo-story-1, demo-story-2)."),
		"difficulty":          engine.NewMsg("ancientblood.rule.difficulty", "Difficulty mode (§9.5): normal, beginner or easy.", "Mode de difficulté (§9.5) : normal, débutant ou facile."),
		"figure-cap":          engine.NewMsg("ancientblood.rule.figure-cap", "AMB-2: a Terror spawn beyond an enemy's figures is skipped.", "AMB-2 : une apparition au-delà des figurines d'un ennemi est ignorée."),
		"enter-from-outside":  engine.NewMsg("ancientblood.rule.enter", "AMB-10: hunters start outside; the first Move enters the entry zone.", "AMB-10 : les chasseurs commencent dehors ; le premier déplacement les fait entrer."),
		"crit-on-miss":        engine.NewMsg("ancientblood.rule.crit", "AMB-18: a crit that counts wounds even when the MRS check fails.", "AMB-18 : un critique compté blesse même si la VAMR n'est pas atteinte."),
		"sleeper-partial":     engine.NewMsg("ancientblood.rule.sleeper", "AMB-20: Hits on a sleeping vampire that fail to kill it stay as wounds.", "AMB-20 : les Touches sur un vampire endormi qui ne le tuent pas restent en blessures."),
		"pursuit-step":        engine.NewMsg("ancientblood.rule.pursuit", "AMB-33: an enemy's step among equal shortest paths: most-paths or lowest-zone.", "AMB-33 : le pas d'un ennemi entre chemins égaux : most-paths ou lowest-zone."),
		"face-flip-kills":     engine.NewMsg("ancientblood.rule.face-flip", "AMB-47: wounds reaching the new face's HP at Dusk or Dawn destroy the vampire.", "AMB-47 : les blessures qui atteignent les PV de la nouvelle face détruisent le vampire."),
		"terror-reshuffle":    engine.NewMsg("ancientblood.rule.terror", "AMB-37: an empty Terror deck is reshuffled from its discard.", "AMB-37 : la pioche Terreur vide est remélangée avec sa défausse."),
		"sleepers-hold":       engine.NewMsg("ancientblood.rule.sleepers-hold", "AMB-56: sleeping vampires hold a hunter in their zone too.", "AMB-56 : les vampires endormis retiennent aussi un chasseur dans leur zone."),
		"enemy-range":         engine.NewMsg("ancientblood.rule.enemy-range", "AMB-32: card (enemies with range attack within range and sight) or zone.", "AMB-32 : card (les ennemis à portée attaquent à portée et en vue) ou zone."),
		"village-rounds":      engine.NewMsg("ancientblood.rule.village-rounds", "Kindred's limit: a village stay ends after this many rounds (AMB-9: unlimited in the rulebook).", "Limite de Kindred : un séjour au village s'achève après autant de manches (AMB-9 : illimité dans la règle)."),
		"bonus-tokens":        engine.NewMsg("ancientblood.rule.bonus-tokens", "§7.6: ask lets the hunter spend an Attribute Bonus token on a failed test (where the game cannot wait, the auto rule); auto spends the smallest that turns the failure into a success; off never.", "§7.6 : ask laisse le chasseur dépenser un jeton de bonus d'attribut sur un test raté (là où la partie ne peut attendre, la règle auto) ; auto dépense le plus petit qui change l'échec en réussite ; off jamais."),
		"corruption-once":     engine.NewMsg("ancientblood.rule.corruption-once", "AMB-40: corruption strikes once a story (story) or once a game (game).", "AMB-40 : la corruption frappe une fois par histoire (story) ou par partie (game)."),
		"exchange-vials":      engine.NewMsg("ancientblood.rule.exchange-vials", "AMB-12: vials may be exchanged like tokens.", "AMB-12 : les fioles s'échangent comme des jetons."),
		"sunlight-kills":      engine.NewMsg("ancientblood.rule.sunlight-kills", "AMB-55: sunlight burns every vampire of the room (all) or the awake ones but the guardian (awake).", "AMB-55 : le soleil brûle tous les vampires de la pièce (all) ou les éveillés sauf le gardien (awake)."),
		"easy-shield":         engine.NewMsg("ancientblood.rule.easy-shield", "AMB-43: Easy mode reads the enemy's Shield on its final total (final) or printed bonus (printed).", "AMB-43 : le mode facile lit le Bouclier de l'ennemi sur son total (final) ou son bonus imprimé (printed)."),
		"cover-creatures":     engine.NewMsg("ancientblood.rule.cover-creatures", "AMB-31: creatures too must break a cover first.", "AMB-31 : les créatures aussi doivent d'abord briser un couvert."),
		"extractor-creatures": engine.NewMsg("ancientblood.rule.extractor-creatures", "AMB-38: the Extractor takes creatures too.", "AMB-38 : l'Extracteur prend aussi les créatures."),
		"initiative-ties":     engine.NewMsg("ancientblood.rule.initiative-ties", "AMB-28: equal initiatives go by the figures' order (figures) or by chance (random).", "AMB-28 : à initiative égale, l'ordre des figurines (figures) ou le hasard (random)."),
		"group-choice":        engine.NewMsg("ancientblood.rule.group-choice", "Who decides for the group: the first conscious hunter in seat order (first), or every hunter's seat by a vote (vote).", "Qui décide pour le groupe : le premier chasseur conscient dans l'ordre des places (first), ou chaque place par un vote (vote)."),
		"enemy-reroll":        engine.NewMsg("ancientblood.rule.enemy-reroll", "Which dice an enemy's reroll special takes: those that show no symbol (blanks), or those that show the fewest (lowest).", "Les dés que relance la capacité d'un ennemi : ceux qui ne montrent aucun symbole (blanks), ou ceux qui en montrent le moins (lowest)."),
		"free-attack-by":      engine.NewMsg("ancientblood.rule.free-attack-by", "Who makes the free attack an effect grants: the active hunter (active), or the hunter the effect concerns (concerned).", "Qui fait l'attaque gratuite qu'accorde un effet : le chasseur actif (active), ou le chasseur concerné par l'effet (concerned)."),
		"campaign":            engine.NewMsg("ancientblood.rule.campaign", "§9.2: a won story leads into the next one, everything carried over.", "§9.2 : une histoire gagnée mène à la suivante, tout étant conservé."),
		"corruption":          engine.NewMsg("ancientblood.rule.corruption", "§8.11, the advanced rule: the first time in a story a hunter falls, it turns corrupted.", "§8.11, la règle avancée : la première fois qu'un chasseur tombe dans une histoire, il est corrompu."),
		"pack":                engine.NewMsg("ancientblood.rule.pack", "The content pack played, by id (the built-in demonstration pack by default; a pack of your own: $KINDRED_ANCIENTBLOOD_PACKS).", "Le paquet de contenu joué, par identifiant (le paquet de démonstration intégré par défaut ; le vôtre : $KINDRED_ANCIENTBLOOD_PACKS)."),
		"chronicle":           engine.NewMsg("ancientblood.rule.chronicle", "The chronicle's state before this story (JSON: the hunters, their cards and the decks as the story before left them); empty outside a chronicle.", "L'état de la chronique avant cette histoire (JSON : les chasseurs, leurs cartes et les pioches telles que l'histoire précédente les a laissés) ; vide hors d'une chronique."),
		"day-limit":           engine.NewMsg("ancientblood.rule.day-limit", "Kindred's limit: an encounter times out after this many Dawns (0: never).", "Limite de Kindred : une rencontre s'achève après autant d'aubes (0 : jamais)."),
	}
)

// Name returns "ancientblood".
func (Game) Name() string { return Name }

// Title returns the game's title.
func (Game) Title() engine.Text { return msgTitle.Text() }

// LogVersion returns Version.
func (Game) LogVersion() string { return Version }

// Seats: 2 to 4 hunters (AMB-42), 4 by default.
func (Game) Seats() games.Seats { return games.Seats{Min: 2, Max: 4, Default: 4, Noun: msgSeat} }

// Rules lists the rules options (docs/RULES-OPTIONS-ANCIENTBLOOD.md),
// then the pack played and the chronicle's state.
func (g Game) Rules() []games.Rule {
	var out []games.Rule
	for _, k := range rules.OptionKeys {
		out = append(out, games.Rule{Key: k.Key, Values: k.Values, Default: k.Default, Description: ruleText[k.Key].Text()})
	}
	ids := g.packIDs()
	out = append(out, games.Rule{Key: "pack", Values: ids, Default: ids[0], Description: ruleText["pack"].Text()})
	return append(out, games.Rule{Key: "chronicle", Default: "", Description: ruleText["chronicle"].Text()})
}

// Contents lists the hunters of the packs (each id once, the
// demonstration pack's first).
func (g Game) Contents() []games.Content {
	var out []games.Content
	seen := map[string]bool{}
	for _, p := range g.packs() {
		for _, h := range p.Hunters {
			if !seen[h.ID] {
				seen[h.ID] = true
				out = append(out, games.Content{Name: h.ID, Title: h.Name + " (" + h.Class + ")", Kind: "hunter"})
			}
		}
	}
	return out
}

// ReadContent refuses: a seat's content is a hunter of the pack played
// (a pack of one's own is loaded from $KINDRED_ANCIENTBLOOD_PACKS and
// chosen by the rules option "pack").
func (Game) ReadContent(source string, _ []byte) (string, string, error) {
	return "", "", fmt.Errorf("%s: an ancient blood seat plays a hunter of the pack (by id, such as brann); a pack of your own is a directory named in $%s, played with --rules pack=ID", source, PacksEnv)
}

// NewHeader builds a header.
func (g Game) NewHeader(seed uint64, rulesIn map[string]string, seats []string) (engine.Header, error) {
	if _, ok := rulesIn["story"]; !ok {
		// The pack's first story, written in the header.
		p, err := g.packByID(rulesIn["pack"])
		if err != nil {
			return engine.Header{}, err
		}
		first, err := firstStory(p)
		if err != nil {
			return engine.Header{}, err
		}
		rulesIn = maps.Clone(rulesIn)
		if rulesIn == nil {
			rulesIn = map[string]string{}
		}
		rulesIn["story"] = first
	}
	values, err := games.RuleValues(g, rulesIn)
	if err != nil {
		return engine.Header{}, err
	}
	h := engine.Header{Game: Name, Version: Version, Seed: seed, Rules: values, Seats: slices.Clone(seats)}
	if _, err := g.NewGame(h); err != nil {
		return engine.Header{}, err
	}
	return h, nil
}

// NewGame starts a game from its header: its pack, its options, and in
// a chronicle the state the story before left (§9.3).
func (g Game) NewGame(h engine.Header) (engine.Game, error) {
	if h.Game != Name || h.Version != Version {
		return nil, fmt.Errorf("ancientblood: a %s version %s header", h.Game, h.Version)
	}
	p, err := g.packFor(&h)
	if err != nil {
		return nil, err
	}
	opt := rules.DefaultOptions("demo-story-1")
	for _, r := range h.Rules {
		if r.Key == "pack" || r.Key == "chronicle" {
			continue
		}
		if err := opt.Set(r.Key, r.Value); err != nil {
			return nil, err
		}
	}
	if text, _ := h.Rule("chronicle"); text != "" {
		st, err := decodeChronicle(text)
		if err != nil {
			return nil, err
		}
		if err := st.fits(p, opt); err != nil {
			return nil, err
		}
		opt.Carry = st.Carry
	}
	return rules.New(p, opt, h.Seed, h.Seats)
}

// Bots: the hunter bot (the default) and the random bot.
func (Game) Bots() []games.Bot {
	return []games.Bot{{Name: "hunter", Level: 1, Description: msgBotH.Text()}, {Name: "random", Description: msgBotR.Text()}}
}

// NewBot returns the bot named name.
func (Game) NewBot(name string, seed uint64) (engine.Player, error) {
	switch name {
	case "hunter":
		return HunterBot{}, nil
	case "random":
		return bot.NewRandom(seed), nil
	}
	return nil, fmt.Errorf("ancientblood has no bot %q (bots: hunter, random)", name)
}

// Status: the turn is the round count of all encounters, from 1.
func (Game) Status(g engine.Game) games.Status {
	rg := g.(*rules.Game)
	return games.Status{Turn: rg.Turn() + 1, Phase: rg.Phase()}
}

// EventCount returns the number of events of g's log.
func (Game) EventCount(g engine.Game) int { return len(g.(*rules.Game).Events) }

// Event returns event i of g's log.
func (Game) Event(g engine.Game, i int) games.Event { return g.(*rules.Game).Events[i] }

// CheckPack runs the loader's checks on the pack in dir
// (`kindred content check ancientblood DIR`).
func (Game) CheckPack(dir string) []error {
	p, probs, err := pack.LoadDir(dir)
	if err != nil && len(probs) == 0 {
		return []error{err}
	}
	var out []error
	packNamed := false
	for _, p := range probs {
		out = append(out, p)
		packNamed = packNamed || p.Entry == "pack"
	}
	// The loader reads a pack's files one by one and accepts a part of a
	// pack; a pack to play is whole: it says what it is (its pack entry,
	// whose format the loader checks) and holds a story to play.
	if p != nil {
		if p.Pack.ID == "" && !packNamed {
			out = append(out, errors.New(`pack: the pack entry has no id: a pack names itself, its game (ancient-blood) and its format (docs/ANCIENTBLOOD-PACKS.md)`))
		}
		if len(p.Stories) == 0 {
			out = append(out, errors.New(`no "stories": a pack holds at least one story to play`))
		}
	}
	return out
}

// tableJSON is the browser's view of the table.
type tableJSON struct {
	Story   string       `json:"story"`
	Title   string       `json:"title"`
	Chest   int          `json:"chest"`
	Over    bool         `json:"over"`
	Victory bool         `json:"victory,omitempty"`
	Hunters []hunterJSON `json:"hunters"`
	Enc     *encJSON     `json:"encounter,omitempty"`
	Village *villageJSON `json:"village,omitempty"`
	// Activation is the log of the enemies' last activation, step by step.
	Activation []string `json:"activation,omitempty"`
}

type villageJSON struct {
	ID        string   `json:"id"`
	Round     int      `json:"round"`
	Locations []string `json:"locations"`
}

type hunterJSON struct {
	ID          string   `json:"id"`
	Name        string   `json:"name"`
	Class       string   `json:"class"`
	Cards       []string `json:"cards,omitempty"`
	Skills      []string `json:"skills,omitempty"`
	Corrupted   bool     `json:"corrupted,omitempty"`
	Where       string   `json:"where,omitempty"`
	Seat        int      `json:"seat"`
	Zone        string   `json:"zone,omitempty"`
	HP          int      `json:"hp"`
	MaxHP       int      `json:"maxHp"`
	Vials       int      `json:"vials"`
	Unconscious bool     `json:"unconscious,omitempty"`
	Trapped     bool     `json:"trapped,omitempty"`
	Active      bool     `json:"active,omitempty"`
}

type encJSON struct {
	ID         string       `json:"id"`
	Round      int          `json:"round"`
	Night      bool         `json:"night"`
	Zones      []zoneJSON   `json:"zones"`
	Figures    []figureJSON `json:"figures"`
	Unexplored []string     `json:"unexplored,omitempty"`
	Covers     []coverJSON  `json:"covers,omitempty"`
	Windows    []windowJSON `json:"windows,omitempty"`
	Map        *mapJSON     `json:"map"`
}

type coverJSON struct {
	Type string `json:"type"`
	Zone string `json:"zone"`
	HP   int    `json:"hp"`
}

type windowJSON struct {
	ID   string  `json:"id"`
	Zone string  `json:"zone"`
	Open bool    `json:"open"`
	Seg  segJSON `json:"seg"`
}

type zoneJSON struct {
	ID     string  `json:"id"`
	Room   string  `json:"room"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Stairs bool    `json:"stairs,omitempty"`
	// Next are the zones one Move away; Sees those in line of sight
	// (computed from the tiles' walls and doors, §6.2).
	Next []string `json:"next,omitempty"`
	Sees []string `json:"sees,omitempty"`
}

type figureJSON struct {
	Name   string `json:"name"`
	Zone   string `json:"zone"`
	HP     int    `json:"hp"`
	Wounds int    `json:"wounds"`
	Asleep bool   `json:"asleep,omitempty"`
}

// ViewJSON renders the table: co-operative, nothing is hidden but the
// decks' order, which no view shows.
func (Game) ViewJSON(g engine.Game, seat int, lang engine.Lang) (json.RawMessage, error) {
	rg := g.(*rules.Game)
	out := tableJSON{Story: rg.Opt.Story, Chest: rg.Chest, Over: g.Pending() == nil, Victory: rg.Victory}
	e := rg.Enc
	for i, h := range rg.Hunters {
		hj := hunterJSON{ID: h.Def.ID, Name: h.Def.Name, Seat: i, HP: h.HP(), MaxHP: h.Side.HP, Vials: h.Vials,
			Unconscious: h.Unconscious, Trapped: h.Trapped, Active: rg.Active() == h}
		if e != nil && h.Zone >= 0 {
			hj.Zone = e.B.Zones[h.Zone].ID
		}
		hj.Cards = rg.CardNames(h)
		hj.Class = h.Def.Class
		hj.Skills = skillNames(rg, h)
		hj.Corrupted = h.Corrupted
		if v := rg.Vil; v != nil && h.Loc >= 0 {
			hj.Where = v.Locs[h.Loc].Def.ID
		}
		out.Hunters = append(out.Hunters, hj)
	}
	if e != nil {
		ej := &encJSON{ID: e.Def.ID, Round: e.Round, Night: e.Night(), Map: boardMap(rg.P, e)}
		for i, z := range e.B.Zones {
			zj := zoneJSON{ID: z.ID, Room: e.B.Rooms[z.Room].ID, X: z.LoS.X, Y: z.LoS.Y, Stairs: z.Stairs}
			for _, n := range e.B.Neighbours(i) {
				zj.Next = append(zj.Next, e.B.Zones[n].ID)
			}
			for y := range e.B.Zones {
				if y != i && e.B.LoS(i, y) {
					zj.Sees = append(zj.Sees, e.B.Zones[y].ID)
				}
			}
			ej.Zones = append(ej.Zones, zj)
		}
		for _, f := range e.Figures {
			if f.Dead {
				continue
			}
			hp, _ := rg.Stats(f)
			ej.Figures = append(ej.Figures, figureJSON{Name: rg.FigureName(f), Zone: e.B.Zones[f.Zone].ID, HP: hp, Wounds: f.Wounds, Asleep: f.Asleep})
		}
		for r, u := range e.Unexplored {
			if u {
				ej.Unexplored = append(ej.Unexplored, e.B.Rooms[r].ID)
			}
		}
		for _, c := range e.Covers {
			if c.HP > 0 {
				ej.Covers = append(ej.Covers, coverJSON{Type: c.Type, Zone: e.B.Zones[c.Zone].ID, HP: c.HP})
			}
		}
		for i, w := range e.B.Windows {
			ej.Windows = append(ej.Windows, windowJSON{ID: w.ID, Zone: e.B.Zones[w.Zone].ID, Open: e.WindowOpen[i], Seg: seg(w.Segment, board.Point{})})
		}
		out.Enc = ej
	}
	out.Activation = lastActivation(rg, lang)
	if i := slices.IndexFunc(rg.P.Stories, func(s pack.Story) bool { return s.ID == rg.Opt.Story }); i >= 0 {
		out.Title = rg.P.Stories[i].Name
	}
	if v := rg.Vil; v != nil {
		vj := &villageJSON{ID: v.Def.ID, Round: v.Round}
		for _, l := range v.Locs {
			name := "?"
			if l.Revealed {
				name = l.Def.ID
			}
			vj.Locations = append(vj.Locations, name)
		}
		out.Village = vj
	}
	return json.Marshal(out)
}

var _ games.Standings = Game{}

var (
	msgGameOverWon  = engine.NewMsg("ancientblood.over-won", "Story over after {0} rounds: {1}", "Histoire terminée après {0} manches : {1}")
	msgScoreHunter  = engine.NewMsg("ancientblood.score", "{0}/{1} HP, {2} vials", "{0}/{1} PV, {2} fioles")
	msgScoreOut     = engine.NewMsg("ancientblood.score-out", "unconscious, {0} vials", "inconscient, {0} fioles")
	msgNoWinnerLost = engine.NewMsg("ancientblood.no-winner", "The hunters lost together: a story is won together, by the branch of its book that ends it in victory.", "Les chasseurs ont perdu ensemble : une histoire se gagne ensemble, par la branche du recueil qui la conclut en victoire.")
)

// SeatName names the hunter a seat plays.
func (Game) SeatName(g engine.Game, seat int) string {
	rg := g.(*rules.Game)
	if seat < 0 || seat >= len(rg.Hunters) {
		return ""
	}
	h := rg.Hunters[seat]
	return h.Def.Name + " (" + h.Def.Class + ")"
}

// GameOver says how the story ended.
func (Game) GameOver(g engine.Game, lang engine.Lang) string {
	rg := g.(*rules.Game)
	return msgGameOverWon.With(engine.Int(rg.Turn()), engine.Str(rg.Reason().Render(lang))).Render(lang)
}

// Score says how a hunter ended: its hit points and vials.
func (Game) Score(g engine.Game, seat int, lang engine.Lang) string {
	rg := g.(*rules.Game)
	if seat < 0 || seat >= len(rg.Hunters) {
		return ""
	}
	h := rg.Hunters[seat]
	if h.Unconscious {
		return msgScoreOut.With(engine.Int(h.Vials)).Render(lang)
	}
	return msgScoreHunter.With(engine.Int(h.HP()), engine.Int(h.Side.HP), engine.Int(h.Vials)).Render(lang)
}

// NoWinner says the hunters lost together.
func (Game) NoWinner(_ engine.Game, lang engine.Lang) string {
	return msgNoWinnerLost.Text().Render(lang)
}
