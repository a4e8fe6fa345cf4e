package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tenebrous Form: [obt] +1 stealth; [OBT] +1 stealth, and minions without
// Obtenebration must burn 1 blood to attempt to block, allies cannot
// (card text; [LSJ 19970707]; blockprice.go).
func TestTenebrousForm(t *testing.T) {
	for _, tt := range []struct {
		name, play string
		loonar     int // Loonar's blood after its attempt
		priced     bool
	}{
		{"[obt] +1 stealth only", "Tenebrous Form (+1 stealth)", 2, false},
		{"[OBT] a price to attempt a block", "Tenebrous Form (+1 stealth and blockers without", 1, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(3)
			percival := readyWithHand(s, 0, "Percival", 5, "Tenebrous Form")
			mk := s.Ready(1, "Mkhokheli", 3)
			loonar := s.Ready(1, "Loonar", 2)
			s.Ready(1, "Lenny Burkhead", 0)
			s.Ready(1, "Double Deuce", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Percival", "Mkhokheli")
			answer(t, g, tt.play)
			wantBlood(t, percival, 4)
			passUntil(t, g, "Block with Loonar")
			wantBlood(t, mk, 3) // it attempted before: no price
			if tt.priced {
				mustNotOffer(t, g, "Block with Lenny Burkhead") // no blood to burn
				mustNotOffer(t, g, "Block with Double Deuce")   // an ally burns no blood
			} else {
				mustOffer(t, g, "Block with Double Deuce")
			}
			answer(t, g, "Block with Loonar")
			wantBlood(t, loonar, tt.loonar)
		})
	}
}
