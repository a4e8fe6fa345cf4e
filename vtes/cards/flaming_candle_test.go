package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Flaming Candle: equipment, one played or equipped in a game; as its
// vampire announces an action, burn 1 blood and the Candle: vampires
// cannot block the action (card text; §14 C26).
func TestFlamingCandle(t *testing.T) {
	t.Run("equip it, once a game", func(t *testing.T) {
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		s.Ready(0, "Trevon Parker", 3)
		candle := s.Hand(0, "Flaming Candle", "Flaming Candle")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha: Flaming Candle (equip)")
		wantOn(t, g, candle, mason)
		mustNotOffer(t, g, "Trevon Parker: Flaming Candle")
	})
	t.Run("played, then blocked: none can be played after", func(t *testing.T) {
		// "Only one Flaming Candle can be played or equipped in a game": a
		// Candle played for an equip action that is blocked was played.
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		s.Ready(0, "Trevon Parker", 3)
		first := s.Hand(0, "Flaming Candle", "Flaming Candle")[0]
		readyWithHand(s, 1, "Lloyd Brooks", 5, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha: Flaming Candle (equip)", "Block with Lloyd Brooks",
			"Play Enhanced Senses (+1 intercept)")
		passUntil(t, g, "Trevon Parker")
		wantZone(t, first, vtes.ZoneAsh)
		if len(mason.Attached) != 0 {
			t.Fatalf("the blocked Candle was equipped\n%s", logText(g))
		}
		mustNotOffer(t, g, "Trevon Parker: Flaming Candle")
	})
	t.Run("equipped by Magic of the Smith, none can be played after", func(t *testing.T) {
		g := startPosition(t, `turn 2 phase minion active 1 seats 2 last
			ready 1: Trevon Parker blood 3, Mason Ha blood 3
			hand 1: Magic of the Smith, Flaming Candle
			library 1: Threats, Flaming Candle, Threats
			ready 2: Madison blood 3 locked
			> Trevon Parker: Magic of the Smith (equip from the library, +3 stealth)
			= on Trevon Parker: Flaming Candle
			= not offered: Mason Ha: Flaming Candle`)
		if n := len(card(t, g, "Trevon Parker").Attached); n != 1 {
			t.Errorf("Trevon Parker carries %d cards, want the Candle", n)
		}
	})
	t.Run("burn 1 blood and the Candle: no vampire blocks", func(t *testing.T) {
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		candle := s.Attach(mason, "Flaming Candle", 0)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha bleeds", "Use Flaming Candle")
		wantZone(t, candle, vtes.ZoneAsh)
		wantBlood(t, mason, 2)
		if offered(g, "Block with Madison") {
			t.Fatalf("a vampire may block: %q", labels(g))
		}
		finish(t, g)
		wantPool(t, g, 30, 29)
	})
	t.Run("an ally may still block", func(t *testing.T) {
		s := newScenario(2)
		mason := s.Ready(0, "Mason Ha", 3)
		s.Attach(mason, "Flaming Candle", 0)
		s.Ready(1, "Madison", 3)
		s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha bleeds", "Use Flaming Candle")
		mustOffer(t, g, "Block with Underbridge Stray")
		mustNotOffer(t, g, "Block with Madison")
	})
}
