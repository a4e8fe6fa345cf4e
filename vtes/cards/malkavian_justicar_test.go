package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Malkavian Justicar: a political action choosing a ready Camarilla
// Malkavian; every Malkavian gets +1 vote in its referendum; passed, the
// card goes on the chosen vampire as the unique title of Malkavian
// justicar: 3 votes, replacing the title it had (card text; §9.1, §10.2,
// §14 C12).
func TestMalkavianJusticar(t *testing.T) {
	t.Run("passed: the title, +1 vote to each Malkavian", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		stephen := s.Ready(0, "Dr. Stephen Norton", 3)
		card := s.Hand(0, "Malkavian Justicar")[0]
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Malkavian Justicar")
		notBlocked(t, g)
		mustNotOffer(t, g, "Nik Sikko")
		answer(t, g, "Dr. Stephen Norton")
		answer(t, g, "Andi Liu: 3 vote(s) for") // a prince's 2, +1
		answer(t, g, "Dr. Stephen Norton: 1 vote(s) for")
		finish(t, g)
		if !logged(g, "The referendum passes (5 for, 0 against)") {
			t.Errorf("want 5 votes for\n%s", logText(g))
		}
		wantOn(t, g, card, stephen)
		if g.TitleOf(stephen) != vtes.Justicar || g.Votes(stephen) != 3 {
			t.Errorf("Stephen: title %q, %d votes; want justicar, 3", g.TitleOf(stephen),
				g.Votes(stephen))
		}
	})
	t.Run("a prince chosen becomes justicar", func(t *testing.T) {
		s := newScenario(3)
		andi := readyWithHand(s, 0, "Andi Liu", 3, "Malkavian Justicar")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Andi Liu: Malkavian Justicar")
		notBlocked(t, g)
		answer(t, g, "Andi Liu: 3 vote(s) for")
		finish(t, g)
		if g.TitleOf(andi) != vtes.Justicar {
			t.Errorf("Andi's title is %q, want justicar (§9.1: the new title replaces the old)",
				g.TitleOf(andi))
		}
	})
	t.Run("the card burned otherwise: the printed title does not come back (§9.1)",
		func(t *testing.T) {
			// The justicar title replaced Andi Liu's princedom; when an effect
			// burns the title card (not a yield), Andi is left untitled.
			s := newScenario(3)
			andi := s.Ready(0, "Andi Liu", 3)
			card := s.Hand(0, "Malkavian Justicar")[0]
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Andi Liu: Malkavian Justicar")
			notBlocked(t, g)
			answer(t, g, "Andi Liu: 3 vote(s) for")
			finish(t, g)
			wantOn(t, g, card, andi)
			g.Burn(card)
			if g.TitleOf(andi) != vtes.NoTitle || g.Votes(andi) != 0 {
				t.Errorf("Andi: title %q, %d votes; want untitled, 0", g.TitleOf(andi),
					g.Votes(andi))
			}
		})
	t.Run("failed: the card goes to the ash heap", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		card := s.Hand(0, "Malkavian Justicar")[0]
		s.Ready(1, "Donny Kowalczyk", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton: Malkavian Justicar")
		notBlocked(t, g)
		answer(t, g, "Dr. Stephen Norton", "Pass", "Donny Kowalczyk: 3 vote(s) against")
		finish(t, g)
		wantZone(t, card, vtes.ZoneAsh)
	})
	t.Run("not another's Malkavian in a Secure Haven: no legal choice, not played (G00158)",
		func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Nik Sikko", 3, "Malkavian Justicar")
			donny := s.Ready(1, "Donny Kowalczyk", 3)
			s.Attach(donny, "Secure Haven", 0)
			g := s.Start(0, 2, vtes.PhaseMinion)
			mustNotOffer(t, g, "Malkavian Justicar")
		})
}
