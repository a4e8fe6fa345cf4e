package cards_test

import (
	"testing"

	"kindred/vtes"
)

// From a Sinking Ship, for 1 pool: take control of a minion of a
// Methuselah with 3 pool or less, ready or in torpor, where it is; not a
// vampire of capacity 7 or more, nor one of a Methuselah with 4 pool;
// only one played in a game (card text; §14 C10).
func TestFromASinkingShip(t *testing.T) {
	setup := func(pool int, minions ...string) (*vtes.Game, []*vtes.Card) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "From a Sinking Ship")
		s.Pool(1, pool)
		var ms []*vtes.Card
		for _, name := range minions {
			ms = append(ms, s.Ready(1, name, 2))
		}
		return s.Start(0, 2, vtes.PhaseMaster), ms
	}
	t.Run("a vampire of a Methuselah with 3 pool", func(t *testing.T) {
		g, ms := setup(3, "Horace Radcliffe")
		answer(t, g, "Play From a Sinking Ship")
		if ms[0].Controller != 0 || ms[0].Zone != vtes.ZoneReady {
			t.Errorf("Horace is with seat %d in the %s; want seat 0, ready", ms[0].Controller,
				ms[0].Zone)
		}
		wantPool(t, g, 29, 3, 30)
	})
	for _, tc := range []struct {
		name    string
		pool    int
		minions []string
	}{
		{"not from a Methuselah with 4 pool", 4, []string{"Horace Radcliffe"}},
		{"not a vampire of capacity 7", 3, []string{"Nathaniel Bordruff"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := setup(tc.pool, tc.minions...)
			mustNotOffer(t, g, "Play From a Sinking Ship")
		})
	}
	t.Run("an ally, or a vampire in torpor, where it is", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "From a Sinking Ship")
		s.Pool(1, 2)
		horace := s.Torpor(1, "Horace Radcliffe", 0)
		s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play From a Sinking Ship", "Horace Radcliffe")
		if horace.Controller != 0 || horace.Zone != vtes.ZoneTorpor {
			t.Errorf("Horace is with seat %d in the %s; want seat 0, in torpor",
				horace.Controller, horace.Zone)
		}
	})
	t.Run("only one in a game", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase master active 1 seats 3
game marks: 100793
methuselah 1
  ready: Mkhokheli blood 3
  hand: From a Sinking Ship
methuselah 2 pool 3
  ready: Horace Radcliffe blood 2
`)
		mustNotOffer(t, g, "Play From a Sinking Ship")
	})
}
