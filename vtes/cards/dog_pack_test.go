package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dog Pack, for 2 pool: a Gangrel employs it (+1 stealth action); the
// minion in combat with its employer cannot strike: combat ends (card
// text; §6.4; [ANK 20190412], a strike chosen before Dog Pack arrived, is
// in vtes TestStrikeBanAfterTheStrikeIsChosen: no New Blood card employs
// a retainer after strikes are chosen).
func TestDogPack(t *testing.T) {
	t.Run("employed by a Gangrel for 2 pool", func(t *testing.T) {
		s := newScenario(3)
		hanna := readyWithHand(s, 0, "Hanna Nokelainen", 4, "Dog Pack")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen: Dog Pack (employ)")
		finish(t, g)
		wantPool(t, g, 28, 30, 30)
		if len(hanna.Attached) != 1 || g.Card(hanna.Attached[0]).Blood != 1 {
			t.Fatalf("Dog Pack is not on Hanna with 1 life\n%s", logText(g))
		}
	})
	t.Run("Majesty is not offered against its employer", func(t *testing.T) {
		s := newScenario(3)
		hanna := s.Ready(0, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Dog Pack", 1)
		readyWithHand(s, 1, "Mkhokheli", 6, "Majesty", "Side Strike")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Hanna Nokelainen", "Mkhokheli")
		passUntil(t, g, "Play Side Strike")
		mustNotOffer(t, g, "Majesty")
	})
	t.Run("not by a non-Gangrel", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 4, "Dog Pack")
		mustNotOffer(t, g, "Dog Pack")
	})
	t.Run("the opponent cannot strike: combat ends", func(t *testing.T) {
		s := newScenario(3)
		hanna := s.Ready(0, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Dog Pack", 1)
		casey := readyWithHand(s, 1, "Casey Snyder", 6, "Earth Meld", "Body Flare")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Hanna Nokelainen", "Casey Snyder")
		passUntil(t, g, "Play Body Flare")
		mustNotOffer(t, g, "Earth Meld")
		answer(t, g, "Hand strike")
		finish(t, g)
		wantBlood(t, hanna, 3)
		wantBlood(t, casey, 5)
	})
}
