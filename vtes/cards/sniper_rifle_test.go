package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sniper Rifle, for 2 pool: a gun, strike 2R only at long range; if its
// bearer blocks, it may set the first round's range to long before range
// is determined, its initial strike then the Rifle's (card text; group
// G00127; [LSJ 20010814]; [LSJ 20021028]: only if equipped as it blocked).
func TestSniperRifle(t *testing.T) {
	t.Run("equip for 2 pool", func(t *testing.T) {
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		rifle := s.Hand(0, "Sniper Rifle")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha: Sniper Rifle (equip)")
		wantOn(t, g, rifle, mason)
		wantPool(t, g, 28, 30)
	})
	t.Run("blocking: long range, the Rifle strikes", func(t *testing.T) {
		s := newScenario(2)
		nat := readyWithHand(s, 0, "Nathaniel Bordruff", 5, "Apportation")
		mason := s.Ready(1, "Mason Ha", 3)
		s.Attach(mason, "Sniper Rifle", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff bleeds", "Block with Mason Ha", "Use Sniper Rifle")
		if !logged(g, "Mason Ha sets the range to long") {
			t.Fatalf("log:\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, nat, 3)
		wantBlood(t, mason, 3)
	})
	t.Run("not if equipped after the block (LSJ 20021028)", func(t *testing.T) {
		// The Rifle put on the bearer once the block succeeded (as
		// Disguised Weapon would) cannot set the range.
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 5)
		mason := s.Ready(1, "Mason Ha", 3)
		rifle := s.Hand(1, "Sniper Rifle")[0]
		s.Hand(1, "Threats")
		s.InPlay(1, "The Barrens") // a decision once the block succeeded
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nathaniel Bordruff", "Mason Ha")
		if !logged(g, "Mason Ha blocks") {
			t.Fatalf("no block yet: %q\n%s", labels(g), logText(g))
		}
		g.Attach(rifle, mason)
		neverOffered(t, g, "Use Sniper Rifle")
		if logged(g, "sets the range to long") {
			t.Errorf("log:\n%s", logText(g))
		}
	})
	t.Run("not when acting, and only at long range", func(t *testing.T) {
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		s.Attach(mason, "Sniper Rifle", 0)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mason Ha", "Madison")
		mustNotOffer(t, g, "Use Sniper Rifle")
		for g.Pending() != nil && g.Pending().Kind != "vtes.strike" {
			decline(t, g)
		}
		mustNotOffer(t, g, "Sniper Rifle: 2R")
	})
}
