package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Drawing Out the Beast: before range in the first round, against a
// vampire: [ani] it gets +1 strength this combat but cannot use its
// equipment (nor maneuver to long range or press to end the combat);
// [ANI] besides, 1 unpreventable damage in each press step; one a
// vampire each combat; not against an ally (card text; [PIB 20121028],
// [RTR 19970630]; §6.3, §6.6).
func TestDrawingOutTheBeast(t *testing.T) {
	const inf = "Play Drawing Out the Beast (+1 strength to the opponent"
	const sup = "Play Drawing Out the Beast (as basic, and 1 unpreventable damage"
	t.Run("ani: +1 strength, no equipment", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Mkhokheli", 3)
		s.Attach(m, ".44 Magnum", 0)
		marialena := readyWithHand(s, 1, "Marialena", 6, "Drawing Out the Beast",
			"Drawing Out the Beast")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Marialena")
		passUntil(t, g, inf)
		answer(t, g, inf)
		mustNotOffer(t, g, "Drawing Out the Beast") // one each combat
		mustNotOffer(t, g, ".44 Magnum")
		finish(t, g)
		if !logged(g, "Mkhokheli strikes (hand strike): 2 damage") {
			t.Errorf("no hand strike at 2\n%s", logText(g))
		}
		wantBlood(t, marialena, 4)
	})
	t.Run("ANI: 1 unpreventable damage each press step", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 6)
		readyWithHand(s, 1, "Whisper", 6, "Drawing Out the Beast")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nik Sikko", "Whisper")
		passUntil(t, g, sup)
		answer(t, g, sup)
		finish(t, g)
		// 1 from Whisper's hand strike, then 1 in the press step.
		if !logged(g, "Nik Sikko: blood 5 → 4 (damage)") {
			t.Errorf("no press step damage\n%s", logText(g))
		}
	})
	t.Run("not against an ally", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Renegade Garou", 3)
		s.Ready(1, "Marialena", 6)
		s.Hand(1, "Drawing Out the Beast")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Renegade Garou bleeds", "Block with Marialena")
		neverOffered(t, g, "Play Drawing Out the Beast")
	})
}
