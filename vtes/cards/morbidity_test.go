package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Morbidity, Path of Death and the Soul, [obl] or [tha]: before range, in
// combat with a vampire, once each round: in play with up to 2 blood of
// the opposing vampire, given back after the combat, the card burned;
// [OBL]/[THA] also, combat cards cost the opposing vampire +1 blood
// (card text; §6.2, §1.5.6).
func TestMorbidity(t *testing.T) {
	const inferior = "Play Morbidity (hold up to 2 blood of the opposing vampire)"
	t.Run("inferior: 2 blood held for the combat", func(t *testing.T) {
		s := newScenario(3)
		nadezhda := s.Ready(0, "Nadezhda", 3) // aus obl
		copies := s.Hand(0, "Morbidity", "Morbidity")
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nadezhda", "Mkhokheli")
		answer(t, g, inferior)
		answerAmount(t, g, 2)
		for _, l := range []string{"Mkhokheli: blood 5 → 3 (Morbidity)",
			"Morbidity: blood 0 → 2 (Morbidity)"} {
			if !logged(g, l) {
				t.Errorf("not logged: %q\n%s", l, logText(g))
			}
		}
		neverOffered(t, g, "Play Morbidity") // one each round
		wantBlood(t, mk, 4)                  // 3, 1 damage, 2 back
		wantBlood(t, nadezhda, 2)            // no blood cost, 1 damage
		for _, c := range copies {
			if c.Zone == vtes.ZoneInPlay || c.Blood != 0 {
				t.Errorf("a Morbidity stays in play, or holds %d blood", c.Blood)
			}
		}
	})
	t.Run("superior: the opposing vampire's combat cards cost +1 blood", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "El Monseñor", 4, "Morbidity") // dom OBL
		anita := readyWithHand(s, 1, "Anita Wainwright", 4, "Dust Up")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "El Monseñor", "Anita Wainwright")
		answer(t, g, "Play Morbidity (hold up to 2 blood; its combat cards cost +1 blood)")
		answerAmount(t, g, 2)
		passUntil(t, g, "Play Dust Up (dodge, with 1 additional strike)")
		answer(t, g, "Play Dust Up (dodge, with 1 additional strike)")
		if !logged(g, "Anita Wainwright: blood 2 → 1 (Dust Up)") {
			t.Errorf("Dust Up costs Anita no blood\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, anita, 3)
	})
	t.Run("not in combat with an ally, nor off the path", func(t *testing.T) {
		for _, tc := range []struct{ actor, blocker string }{
			{"Nadezhda", "Political Ally"}, {"Alek König", "Mkhokheli"},
		} {
			s := newScenario(3)
			readyWithHand(s, 0, tc.actor, 3, "Morbidity")
			s.Ready(1, tc.blocker, 1)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, tc.actor, tc.blocker)
			neverOffered(t, g, "Play Morbidity")
		}
	})
}
