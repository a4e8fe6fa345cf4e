package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Garibaldi-Meucci Museum: unique location; in your unlock phase lock it
// and burn 1 pool to exchange a hand card for an ash heap card requiring
// an Anarch (or a baron, G00037; [ANK 20250320]); before range, lock it
// to end a combat between your Anarch and another Anarch (card text;
// [RTR 20001020]).
func TestGaribaldiMeucciMuseum(t *testing.T) {
	t.Run("unlock phase: exchange with the ash heap", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		museum := s.InPlay(0, "Garibaldi-Meucci Museum")
		rapid := s.Hand(0, "Rapid Change")[0]
		ash := s.Ash(0, "Party Out Of Bounds", "Obfuscate", "Revolutionary Council")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		if !strings.Contains(g.Pending().Prompt.String(), "Garibaldi-Meucci Museum") {
			t.Fatalf("not asked about the museum: %s %q", g.Pending().Prompt.String(),
				g.Labels())
		}
		answer(t, g, "Yes")
		// The ash heap cards requiring an Anarch or a baron, not Obfuscate.
		mustOffer(t, g, "Party Out Of Bounds")
		mustOffer(t, g, "Revolutionary Council")
		mustNotOffer(t, g, "Obfuscate")
		answer(t, g, "Party Out Of Bounds")
		wantZone(t, ash[0], vtes.ZoneHand)
		wantZone(t, rapid, vtes.ZoneAsh)
		wantLocked(t, museum, true)
		if p := pool(g, 0); p != 29 {
			t.Errorf("pool %d, want 29", p)
		}
		if !logged(g,
			"puts Rapid Change from their hand in their ash heap and takes Party Out Of Bounds") {
			t.Errorf("no log line\n%s", logText(g))
		}
	})
	t.Run("nothing requiring an Anarch: not offered", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		s.InPlay(0, "Garibaldi-Meucci Museum")
		s.Hand(0, "Rapid Change")
		s.Ash(0, "Obfuscate")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answer(t, g, "No") // no withdrawal (§8.3)
		if d := g.Pending(); d != nil && strings.Contains(d.Prompt.String(),
			"Garibaldi-Meucci Museum") {
			t.Fatalf("the exchange is offered: %q", g.Labels())
		}
	})
	t.Run("end a combat between Anarchs", func(t *testing.T) {
		s := newScenario(3)
		marcel := s.Ready(0, "Marcel", 3)
		museum := s.InPlay(0, "Garibaldi-Meucci Museum")
		crystal := s.Ready(1, "Crystal Lynn", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Marcel", "Crystal Lynn")
		answer(t, g, "Use Garibaldi-Meucci Museum: lock: end a combat between Anarchs")
		finish(t, g)
		wantLocked(t, museum, true)
		if !logged(g, "The combat ends.") {
			t.Fatalf("the combat did not end\n%s", logText(g))
		}
		wantBlood(t, marcel, 3)
		wantBlood(t, crystal, 3)
	})
	t.Run("not against a Camarilla vampire", func(t *testing.T) {
		neverUsedInBlock(t, "Marcel", "Garibaldi-Meucci Museum", "Nik Sikko")
	})
}
