package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Telepathic Vote Counting, by the acting vampire in the polling of its
// political action, before or after votes [LSJ 19980130]: [aus] the
// referendum is canceled, nothing tallied [LSJ 20010209], and the
// political action card returns to its owner's hand; [AUS] a vampire is
// made to abstain, its votes removed (card text; §5.2).
func TestTelepathicVoteCounting(t *testing.T) {
	t.Run("inferior: cancel, the card back in hand", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		krc := s.Hand(0, "Kine Resources Contested", "Telepathic Vote Counting")[0]
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Andi Liu: 2 vote(s) for")
		answer(t, g, "Play Telepathic Vote Counting (cancel the referendum)")
		if !logged(g, "canceled") || logged(g, "The referendum passes") {
			t.Errorf("not canceled\n%s", logText(g))
		}
		wantZone(t, krc, vtes.ZoneHand)
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("inferior: the owner discards down afterward, at once", func(t *testing.T) {
		// Card text "(discard down afterward)": Telepathic Vote Counting's
		// replacement is drawn as it is played (§1.5.3), so the returned
		// card makes 8 and its owner discards down as it returns, in the
		// polling (no ruling sets a later time).
		s := newScenario(3)
		s.Ready(0, "Andi Liu", 3)
		krc := s.Hand(0, "Kine Resources Contested", "Telepathic Vote Counting", "Threats",
			"Threats", "Threats", "Threats", "Threats")[0]
		s.Library(0, "Bonding", "Bonding", "Bonding")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Andi Liu")
		answer(t, g, "Andi Liu: 2 vote(s) for")
		answer(t, g, "Play Telepathic Vote Counting (cancel the referendum)")
		if d := g.Pending(); d == nil || d.Kind != "vtes.hand-discard" {
			t.Fatalf("no discard down at once: %q\n%s", labels(g), logText(g))
		}
		answer(t, g, "Threats")
		if n := len(g.Methuselah(0).Hand); n != 7 {
			t.Errorf("hand of %d cards, want 7", n)
		}
		wantZone(t, krc, vtes.ZoneHand)
	})
	t.Run("superior: a vampire abstains", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexander Silverson", 3, "Kine Resources Contested",
			"Telepathic Vote Counting")
		s.Ready(1, "Donny Kowalczyk", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexander Silverson")
		answer(t, g, "Pass", "Donny Kowalczyk: 2 vote(s) against")
		answer(t, g, "Play Telepathic Vote Counting (force a vampire to abstain)",
			"Donny Kowalczyk")
		finish(t, g)
		if !logged(g, "The referendum passes (1 for, 0 against)") {
			t.Errorf("Donny's votes still count\n%s", logText(g))
		}
	})
	t.Run("not outside a political action's polling", func(t *testing.T) {
		g := startActing("Andi Liu", 3, "Telepathic Vote Counting", "Ayelech", 3)
		answer(t, g, "Andi Liu hunts", "Block with Ayelech")
		neverOffered(t, g, "Play Telepathic Vote Counting")
	})
}
