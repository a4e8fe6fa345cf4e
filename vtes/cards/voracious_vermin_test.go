package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Voracious Vermin: [ani] strike: dodge; [ANI] dodge, with 1 additional
// ranged strike that can only burn a weapon (card text; §6.4, §6.5).
func TestVoraciousVermin(t *testing.T) {
	t.Run("[ani] dodge", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		jf := readyWithHand(s, 1, "Jean-François", 4, "Voracious Vermin") // ani
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Jean-François")
		fightUntil(t, g, "Play Voracious Vermin (dodge)")
		answer(t, g, "Play Voracious Vermin (dodge)")
		finish(t, g)
		wantBlood(t, jf, 4)
		wantBlood(t, mk, 3)
	})
	t.Run("[ANI] dodge, then burn the weapon", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		magnum := s.Attach(mk, ".44 Magnum", 0)
		trung := readyWithHand(s, 1, "Trung Chau Pham", 4, "Voracious Vermin") // ANI
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Trung Chau Pham")
		fightUntil(t, g, "Play Voracious Vermin (dodge, with 1 additional ranged strike: burn weapon)")
		answer(t, g, "Play Voracious Vermin (dodge, with 1 additional ranged strike: burn weapon)")
		finish(t, g)
		wantZone(t, magnum, vtes.ZoneAsh)
		wantBlood(t, trung, 4)
		if !logged(g, "Trung Chau Pham strikes (burn weapon)") {
			t.Errorf("the additional strike is not the burn weapon\n%s", logText(g))
		}
	})
}
