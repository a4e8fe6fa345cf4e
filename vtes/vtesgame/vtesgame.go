// Package vtesgame plugs V:TES into Kindred: it implements games.Game over
// the rules (package vtes), the implemented cards and built-in decks
// (vtes/cards), the deck-list reader (vtes/deck) and the bots.
package vtesgame

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"kindred/bot"
	"kindred/engine"
	"kindred/games"
	"kindred/vtes"
	"kindred/vtes/carddb"
	"kindred/vtes/cards"
	"kindred/vtes/deck"
	"kindred/vtes/sim"
	"kindred/vtes/vtesbot"
)

// Game is V:TES as games.Game. Its zero value plays the built-in decks;
// with the official card list (New) it also reads users' deck lists.
type Game struct {
	db *carddb.DB
}

// New returns V:TES over the official card list db, which may be nil: only
// the built-in decks are then offered.
//
// The French names of db's cards (carddb.Card.NameFR) become the French
// phrases of the English names, which the log, the labels and the views
// render in French (issue 19).
func New(db *carddb.DB) *Game {
	if db != nil {
		fr := map[string]string{}
		for _, c := range db.Cards() {
			if c.NameFR != "" && c.NameFR != c.Name {
				fr[c.Name] = c.NameFR
			}
		}
		engine.AddPhrases(engine.French, fr)
	}
	return &Game{db: db}
}

// DB returns the official card list the game reads deck lists with, or nil.
func (g *Game) DB() *carddb.DB { return g.db }

var _ games.Game = (*Game)(nil)
var _ games.Narrator = (*Game)(nil)
var _ games.Secrets = (*Game)(nil)

var (
	msgTitle      = engine.NewMsg("vtes.title", "Vampire: The Eternal Struggle", "Vampire : La Lutte Éternelle")
	msgMethuselah = engine.NewMsg("vtes.seat-noun", "Methuselah {0}", "Mathusalem {0}")
	msgHeuristic  = engine.NewMsg("vtes.bot.heuristic", "plays its cards with a sense of the game", "joue ses cartes avec le sens du jeu")
	msgRandom     = engine.NewMsg("vtes.bot.random", "picks any legal option at random", "choisit au hasard parmi les options légales")
)

// Name returns "vtes".
func (*Game) Name() string { return vtes.GameName }

// Title returns the game's title.
func (*Game) Title() engine.Text { return msgTitle.Text() }

// LogVersion returns the rules version.
func (*Game) LogVersion() string { return vtes.RulesVersion }

// Seats: 2 to 6 Methuselahs, 4 by default.
func (*Game) Seats() games.Seats {
	return games.Seats{Min: 2, Max: 6, Default: sim.DefaultSeats, Noun: msgMethuselah}
}

// Contents lists the built-in decks.
func (*Game) Contents() []games.Content {
	var out []games.Content
	for _, b := range cards.Builtins() {
		title := b
		if d, err := (cards.Catalog{}).Deck(b); err == nil {
			title = d.Name
		}
		out = append(out, games.Content{Name: b, Title: title, Kind: "deck"})
	}
	return out
}

// ErrNoCardFiles: a deck list was given to a game without the card files.
var ErrNoCardFiles = errors.New("reading a deck list needs the official card files " +
	"(set KINDRED_CARDS or --cards to the directory of vtescrypt.csv and vteslib.csv)")

// ReadContent reads a deck list in any format vtes/deck reads; every
// card must be implemented.
func (g *Game) ReadContent(source string, data []byte) (spec, name string, err error) {
	if g.db == nil {
		return "", "", ErrNoCardFiles
	}
	d, _, err := deck.Parse(g.db, source, data)
	if err != nil {
		return "", "", err
	}
	name = strings.TrimSpace(d.Name)
	if name == "" {
		name = source
	}
	names := map[int]string{}
	for _, l := range [][]deck.Entry{d.Crypt, d.Library} {
		for _, en := range l {
			names[en.Card.ID] = g.db.UniqueName(en.Card)
		}
	}
	vd, err := cards.DeckFromCounts(name, d.Counts(), names)
	if err != nil {
		var ni *cards.NotImplementedError
		if errors.As(err, &ni) {
			return "", "", fmt.Errorf("%s: %d cards are not implemented yet: %s",
				source, len(ni.Names)+len(ni.IDs), strings.Join(append(ni.Names, ni.IDs...), ", "))
		}
		return "", "", fmt.Errorf("%s: %w", source, err)
	}
	if len(vd.Crypt) == 0 || len(vd.Library) == 0 {
		return "", "", fmt.Errorf("%s: the deck list needs a crypt and a library", source)
	}
	return vtes.EncodeDeck(vd), name, nil
}

// NewHeader builds a V:TES header.
func (g *Game) NewHeader(seed uint64, rules map[string]string, seats []string) (engine.Header, error) {
	s := g.Seats()
	if n := len(seats); n < s.Min || n > s.Max {
		return engine.Header{}, fmt.Errorf("V:TES is played by %d to %d Methuselahs, not %d", s.Min, s.Max, n)
	}
	values, err := games.RuleValues(g, rules)
	if err != nil {
		return engine.Header{}, err
	}
	opts, err := vtes.ParseOptions(values)
	if err != nil {
		return engine.Header{}, err
	}
	for i, spec := range seats {
		if _, err := (cards.Catalog{}).Deck(spec); err != nil {
			return engine.Header{}, fmt.Errorf("seat %d: %w", i+1, err)
		}
	}
	return vtes.NewHeader(seed, opts, slices.Clone(seats)), nil
}

// NewGame starts a game, its decks built once per header string.
func (*Game) NewGame(h engine.Header) (engine.Game, error) { return sim.NewGame(h) }

// The bots' names.
const (
	BotHeuristic = sim.Heuristic
	BotRandom    = "random"
)

// Bots lists the heuristic bot (the default) and the random one.
func (*Game) Bots() []games.Bot {
	return []games.Bot{
		{Name: BotHeuristic, Level: 1, Description: msgHeuristic.Text()},
		{Name: BotRandom, Level: 0, Description: msgRandom.Text()},
	}
}

// NewBot returns a seeded bot.
func (*Game) NewBot(name string, seed uint64) (engine.Player, error) {
	switch name {
	case BotHeuristic:
		return vtesbot.New(seed), nil
	case BotRandom:
		return bot.NewRandom(seed), nil
	}
	return nil, fmt.Errorf("V:TES has no bot %q (bots: %s, %s)", name, BotHeuristic, BotRandom)
}

// Status gives the turn and the phase.
func (*Game) Status(g engine.Game) games.Status {
	vg := g.(*vtes.Game)
	return games.Status{Turn: vg.Turn, Phase: vg.SeatView(engine.Spectator).Phase().String()}
}

// EventCount returns the number of lines of the game log.
func (*Game) EventCount(g engine.Game) int { return len(g.(*vtes.Game).Log()) }

// Event returns line i of the game log.
func (*Game) Event(g engine.Game, i int) games.Event {
	e := g.(*vtes.Game).Log()[i]
	return games.Event{Turn: e.Turn, Text: e.Text}
}

// builtinNames holds the card names of games of built-in decks only, by
// their decks: such games are many (every game against bots in the lobby)
// and their decks few, so they share one list, never changed. Pasted deck
// lists are not kept: they would make the map grow without bound.
var builtinNames sync.Map // strings.Join(seats, "\n") → []string

// SecretNames lists the names of the cards of the header's decks, longest
// first (a name is replaced before a shorter one inside it).
func (*Game) SecretNames(h *engine.Header) []string {
	builtins := cards.Builtins()
	for _, s := range h.Seats {
		if !slices.Contains(builtins, s) {
			return cardNames(h.Seats)
		}
	}
	key := strings.Join(h.Seats, "\n")
	if v, ok := builtinNames.Load(key); ok {
		return v.([]string)
	}
	names := cardNames(h.Seats)
	builtinNames.Store(key, names)
	return names
}

func cardNames(specs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, spec := range specs {
		d, err := cards.Catalog{}.Deck(spec)
		if err != nil {
			continue
		}
		for _, list := range [][]vtes.DeckCard{d.Crypt, d.Library} {
			for _, dc := range list {
				if !seen[dc.Def.Name] {
					seen[dc.Def.Name] = true
					out = append(out, dc.Def.Name)
				}
				// Its French name too, so that a name inside it is not
				// taken for a card of its own: "Subversion" in "Subversion
				// de la Pentex™", Pentex™ Subversion's French name.
				if fr, ok := engine.PhraseIn(engine.French, dc.Def.Name); ok && !seen[fr] {
					seen[fr] = true
					out = append(out, fr)
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) > len(out[j])
		}
		return out[i] < out[j]
	})
	return out
}

// VisibleNames lists the names of the cards reader sees now.
func (*Game) VisibleNames(g engine.Game, reader int) []string {
	vg := g.(*vtes.Game)
	ids := vg.SeatView(reader).VisibleIDs()
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = vg.Card(id).Def.Name
	}
	return out
}

// HiddenFrom lists the names borne only by cards reader cannot see: in
// libraries and crypts, in other seats' hands and uncontrolled regions,
// and held face down by other seats' cards. A Discipline master card bears its Discipline's name, which
// the log and labels use as a Discipline: those are left out. A
// Methuselah asked to pick a card of its own library or crypt sees the
// cards it is offered (a search, rules/vtes.md §7.4 step 4, §10.4; Magic
// of the Smith): their options name them; so does one asked to pick a
// card of another Methuselah's hand (Revelations: looking at the prey's
// hand).
func (gm *Game) HiddenFrom(g engine.Game, reader int) []string {
	vg := g.(*vtes.Game)
	ids := vg.SeatView(reader).VisibleIDs()
	visible := make(map[string]bool, len(ids))
	for _, id := range ids {
		visible[vg.Card(id).Def.Name] = true
	}
	for id := range vtes.CardID(vg.CardCount()) {
		if vg.ShownToAll(id) { // shown to every Methuselah (Family Gathering)
			visible[vg.Card(id).Def.Name] = true
		}
	}
	if d := vg.Pending(); d != nil && d.Seat == reader && cardChoices[d.Prompt.Msg.Key()] {
		// The cards offered are seen by the seat choosing among them: its
		// own library searched, another's hand it looks at (Revelations).
		for _, o := range d.Options {
			if o.Code >= 0 && o.Code < int64(vg.CardCount()) {
				visible[vg.Card(vtes.CardID(o.Code)).Def.Name] = true
			}
		}
	}
	seen := make(map[*vtes.CardDef]bool, 128)
	var out []string
	for s := range vg.Seats() {
		m := vg.Methuselah(s)
		zones := [4][]vtes.CardID{m.Library, m.Crypt}
		if s != reader {
			zones[2], zones[3] = m.Hand, m.Uncontrolled
		}
		for _, z := range zones {
			for _, id := range z {
				d := vg.Card(id).Def
				if seen[d] {
					continue
				}
				seen[d] = true
				if !visible[d.Name] && d.Discipline == vtes.NoDisc {
					visible[d.Name] = true // listed once
					out = append(out, d.Name)
				}
			}
		}
	}
	// Cards another seat's cards hold face down (Gift of Proteus, The
	// Erciyes Fragments: heldcards.go).
	for id := range vtes.CardID(vg.CardCount()) {
		c := vg.Card(id)
		if h, down := vg.HeldFaceDown(c); down && h.Controller != reader && !visible[c.Def.Name] {
			visible[c.Def.Name] = true
			out = append(out, c.Def.Name)
		}
	}
	return out
}

// cardChoices are the keys of the prompts of the decisions whose options
// are cards, each option's code the card's id (vtes searchFor and
// chooseCard): their seat sees the cards offered.
var cardChoices = map[string]bool{"vtes.search-ask": true, "vtes.trophy-search-ask": true, "vtes.choose-card": true, "vtes.choose-card-for": true}

// ViewJSON renders seat's view of the table.
func (*Game) ViewJSON(g engine.Game, seat int, lang engine.Lang) (json.RawMessage, error) {
	return json.Marshal(tableView(g.(*vtes.Game), seat, lang))
}
