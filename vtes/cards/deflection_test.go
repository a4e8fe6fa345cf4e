package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Deflection, for 1 blood: while a minion bleeds its Methuselah, after
// blocks are declined, the bleed goes to another Methuselah than the
// bleeder's, who may block; [dom] the reacting vampire locks, [DOM] it
// does not; a failed block is still a decline; not once a Spying Mission
// made the bleed unsuccessful (card text; §3.5.1, §4.2; group G00106
// [ANK 20211003] [LSJ 19980105] [PIB 20130711]).
func TestDeflection(t *testing.T) {
	t.Run("inferior: lock and redirect", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3) // bleed 2
		naomi := readyWithHand(s, 1, "Naomi Stewart", 3, "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Do not block")
		mustNotOffer(t, g, "Play Deflection (redirect the bleed)") // superior only
		// With three Methuselahs the bleed can only go to Methuselah 3:
		// never back to the bleeder's (group G00106 [PIB 20130711]).
		answer(t, g, "Play Deflection (lock: redirect the bleed) with Naomi Stewart")
		finish(t, g)
		wantLocked(t, naomi, true)
		wantBlood(t, naomi, 2)
		wantPool(t, g, 30, 30, 28)
	})
	t.Run("superior: no lock; the new target may block", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Lenny Burkhead", 3)
		madison := readyWithHand(s, 1, "Madison", 3, "Deflection")
		s.Ready(3, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Do not block",
			"Play Deflection (redirect the bleed) with Madison")
		mustNotOffer(t, g, "Methuselah 1")
		answer(t, g, "Methuselah 4", "Block with Mkhokheli")
		finish(t, g)
		wantLocked(t, madison, false)
		if !logged(g, "Mkhokheli blocks Lenny Burkhead") {
			t.Errorf("the new target could not block\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30, 30)
	})
	t.Run("after a block failed for stealth", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds")
		readyWithHand(s, 1, "Naomi Stewart", 3, "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Naomi",
			"Play Lost in Crowds (+1 stealth)")
		answer(t, g, "Play Deflection (lock: redirect the bleed)")
		finish(t, g)
		wantPool(t, g, 30, 30, 28)
	})
	t.Run("not once a Spying Mission made the bleed unsuccessful", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Spying Mission") // OBF
		s.Ready(1, "Naomi Stewart", 3)
		defl := s.Hand(1, "Deflection")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Do not block",
			"Play Spying Mission (no pool now")
		neverOffered(t, g, "Play Deflection")
		wantZone(t, defl, vtes.ZoneHand)
	})
	t.Run("not during a hunt", func(t *testing.T) {
		g := startAgainst("Lenny Burkhead", 3, "Naomi Stewart", 3, "Deflection")
		answer(t, g, "Lenny Burkhead hunts", "Do not block")
		neverOffered(t, g, "Play Deflection")
	})
}
