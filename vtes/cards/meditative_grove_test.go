package cards_test

import (
	"slices"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
)

// Meditative Grove: a hunting ground for a ready Salubri; lock it to
// cancel a frenzy card as it is played on a Salubri its Methuselah
// controls, its cost still paid (card text; §14 C5).
func TestMeditativeGrove(t *testing.T) {
	hunt := func(vampire string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		v := s.Ready(0, vampire, 1)
		s.InPlay(0, "Meditative Grove")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		return g, v
	}
	t.Run("a ready Salubri gains 1 blood", func(t *testing.T) {
		g, v := hunt("Malachi")
		answer(t, g, "Yes")
		wantBlood(t, v, 2)
	})
	t.Run("not a non-Salubri", func(t *testing.T) {
		g, v := hunt("Madison")
		if d := g.Pending(); d != nil && strings.Contains(d.Prompt.String(), "Meditative Grove") {
			t.Fatalf("offered for a Ventrue: %s", d.Prompt.String())
		}
		wantBlood(t, v, 1)
	})
	t.Run("lock: cancel a frenzy card played on a Salubri, its cost paid", func(t *testing.T) {
		s := newScenario(3)
		trung := readyWithHand(s, 0, "Trung Chau Pham", 4, "Terror Frenzy")
		s.Ready(1, "Malachi", 4)
		grove := s.InPlay(1, "Meditative Grove")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Trung Chau Pham", "Malachi")
		answer(t, g, "Play Terror Frenzy (the opponent cannot close, press to continue or use equipment)")
		answer(t, g, "lock: cancel the frenzy card")
		wantLocked(t, grove, true)
		// The cost is still paid (then a hand strike each).
		if !logged(g, "Trung Chau Pham: blood 4 → 3 (Terror Frenzy)") ||
			!logged(g, "Terror Frenzy is cancelled") {
			t.Errorf("Terror Frenzy not cancelled, cost paid\n%s", logText(g))
		}
		wantBlood(t, trung, 2)
	})
	t.Run("not for a non-Salubri", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Trung Chau Pham", 4, "Terror Frenzy")
		s.Ready(1, "Madison", 4)
		s.InPlay(1, "Meditative Grove")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Trung Chau Pham", "Madison")
		answer(t, g, "Play Terror Frenzy (the opponent cannot close, press to continue or use equipment)")
		mustNotOffer(t, g, "cancel the frenzy card")
	})
}

// TestFrenzyCards: vtes.FrenzyCardIDs are the cards whose text opens with
// "Frenzy." in the official list.
func TestFrenzyCards(t *testing.T) {
	var want []int
	for _, c := range shareddata.CardDB(t).Cards() {
		if strings.HasPrefix(c.Text, "Frenzy.") {
			want = append(want, c.ID)
		}
	}
	slices.Sort(want)
	if got := vtes.FrenzyCardIDs(); !slices.Equal(got, want) {
		t.Errorf("frenzy cards %v, want %v", got, want)
	}
}
