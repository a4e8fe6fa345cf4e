package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Contraband: before range, a Ravnos equips with a non-unique equipment
// from the hand, paying its cost; [OBF] up to half the pool cost in blood;
// one per vampire each combat (card text; §1.5.6, §6).
func TestContraband(t *testing.T) {
	t.Run("[obf] equip from the hand, cost as normal", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		oleg := readyWithHand(s, 1, "Oleg Kaprizov", 3, "Contraband", "Contraband")
		magnum := s.Hand(1, ".44 Magnum")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Oleg Kaprizov")
		passUntil(t, g, "Play Contraband (equip from the hand)")
		answer(t, g, "Play Contraband (equip from the hand)")
		wantOn(t, g, magnum, oleg)
		wantPool(t, g, 30, 28, 30)
		mustNotOffer(t, g, "Play Contraband") // one each combat
		passUntil(t, g, ".44 Magnum: 2R damage")
		answer(t, g, ".44 Magnum: 2R damage")
		finish(t, g)
	})
	t.Run("at 2 pool with a .44 Magnum (2 pool): forecast as ousting", func(t *testing.T) {
		// The sim's nb3-ravnos played it at 3 pool for a 3-pool
		// equipment and was ousted (vtes/selfoust.go fromHandPool).
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		s.Pool(1, 2)
		readyWithHand(s, 1, "Oleg Kaprizov", 3, "Contraband", "Contraband")
		s.Hand(1, ".44 Magnum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Oleg Kaprizov")
		passUntil(t, g, "Play Contraband (equip from the hand)")
		for i, l := range g.Labels() {
			want := strings.HasPrefix(l, "Play Contraband (equip from the hand)")
			if got := g.OustsSelf(g.Pending(), i); got != want {
				t.Errorf("OustsSelf(%q) = %v, want %v", l, got, want)
			}
		}
	})
	t.Run("at 2 pool with a unique Codex (1 pool) and a .44 Magnum (2 pool): forecast as ousting", func(t *testing.T) {
		// The card offers the .44 Magnum alone: the sim's nb3-ravnos,
		// its forecast counting the Codex, was ousted by it.
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		s.Pool(1, 2)
		readyWithHand(s, 1, "Oleg Kaprizov", 3, "Contraband", "Contraband")
		s.Hand(1, "Codex of the Edenic Groundskeepers", ".44 Magnum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Oleg Kaprizov")
		passUntil(t, g, "Play Contraband (equip from the hand)")
		for i, l := range g.Labels() {
			want := strings.HasPrefix(l, "Play Contraband (equip from the hand)")
			if got := g.OustsSelf(g.Pending(), i); got != want {
				t.Errorf("OustsSelf(%q) = %v, want %v", l, got, want)
			}
		}
	})
	t.Run("[OBF] up to half the cost in blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		roberto := readyWithHand(s, 1, "Roberto Rivamonte", 4, "Contraband", "Assault Rifle")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Roberto Rivamonte")
		passUntil(t, g, "Play Contraband (equip from the hand, up to half its cost in blood)")
		answer(t, g, "Play Contraband (equip from the hand, up to half its cost in blood)")
		answerAmount(t, g, 2) // 5 pool: up to 2 in blood
		wantBlood(t, roberto, 2)
		wantPool(t, g, 30, 27, 30)
		if len(roberto.Attached) != 1 {
			t.Errorf("Roberto carries %d cards, want the Assault Rifle", len(roberto.Attached))
		}
	})
	t.Run("not a unique equipment", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		readyWithHand(s, 1, "Oleg Kaprizov", 3, "Contraband", "Treasured Samadji")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Oleg Kaprizov")
		neverOffered(t, g, "Play Contraband")
	})
}
