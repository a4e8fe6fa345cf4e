package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sergio Bueno: minions bearing his Methuselah's corruption counters burn
// 1 blood or life to attempt to block him (card text; group G00088).
func TestSergioBueno(t *testing.T) {
	t.Run("Anarch baron of Santo Domingo: 2 votes", func(t *testing.T) {
		s := newScenario(3)
		sergio := s.Ready(0, "Sergio Bueno", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if g.SectOf(sergio) != vtes.Anarch || g.TitleOf(sergio) != vtes.Baron || g.Votes(sergio) != 2 || sergio.Def.TitleCity != "Santo Domingo" {
			t.Errorf("Sergio Bueno: %s %s of %q, %d votes", g.SectOf(sergio), g.TitleOf(sergio),
				sergio.Def.TitleCity, g.Votes(sergio))
		}
	})
	t.Run("a corrupted blocker pays 1 blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Sergio Bueno", 3)
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 1)
		blockedBleed(t, g, "Sergio Bueno", "Nik Sikko")
		finish(t, g)
		wantBlood(t, nik, 1) // 1 to attempt, 1 from Sergio's hand strike
	})
	t.Run("no blood to burn: no attempt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Sergio Bueno", 3)
		nik := s.Ready(1, "Nik Sikko", 0)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 1)
		answer(t, g, "Sergio Bueno bleeds")
		mustOffer(t, g, "Block with Mkhokheli")
		mustNotOffer(t, g, "Block with Nik Sikko")
	})
	t.Run("an uncorrupted blocker pays nothing", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Sergio Bueno", 3)
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 2, 1) // another Methuselah's counter
		blockedBleed(t, g, "Sergio Bueno", "Nik Sikko")
		finish(t, g)
		wantBlood(t, nik, 2) // Sergio's hand strike only
	})
	t.Run("not when another minion acts", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Sergio Bueno", 3)
		s.Ready(0, "Marcel", 3)
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 1)
		blockedBleed(t, g, "Marcel", "Nik Sikko")
		finish(t, g)
		wantBlood(t, nik, 2) // Marcel's hand strike only
	})
}
