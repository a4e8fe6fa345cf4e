package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Terror Frenzy: [ani] first round, before range: the opposing minion
// cannot maneuver to close, press to continue or use equipment this
// combat; [ANI] this combat, combat cards cost the opposing vampire +1
// blood, one superior Terror Frenzy per vampire each combat (card text;
// §6.3, §6.6, §1.5.6).
func TestTerrorFrenzy(t *testing.T) {
	t.Run("[ani] no closing, no press to continue, no equipment", func(t *testing.T) {
		s := newScenario(3)
		trung := readyWithHand(s, 0, "Trung Chau Pham", 4, "Terror Frenzy")
		s.Attach(trung, ".44 Magnum", 0)
		anita := readyWithHand(s, 1, "Anita Wainwright", 4, "Flash")
		s.Attach(anita, ".44 Magnum", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Trung Chau Pham", "Anita Wainwright")
		answer(t, g, "Play Terror Frenzy (the opponent cannot close, press to continue or use equipment)")
		wantBlood(t, trung, 3)
		answer(t, g, "Maneuver with .44 Magnum") // Trung goes to long range
		// Anita may neither close with Flash, nor strike or maneuver with
		// her Magnum, nor press with Flash.
		neverOffered(t, g, "Flash")
		if logged(g, "Anita Wainwright strikes with .44 Magnum") {
			t.Errorf("Anita used her Magnum\n%s", logText(g))
		}
		wantBlood(t, anita, 2)
	})
	t.Run("[ani] first round only", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Trung Chau Pham", 4, "Terror Frenzy")
		readyWithHand(s, 1, "Anita Wainwright", 4, "Flash")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Trung Chau Pham", "Anita Wainwright")
		mustOffer(t, g, "Play Terror Frenzy")
		answer(t, g, "Pass")
		fightUntil(t, g, "Play Flash (press)")
		answer(t, g, "Play Flash (press)")
		neverOffered(t, g, "Play Terror Frenzy (the opponent")
	})
	t.Run("[ANI] combat cards cost the opposing vampire +1 blood", func(t *testing.T) {
		s := newScenario(3)
		roberto := readyWithHand(s, 0, "Roberto Rivamonte", 5, "Terror Frenzy", "Terror Frenzy")
		readyWithHand(s, 1, "Anita Wainwright", 4, "Dust Up") // its [cel] costs nothing
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Roberto Rivamonte", "Anita Wainwright")
		answer(t, g, "Play Terror Frenzy (combat cards cost the opposing vampire +1 blood)")
		wantBlood(t, roberto, 4)
		mustNotOffer(t, g, "(combat cards cost the opposing vampire +1 blood)")
		passUntil(t, g, "Play Dust Up (dodge, with 1 additional strike)")
		answer(t, g, "Play Dust Up (dodge, with 1 additional strike)")
		if !logged(g, "Anita Wainwright: blood 4 → 3 (Dust Up)") {
			t.Errorf("Dust Up costs Anita no blood\n%s", logText(g))
		}
	})
}
