package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Shattering, for 1 blood, by an Anarch: [chi] +1 stealth, Ⓓ look at a
// Methuselah's hand and discard a card of it; [dem] +2 stealth, burn an
// event, undirected; [pro] Ⓓ 2 unpreventable damage to a ready minion
// (card text).
func TestShattering(t *testing.T) {
	t.Run("[chi] a card of another's hand discarded", func(t *testing.T) {
		s := newScenario(3)
		aidan := readyWithHand(s, 0, "Aidan Lyle", 4, "Shattering") // CHI
		aidan.NewSect = vtes.Anarch
		s.Hand(2, "Deflection", "Minion Tap")
		s.Library(2, "Blood Doll")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aidan Lyle: Shattering (look at a hand, discard a card of it)",
			"Methuselah 3")
		notBlocked(t, g)
		if !g.HandShownTo(2, 0) {
			t.Errorf("the hand of Methuselah 3 is not shown to Methuselah 1")
		}
		answer(t, g, "Minion Tap")
		if !logged(g, "Methuselah 3 discards Minion Tap") {
			t.Errorf("no discard\n%s", logText(g))
		}
		if g.HandShownTo(2, 0) {
			t.Error("the hand stays shown")
		}
		wantBlood(t, aidan, 3)
		if n := len(g.Hand(2)); n != 2 {
			t.Errorf("Methuselah 3 holds %d cards, want 2 (replaced)", n)
		}
	})
	t.Run("not by a non-Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aidan Lyle", 4, "Shattering")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Shattering")
	})
	t.Run("[dem] +2 stealth, burn an event, undirected", func(t *testing.T) {
		s := newScenario(3)
		arthur := readyWithHand(s, 0, "Arthur Denholm", 4, "Shattering") // DEM
		arthur.NewSect = vtes.Anarch
		event := s.InPlay(1, "Narrow Minds")
		s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arthur Denholm: Shattering (burn an event → Narrow Minds)")
		if a := g.Action(); a == nil || a.Stealth != 2 || a.Directed {
			t.Errorf("action %+v, want an undirected +2 stealth action", a)
		}
		finish(t, g)
		wantZone(t, event, vtes.ZoneAsh)
	})
	t.Run("[pro] 2 unpreventable damage", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Casey Snyder", 4, "Shattering") // Anarch, PRO
		mk := s.Ready(1, "Mkhokheli", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Casey Snyder: Shattering (2 unpreventable damage to a ready minion → Mkhokheli)")
		finish(t, g)
		wantBlood(t, mk, 2)
	})
}
