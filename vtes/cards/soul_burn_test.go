package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Soul Burn, for 1 blood: strike, 1R damage (2R superior); no Fortitude
// card prevents it (group G00141); the opposing vampire's weapon strikes
// inflict no damage this round (card text; §6.4, §6.7; [LSJ 20040928]).
func TestSoulBurn(t *testing.T) {
	burn := func(t *testing.T, banu string) (*vtes.Game, *vtes.Card, *vtes.Card) {
		s := newScenario(2)
		madison := s.Ready(0, "Madison", 4)
		s.Attach(madison, "Ivory Bow", 0)
		s.Hand(0, "Soak")
		v := readyWithHand(s, 1, banu, 4, "Soul Burn")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Block with "+banu, "Ivory Bow: 1R aggravated damage")
		return g, madison, v
	}
	t.Run("superior: 2R, the bow inflicts nothing, no Soak", func(t *testing.T) {
		g, madison, v := burn(t, "Nayarana")
		answer(t, g, "Play Soul Burn (2R damage, weapons void)")
		neverOffered(t, g, "Play Soak")
		wantBlood(t, v, 3) // 1 paid, no damage from the bow
		wantBlood(t, madison, 2)
		if !logged(g, "Madison's weapon strike inflicts no damage") {
			t.Errorf("log:\n%s", logText(g))
		}
	})
	t.Run("inferior: 1R", func(t *testing.T) {
		g, madison, v := burn(t, "Bijou")
		mustNotOffer(t, g, "(2R damage, weapons void)")
		answer(t, g, "Play Soul Burn (1R damage, weapons void)")
		finish(t, g)
		wantBlood(t, v, 3)
		wantBlood(t, madison, 3)
		if !v.Ready() || !logged(g, "Madison's weapon strike inflicts no damage") {
			t.Errorf("the bow's aggravated damage is void: Bijou stays ready\n%s", logText(g))
		}
	})
}
