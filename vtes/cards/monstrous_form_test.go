package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Monstrous Form: [dom][pro] before range, +1 strength this combat, one
// each round; [DOM][PRO] a +1 stealth action putting it on the vampire,
// who can lock it in combat for +1 strength this round, or 1 maneuver or
// press (card text; §6.3, §6.4, §6.6).
func TestMonstrousForm(t *testing.T) {
	t.Run("inferior: +1 strength this combat, one each round", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Whisper", 4, "Monstrous Form", "Monstrous Form")
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Whisper bleeds", "Block with Mkhokheli",
			"Play Monstrous Form (+1 strength this combat)")
		mustNotOffer(t, g, "Play Monstrous Form (+1 strength this combat)")
		finish(t, g)
		wantBlood(t, mk, 3)
	})
	t.Run("inferior: not without Protean", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 4, "Monstrous Form") // DOM, no Protean
		s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds", "Block with Mkhokheli")
		neverOffered(t, g, "Play Monstrous Form")
	})
	t.Run("superior: on the vampire, +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		adrino := s.Ready(0, "Adrino Manauara", 4)
		card := s.Hand(0, "Monstrous Form")[0]
		s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Adrino Manauara: Monstrous Form (put on this vampire)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("not a +1 stealth action: %+v", a)
		}
		notBlocked(t, g)
		wantOn(t, g, card, adrino)
		wantLocked(t, card, false)
	})
	for _, tc := range []struct {
		name, use string
		mkBlood   int
	}{
		{"locked: +1 strength this round", "Use Monstrous Form: lock: +1 strength this round", 2},
		{"locked: 1 maneuver", "Use Monstrous Form: lock: 1 optional maneuver this round", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			adrino := s.Ready(0, "Adrino Manauara", 6)
			card := s.Attach(adrino, "Monstrous Form", 0)
			mk := s.Ready(1, "Mkhokheli", 5)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Adrino Manauara", "Mkhokheli")
			answer(t, g, tc.use)
			wantLocked(t, card, true)
			mustNotOffer(t, g, "Use Monstrous Form")
			if tc.mkBlood == 3 {
				fightUntil(t, g, "Use an optional maneuver (1 left)")
			}
			finish(t, g)
			wantBlood(t, mk, tc.mkBlood) // two rounds (Adrino's mandatory press)
		})
	}
	t.Run("locked: 1 press", func(t *testing.T) {
		s := newScenario(3)
		whisper := s.Ready(0, "Whisper", 5)
		card := s.Attach(whisper, "Monstrous Form", 0)
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Whisper", "Mkhokheli")
		fightUntil(t, g, "Use Monstrous Form: lock: 1 press")
		answer(t, g, "Use Monstrous Form: lock: 1 press")
		wantLocked(t, card, true)
		finish(t, g)
		wantBlood(t, mk, 3) // a second round
	})
}
