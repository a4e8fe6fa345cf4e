package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Shilmulo Tarot: equipped by a Ravnos, it takes the library's top 2
// cards out of play; while its Ravnos is ready they may be drawn instead
// of the library's top card; in the unlock phase, the top card may go on
// it; burned with its bearer, the cards go too (card text; §1.5).
func TestShilmuloTarot(t *testing.T) {
	t.Run("equipped: 2 cards kept, drawn instead", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Oleg Kaprizov", 3)
		s.Ready(0, "Zafira", 3)
		s.Hand(0, "Shilmulo Tarot", "Laptop Computer")
		s.Library(0, "Flash", "Dust Up", "Minion Tap", "Archon Investigation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Oleg Kaprizov: Shilmulo Tarot (equip)")
		notBlocked(t, g)
		if n := countLog(g, "out of play"); n != 2 {
			t.Fatalf("%d cards kept, want 2\n%s", n, logText(g))
		}
		passUntil(t, g, "Zafira: Laptop Computer (equip)")
		answer(t, g, "Zafira: Laptop Computer (equip)")
		answer(t, g, "Dust Up")
		if !logged(g, "draws Dust Up from Shilmulo Tarot") {
			t.Fatalf("no draw from the Tarot\n%s", logText(g))
		}
	})
	t.Run("not while its bearer is in torpor", func(t *testing.T) {
		s := newScenario(3)
		oleg := s.Torpor(0, "Oleg Kaprizov", 0)
		s.Ready(0, "Zafira", 3)
		tarot := s.Attach(oleg, "Shilmulo Tarot", 0)
		s.Hand(0, "Laptop Computer")
		s.Library(0, "Flash", "Dust Up")
		g := s.Start(0, 2, vtes.PhaseMinion)
		g.StoreLibraryTop(0, tarot) // Dust Up kept on it
		answer(t, g, "Zafira: Laptop Computer (equip)")
		notBlocked(t, g)
		neverOffered(t, g, "None")
	})
	t.Run("unlock phase: the top card on it", func(t *testing.T) {
		s := newScenario(3)
		oleg := s.Ready(0, "Oleg Kaprizov", 3)
		tarot := s.Attach(oleg, "Shilmulo Tarot", 0)
		s.Library(0, "Flash")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		untilAsked(t, g, "Shilmulo Tarot")
		answer(t, g, "Yes")
		if got := g.Stored(tarot); len(got) != 1 || got[0].Def.Name != "Flash" {
			t.Fatalf("kept %v, want Flash\n%s", got, logText(g))
		}
	})
	t.Run("not by another clan", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 3, "Shilmulo Tarot")
		mustNotOffer(t, g, "Shilmulo Tarot")
	})
}
