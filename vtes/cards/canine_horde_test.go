package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Canine Horde: [ani] strike: 1R damage; [ANI] ranged strike with first
// strike that destroys equipment, not playable against a minion without
// equipment ([RTR 19980928]) (card text; §6.4).
func TestCanineHorde(t *testing.T) {
	t.Run("[ani] 1R damage", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		readyWithHand(s, 1, "Jean-François", 4, "Canine Horde") // ani
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Jean-François")
		fightUntil(t, g, "Play Canine Horde (1R damage)")
		answer(t, g, "Play Canine Horde (1R damage)")
		finish(t, g)
		if !logged(g, "Jean-François strikes (Canine Horde)") {
			t.Errorf("the strike is not Canine Horde's\n%s", logText(g))
		}
		if mk.Blood > 2 {
			t.Errorf("Mkhokheli %d blood: 1 damage not dealt", mk.Blood)
		}
	})
	t.Run("[ANI] destroys equipment", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		magnum := s.Attach(mk, ".44 Magnum", 0)
		readyWithHand(s, 1, "Trung Chau Pham", 4, "Canine Horde") // ANI
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Trung Chau Pham")
		fightUntil(t, g, "Play Canine Horde (ranged: destroy equipment with first strike)")
		answer(t, g, "Play Canine Horde (ranged: destroy equipment with first strike)")
		finish(t, g)
		wantZone(t, magnum, vtes.ZoneAsh)
	})
	t.Run("[ANI] not without equipment to destroy", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		readyWithHand(s, 1, "Trung Chau Pham", 4, "Canine Horde") // ANI
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Trung Chau Pham")
		fightUntil(t, g, "Play Canine Horde (1R damage)")
		mustNotOffer(t, g, "Play Canine Horde (ranged: destroy equipment with first strike)")
	})
}
