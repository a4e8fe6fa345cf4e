package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Concealed Weapon: before range, the minion equips with a weapon from
// the hand, its cost paid and the card replaced; not one costing 3 pool
// or more (AK-47) (card text; groups G00128, G00131).
func TestConcealedWeapon(t *testing.T) {
	s := newScenario(3)
	mk := s.Ready(0, "Mkhokheli", 3)
	hand := s.Hand(0, "Concealed Weapon", ".44 Magnum", "AK-47")
	s.Library(0, "Deflection", "Deflection")
	s.Ready(1, "Anita Wainwright", 4)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Mkhokheli", "Anita Wainwright")
	fightUntil(t, g, "Play Concealed Weapon")
	answer(t, g, "Play Concealed Weapon")
	if offered(g, "AK-47") {
		t.Fatalf("AK-47 (5 pool) offered: %q", labels(g))
	}
	wantOn(t, g, hand[1], mk)
	wantPool(t, g, 28, 30, 30)
	mustOffer(t, g, ".44 Magnum")               // its strike, this round
	if n := len(g.Methuselah(0).Hand); n != 3 { // AK-47 and two cards drawn
		t.Errorf("%d cards in hand, want 3", n)
	}
	t.Run("no weapon it allows", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Hand(0, "Concealed Weapon", "AK-47", "Assault Rifle")
		s.Ready(1, "Anita Wainwright", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Anita Wainwright")
		neverOffered(t, g, "Play Concealed Weapon")
	})
}
