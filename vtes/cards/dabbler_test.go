package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dabbler: archetype trifle on a vampire you control (one archetype a
// vampire); once each turn, after an action of that vampire, successful
// or not, during which it used 3 or more Disciplines to play cards, it
// may burn 1 blood to unlock or gain 1 blood (card text; §14 C10, C14;
// group G00014; [ANK 20220411]).
func TestDabbler(t *testing.T) {
	t.Run("put on a vampire, not a second archetype", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		marcel := s.Ready(0, "Marcel", 3)
		s.Attach(marcel, "Dabbler", 0)
		card := s.Hand(0, "Dabbler")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Dabbler")
		// Marcel has an archetype: Crystal Lynn is the only choice, taken.
		wantOn(t, g, card, crystal)
	})
	t.Run("three Disciplines: burn 1 blood to unlock", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		s.Attach(crystal, "Dabbler", 0)
		s.Hand(0, "The Platinum Protocol")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Crystal Lynn: The Platinum Protocol (bleed: +1 stealth, +1 bleed, corruption)",
			"Do not block")
		mustOffer(t, g, "Use Dabbler: gain 1 blood")
		answer(t, g, "Use Dabbler: burn 1 blood: unlock")
		wantLocked(t, crystal, false)
		wantBlood(t, crystal, 2)
		// Once each turn: the other use is gone too.
		mustNotOffer(t, g, "Use Dabbler")
	})
	t.Run("action modifiers count; two Disciplines do not", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 3)
		s.Attach(crystal, "Dabbler", 0)
		s.Hand(0, "The Platinum Protocol", "Revelation of the Serpent")
		g := s.Start(0, 2, vtes.PhaseMinion)
		// [obf] the action, then [pre][pro] the modifier: three.
		answer(t, g, "Crystal Lynn: The Platinum Protocol (bleed: +1 stealth)",
			"Play Revelation of the Serpent (+1 bleed)")
		for g.Pending() != nil && !offered(g, "Use Dabbler") && g.Phase == vtes.PhaseMinion {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Use Dabbler: gain 1 blood")
		wantBlood(t, crystal, 4)

		s2 := newScenario(3)
		marcel := s2.Ready(0, "Marcel", 3)
		s2.Attach(marcel, "Dabbler", 0)
		s2.Hand(0, "The Platinum Protocol")
		g2 := s2.Start(0, 2, vtes.PhaseMinion)
		answer(t, g2, "Marcel: The Platinum Protocol (bleed: +1 stealth, +1 bleed)")
		neverOffered(t, g2, "Use Dabbler")
	})
	t.Run("after a blocked action too", func(t *testing.T) {
		s := newScenario(3)
		crystal := s.Ready(0, "Crystal Lynn", 4)
		s.Attach(crystal, "Dabbler", 0)
		s.Hand(0, "The Platinum Protocol")
		readyWithHand(s, 1, "Marcel", 3, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g,
			"Crystal Lynn: The Platinum Protocol (bleed: +1 stealth, +1 bleed, corruption)",
			"Block with Marcel",
			"Play Party Out Of Bounds (+1 intercept)")
		if !logged(g, "Marcel blocks Crystal Lynn") {
			t.Fatalf("no block\n%s", logText(g))
		}
		for g.Pending() != nil && !offered(g, "Use Dabbler") && g.Phase == vtes.PhaseMinion {
			answer(t, g, g.Labels()[0])
		}
		mustOffer(t, g, "Use Dabbler: gain 1 blood")
	})
	// "After an action … during which this vampire used 3 or more
	// Disciplines to play cards": any action, not only its own; here
	// Crystal Lynn blocks with [pro] Party Out Of Bounds, maneuvers with
	// [OBF] Swallowed by the Night and strikes with [PRE] Majesty (card
	// text; once during each player's turn, group G00014 [ANK
	// 20180719-4]).
	t.Run("after an action it blocked", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 4)
		s.Hand(0, "The Platinum Protocol")
		crystal := readyWithHand(s, 1, "Crystal Lynn", 5, "Party Out Of Bounds",
			"Swallowed by the Night", "Majesty")
		s.Attach(crystal, "Dabbler", 0)
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: The Platinum Protocol (bleed: +1 stealth)",
			"Block with Crystal Lynn", "Play Party Out Of Bounds (+1 intercept)",
			"Play Swallowed by the Night (maneuver)", "Play Majesty (combat ends)")
		for g.Pending() != nil && !offered(g, "Use Dabbler") && g.Turn == 2 {
			answer(t, g, g.Labels()[0])
		}
		answer(t, g, "Use Dabbler: gain 1 blood")
		wantBlood(t, crystal, 5) // 5, 1 for Majesty, 1 from Dabbler
	})
}
