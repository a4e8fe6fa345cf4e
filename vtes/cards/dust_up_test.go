package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dust Up: requires an Anarch; [ani] a hand strike at +1 that a dodge
// does not stop (group G00109 [LSJ 20030902-2]); [cel] dodge with 1
// additional strike, not once another effect gave additional strikes this
// round ([ANK 20220204]); [pot] a hand strike at +2 (card text; §6.4,
// §6.5).
func TestDustUp(t *testing.T) {
	t.Run("[ani] cannot be dodged", func(t *testing.T) {
		s := newScenario(3)
		casey := readyWithHand(s, 0, "Casey Snyder", 4, "Dust Up") // Anarch, ani
		flavio := s.Ready(1, "Flávio Gonçalves", 5)                // strike: dodge
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Casey Snyder", "Flávio Gonçalves")
		answer(t, g, "Play Dust Up (hand strike at +1, cannot be dodged)")
		answer(t, g, "Flávio Gonçalves: dodge")
		if !logged(g, "Flávio Gonçalves dodges") {
			t.Fatal("Flávio's dodge is made")
		}
		finish(t, g)
		wantBlood(t, flavio, 3)
		wantBlood(t, casey, 4)
	})
	t.Run("[cel] dodge, with 1 additional strike", func(t *testing.T) {
		s := newScenario(3)
		anita := readyWithHand(s, 0, "Anita Wainwright", 3, "Dust Up", "Dust Up") // Anarch, cel
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Mkhokheli")
		answer(t, g, "Play Dust Up (dodge, with 1 additional strike)")
		if !logged(g, "Anita Wainwright dodges") {
			t.Fatal("Anita dodges")
		}
		// The additional pair: Anita's hand strike; the second Dust Up is
		// not offered, the limit being used.
		mustNotOffer(t, g, "Play Dust Up")
		finish(t, g)
		wantBlood(t, anita, 3)
		wantBlood(t, mk, 4)
	})
	t.Run("[pot] hand strike at +2", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Valeriya Zinovieva", 4, "Dust Up", "Mkhokheli", 6) // Valeriya: Anarch, POT, strength 2
		answer(t, g, "Play Dust Up (hand strike at +2)")
		finish(t, g)
		wantBlood(t, mk, 2)
	})
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Lenny Burkhead", 4, "Dust Up", "Mkhokheli", 6) // Lenny: Camarilla, pot
		neverOffered(t, g, "Play Dust Up")
	})
}
