package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Form of Mist: [pro] strike: dodge; [PRO] strike: combat ends, then a
// blocked vampire may burn 1 blood to continue as if unblocked with +1
// stealth; one superior Form of Mist per vampire each action (card text;
// §4.1, §6.4; G00098, G00099).
func TestFormOfMist(t *testing.T) {
	t.Run("inferior: dodge", func(t *testing.T) {
		g, hanna, mk := startBlockedBleed(t, "Hanna Nokelainen", 4, "Form of Mist", "Mkhokheli",
			6)
		mustNotOffer(t, g, "combat ends")
		answer(t, g, "Play Form of Mist (dodge)")
		finish(t, g)
		wantBlood(t, hanna, 4)
		wantBlood(t, mk, 6)
	})
	t.Run("superior: continue the bleed as if unblocked", func(t *testing.T) {
		s := newScenario(3)
		casey := readyWithHand(s, 0, "Casey Snyder", 4, "Form of Mist")
		s.Ready(1, "Mkhokheli", 6)
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Casey Snyder", "Mkhokheli")
		answer(t, g, "Play Form of Mist (combat ends; continue as if unblocked)")
		answer(t, g, "Yes")
		// G00099: the prey did not decline before; it may block again
		// with another minion.
		mustOffer(t, g, "Block with Nik Sikko")
		answer(t, g, "Do not block")
		finish(t, g)
		wantBlood(t, casey, 3)
		wantPool(t, g, 30, 29, 30)
		if !logged(g, "continues as if unblocked (1 stealth)") {
			t.Errorf("no continuation\n%s", logText(g))
		}
	})
	t.Run("superior: a minion whose attempt failed does not block again (A4)",
		func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Casey Snyder", 6, "Form of Mist", "Earth Control")
			s.Ready(1, "Nik Sikko", 3)
			s.Attach(s.Ready(1, "Mkhokheli", 6), "Raven Spy", 1)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Casey Snyder bleeds", "Block with Nik Sikko",
				"Play Earth Control (+1 stealth)", "Block with Mkhokheli")
			answer(t, g, "Play Form of Mist (combat ends; continue as if unblocked)", "Yes")
			neverOffered(t, g, "Block with Nik Sikko")
			wantPool(t, g, 30, 29, 30)
		})
	t.Run("superior: once each action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Casey Snyder", 6, "Form of Mist", "Form of Mist")
		s.Ready(1, "Mkhokheli", 6)
		lenny := s.Ready(1, "Lenny Burkhead", 6)
		s.Attach(lenny, "Raven Spy", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Casey Snyder", "Mkhokheli")
		answer(t, g, "Play Form of Mist (combat ends; continue as if unblocked)", "Yes",
			"Block with Lenny")
		passUntil(t, g, "Play Form of Mist (dodge)")
		mustNotOffer(t, g, "combat ends; continue")
	})
	t.Run("superior, by the blocker: combat ends, nothing continues", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 6)
		casey := readyWithHand(s, 1, "Casey Snyder", 6, "Form of Mist")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Lenny Burkhead", "Casey Snyder")
		answer(t, g, "Play Form of Mist (combat ends; continue as if unblocked)")
		finish(t, g)
		wantBlood(t, casey, 6)
		wantPool(t, g, 30, 30, 30)
		if logged(g, "continues as if unblocked") {
			t.Errorf("the blocked action continued\n%s", logText(g))
		}
	})
}
