package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kuyén, Baron of Santiago: animal allies and retainers cost her 1 blood
// or pool less; not other vampires, nor other cards (card text; §1.5.6;
// [ANK 20210913]).
func TestKuyen(t *testing.T) {
	t.Run("an animal retainer for 1 blood less", func(t *testing.T) {
		s := newScenario(3)
		kuyen := s.Ready(0, "Kuyén", 3)
		moc := s.Hand(0, "Murder of Crows")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Kuyén: Murder of Crows (employ (superior))")
		finish(t, g)
		wantOn(t, g, moc, kuyen)
		wantBlood(t, kuyen, 3)
	})
	t.Run("not for another vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Kuyén", 3)
		hanna := readyWithHand(s, 0, "Hanna Nokelainen", 3, "Murder of Crows")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen: Murder of Crows (employ)")
		finish(t, g)
		wantBlood(t, hanna, 2)
	})
	t.Run("not for a card that is no animal", func(t *testing.T) {
		g, kuyen, _ := startBlockedBleed(t, "Kuyén", 4, "Body Flare", "Mkhokheli", 6)
		answer(t, g, "Play Body Flare (2 aggravated damage)")
		finish(t, g)
		wantBlood(t, kuyen, 1) // 2 for the card, 1 from the hand strike
	})
}
