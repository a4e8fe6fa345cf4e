package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Yoruba Shrine: as a directed action aimed at a ready Banu Haqim of its
// Methuselah is announced, or in the polling of a referendum whose terms
// chose one, before votes: lock it, the acting minion unlocks and the
// action or referendum fails (card text; §4.1, §5.2).
func TestYorubaShrine(t *testing.T) {
	t.Run("a directed action fails", func(t *testing.T) {
		s := newScenario(3)
		farah := readyWithHand(s, 0, "Farah Sarroub", 5, "Hunter's Mark")
		arjun := s.Ready(1, "Arjun Shah", 3)
		shrine := s.InPlay(1, "Yoruba Shrine")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Farah Sarroub: Hunter's Mark (enter combat, 1 optional press → Arjun Shah)")
		answer(t, g, "Use Yoruba Shrine")
		wantLocked(t, shrine, true)
		wantLocked(t, farah, false)
		finish(t, g)
		if logged(g, "Combat:") {
			t.Errorf("the action failed: no combat\n%s", logText(g))
		}
		wantBlood(t, arjun, 3)
	})
	t.Run("a referendum choosing one fails", func(t *testing.T) {
		s := newScenario(3)
		farah := readyWithHand(s, 0, "Farah Sarroub", 5, "Banishment")
		arjun := s.Ready(1, "Arjun Shah", 3)
		s.InPlay(1, "Yoruba Shrine")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Farah Sarroub: Banishment")
		notBlocked(t, g)
		if offered(g, "Arjun Shah") {
			answer(t, g, "Arjun Shah")
		}
		untilOffered := func(text string) {
			for i := 0; i < 20 && !offered(g, text); i++ {
				decline(t, g)
			}
		}
		untilOffered("Use Yoruba Shrine")
		answer(t, g, "Use Yoruba Shrine")
		wantLocked(t, farah, false)
		finish(t, g)
		wantZone(t, arjun, vtes.ZoneReady)
		if !logged(g, "The referendum is canceled") {
			t.Errorf("no failed referendum\n%s", logText(g))
		}
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 5, "Hunter's Mark")
		s.Ready(1, "Anita Wainwright", 3)
		s.InPlay(1, "Yoruba Shrine")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Farah Sarroub: Hunter's Mark (enter combat, 1 optional press → Anita Wainwright)")
		mustNotOffer(t, g, "Use Yoruba Shrine")
	})
}
