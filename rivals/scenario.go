package rivals

import (
	"fmt"

	"kindred/engine"
)

// Scenario builds a game in a chosen position, for rules and card tests:
// put these cards in these zones, play, check. Nothing is shuffled or
// dealt; players are numbered from seat 0 (Player 1), each the Rival of
// the next, with 20 Prestige and a first turn behind them.
type Scenario struct {
	g      *Game
	lookup func(name string) (*CardDef, bool)
}

// NewScenario starts a position with seats players. lookup finds card
// definitions by name.
func NewScenario(seats int, lookup func(name string) (*CardDef, bool)) *Scenario {
	g := &Game{opts: DefaultOptions(), rand: engine.NewRand(1), scenario: true}
	g.opts.TurnLimit = 0
	for s := range seats {
		g.Players = append(g.Players, &Player{Seat: s, Number: s + 1, Prestige: 20, Rival: (s + 1) % seats,
			HadFirstTurn: true, Haven: NoCard, Agenda: NoCard})
	}
	s := &Scenario{g: g, lookup: lookup}
	for seat := range seats {
		g.Players[seat].Haven = s.card(-2, "", ZoneHavenCard, seat).ID
		g.Players[seat].Agenda = s.card(-3, "", ZoneAgendaCard, seat).ID
	}
	return s
}

// Placeholder Haven and Agenda cards of a scenario: no text.
var (
	scenarioHaven  = &CardDef{ID: "scenario-haven", Name: "Haven", Kind: KindHaven}
	scenarioAgenda = &CardDef{ID: "scenario-agenda", Name: "Agenda", Kind: KindAgenda}
)

// card creates a card named name for seat in zone z.
func (s *Scenario) card(kind int, name string, z Zone, seat int) *Card {
	var def *CardDef
	switch kind {
	case -2:
		def = scenarioHaven
	case -3:
		def = scenarioAgenda
	default:
		d, ok := s.lookup(name)
		if !ok {
			panic(fmt.Sprintf("scenario: no card named %q", name))
		}
		def = d
	}
	c := s.g.newCard(def, seat, ZoneNone)
	if seat < 0 {
		c.Controller = -1
	}
	s.g.move(c, z)
	return c
}

// Agenda gives seat the Agenda named name.
func (s *Scenario) Agenda(seat int, name string) *Scenario {
	p := s.g.Players[seat]
	s.g.setZone(s.g.cards[p.Agenda], ZoneBurned)
	p.Agenda = s.card(0, name, ZoneAgendaCard, seat).ID
	return s
}

// HavenCard gives seat the Haven named name.
func (s *Scenario) HavenCard(seat int, name string) *Scenario {
	p := s.g.Players[seat]
	s.g.setZone(s.g.cards[p.Haven], ZoneBurned)
	p.Haven = s.card(0, name, ZoneHavenCard, seat).ID
	return s
}

// Leader puts the Leader token on v.
func (s *Scenario) Leader(v *Card) *Scenario { v.Leader = true; return s }

// Options sets the rules options; the turn limit stays the scenario's
// (Turns).
func (s *Scenario) Options(o Options) *Scenario {
	o.TurnLimit = s.g.opts.TurnLimit
	s.g.opts = o
	return s
}

// Turns makes the game end after turn n (by default, after the turn it
// starts in).
func (s *Scenario) Turns(n int) *Scenario { s.g.opts.TurnLimit = n; return s }

// Prestige sets seat's Prestige; AP its Agenda points.
func (s *Scenario) Prestige(seat, n int) *Scenario { s.g.Players[seat].Prestige = n; return s }

// AP sets seat's Agenda points.
func (s *Scenario) AP(seat, n int) *Scenario { s.g.Players[seat].AP = n; return s }

// Rival makes rival seat's Rival.
func (s *Scenario) Rival(seat, rival int) *Scenario { s.g.Players[seat].Rival = rival; return s }

// FirstTurn marks seat as not having had a first turn yet.
func (s *Scenario) FirstTurn(seat int) *Scenario { s.g.Players[seat].HadFirstTurn = false; return s }

// Haven puts a vampire in seat's Haven at full Blood.
func (s *Scenario) Haven(seat int, name string) *Card {
	c := s.card(0, name, ZoneHaven, seat)
	c.Blood = c.Def.BP
	return c
}

// Streets puts a vampire of seat in the Streets at full Blood, in party
// group (a number of the test's choosing, from 1).
func (s *Scenario) Streets(seat int, name string, group int) *Card {
	c := s.card(0, name, ZoneStreets, seat)
	c.Blood = c.Def.BP
	c.Group = group
	s.g.nextGroup = max(s.g.nextGroup, group)
	return c
}

// Torpor puts a vampire of seat in torpor with blood.
func (s *Scenario) Torpor(seat int, name string, blood int) *Card {
	c := s.card(0, name, ZoneTorpor, seat)
	c.Blood = blood
	c.Exhausted = true
	return c
}

// Hand puts cards in seat's hand.
func (s *Scenario) Hand(seat int, names ...string) []*Card {
	var out []*Card
	for _, n := range names {
		out = append(out, s.card(0, n, ZoneHand, seat))
	}
	return out
}

// Library puts cards in seat's Library; the last named is on top.
func (s *Scenario) Library(seat int, names ...string) {
	for _, n := range names {
		s.card(0, n, ZoneLibrary, seat)
	}
}

// Discard puts cards in seat's discard pile.
func (s *Scenario) Discard(seat int, names ...string) {
	for _, n := range names {
		s.card(0, n, ZoneDiscard, seat)
	}
}

// Ongoing puts an Ongoing card in play under seat's control, with tokens.
func (s *Scenario) Ongoing(seat int, name string, tokens int) *Card {
	c := s.card(0, name, ZoneOngoing, seat)
	c.Blood = tokens
	return c
}

// Conspiracy puts a Conspiracy face down under seat's control with the
// Prestige of each seat's colour on it (by seat), played on an earlier
// turn, seen by the seats named.
func (s *Scenario) Conspiracy(seat int, name string, colours []int, seenBy ...int) *Card {
	c := s.card(0, name, ZoneConspiracy, seat)
	for i, n := range colours {
		c.Colours[i] = int8(n)
	}
	for _, o := range seenBy {
		c.SeenBy |= 1 << o
	}
	c.PlayedTurn = -1
	return c
}

// Faction puts vampires in seat's Faction deck; the last named is on top.
func (s *Scenario) Faction(seat int, names ...string) {
	for _, n := range names {
		s.card(0, n, ZoneFaction, seat)
	}
}

// City puts City cards in the Streets.
func (s *Scenario) City(names ...string) []*Card {
	var out []*Card
	for _, n := range names {
		out = append(out, s.card(0, n, ZoneStreets, -1))
	}
	return out
}

// CityDeck puts City cards in the City deck; the last named is on top.
func (s *Scenario) CityDeck(names ...string) {
	for _, n := range names {
		s.card(0, n, ZoneCityDeck, -1)
	}
}

// Attach attaches a City mortal to vampire host as a Retainer, ready,
// without its "Attach" effect or triggers.
func (s *Scenario) Attach(host *Card, name string) *Card {
	c := s.card(0, name, ZoneAttached, -1)
	s.g.setHost(c, host.ID)
	c.Controller = host.Controller
	return c
}

// CityDiscard puts City cards in the City discard.
func (s *Scenario) CityDiscard(names ...string) {
	for _, n := range names {
		s.card(0, n, ZoneCityDiscard, -1)
	}
}

// Start begins play at phase of active's turn, turn number turn, and
// returns the game waiting for its first decision. The game ends when that
// turn does unless the options set another turn limit.
func (s *Scenario) Start(active, turn int, phase Phase) *Game {
	g := s.g
	if g.opts.TurnLimit == 0 {
		g.opts.TurnLimit = turn
	}
	g.Active, g.First, g.Turn, g.startPhase = active, 0, turn, phase
	g.resetShares() // the builder wrote the cards' fields one by one
	g.resetHooks()
	g.pilesChanged()
	g.start()
	return g
}
