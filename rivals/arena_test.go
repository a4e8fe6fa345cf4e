package rivals_test

import (
	"slices"
	"testing"

	"kindred/rivals"
	"kindred/rivals/rivalsbot"
)

// TestAttacksKept: attacks are carved from chunks (arena.go), and nothing
// is reused: every attack of a game is its own, and an attack over keeps
// its attacker and target while later ones are made, across chunks.
func TestAttacksKept(t *testing.T) {
	type seen struct {
		a                *rivals.Attack
		attacker, target *rivals.Card
	}
	var attacks []seen
	g := newGame(t, 4, 3)
	bot := rivalsbot.New(3)
	for n := 0; g.Pending() != nil && n < 5000; n++ {
		if a := g.AttackInProgress(); a != nil && a.Target != nil {
			if i := slices.IndexFunc(attacks, func(s seen) bool { return s.a == a }); i < 0 {
				attacks = append(attacks, seen{a, a.Attacker, a.Target})
			} else if attacks[i] != (seen{a, a.Attacker, a.Target}) {
				t.Fatalf("attack %d changed its attacker or target while in progress", i+1)
			}
		}
		d := g.Pending()
		o, err := bot.Choose(g.View(d.Seat), d)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(o); err != nil {
			t.Fatal(err)
		}
	}
	if len(attacks) < 20 {
		t.Fatalf("the game made %d attacks; the test wants more than a chunk's 16", len(attacks))
	}
	for i, s := range attacks {
		if s.a.Attacker != s.attacker || s.a.Target != s.target {
			t.Errorf("attack %d of %d was written by a later one", i+1, len(attacks))
		}
	}
}

// TestPilesRoom: the piles are carved from one allocation (makePiles); a
// pile that outgrows its room writes over no other pile.
func TestPilesRoom(t *testing.T) {
	for _, grow := range []func(p *rivals.Player) *[]rivals.CardID{
		func(p *rivals.Player) *[]rivals.CardID { return &p.Hand },
		func(p *rivals.Player) *[]rivals.CardID { return &p.Discard },
		func(p *rivals.Player) *[]rivals.CardID { return &p.Library },
	} {
		g := newGame(t, 4, 9)
		var before [][]rivals.CardID
		piles := func() []*[]rivals.CardID {
			var out []*[]rivals.CardID
			for _, p := range g.Players {
				out = append(out, &p.Library, &p.Faction, &p.Hand, &p.Discard)
			}
			return append(out, &g.CityDeck, &g.CityDiscard, &g.CityBurned, &g.Box, &g.Streets)
		}
		for _, l := range piles() {
			before = append(before, slices.Clone(*l))
		}
		l := grow(g.Players[1])
		for range 100 {
			*l = append(*l, 9999)
		}
		for i, other := range piles() {
			if other != l && !slices.Equal(*other, before[i]) {
				t.Errorf("pile %d changed when another grew: %v, was %v", i, *other, before[i])
			}
		}
	}
}
