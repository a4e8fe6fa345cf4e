package vtes

import (
	"fmt"

	"kindred/engine"
)

// Scenario builds a game in a chosen position, for rules and card tests
// (STYLE.md: "put these cards in these zones, play this, check"). Cards
// are created where the test puts them; nothing is shuffled or dealt.
type Scenario struct {
	g      *Game
	lookup func(name string) (*CardDef, bool)
}

// NewScenario starts a position with seats Methuselahs at 30 pool and
// empty zones. lookup finds card definitions by name (cards.ByName).
func NewScenario(seats int, lookup func(name string) (*CardDef, bool)) *Scenario {
	g := &Game{opts: DefaultOptions(), rand: engine.NewRand(1), Edge: -1, scenario: true}
	for s := range seats {
		g.seats = append(g.seats, &Methuselah{Seat: s, Pool: 30})
		g.views = append(g.views, &View{g: g, seat: s})
	}
	return &Scenario{g: g, lookup: lookup}
}

// Options changes the rules options.
func (s *Scenario) Options(o Options) *Scenario { s.g.opts = o; return s }

// card creates a card owned by seat in zone z.
func (s *Scenario) card(seat int, name string, z Zone) *Card {
	def, ok := s.lookup(name)
	if !ok {
		panic(fmt.Sprintf("scenario: no card named %q", name))
	}
	c := &Card{Def: def, Owner: seat, Controller: seat, Zone: z, Host: NoCard, Links: [2]CardID{NoCard, NoCard}}
	s.g.addCard(c)
	if l := s.g.list(seat, z); l != nil {
		*l = append(*l, c.ID)
	}
	return c
}

// Pool sets a seat's pool.
func (s *Scenario) Pool(seat, n int) *Scenario {
	s.g.seats[seat].Pool = n
	s.g.seats[seat].changed()
	return s
}

// Owed sets the cards seat played without replacement (Methuselah.Owed).
func (s *Scenario) Owed(seat, n int) *Scenario {
	s.g.seats[seat].Owed = n
	s.g.seats[seat].changed()
	return s
}

// Edge gives the Edge to seat.
func (s *Scenario) Edge(seat int) *Scenario { s.g.Edge = seat; return s }

// Ready puts a minion in seat's ready region, unlocked, with blood (or
// life).
func (s *Scenario) Ready(seat int, name string, blood int) *Card {
	c := s.card(seat, name, ZoneReady)
	c.Blood = blood
	return c
}

// Torpor puts a vampire in seat's torpor region.
func (s *Scenario) Torpor(seat int, name string, blood int) *Card {
	c := s.card(seat, name, ZoneTorpor)
	c.Blood = blood
	return c
}

// Uncontrolled puts a vampire in seat's uncontrolled region.
func (s *Scenario) Uncontrolled(seat int, name string, blood int) *Card {
	c := s.card(seat, name, ZoneUncontrolled)
	c.Blood = blood
	return c
}

// Hand puts cards in seat's hand.
func (s *Scenario) Hand(seat int, names ...string) []*Card {
	var out []*Card
	for _, n := range names {
		out = append(out, s.card(seat, n, ZoneHand))
	}
	return out
}

// Library puts cards in seat's library; the last named is on top.
func (s *Scenario) Library(seat int, names ...string) {
	for _, n := range names {
		s.card(seat, n, ZoneLibrary)
	}
}

// Ash puts cards in seat's ash heap, the last named on top.
func (s *Scenario) Ash(seat int, names ...string) []*Card {
	var out []*Card
	for _, n := range names {
		out = append(out, s.card(seat, n, ZoneAsh))
	}
	return out
}

// Crypt puts cards in seat's crypt; the last named is on top.
func (s *Scenario) Crypt(seat int, names ...string) {
	for _, n := range names {
		s.card(seat, n, ZoneCrypt)
	}
}

// InPlay puts a card (a location…) in play under seat's control.
func (s *Scenario) InPlay(seat int, name string) *Card {
	return s.card(seat, name, ZoneInPlay)
}

// Attach puts a card on host, with counters (life for a retainer).
func (s *Scenario) Attach(host *Card, name string, counters int) *Card {
	c := s.card(host.Controller, name, ZoneHand)
	s.g.attach(c, host)
	c.Blood = counters
	return c
}

// ShowSingleOptions has the game ask every decision that reaches a player,
// even one with a single option, which a game takes alone: a test or a
// script can then say "Do not block" where nothing could block.
func (s *Scenario) ShowSingleOptions() *Scenario { s.g.coro.AskSingle = true; return s }

// Start begins play at phase of active's turn number turn, and returns
// the game, waiting for its first decision. Unless the options say
// otherwise, the game ends when that turn does (the turn limit), so a test
// sees the position the turn left.
func (s *Scenario) Start(active, turn int, phase Phase) *Game {
	g := s.g
	if g.opts.TurnLimit == ByMode {
		g.opts.TurnLimit = turn
	}
	for _, m := range g.seats {
		m.turns = 1
		m.changed()
	}
	return s.begin(active, active, turn, phase)
}

// begin starts play at phase of active's turn number turn, first being
// the seat of the first Methuselah; the Methuselahs' counts of turns are
// set (the active one's turn is counted as it begins).
func (s *Scenario) begin(active, first, turn int, phase Phase) *Game {
	g := s.g
	g.Active, g.first, g.Turn, g.startPhase = active, first, turn, phase
	g.knowHandSizes() // the hands the test gives fit the cards in play
	s.listMarks()
	g.start()
	return g
}

// listMarks lists the cards with marks a test or a position set by hand
// for the end of the turn or action that clears them (marks.go).
func (s *Scenario) listMarks() {
	g := s.g
	for _, c := range g.cards {
		if c.turnMarks() {
			g.markTurn(c)
		}
		if c.Woken || c.UsedAction {
			g.markAction(c)
		}
	}
}

// Labels returns the English labels of the pending decision's options.
func (g *Game) Labels() []string {
	var out []string
	for i := range g.dec.Options {
		out = append(out, g.label(i).Render(engine.English))
	}
	return out
}

// Answer answers the pending decision with the one option whose English
// label contains text: tests read like the game ("Block with The
// Dowager").
func (g *Game) Answer(text string) error {
	if !g.coro.Waiting() {
		return fmt.Errorf("the game is over; cannot answer %q", text)
	}
	i, err := engine.OptionContaining(g.Labels(), text)
	if err != nil {
		return fmt.Errorf("%s (seat %d): %w", g.dec.Kind, g.dec.Seat+1, err)
	}
	return g.Apply(i)
}
