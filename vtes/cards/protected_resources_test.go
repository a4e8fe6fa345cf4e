package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Protected Resources, for 2 pool: a bleed burns its Methuselah 2 pool at
// most, bleed modifiers counted first ([TOM 19960413], [LSJ 20030211]);
// burned after one of their minions bleeds successfully, not after a
// bleed for 0 ([LSJ 20030701-1]) (card text; §3.5.1).
func TestProtectedResources(t *testing.T) {
	t.Run("played: 2 pool, in play", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		card := s.Hand(0, "Protected Resources")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Protected Resources")
		wantZone(t, card, vtes.ZoneInPlay)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("a bleed of 4 burns 2 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Zafira", 3, "Visions of Gehenna") // +2 bleed, limited
		s.InPlay(1, "Protected Resources")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Zafira bleeds", "Play Visions of Gehenna (allies cannot block and +2 bleed)")
		finish(t, g)
		if !logged(g, "Zafira bleeds Methuselah 2 for 3") {
			t.Errorf("the bleed amount changed\n%s", logText(g))
		}
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("a bleed of 1 burns 1", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		s.InPlay(1, "Protected Resources")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("burned after its Methuselah's minion bleeds", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		card := s.InPlay(0, "Protected Resources")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
	t.Run("not after a bleed for 0", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		card := s.InPlay(0, "Protected Resources")
		s.Ready(1, "47th Street Royals", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds", "Do not block",
			"Use 47th Street Royals: burn: reduce the bleed by 3")
		finish(t, g)
		wantZone(t, card, vtes.ZoneInPlay)
		wantPool(t, g, 30, 30, 30)
	})
}
