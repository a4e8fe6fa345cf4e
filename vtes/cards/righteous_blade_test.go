package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Righteous Blade: a Salubri's melee weapon, strike: strength+1 damage,
// with 1 optional press each combat, only to continue it (card text;
// §6.4, §6.6).
func TestRighteousBlade(t *testing.T) {
	t.Run("equipped by a Salubri, for nothing", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Malachi", 3)
		rb := s.Hand(0, "Righteous Blade")[0]
		s.Ready(1, "Whisper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Malachi: Righteous Blade (equip)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("want a +1 stealth action, got %+v", a)
		}
		finish(t, g)
		wantOn(t, g, rb, m)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not by another clan", func(t *testing.T) {
		g := minionPhase("Whisper", 3, "Righteous Blade")
		mustNotOffer(t, g, "Righteous Blade")
	})
	t.Run("strike, and one press to continue each combat", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Malachi", 5)
		s.Attach(m, "Righteous Blade", 0)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Malachi", "Mkhokheli")
		answer(t, g, "Righteous Blade: strength+1 damage", "Use Righteous Blade")
		answer(t, g, "Righteous Blade: strength+1 damage")
		neverOffered(t, g, "Use Righteous Blade")
		wantBlood(t, mk, 2)
		wantBlood(t, m, 3)
	})
}
