package cards_test

import (
	"testing"

	"kindred/vtes"
)

// nightmaresPosition: Methuselah 1's unlock phase, with Nightmares upon
// Nightmares and the other Gehenna events given in play.
func nightmaresPosition(t *testing.T, events string) *vtes.Game {
	return startPosition(t, `turn 2 phase unlock active 1 seats 3
		ready 1: New Blood blood 2 locked, Ashley blood 3 locked, 47th Street Royals life 2 locked
		ready 1: Bone Shambler life 2 locked
		hand 1: Minion Tap, Deflection
		library 1: Conditioning x3
		in play 2: Nightmares upon Nightmares`+events)
}

// Nightmares upon Nightmares: in each Methuselah's unlock phase, each of
// their minions locks unless they discard a card, not replaced until the
// master phase; mortal allies and vampires of capacity above the number
// of Gehenna events in play ignore it (card text; [LSJ 20040415]).
func TestNightmaresUponNightmares(t *testing.T) {
	t.Run("a card discarded, replaced at the master phase", func(t *testing.T) {
		g := nightmaresPosition(t, ", The Unmasking") // 2 events: New Blood, capacity 2
		untilAsked(t, g, "Discard a card, or lock New Blood?")
		answer(t, g, "Discard Minion Tap")
		wantLocked(t, card(t, g, "New Blood"), false)
		wantZone(t, card(t, g, "Minion Tap"), vtes.ZoneAsh)
		// Bone Shambler, a zombie ally, is asked next: the card is not
		// replaced yet, and counts against the hand size.
		untilAsked(t, g, "Discard a card, or lock Bone Shambler?")
		if n, size := len(g.Methuselah(0).Hand), g.HandSize(0); n != 1 || size != 6 {
			t.Fatalf("%d cards in hand, hand size %d, want 1, 6\n%s", n, size, logText(g))
		}
		answer(t, g, "Lock Bone Shambler")
		wantLocked(t, card(t, g, "Bone Shambler"), true)
		for g.Phase == vtes.PhaseUnlock {
			decline(t, g)
		}
		if n := len(g.Methuselah(0).Hand); n != 2 {
			t.Errorf("%d cards in hand in the master phase, want 2", n)
		}
	})
	t.Run("a minion locked", func(t *testing.T) {
		g := nightmaresPosition(t, ", The Unmasking")
		untilAsked(t, g, "Discard a card, or lock New Blood?")
		answer(t, g, "Lock New Blood")
		wantLocked(t, card(t, g, "New Blood"), true)
		if n := len(g.Methuselah(0).Hand); n != 2 {
			t.Errorf("%d cards in hand, want 2", n)
		}
	})
	t.Run("capacity above the Gehenna events, mortal allies: ignored", func(t *testing.T) {
		g := nightmaresPosition(t, "") // 1 event: New Blood, capacity 2, ignores it
		for g.Phase == vtes.PhaseUnlock {
			switch {
			case offered(g, "Lock Bone Shambler"): // a zombie ally: affected
				answer(t, g, "Lock Bone Shambler")
			case offered(g, "Discard"):
				t.Fatalf("asked to discard or lock: %q", labels(g))
			default:
				decline(t, g)
			}
		}
		for _, n := range []string{"New Blood", "Ashley", "47th Street Royals"} {
			wantLocked(t, card(t, g, n), false)
		}
	})
}
