package cards_test

import (
	"slices"
	"testing"

	"kindred/vtes"
)

// The Erciyes Fragments: lock it to move a library card of the prey's ash
// heap onto it, face down, one at a time; its Methuselah plays the card
// as if from the hand, of any type, where that type may be played; the
// card is removed from the game when burned; vampires with a capacity
// above 4 steal it, with its card, as a Ⓓ action (card text;
// heldcards.go, outofgame.go).
func TestTheErciyesFragments(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		frag := s.Hand(0, "The Erciyes Fragments")[0]
		s.Ash(1, "Minion Tap")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Erciyes Fragments")
		wantZone(t, frag, vtes.ZoneInPlay)
		mustOffer(t, g, "Use The Erciyes Fragments")
	})
	t.Run("a master card, played in the master phase, then removed from the game", func(t *testing.T) {
		s := newScenario(3)
		frag := s.InPlay(0, "The Erciyes Fragments")
		madison := readyWithHand(s, 0, "Madison", 3, "Threats")
		s.Library(0, "Bonding")
		tap := s.Ash(1, "Minion Tap", "Conditioning", "Loonar")[0]
		s.Ash(2, "Villein") // not the prey's
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use The Erciyes Fragments")
		mustNotOffer(t, g, "Villein")
		mustNotOffer(t, g, "Loonar") // a crypt card
		answer(t, g, "Minion Tap")
		wantLocked(t, frag, true)
		if h := g.Held(frag); len(h) != 1 || h[0] != tap {
			t.Fatalf("the Fragments hold %v, want Minion Tap", h)
		}
		// Face down: its Methuselah sees it, the others do not; the log
		// names it, every Methuselah saw it taken ([ANK 20200523]).
		wantSeenBy(t, g, tap, true, false, false)
		if !logged(g, "Minion Tap") {
			t.Error("the log does not name the card taken")
		}
		mustNotOffer(t, g, "Use The Erciyes Fragments") // locked, and one card at a time
		answer(t, g, "Play Minion Tap (move blood to your pool) from The Erciyes Fragments", "2")
		wantBlood(t, madison, 1)
		wantPool(t, g, 32, 30, 30)
		wantZone(t, tap, vtes.ZoneRemoved) // burned: removed from the game instead
		if slices.Contains(g.Methuselah(1).Ash, tap.ID) || len(g.Held(frag)) != 0 {
			t.Error("Minion Tap went back to the ash heap, or stayed on the Fragments")
		}
		if n := len(g.Hand(0)); n != 1 {
			t.Errorf("hand of %d, want 1: a card from the Fragments is not replaced", n)
		}
	})
	t.Run("a modifier, taken between actions, played in a bleed", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "The Erciyes Fragments")
		madison := s.Ready(0, "Madison", 3)
		cond := s.Ash(1, "Conditioning", "Minion Tap")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Use The Erciyes Fragments", "Conditioning")
		mustOffer(t, g, "Madison bleeds")
		answer(t, g, "Madison bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Conditioning (+3 bleed) with Madison, as if from the hand")
		wantPool(t, g, 30, 26, 30)
		wantBlood(t, madison, 2)
		wantZone(t, cond, vtes.ZoneRemoved)
		if !logged(g, "Conditioning is removed from the game") {
			t.Errorf("not removed from the game:\n%s", logText(g))
		}
	})
	t.Run("an action card, with the minion's actions", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "The Erciyes Fragments")
		s.Ready(0, "Madison", 3)
		s.Ready(0, "Loonar", 3)
		gov := s.Ash(1, "Govern the Unaligned", "Minion Tap")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Use The Erciyes Fragments", "Govern the Unaligned")
		mustNotOffer(t, g, "Loonar: Govern the Unaligned") // requirements apply as normal
		answer(t, g, "Madison: Govern the Unaligned")
		notBlocked(t, g)
		if !logged(g, "Govern the Unaligned is removed from the game") {
			t.Errorf("not removed from the game:\n%s", logText(g))
		}
		if slices.Contains(g.Methuselah(1).Ash, gov.ID) {
			t.Error("Govern the Unaligned went back to an ash heap")
		}
	})
	t.Run("stolen with its card by a vampire of capacity above 4", func(t *testing.T) {
		s := newScenario(2)
		frag := s.InPlay(0, "The Erciyes Fragments")
		s.Ready(0, "Madison", 3)
		s.Ready(1, "Mason Ha", 3)
		s.Ready(1, "Loonar", 3)
		tap := s.Ash(1, "Minion Tap", "Conditioning")[0]
		g := startTurns(s, 2, 0, 2, vtes.PhaseMaster)
		answer(t, g, "Use The Erciyes Fragments", "Minion Tap")
		passUntil(t, g, "Mason Ha steals The Erciyes Fragments")
		mustNotOffer(t, g, "Loonar steals") // capacity 4
		answer(t, g, "Mason Ha steals The Erciyes Fragments")
		notBlocked(t, g)
		if frag.Controller != 1 || len(g.Held(frag)) != 1 {
			t.Fatalf("the Fragments: controller %d, holding %v", frag.Controller, g.Held(frag))
		}
		wantSeenBy(t, g, tap, false, true)
	})
	t.Run("a political action cancelled by Delaying Tactics goes to its owner's hand", func(t *testing.T) {
		// [LSJ 20050322]
		s := newScenario(3)
		s.InPlay(0, "The Erciyes Fragments")
		s.Ready(0, "Klaus Konrecht", 3)
		breach := s.Ash(1, "Neonate Breach")[0]
		readyWithHand(s, 1, "Alice Chen", 3, "Delaying Tactics")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Use The Erciyes Fragments")
		answer(t, g, "Klaus Konrecht: Neonate Breach")
		notBlocked(t, g)
		answerAmount(t, g, 1)
		answer(t, g, "Methuselah 2")
		passUntil(t, g, "Play Delaying Tactics")
		answer(t, g, "Play Delaying Tactics")
		wantZone(t, breach, vtes.ZoneHand)
		if !slices.Contains(g.Methuselah(1).Hand, breach.ID) || breach.OutIfBurned() {
			t.Error("Neonate Breach is not a new card in its owner's hand")
		}
	})
}

// wantSeenBy checks which seats' views show card c.
func wantSeenBy(t *testing.T, g *vtes.Game, c *vtes.Card, seen ...bool) {
	t.Helper()
	for seat, want := range seen {
		if got := g.SeatView(seat).Card(c.ID) != nil; got != want {
			t.Errorf("seat %d sees %s: %v, want %v", seat, c.Def.Name, got, want)
		}
	}
}
