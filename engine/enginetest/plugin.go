package enginetest

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"

	"kindred/bot"
	"kindred/engine"
	"kindred/games"
)

// Hoard plugs the test game into Kindred as games.Game: the server's and
// the commands' tests play it beside V:TES to prove that nothing outside
// a game's packages depends on which game is played. cmd/kindred does not
// register it: it is a test game.
type Hoard struct{}

var (
	_ games.Game    = Hoard{}
	_ games.Secrets = Hoard{}
)

var (
	msgHoardTitle = engine.NewMsg("hoard.title", "Hoard (the engine's test game)", "Hoard (le jeu d'essai du moteur)")
	msgHoardSeat  = engine.NewMsg("hoard.seat-noun", "Player {0}", "Joueur {0}")
	msgHoardHand  = engine.NewMsg("hoard.rule.hand", "Cards dealt to each seat (1 to 6).", "Cartes distribuées à chaque siège (1 à 6).")
	msgHoardGoal  = engine.NewMsg("hoard.rule.target", "Points that end the game (1 to 200).", "Points qui terminent la partie (1 à 200).")
	msgHoardBot   = engine.NewMsg("hoard.bot.random", "picks any legal option at random", "choisit au hasard parmi les options légales")
)

// Name returns "hoard".
func (Hoard) Name() string { return Name }

// Title returns the game's title.
func (Hoard) Title() engine.Text { return msgHoardTitle.Text() }

// LogVersion returns Version.
func (Hoard) LogVersion() string { return Version }

// Seats: 2 to 4, 2 by default.
func (Hoard) Seats() games.Seats { return games.Seats{Min: 2, Max: 4, Default: 2, Noun: msgHoardSeat} }

// Rules lists "hand" and "target".
func (Hoard) Rules() []games.Rule {
	return []games.Rule{
		{Key: "hand", Default: "3", Description: msgHoardHand.Text()},
		{Key: "target", Default: "25", Description: msgHoardGoal.Text()},
	}
}

// Contents: every seat plays the same shared deck; its content only names
// the seat.
func (Hoard) Contents() []games.Content {
	return []games.Content{{Name: "player", Title: "Player", Kind: "seat"}}
}

// ReadContent refuses: Hoard has no user content.
func (Hoard) ReadContent(source string, _ []byte) (string, string, error) {
	return "", "", fmt.Errorf("%s: hoard has no deck lists", source)
}

// NewHeader builds a Hoard header.
func (h Hoard) NewHeader(seed uint64, rules map[string]string, seats []string) (engine.Header, error) {
	if n := len(seats); n < 2 || n > 4 {
		return engine.Header{}, fmt.Errorf("hoard is played by 2 to 4 seats, not %d", n)
	}
	for i, s := range seats {
		if s != "player" {
			return engine.Header{}, fmt.Errorf("seat %d: unknown content %q (contents: player)", i+1, s)
		}
	}
	values, err := games.RuleValues(h, rules)
	if err != nil {
		return engine.Header{}, err
	}
	hd := engine.Header{Game: Name, Version: Version, Seed: seed, Rules: values, Seats: slices.Clone(seats)}
	if _, err := New(hd); err != nil { // the rules' ranges
		return engine.Header{}, err
	}
	return hd, nil
}

// NewGame is New.
func (Hoard) NewGame(h engine.Header) (engine.Game, error) { return New(h) }

// Bots: the random bot.
func (Hoard) Bots() []games.Bot {
	return []games.Bot{{Name: "random", Description: msgHoardBot.Text()}}
}

// NewBot returns the random bot.
func (Hoard) NewBot(name string, seed uint64) (engine.Player, error) {
	if name != "random" {
		return nil, fmt.Errorf("hoard has no bot %q (bots: random)", name)
	}
	return bot.NewRandom(seed), nil
}

// Status: Hoard does not number its turns; its Turn is the number of
// the seat whose turn it is, from 1, which changes at every turn (a new
// turn refills the players' clocks).
func (Hoard) Status(g engine.Game) games.Status {
	hg := g.(*Game)
	phase := "play"
	if hg.Pending() == nil {
		phase = "over"
	}
	return games.Status{Turn: hg.turn + 1, Phase: phase}
}

// hoardTable is the JSON of a seat's view of a Hoard table.
type hoardTable struct {
	Deck    int           `json:"deck"`
	Discard []string      `json:"discard"`
	Players []hoardPlayer `json:"players"`
	Hand    []string      `json:"hand,omitempty"`
	Vault   []string      `json:"vault,omitempty"`
}

type hoardPlayer struct {
	Seat   int `json:"seat"`
	Points int `json:"points"`
	Hand   int `json:"hand"`
	Vault  int `json:"vault"`
}

func names(cs []int) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = CardName(c)
	}
	return out
}

// ViewJSON renders seat's view of the table.
func (Hoard) ViewJSON(g engine.Game, seat int, _ engine.Lang) (json.RawMessage, error) {
	v := g.View(seat).(*View)
	out := hoardTable{Deck: v.DeckSize(), Discard: names(v.Discard()), Hand: names(v.Hand()), Vault: names(v.Vault())}
	for s := range g.Seats() {
		out.Players = append(out.Players, hoardPlayer{Seat: s, Points: v.Points(s), Hand: v.HandSize(s), Vault: v.VaultSize(s)})
	}
	return json.Marshal(out)
}

// SecretNames lists every card's name, longest first.
func (Hoard) SecretNames(*engine.Header) []string {
	out := slices.Clone(cardNames[:])
	sort.Slice(out, func(i, j int) bool {
		if len(out[i]) != len(out[j]) {
			return len(out[i]) > len(out[j])
		}
		return out[i] < out[j]
	})
	return out
}

// VisibleNames lists the cards reader sees: the discard pile, and its own
// hand and vault.
func (Hoard) VisibleNames(g engine.Game, reader int) []string {
	v := g.View(reader).(*View)
	return names(append(append(v.Discard(), v.Hand()...), v.Vault()...))
}

// HiddenFrom lists the cards reader cannot see: the deck, and the other
// seats' hands and vaults.
func (h Hoard) HiddenFrom(g engine.Game, reader int) []string {
	hg := g.(*Game)
	seen := map[string]bool{}
	for _, n := range h.VisibleNames(g, reader) {
		seen[n] = true
	}
	var out []string
	add := func(cs []uint8) {
		for _, c := range cs {
			if n := cardNames[c]; !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	add(hg.deck)
	for s := range hg.hands {
		if s != reader {
			add(hg.hands[s])
			add(hg.vaults[s])
		}
	}
	sort.Strings(out)
	return out
}

var _ games.Checker = (*Game)(nil)

// CheckInvariants checks that each of the 30 cards is in exactly one
// place: the deck, the discard pile, a hand or a vault (games.Checker:
// the contract test calls it after every choice).
func (g *Game) CheckInvariants() error {
	var where [deckSize + 1]int // where[deckSize]: cards that are no card
	count := func(cs []uint8) {
		for _, c := range cs {
			where[min(int(c), deckSize)]++
		}
	}
	count(g.deck)
	count(g.discard)
	for s := range g.hands {
		count(g.hands[s])
		count(g.vaults[s])
	}
	if where[deckSize] > 0 {
		return fmt.Errorf("hoard: %d cards that are no card", where[deckSize])
	}
	for c, n := range where[:deckSize] {
		if n != 1 {
			return fmt.Errorf("hoard: card %s is in %d places", cardNames[c], n)
		}
	}
	return nil
}
