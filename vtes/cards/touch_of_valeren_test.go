package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Touch of Valeren: [for] a +1 stealth action adding 3 blood to a minion;
// [for] combat: prevent all the damage of the opposing strike; [FOR]
// combat, by a ready vampire outside the combat: prevent all the damage of
// the opposing strike to another minion of its Methuselah (card text;
// §6.7, §14 C33).
func TestTouchOfValeren(t *testing.T) {
	t.Run("action: 3 blood to a minion", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Opikun", 3, "Touch of Valeren")
		sakhar := s.Ready(0, "Sakhar", 1)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Opikun: Touch of Valeren (add 3 blood or life to a minion → Sakhar)")
		if a := g.Action(); a == nil || a.Stealth != 1 || a.Directed {
			t.Fatalf("action %+v, want an undirected +1 stealth action", a)
		}
		finish(t, g)
		wantBlood(t, sakhar, 4)
	})
	t.Run("combat: all the strike's damage prevented", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 5, "Roundhouse")
		opikun := readyWithHand(s, 1, "Opikun", 5, "Touch of Valeren")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Opikun")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		fightUntil(t, g, "prevent all damage from the strike")
		answer(t, g, "Play Touch of Valeren (prevent all damage from the strike)")
		finish(t, g)
		wantBlood(t, opikun, 4) // the card's blood only
	})
	t.Run("superior: from outside the combat", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 5, "Roundhouse")
		madison := s.Ready(1, "Madison", 5)
		sakhar := readyWithHand(s, 1, "Sakhar", 3, "Touch of Valeren")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Madison")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		fightUntil(t, g, "prevent all damage from the strike to your minion")
		answer(t, g, "Play Touch of Valeren (prevent all damage from the strike to your minion) with Sakhar")
		finish(t, g)
		wantBlood(t, madison, 5)
		wantBlood(t, sakhar, 2)
	})
}
