package cards_test

import (
	"testing"

	"kindred/vtes"
)

// NSA Trio: in the first combat each turn between an acting vampire and
// a blocking vampire, neither can strike: combat ends in the first round;
// a Methuselah whose minions attempted no action this turn can use a
// discard phase action to burn it (card text; tableblockcombat.go).
func TestNSATrio(t *testing.T) {
	t.Run("the first such combat only", func(t *testing.T) {
		s := newScenario(3)
		mk := readyWithHand(s, 0, "Mkhokheli", 5, "Trap", "Trap")
		ember := s.Ready(0, "Ember Wright", 3)
		saiz := s.Ready(1, "Saiz", 5)
		janine := s.Ready(1, "Janine", 5)
		s.InPlay(2, "NSA Trio")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Saiz")
		mustOffer(t, g, "Play Trap") // before range of the first round
		for _, m := range []*vtes.Card{mk, saiz} {
			if g.StrikeBans(m)&vtes.CombatEndsStrike == 0 {
				t.Errorf("%s may strike: combat ends in the first round", m.Def.Name)
			}
		}
		decline(t, g)
		passUntil(t, g, "Ember Wright bleeds")
		answer(t, g, "Ember Wright bleeds")
		passUntil(t, g, "Block with Janine")
		answer(t, g, "Block with Janine")
		passUntil(t, g, "Play Trap")
		for _, m := range []*vtes.Card{ember, janine} {
			if g.StrikeBans(m)&vtes.CombatEndsStrike != 0 {
				t.Errorf("%s barred in the turn's second such combat", m.Def.Name)
			}
		}
	})
	t.Run("burned with a discard phase action, no action this turn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 5)
		card := s.InPlay(1, "NSA Trio")
		g := s.Start(0, 2, vtes.PhaseDiscard)
		answer(t, g, "Use NSA Trio: discard phase action: burn it")
		wantZone(t, card, vtes.ZoneAsh)
	})
	t.Run("not after an action this turn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 5)
		s.InPlay(1, "NSA Trio")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts")
		neverOffered(t, g, "Use NSA Trio")
	})
}
