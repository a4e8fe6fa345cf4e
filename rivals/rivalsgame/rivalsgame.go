// Package rivalsgame plugs Vampire: The Masquerade – Rivals into Kindred:
// it implements games.Game over the rules (package rivals), the cards and
// built-in decks (rivals/cards) and the bots (rivals/rivalsbot).
//
// It is not registered in cmd/kindred yet: the rules are a foundation,
// not a whole game (docs/RULES-STATUS-RIVALS.md).
package rivalsgame

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"kindred/bot"
	"kindred/engine"
	"kindred/games"
	"kindred/rivals"
	"kindred/rivals/cards"
	"kindred/rivals/rivalsbot"
)

// Game is Rivals as games.Game. Its zero value is ready to use.
type Game struct{}

var (
	_ games.Game     = Game{}
	_ games.Narrator = Game{}
	_ games.Secrets  = Game{}
)

var (
	msgTitle     = engine.NewMsg("rivals.title", "Vampire: The Masquerade – Rivals", "Vampire : La Mascarade – Rivals")
	msgSeatNoun  = engine.NewMsg("rivals.seat-noun", "Player {0}", "Joueur {0}")
	msgHeuristic = engine.NewMsg("rivals.bot.heuristic", "attacks, recruits and mends with a sense of the game", "attaque, recrute et régénère avec le sens du jeu")
	msgRandom    = engine.NewMsg("rivals.bot.random", "picks any legal option at random", "choisit au hasard parmi les options légales")
)

// Name returns "rivals".
func (Game) Name() string { return rivals.GameName }

// Title returns the game's title.
func (Game) Title() engine.Text { return msgTitle.Text() }

// LogVersion returns the rules version.
func (Game) LogVersion() string { return rivals.RulesVersion }

// Seats: 2 to 4 players, 4 by default.
func (Game) Seats() games.Seats { return games.Seats{Min: 2, Max: 4, Default: 4, Noun: msgSeatNoun} }

// Rules lists the rules options (docs/RULES-OPTIONS-RIVALS.md).
func (Game) Rules() []games.Rule {
	var out []games.Rule
	for _, r := range rivals.OptionRules() {
		out = append(out, games.Rule{Key: r.Key, Values: r.Values, Default: r.Default, Description: r.Description})
	}
	return out
}

// Contents lists the built-in decks.
func (Game) Contents() []games.Content {
	var out []games.Content
	for _, n := range cards.Starters() {
		clan := strings.TrimPrefix(n, "rivals-core-")
		out = append(out, games.Content{Name: n, Title: "Core: " + strings.ToUpper(clan[:1]) + clan[1:], Kind: "deck"})
	}
	return out
}

// ReadContent reads a user's deck (rivals/cards.ParseDeckList: "N Name"
// lines with "Haven:" and "Agenda:", RivalsDB's deck page, or RivalsDB's
// JSON deck), legal by spec §6.1 and with every card implemented, and
// returns its header seat string.
func (Game) ReadContent(source string, data []byte) (string, string, error) {
	d, err := cards.ParseDeckList(source, data)
	if err != nil {
		return "", "", err
	}
	return cards.EncodeDeck(d), d.Name, nil
}

// NewHeader builds a Rivals header.
func (g Game) NewHeader(seed uint64, rules map[string]string, seats []string) (engine.Header, error) {
	s := g.Seats()
	if n := len(seats); n < s.Min || n > s.Max {
		return engine.Header{}, fmt.Errorf("Rivals is played by %d to %d players, not %d", s.Min, s.Max, n)
	}
	values, err := games.RuleValues(g, rules)
	if err != nil {
		return engine.Header{}, err
	}
	if _, err := rivals.ParseOptions(values); err != nil {
		return engine.Header{}, err
	}
	for i, spec := range seats {
		if _, err := cards.DecodeDeck(spec); err != nil {
			return engine.Header{}, fmt.Errorf("seat %d: %w", i+1, err)
		}
	}
	return engine.Header{Game: rivals.GameName, Version: rivals.RulesVersion, Seed: seed, Rules: values, Seats: slices.Clone(seats)}, nil
}

// NewGame starts a game from its header.
func (Game) NewGame(h engine.Header) (engine.Game, error) { return New(h) }

// New starts a game from its header, as a *rivals.Game.
func New(h engine.Header) (*rivals.Game, error) {
	if h.Game != rivals.GameName {
		return nil, fmt.Errorf("not a Rivals header: game %q", h.Game)
	}
	if h.Version != rivals.RulesVersion {
		return nil, fmt.Errorf("Rivals rules version %q, this build plays %q", h.Version, rivals.RulesVersion)
	}
	opts, err := rivals.ParseOptions(h.Rules)
	if err != nil {
		return nil, err
	}
	var decks []rivals.Deck
	for i, spec := range h.Seats {
		d, err := cards.DecodeDeck(spec)
		if err != nil {
			return nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
		decks = append(decks, d)
	}
	return rivals.NewGame(opts, decks, cards.City, h.Seed)
}

// The bots' names.
const (
	BotHeuristic = "heuristic"
	BotRandom    = "random"
)

// Bots lists the heuristic bot (the default) and the random one.
func (Game) Bots() []games.Bot {
	return []games.Bot{
		{Name: BotHeuristic, Level: 1, Description: msgHeuristic.Text()},
		{Name: BotRandom, Level: 0, Description: msgRandom.Text()},
	}
}

// NewBot returns a seeded bot.
func (Game) NewBot(name string, seed uint64) (engine.Player, error) {
	switch name {
	case BotHeuristic:
		return rivalsbot.New(seed), nil
	case BotRandom:
		return bot.NewRandom(seed), nil
	}
	return nil, fmt.Errorf("Rivals has no bot %q (bots: %s, %s)", name, BotHeuristic, BotRandom)
}

var phases = map[rivals.Phase]string{rivals.PhaseSetup: "setup", rivals.PhaseBeginning: "beginning",
	rivals.PhaseAction: "action", rivals.PhaseEnd: "end", rivals.PhaseOver: "over"}

// Status gives the turn and the phase.
func (Game) Status(g engine.Game) games.Status {
	rg := g.(*rivals.Game)
	return games.Status{Turn: rg.Turn, Phase: phases[rg.Phase]}
}

// EventCount returns the number of lines of the game log.
func (Game) EventCount(g engine.Game) int {
	return g.(*rivals.Game).EventCount()
}

// Event returns line i of the game log.
func (Game) Event(g engine.Game, i int) games.Event {
	text, turn := g.(*rivals.Game).Event(i)
	return games.Event{Turn: turn, Text: text}
}

// SecretNames lists the names of the cards of the header's decks, longest
// first.
func (Game) SecretNames(h *engine.Header) []string {
	seen := map[string]bool{}
	var out []string
	for _, spec := range h.Seats {
		d, err := cards.DecodeDeck(spec)
		if err != nil {
			continue
		}
		for _, c := range append(slices.Clone(d.Vampires), d.Library...) {
			if !seen[c.Name] {
				seen[c.Name] = true
				out = append(out, c.Name)
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

// VisibleNames lists the names of the player cards reader sees now: in
// play, in discards, in the attack (its own face-down cards), in its hand.
func (Game) VisibleNames(g engine.Game, reader int) []string {
	rg := g.(*rivals.Game)
	seen := map[string]bool{}
	var out []string
	for _, c := range rg.Cards() {
		if c.Owner < 0 || !Visible(rg, c, reader) || seen[c.Def.Name] {
			continue
		}
		seen[c.Def.Name] = true
		out = append(out, c.Def.Name)
	}
	sort.Strings(out)
	return out
}

// Visible reports whether reader (a seat or engine.Spectator) sees which
// card c is (spec §9.4). At setup a player looks through their own Faction
// deck for their Leader (spec §2 step 5).
func Visible(g *rivals.Game, c *rivals.Card, reader int) bool {
	if c.Public || c.Zone != rivals.ZoneConspiracy && reader >= 0 && c.SeenBy&(1<<reader) != 0 {
		return true
	}
	switch c.Zone {
	case rivals.ZoneFaction:
		return g.Phase == rivals.PhaseSetup && c.Owner == reader
	case rivals.ZoneLibrary, rivals.ZoneCityDeck, rivals.ZoneBox:
		return false
	case rivals.ZoneHand:
		return c.Owner == reader
	case rivals.ZoneConspiracy:
		return c.Seen(reader)
	case rivals.ZoneCombat:
		return !g.FaceDown(c) || c.Owner == reader
	}
	return true
}

// HiddenFrom lists the names of player cards only hidden zones hold, as
// reader sees the game.
func (gm Game) HiddenFrom(g engine.Game, reader int) []string {
	rg := g.(*rivals.Game)
	visible := map[string]bool{}
	for _, n := range gm.VisibleNames(g, reader) {
		visible[n] = true
	}
	seen := map[string]bool{}
	var out []string
	for _, c := range rg.Cards() {
		if c.Owner < 0 || Visible(rg, c, reader) || visible[c.Def.Name] || seen[c.Def.Name] {
			continue
		}
		seen[c.Def.Name] = true
		out = append(out, c.Def.Name)
	}
	sort.Strings(out)
	return out
}

// ViewJSON renders seat's view of the table.
func (Game) ViewJSON(g engine.Game, seat int, lang engine.Lang) (json.RawMessage, error) {
	v := g.(*rivals.Game).SeatView(seat)
	t := tableOf(v)
	localize(&t, lang)
	return json.Marshal(t)
}

var _ games.Offerer = Game{}

// OffersUserContent reports true: a deck list is read with the cards'
// facts in code, no card file needed.
func (Game) OffersUserContent() bool { return true }

// OffersCardFacts reports false: the page shows no Rivals card facts yet.
func (Game) OffersCardFacts() bool { return false }
