package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Protection Racket: an Anarch attempting to block gets +1 intercept, +2
// against a titled acting minion; not by a vampire of another sect (card
// text; §4.1; [ANK 20190416]).
func TestProtectionRacket(t *testing.T) {
	t.Run("+2 intercept against a prince", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Lost in Crowds") // prince
		readyWithHand(s, 1, "Anita Wainwright", 3, "Protection Racket")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Anita", "Play Protection Racket")
		finish(t, g)
		if !logged(g, "Anita Wainwright blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("+1 against an untitled minion", func(t *testing.T) {
		g := startAgainst("Nik Sikko", 3, "Anita Wainwright", 3, "Protection Racket")
		answer(t, g, "Nik Sikko hunts", "Block with Anita", "Play Protection Racket")
		if a := g.Action(); a != nil && a.Intercept != 1 {
			t.Errorf("intercept %d, want 1", a.Intercept)
		}
	})
	t.Run("not by a Camarilla vampire", func(t *testing.T) {
		g := startAgainst("Nik Sikko", 3, "Mkhokheli", 3, "Protection Racket")
		answer(t, g, "Nik Sikko hunts", "Block with Mkhokheli")
		neverOffered(t, g, "Play Protection Racket")
	})
}
