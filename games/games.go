// Package games is how a game plugs into Kindred: the interface a game
// implements ([Game]) and the [Registry] that the commands, the server and
// the tests look games up in. The kernel (package engine) plays one game
// state; this package says everything around it: names and titles, seats,
// rules options, built-in contents and a user's own, headers, bots, the
// browser's view and the game log.
//
// Nothing outside a game's own packages names a game: cmd/kindred builds
// the registry in one file (games.go), and server, store, terminal and bot
// import no game package (TestNoGameImported in server and in
// cmd/kindred enforces it).
// docs/ARCHITECTURE.md, "How to add a game", says how to add one.
package games

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"kindred/engine"
)

// Game is a game Kindred plays, as the commands, the lobby, the server
// and the store see it. Its methods that take an [engine.Game] are given a
// state the game's own NewGame made. A Game value is shared by every game
// played and by every goroutine: it keeps no per-game state, and its
// methods are safe for concurrent use.
type Game interface {
	// Name is the game's key: the engine.Header game name written in every
	// log, the command-line argument (`kindred play NAME`) and the lobby's
	// "game" field. A token of lower-case letters and digits.
	Name() string
	// Title is the game's name for people, in every language.
	Title() engine.Text
	// LogVersion is the rules version written in the headers this build
	// writes; a log of another version is refused.
	LogVersion() string
	// Seats is how many seats a game may have.
	Seats() Seats
	// Rules lists the rules options with their defaults.
	Rules() []Rule
	// Contents lists the built-in contents a seat may take (V:TES: decks),
	// the first ones being the defaults dealt in turn.
	Contents() []Content
	// ReadContent reads a user's own content for one seat (V:TES: a deck
	// list in any format its deck reader knows), named source in errors,
	// and returns the header's seat string for it and its name. A game
	// with no user content, or that cannot read it (no card files), returns
	// an error saying so.
	ReadContent(source string, data []byte) (spec, name string, err error)
	// NewHeader builds the header of a new game: seed, rules options by key
	// (absent keys take their defaults; an unknown key or value is an
	// error naming it) and one content spec per seat: a built-in content's
	// name or a string ReadContent returned.
	NewHeader(seed uint64, rules map[string]string, seats []string) (engine.Header, error)
	// NewGame starts a game from its header; it is an engine.NewGame.
	NewGame(h engine.Header) (engine.Game, error)
	// Bots lists the bots that can play a seat, the default first.
	Bots() []Bot
	// NewBot returns the bot named name (one of Bots), seeded.
	NewBot(name string, seed uint64) (engine.Player, error)
	// Status gives what the server and the lobby show of a game in
	// progress: its turn (a new turn refills the players' clocks) and
	// phase.
	Status(g engine.Game) Status
	// ViewJSON renders the game-specific part of seat's view of g (a seat
	// number, or engine.Spectator) in lang, for the browser's renderer of
	// the game (web/static/games/NAME.js): what the seat may see of the
	// table, never what it may not. The server adds what every game shares
	// (the seats and their players, the decision and its labels, the
	// result).
	ViewJSON(g engine.Game, seat int, lang engine.Lang) (json.RawMessage, error)
}

// Seats is how many seats a game may have.
type Seats struct {
	Min, Max, Default int
	// Noun names one seat for people, such as "Methuselah {0}"; its
	// argument is the seat's number counted from 1.
	Noun engine.Msg
}

// Rule is a rules option: its key in headers and lobby requests, the
// values it takes (empty for a free value, such as a number) and its
// default, and what it changes.
type Rule struct {
	Key         string      `json:"key"`
	Values      []string    `json:"values,omitempty"`
	Default     string      `json:"default"`
	Description engine.Text `json:"-"`
}

// Content is a built-in content a seat may take: a deck, a scenario, a
// content pack.
type Content struct {
	// Name is the spec written in headers, such as "nb-malkavian".
	Name string
	// Title is its name for people, such as "New Blood: Malkavian".
	Title string
	// Kind says what it is: "deck", "scenario", "pack".
	Kind string
}

// Bot is a bot that can play a seat.
type Bot struct {
	Name string
	// Level orders a game's bots from the weakest (0).
	Level       int
	Description engine.Text
}

// Status is what the server and the lobby show of a game in progress.
type Status struct {
	Turn  int
	Phase string
}

// Event is one line of a game's log: what happened, for people.
type Event struct {
	Turn int
	Text engine.Text
}

// Narrator is implemented by games that keep a log of events for people
// (the page's and the terminal's game log). Events are only ever
// appended, except when a table is rewound.
type Narrator interface {
	// EventCount returns the number of events in g's log.
	EventCount(g engine.Game) int
	// Event returns event i of g's log.
	Event(g engine.Game, i int) Event
}

// Secrets is implemented by games with hidden information whose event log
// could name a hidden thing: the server hides such a name from the readers
// who cannot see it (its second line of defence, the views being the
// first), and the tests scan every message for the names each reader may
// not see.
type Secrets interface {
	// SecretNames lists the names of the things of the game described by h
	// that may be hidden (V:TES: the names of every card of its decks).
	SecretNames(h *engine.Header) []string
	// VisibleNames lists the names reader (a seat, or engine.Spectator)
	// sees at this moment, in play or in its own hidden zones.
	VisibleNames(g engine.Game, reader int) []string
	// HiddenFrom lists the names reader may not see at this moment: named
	// by things only other seats' hidden zones (or nobody's) hold. For the
	// tests: no message to reader may name one.
	HiddenFrom(g engine.Game, reader int) []string
}

// CardFacts is implemented by games that can show a card's printed facts
// (the page shows them when a card name is hovered): GET
// /api/cards/GAME/ID.
type CardFacts interface {
	// Card returns the facts of the card whose id is id, as JSON, or
	// false when the game knows no such card (or has no card data).
	Card(id string) (json.RawMessage, bool)
}

// Offerer is implemented by games whose offers depend on the data they
// were given: V:TES reads deck lists and shows card facts only with the
// official card files. The lobby (GET /api/info) offers what it says. A
// game that does not implement it offers no user content, and card facts
// if it is a [CardFacts].
type Offerer interface {
	// OffersUserContent reports whether ReadContent can read a user's own
	// content.
	OffersUserContent() bool
	// OffersCardFacts reports whether the game has card facts to show.
	OffersCardFacts() bool
}

// Closer is implemented by game states that hold resources until closed
// (V:TES runs its rules in a coroutine): a game abandoned before its end
// must be closed.
type Closer interface{ Close() }

// Releaser is implemented by game states that can hand their memory to
// the next game made once nobody needs them (Rivals: rivals/release.go).
// Release ends the game as Close does; its caller promises that nothing
// reads the game again: not its state, its pending decision, its views,
// its log or its result (what was read before, such as a Result or a
// log's rendered texts, stays valid). A game made afterwards may reuse the
// released game's memory, so a read after Release would see another game.
// Simulations and benchmarks release the games they have finished with;
// a game kept (a table being played, a resumed game) is closed, not
// released.
type Releaser interface{ Release() }

// Checker is implemented by game states that can check their own
// invariants; simulations and the contract tests call it after every
// choice.
type Checker interface{ CheckInvariants() error }

// Close closes g if it is a [Closer].
func Close(g engine.Game) {
	if c, ok := g.(Closer); ok {
		c.Close()
	}
}

// Release releases g if it is a [Releaser], or else closes it if it is a
// [Closer]: for a game nothing reads again.
func Release(g engine.Game) {
	if r, ok := g.(Releaser); ok {
		r.Release()
		return
	}
	Close(g)
}

// Check checks g's invariants if it is a [Checker].
func Check(g engine.Game) error {
	if c, ok := g.(Checker); ok {
		return c.CheckInvariants()
	}
	return nil
}

// Registry holds the games Kindred plays, in the order they were
// registered (the order `kindred help` and the lobby list them).
type Registry struct {
	games []Game
}

// NewRegistry registers games; their names must be unique tokens.
func NewRegistry(gs ...Game) (*Registry, error) {
	r := &Registry{}
	for _, g := range gs {
		name := g.Name()
		if !isName(name) {
			return nil, fmt.Errorf("games: %q is not a game name (lower-case letters and digits)", name)
		}
		if _, dup := r.Lookup(name); dup {
			return nil, fmt.Errorf("games: %q registered twice", name)
		}
		s := g.Seats()
		if s.Min < 1 || s.Max < s.Min || s.Default < s.Min || s.Default > s.Max {
			return nil, fmt.Errorf("games: %s: seats %d to %d, default %d", name, s.Min, s.Max, s.Default)
		}
		r.games = append(r.games, g)
	}
	return r, nil
}

func isName(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// All returns the registered games in order.
func (r *Registry) All() []Game { return append([]Game(nil), r.games...) }

// Names returns the registered games' names in order.
func (r *Registry) Names() []string {
	out := make([]string, len(r.games))
	for i, g := range r.games {
		out[i] = g.Name()
	}
	return out
}

// Lookup returns the game named name.
func (r *Registry) Lookup(name string) (Game, bool) {
	for _, g := range r.games {
		if g.Name() == name {
			return g, true
		}
	}
	return nil, false
}

// ErrUnknownGame is wrapped by the errors about a game no one registered.
var ErrUnknownGame = errors.New("unknown game")

// Get returns the game named name, or an error listing the games.
func (r *Registry) Get(name string) (Game, error) {
	if g, ok := r.Lookup(name); ok {
		return g, nil
	}
	return nil, fmt.Errorf("%w %q (games: %s)", ErrUnknownGame, name, strings.Join(r.Names(), ", "))
}

// NewGame starts a game of whichever registered game h names: an
// engine.NewGame for replaying logs of any game.
func (r *Registry) NewGame(h engine.Header) (engine.Game, error) {
	g, err := r.Get(h.Game)
	if err != nil {
		return nil, err
	}
	return g.NewGame(h)
}

// RuleValues checks rules options by key against g's rules and returns
// every option's value, defaults filled in, in g's order: what a game's
// NewHeader writes. An unknown key, or a value not among a rule's values,
// is an error naming it.
func RuleValues(g Game, rules map[string]string) ([]engine.Rule, error) {
	known := g.Rules()
	out := make([]engine.Rule, len(known))
	for i, r := range known {
		out[i] = engine.Rule{Key: r.Key, Value: r.Default}
	}
	keys := make([]string, 0, len(rules))
	for k := range rules {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := rules[k]
		i := -1
		for j, r := range known {
			if r.Key == k {
				i = j
			}
		}
		if i < 0 {
			names := make([]string, len(known))
			for j, r := range known {
				names[j] = r.Key
			}
			return nil, fmt.Errorf("unknown rules option %q (options: %s)", k, strings.Join(names, ", "))
		}
		if vs := known[i].Values; len(vs) > 0 && !contains(vs, v) {
			return nil, fmt.Errorf("rules option %s: %q is not one of %s", k, v, strings.Join(vs, ", "))
		}
		out[i].Value = v
	}
	return out, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
