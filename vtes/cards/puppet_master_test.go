package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Puppet Master: [dom] bleed at +2; [DOM] put on a younger vampire, locked,
// who does not unlock as normal; at its player's next minion phase the
// card burns, the vampire unlocks and that player controls it until the
// end of the turn (card text; ruling [PIB 20150412]; loan.go).
func TestPuppetMaster(t *testing.T) {
	t.Run("[dom] bleed at +2", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aintzane Arriaga", 4, "Puppet Master")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Puppet Master (bleed at +2 bleed)")
		notBlocked(t, g)
		wantPool(t, g, 30, 27, 30)
	})
	t.Run("[DOM] only on a younger vampire", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aintzane Arriaga", 4, "Puppet Master")
		s.Ready(1, "Mkhokheli", 2) // capacity 6, as Aintzane's
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "put on a younger vampire")
	})
	t.Run("[DOM] [PIB 20150412] a locked vampire, controlled a turn later", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aintzane Arriaga", 4, "Puppet Master")
		loonar := s.Ready(1, "Loonar", 2)
		loonar.Locked = true
		g := startTurns(s, 4, 0, 2, vtes.PhaseMinion)
		answer(t, g, "put on a younger vampire, lock them → Loonar")
		notBlocked(t, g)
		pm := loonar.Attached
		if len(pm) != 1 || g.Card(pm[0]).Controller != 0 {
			t.Fatalf("Puppet Master not on Loonar under seat 1's control: %v", pm)
		}
		wantLocked(t, loonar, true)
		// Loonar stays locked through its own unlock phase; at seat 1's
		// next minion phase, it unlocks under seat 1's control.
		passUntil(t, g, "Loonar bleeds")
		if g.Active != 0 || loonar.Controller != 0 || len(loonar.Attached) != 0 {
			t.Fatalf("turn of seat %d: Loonar controlled by %d, %d cards on it",
				g.Active+1, loonar.Controller+1, len(loonar.Attached))
		}
		wantLocked(t, loonar, false)
		answer(t, g, "Loonar bleeds Methuselah 2")
		notBlocked(t, g)
		wantPool(t, g, 30, 29, 30)
		finish(t, g) // to the end of the turn, the game's last
		if loonar.Controller != 1 || loonar.Zone != vtes.ZoneReady {
			t.Errorf("Loonar did not go back to seat 2: controller %d, zone %v",
				loonar.Controller+1, loonar.Zone)
		}
	})
}
