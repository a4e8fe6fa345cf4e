package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Heidelberg Castle, Germany: lock it to move blood, equipment and
// retainers between two ready vampires its Methuselah controls, out of
// any action (card text; [LSJ 20100112]).
func TestHeidelbergCastleGermany(t *testing.T) {
	const use = "Use Heidelberg Castle, Germany"
	t.Run("blood, an equipment and a retainer", func(t *testing.T) {
		s := newScenario(3)
		castle := s.InPlay(0, "Heidelberg Castle, Germany")
		mk := s.Ready(0, "Mkhokheli", 4)
		bow := s.Attach(mk, "Ivory Bow", 0)
		spy := s.Attach(mk, "Raven Spy", 1)
		arthur := s.Ready(0, "Arthur Denholm", 2)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, use, "Mkhokheli") // the other, Arthur, receives
		answerAmount(t, g, 3)
		answer(t, g, "Ivory Bow", "Raven Spy")
		wantBlood(t, mk, 1)
		wantBlood(t, arthur, 5)
		wantOn(t, g, bow, arthur)
		wantOn(t, g, spy, arthur)
		wantLocked(t, castle, true)
		if !logged(g, "Ivory Bow moves to Arthur Denholm") {
			t.Errorf("the move is not logged\n%s", logText(g))
		}
		neverOffered(t, g, use) // locked
	})
	t.Run("above capacity, the blood is drained (§13.3)", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Heidelberg Castle, Germany")
		s.Ready(0, "Mkhokheli", 4)
		arthur := s.Ready(0, "Arthur Denholm", 4) // capacity 5
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, use, "Mkhokheli") // the other, Arthur, receives
		answerAmount(t, g, 4)
		if !logged(g, "Mkhokheli: blood 4 → 0 (Heidelberg Castle, Germany)") {
			t.Errorf("Mkhokheli did not give 4\n%s", logText(g))
		}
		wantBlood(t, arthur, 5)
	})
	t.Run("not with one ready vampire, nor during an action", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Heidelberg Castle, Germany")
		s.Ready(0, "Mkhokheli", 4)
		s.Torpor(0, "Arthur Denholm", 2)
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, use)
		s = newScenario(3)
		s.InPlay(0, "Heidelberg Castle, Germany")
		s.Ready(0, "Mkhokheli", 4)
		s.Ready(0, "Arthur Denholm", 2)
		s.Ready(1, "Alexander Silverson", 4)
		g = s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, use)
		answer(t, g, "Mkhokheli bleeds")
		for g.Action() != nil {
			mustNotOffer(t, g, use)
			decline(t, g)
		}
	})
}
