package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Eternal Vigilance: a +1 stealth action by an archbishop, priscus,
// cardinal or regent, put on the acting vampire; during an action, that
// Sabbat vampire burns 1 blood to unlock and attempt to block; burned if
// it goes to torpor (card text; §4.3).
func TestEternalVigilance(t *testing.T) {
	const aaradhya = "Aaradhya, The Callous Tyrant"
	t.Run("put on a cardinal", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, aaradhya, 4, "Eternal Vigilance")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, aaradhya+": Eternal Vigilance")
		finish(t, g)
		if len(v.Attached) != 1 {
			t.Fatalf("%s bears %d cards, want Eternal Vigilance\n%s", aaradhya, len(v.Attached), logText(g))
		}
		wantBlood(t, v, 3)
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := startActing("Rayne", 3, "Eternal Vigilance", "Nik Sikko", 3)
		mustNotOffer(t, g, "Eternal Vigilance")
	})
	t.Run("unlocks and blocks", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Rayne", 3)
		v := s.Ready(1, aaradhya, 3)
		v.Locked = true
		s.Attach(v, "Eternal Vigilance", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rayne bleeds", "Use Eternal Vigilance")
		if !logged(g, aaradhya+" blocks Rayne") || !logged(g, "blood 3 → 2 (Eternal Vigilance)") {
			t.Errorf("no block for 1 blood\n%s", logText(g))
		}
	})
	t.Run("burned as its vampire goes to torpor", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, aaradhya, 0)
		ev := s.Attach(v, "Eternal Vigilance", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		g.ToTorpor(v)
		wantZone(t, ev, vtes.ZoneAsh)
	})
}
