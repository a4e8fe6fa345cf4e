// Package heritagegame plugs VtM Heritage (heritage/rules) into Kindred
// as a games.Game: its name, seats, rules options, contents (the clans
// of the built-in demonstration pack), headers, bots, views, event log,
// invariants and the pack checker of `kindred content check heritage
// DIR`.
package heritagegame

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"kindred/bot"
	"kindred/engine"
	"kindred/games"
	"kindred/heritage/chronicle"
	"kindred/heritage/demo"
	"kindred/heritage/pack"
	"kindred/heritage/rules"
)

// Game is VtM Heritage as Kindred plays it: the built-in demonstration
// pack, and the packs a user loaded (pack.LoadDir) beside it.
type Game struct {
	extra []*pack.Pack
	// envProblems says which of the user's pack directories were left
	// out (FromEnv), for the error of a game asking for a missing pack.
	envProblems string
}

// New returns the plug-in with the demonstration pack and, beside it,
// packs (loaded and checked by the caller, such as a command given a
// pack directory). A game names its pack in its header (rules option
// "pack"); a seat's content is a clan of that pack.
func New(packs ...*pack.Pack) Game { return Game{extra: packs} }

// packs lists the packs, the demonstration pack first.
func (g Game) packs() []*pack.Pack {
	var out []*pack.Pack
	if p, err := demo.Pack(); err == nil {
		out = append(out, p)
	}
	for _, p := range g.extra {
		if p != nil && p.Rules != nil {
			out = append(out, p)
		}
	}
	return out
}

// packFor returns the pack a header names (the demonstration pack by
// default).
func (g Game) packFor(h *engine.Header) (*pack.Pack, error) {
	id, _ := h.Rule("pack")
	ps := g.packs()
	if len(ps) == 0 {
		return nil, fmt.Errorf("heritage: no pack")
	}
	if id == "" {
		return ps[0], nil
	}
	var ids []string
	for _, p := range ps {
		if p.Pack.ID == id {
			return p, nil
		}
		ids = append(ids, p.Pack.ID)
	}
	if g.envProblems != "" {
		return nil, fmt.Errorf("heritage: no pack %q (packs: %s; left out: %s)", id, strings.Join(ids, ", "), g.envProblems)
	}
	return nil, fmt.Errorf("heritage: no pack %q (packs: %s; a pack of your own: %s=DIR)", id, strings.Join(ids, ", "), PacksEnv)
}

var (
	_ games.Game        = Game{}
	_ games.Narrator    = Game{}
	_ games.PackChecker = Game{}
	_ games.Checker     = (*rules.Game)(nil)
	_ games.Closer      = (*rules.Game)(nil)
)

var (
	msgTitle     = engine.NewMsg("heritage.title", "Vampire: The Masquerade – Heritage", "Vampire : La Mascarade – Héritage")
	msgSeat      = engine.NewMsg("heritage.seat-noun", "Player {0}", "Joueur {0}")
	msgBot       = engine.NewMsg("heritage.bot.random", "picks any legal option at random", "choisit au hasard parmi les options légales")
	msgPackRule  = engine.NewMsg("heritage.rule.pack", "The content pack played, by id (the built-in demonstration pack by default).", "Le paquet de contenu joué, par identifiant (le paquet de démonstration intégré par défaut).")
	msgChronicle = engine.NewMsg("heritage.rule.chronicle", "The chronicle's state before this game (JSON, heritage/chronicle); empty for a base game.", "L'état de la chronique avant cette partie (JSON, heritage/chronicle) ; vide pour une partie de base.")
)

// Name returns "heritage".
func (Game) Name() string { return rules.Name }

// Title returns the game's title.
func (Game) Title() engine.Text { return msgTitle.Text() }

// LogVersion returns the rules version.
func (Game) LogVersion() string { return rules.Version }

// Seats: 2 to 4 players (§2), 2 by default.
func (Game) Seats() games.Seats { return games.Seats{Min: 2, Max: 4, Default: 2, Noun: msgSeat} }

// Rules lists the rules options (docs/RULES-OPTIONS-HERITAGE.md).
func (g Game) Rules() []games.Rule {
	var out []games.Rule
	for _, d := range rules.OptionDefs {
		out = append(out, games.Rule{Key: d.Key, Values: d.Values, Default: d.Default, Description: d.Description.Text()})
	}
	var ids []string
	for _, p := range g.packs() {
		ids = append(ids, p.Pack.ID)
	}
	def := ""
	if len(ids) > 0 {
		def = ids[0]
	}
	out = append(out, games.Rule{Key: "pack", Values: ids, Default: def, Description: msgPackRule.Text()})
	return append(out, games.Rule{Key: "chronicle", Default: "", Description: msgChronicle.Text()})
}

// Contents lists the clans of the packs (each id once, the
// demonstration pack's first): a seat's content is the clan it plays
// (its clan choice, §2.1 step 6.1, made before the game).
func (g Game) Contents() []games.Content {
	var out []games.Content
	seen := map[string]bool{}
	for _, p := range g.packs() {
		for _, c := range p.Clans {
			if !seen[c.ID] {
				seen[c.ID] = true
				out = append(out, games.Content{Name: c.ID, Title: c.Name, Kind: "clan"})
			}
		}
	}
	return out
}

// ReadContent refuses: a seat's content is a clan of the pack.
func (Game) ReadContent(source string, _ []byte) (string, string, error) {
	return "", "", fmt.Errorf("%s: a Heritage seat plays a clan of the pack, not a file (load a pack with kindred content check heritage DIR)", source)
}

// NewHeader builds a header.
func (g Game) NewHeader(seed uint64, rs map[string]string, seats []string) (engine.Header, error) {
	values, err := games.RuleValues(g, rs)
	if err != nil {
		return engine.Header{}, err
	}
	h := engine.Header{Game: rules.Name, Version: rules.Version, Seed: seed, Rules: values, Seats: slices.Clone(seats)}
	gm, err := g.NewGame(h)
	if err != nil {
		return engine.Header{}, err
	}
	games.Close(gm)
	return h, nil
}

// NewGame starts a game from its header.
func (g Game) NewGame(h engine.Header) (engine.Game, error) {
	return g.Start(h)
}

// NewGame starts a game of the demonstration pack (or any pack New()
// knows) from its header, returning the rules' type.
func NewGame(h engine.Header) (*rules.Game, error) { return New().Start(h) }

// Start starts a game from its header, returning the rules' type.
func (g Game) Start(h engine.Header) (*rules.Game, error) {
	if h.Game != rules.Name || h.Version != rules.Version {
		return nil, fmt.Errorf("heritage: cannot play %s version %q (want %s version %q)", h.Game, h.Version, rules.Name, rules.Version)
	}
	opts, err := rules.ParseOptions(h.Rules)
	if err != nil {
		return nil, err
	}
	p, err := g.packFor(&h)
	if err != nil {
		return nil, err
	}
	var st *chronicle.State
	if v, _ := h.Rule("chronicle"); v != "" {
		if st, err = chronicle.Decode(v); err != nil {
			return nil, err
		}
	}
	if n := len(h.Seats); n < 2 || n > 4 {
		return nil, fmt.Errorf("heritage is played by 2 to 4 players, not %d", n)
	}
	for i, s := range h.Seats {
		if !slices.ContainsFunc(p.Clans, func(c pack.Clan) bool { return c.ID == s }) {
			return nil, fmt.Errorf("seat %d: unknown content %q (a clan of pack %s)", i+1, s, p.Pack.ID)
		}
	}
	return rules.New(rules.Setup{Pack: p, Seed: h.Seed, Clans: h.Seats, Options: opts, Chronicle: st})
}

// newGame is NewGame as an engine.NewGame.
func newGame(h engine.Header) (engine.Game, error) { return NewGame(h) }

// After derives the chronicle's state after a finished chronicle game
// of the demonstration pack from its log (Game.After).
func After(l *engine.Log) (*chronicle.State, error) { return New().After(l) }

// After derives the chronicle's state after a finished chronicle game
// from its log: the state before (its header) and its choices replayed
// (§8: state after = f(state before, log)).
func (gm Game) After(l *engine.Log) (*chronicle.State, error) {
	if v, _ := l.Header.Rule("chronicle"); v == "" {
		return nil, fmt.Errorf("heritage: the log is not a chronicle game's")
	}
	g, err := engine.Replay(gm.NewGame, l, len(l.Choices))
	if err != nil {
		return nil, err
	}
	hg := g.(*rules.Game)
	defer hg.Close()
	if hg.Pending() != nil || hg.Next == nil {
		return nil, fmt.Errorf("heritage: the chronicle game is not finished")
	}
	return hg.Next.Clone(), nil
}

// ChronicleHeader builds the header of the next game of a chronicle:
// its pack, its state before, the seats' clans, a seed.
func (g Game) ChronicleHeader(seed uint64, st *chronicle.State, clans []string) (engine.Header, error) {
	rs := map[string]string{"pack": st.Pack, "chronicle": st.Encode()}
	for k, v := range st.Options {
		if k == "pack" || k == "chronicle" {
			return engine.Header{}, fmt.Errorf("heritage: the chronicle's options name %q", k)
		}
		rs[k] = v
	}
	return g.NewHeader(seed, rs, clans)
}

// Bots: the random bot and the heuristic one.
func (Game) Bots() []games.Bot {
	return []games.Bot{{Name: "random", Description: msgBot.Text()}, {Name: "heuristic", Level: 1, Description: msgHeuristic.Text()}}
}

// NewBot returns the bot named name.
func (Game) NewBot(name string, seed uint64) (engine.Player, error) {
	switch name {
	case "random":
		return bot.NewRandom(seed), nil
	case "heuristic":
		return NewHeuristic(seed), nil
	}
	return nil, fmt.Errorf("heritage has no bot %q (bots: random, heuristic)", name)
}

// Status: the turn counts every player's turn from 1.
func (Game) Status(g engine.Game) games.Status {
	hg := g.(*rules.Game)
	phase := "play"
	if hg.Pending() == nil {
		phase = "over"
	}
	return games.Status{Turn: hg.Turns, Phase: phase}
}

// EventCount returns the number of events in g's log.
func (Game) EventCount(g engine.Game) int { return len(g.(*rules.Game).Events) }

// Event returns event i of g's log.
func (Game) Event(g engine.Game, i int) games.Event {
	e := g.(*rules.Game).Events[i]
	return games.Event{Turn: e.Round, Text: e.Text}
}

// CheckPack runs the loader checks of §11.12 on the pack in dir.
func (Game) CheckPack(dir string) []error {
	_, probs := pack.LoadDir(dir, pack.Options{})
	var out []error
	for _, p := range probs {
		out = append(out, p)
	}
	return out
}

type viewJSON struct {
	Round       int            `json:"round"`
	Rounds      int            `json:"rounds"`
	First       int            `json:"first"`
	Antechamber []anteJSON     `json:"antechamber"`
	Deck        int            `json:"deck"`
	Boards      []boardJSON    `json:"boards"`
	Missions    []missionJSON  `json:"missions"`
	Players     []playerJSON   `json:"players"`
	Hand        []string       `json:"hand,omitempty"`
	Chronicle   *chronicleJSON `json:"chronicle,omitempty"`
}

// chronicleJSON is the chronicle's public progress (§8 [I]: Havens,
// sheets and titles are public).
type chronicleJSON struct {
	Chapter  int               `json:"chapter"`
	Era      int               `json:"era"`
	Chapters int               `json:"chapters"`
	Eras     int               `json:"eras"`
	Preview  string            `json:"preview,omitempty"`
	Boards   []string          `json:"boards"`
	Players  []chroniclePlayer `json:"players"`
	Booklet  int               `json:"booklet"`
}

type chroniclePlayer struct {
	Name        string         `json:"name"`
	Titles      []string       `json:"titles"`
	Assets      []string       `json:"assets"`
	Servant     string         `json:"servant,omitempty"`
	Obligations int            `json:"obligations"`
	Sheet       map[string]int `json:"sheet"`
}

type anteJSON struct {
	Slot       int             `json:"slot"`
	Name       string          `json:"name,omitempty"`
	Attributes pack.Attributes `json:"attributes"`
	Reserved   int             `json:"reservedBy"`
}

type boardJSON struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Kind  string `json:"kind"`
	State any    `json:"state"`
}

type missionJSON struct {
	Name      string `json:"name"`
	Attribute string `json:"attribute"`
	VP        int    `json:"vp"`
	Claimer   int    `json:"claimer"`
}

type playerJSON struct {
	Seat     int           `json:"seat"`
	Clan     string        `json:"clan"`
	ClanName string        `json:"clanName"`
	Vampires []vampireJSON `json:"vampires"`
	Hand     int           `json:"hand"`
	Pile     int           `json:"pile"`
	Discard  []string      `json:"discard"`
	VP       int           `json:"vp"`
}

type vampireJSON struct {
	ID         int             `json:"id"`
	Name       string          `json:"name"`
	Sire       int             `json:"sire"`
	Attributes pack.Attributes `json:"attributes"`
	Power      int             `json:"power"`
	Favors     int             `json:"favors"`
	Infamy     int             `json:"infamy"`
	Exhausted  bool            `json:"exhausted"`
	Torpor     bool            `json:"torpor"`
	Ankhs      []pack.Geo      `json:"ankhs,omitempty"`
}

// ViewJSON renders seat's view: the whole table and its own hand.
func (Game) ViewJSON(g engine.Game, seat int, _ engine.Lang) (json.RawMessage, error) {
	v := g.View(seat).(*rules.View)
	hg := v.Game()
	out := viewJSON{Round: hg.Round, Rounds: hg.Rounds, First: hg.First, Deck: len(hg.Deck)}
	for i, c := range hg.Ante {
		a := anteJSON{Slot: i + 1, Reserved: hg.AnteRes[i]}
		if c >= 0 {
			a.Name = hg.CardName(c)
			a.Attributes = hg.Cards[c].Def.Faces[hg.Cards[c].Face].Attributes
		}
		out.Antechamber = append(out.Antechamber, a)
	}
	for _, b := range hg.Boards {
		d := b.Def()
		out.Boards = append(out.Boards, boardJSON{ID: d.ID, Name: d.Name, Kind: d.Rules, State: b.Public()})
	}
	for _, m := range hg.Missions {
		out.Missions = append(out.Missions, missionJSON{Name: m.Name, Attribute: m.Attribute, VP: m.VP, Claimer: m.Claimer})
	}
	for s, pl := range hg.Players {
		pj := playerJSON{Seat: s, Clan: pl.Clan, ClanName: pl.Clan, Hand: len(pl.Hand), Pile: len(pl.Pile), VP: pl.VP, Discard: []string{}}
		for _, c := range hg.Pack.Clans {
			if c.ID == pl.Clan {
				pj.ClanName = c.Name
			}
		}
		for _, i := range pl.Discard {
			pj.Discard = append(pj.Discard, hg.Intr[i].Name)
		}
		for _, id := range pl.Lineage {
			x := hg.Vamps[id]
			pj.Vampires = append(pj.Vampires, vampireJSON{ID: id, Name: hg.Name(id), Sire: x.Sire, Attributes: hg.Attrs(id),
				Power: x.Power, Favors: x.Favors, Infamy: x.Infamy, Exhausted: x.Exhaust, Torpor: x.Torpor, Ankhs: x.Ankhs})
		}
		out.Players = append(out.Players, pj)
	}
	for _, i := range v.Hand() {
		out.Hand = append(out.Hand, hg.Intr[i].Name)
	}
	if st := hg.Chron; st != nil {
		c := &chronicleJSON{Chapter: st.Chapter + 1, Era: st.Era, Boards: st.Conflicts, Booklet: len(st.Booklet)}
		if r := hg.Pack.Rules; r != nil {
			c.Chapters, c.Eras = r.Chronicle.Chapters, r.Chronicle.Eras
		}
		for _, pv := range hg.Pack.ChapterPreviews {
			if pv.ID == hg.Preview {
				c.Preview = pv.Text
			}
		}
		for _, pl := range st.Players {
			c.Players = append(c.Players, chroniclePlayer{Name: pl.Name, Titles: pl.Titles, Assets: pl.Assets, Servant: pl.Servant,
				Obligations: len(pl.Obligations), Sheet: pl.Sheet})
		}
		out.Chronicle = c
	}
	return json.Marshal(out)
}
