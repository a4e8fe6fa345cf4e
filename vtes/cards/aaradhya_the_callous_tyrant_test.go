package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aaradhya, The Callous Tyrant: +1 bleed; she can unlock after a
// successful political action she performs, even if the referendum fails;
// not after another action (card text; §4.1, §5.2).
func TestAaradhyaTheCallousTyrant(t *testing.T) {
	const aaradhya = "Aaradhya, The Callous Tyrant"
	t.Run("unlocks after a political action whose referendum failed", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, aaradhya, 4, "Kine Resources Contested")
		s.Ready(1, "Alexa Draper", 3) // prince: 2 votes against
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, aaradhya)
		playUntil(t, g, "offered", "Use "+aaradhya, func() bool { return offered(g, "Use "+aaradhya) },
			func(t *testing.T, g *vtes.Game) {
				if offered(g, "Alexa Draper: 2 vote(s) against") {
					answer(t, g, "Alexa Draper: 2 vote(s) against")
					return
				}
				decline(t, g)
			})
		if !logged(g, "The referendum fails (1 for, 2 against)") {
			t.Fatalf("the referendum does not fail\n%s", logText(g))
		}
		wantLocked(t, v, true)
		answer(t, g, "Use "+aaradhya+": unlock")
		wantLocked(t, v, false)
	})
	t.Run("+1 bleed, no unlock after a bleed", func(t *testing.T) {
		g := bleedWith(t, aaradhya)
		notBlocked(t, g)
		neverOffered(t, g, "Use "+aaradhya)
		wantPool(t, g, 30, 28, 30)
	})
}
