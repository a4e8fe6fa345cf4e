package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Wall Street Night, Financial Newspaper: a unique location played for 1
// pool; during an undirected action its Methuselah may lock it for +1
// intercept to their blocking minion, not during a directed one; their
// minion may lock it to take a +1 stealth Ⓓ action moving 1 blood from
// another Methuselah's investment card to their pool, the card burning
// with its last blood (card text; §4.2, §4.3, vtes/investment.go).
func TestWallStreetNightFinancialNewspaper(t *testing.T) {
	const wsn = "Wall Street Night, Financial Newspaper"
	t.Run("played for 1 pool", func(t *testing.T) {
		wantPlayed(t, "", wsn, 29)
	})
	t.Run("+1 intercept during an undirected action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		s.Ready(1, "Mkhokheli", 3)
		loc := s.InPlay(1, wsn)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Azucena hunts", "Block with Mkhokheli")
		answer(t, g, "Use "+wsn+": lock: +1 intercept")
		wantLocked(t, loc, true)
		if !logged(g, "Mkhokheli blocks Azucena") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not during a directed action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Azucena", 3, "Shadow Cloak")
		s.Ready(1, "Mkhokheli", 3)
		s.InPlay(1, wsn)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		answer(t, g, "Play Shadow Cloak (+1 stealth)")
		neverOffered(t, g, "Use "+wsn)
	})
	for _, tt := range []struct {
		name       string
		blood      int
		wantZone   vtes.Zone
		wantCounts int
	}{
		{"1 blood from an investment to the pool", 2, vtes.ZoneInPlay, 1},
		{"the investment burns with its last blood", 1, vtes.ZoneAsh, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Mkhokheli", 3)
			loc := s.InPlay(0, wsn)
			s.Ready(1, "Massimo Falconi", 3)
			inv := s.InPlay(1, "Short-Term Investment")
			inv.Counters = tt.blood
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Mkhokheli: "+wsn+" (lock: move 1 blood from an investment to your pool")
			wantLocked(t, loc, true)
			if a := g.Action(); a == nil || a.Stealth != 1 || !a.Directed || a.TargetSeat != 1 {
				t.Fatalf("action %+v, want +1 stealth, directed at Methuselah 2", a)
			}
			notBlocked(t, g)
			wantPool(t, g, 31, 30, 30)
			wantZone(t, inv, tt.wantZone)
			if inv.Counters != tt.wantCounts {
				t.Errorf("%d blood on the investment, want %d", inv.Counters, tt.wantCounts)
			}
		})
	}
	t.Run("locked even when blocked; not again while locked", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(0, "Azucena", 3)
		readyWithHand(s, 1, "Donny Kowalczyk", 3, "Enhanced Senses")
		loc := s.InPlay(0, wsn)
		inv := s.InPlay(1, "Short-Term Investment")
		inv.Counters = 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: "+wsn, "Block with Donny Kowalczyk",
			"Play Enhanced Senses (+2 intercept)")
		wantLocked(t, loc, true)
		fightUntil(t, g, "Azucena")
		mustNotOffer(t, g, wsn)
		if inv.Counters != 3 {
			t.Errorf("%d blood on the investment, want 3 (blocked)", inv.Counters)
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("only another Methuselah's investment, with blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.InPlay(0, wsn)
		s.InPlay(0, "Short-Term Investment").Counters = 3
		s.InPlay(1, "Protracted Investment") // no blood left to move
		s.InPlay(2, "Creepshow Casino")      // not an investment
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, wsn)
	})
}
