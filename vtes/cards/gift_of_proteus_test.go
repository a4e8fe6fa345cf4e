package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"kindred/vtes"
)

// giftPlay is Gift of Proteus's action, the number declared next.
const giftPlay = "Casey Snyder: Gift of Proteus (+1 stealth, with Protean cards from the hand)"

// giftCards are six Protean cards of distinct names.
var giftCards = []string{"Earth Control", "Earth Meld", "Flesh of Marble", "Form of Mist",
	"Wolf Claws", "Form of the Bat"}

// Gift of Proteus: +1 stealth action putting the card on the Gangrel with
// the number of Protean cards declared, face down, seen by their
// Methuselah only; the Gangrel plays them as if from the hand; the Gift
// burns once it holds none; one Gift a vampire (card text; [PIB
// 20150428]; heldcards.go).
func TestGiftOfProteus(t *testing.T) {
	for n := 1; n <= len(giftCards); n++ {
		t.Run(fmt.Sprintf("with %d", n), func(t *testing.T) {
			s := newScenario(3)
			casey := s.Ready(0, "Casey Snyder", 4)
			gift := s.Hand(0, "Gift of Proteus")[0]
			pro := s.Hand(0, giftCards...)
			s.Library(0, "Threats", "Threats", "Threats", "Threats", "Threats", "Threats", "Threats")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, giftPlay)
			if got, want := g.Labels(), amounts(len(giftCards)); !slices.Equal(got, want) {
				t.Fatalf("numbers offered %q, want %q: as many as the hand holds", got, want)
			}
			answer(t, g, fmt.Sprint(n))
			notBlocked(t, g)
			for i := range min(n, len(giftCards)-1) { // the last one alone is not asked
				answer(t, g, giftCards[i])
			}
			wantOn(t, g, gift, casey)
			held := g.Held(gift)
			if len(held) != n || len(g.Hand(0)) != 7 {
				t.Fatalf("%d held, hand of %d; want %d, and the hand drawn back to 7", len(held), len(g.Hand(0)), n)
			}
			for _, c := range held {
				if !slices.Contains(pro, c) {
					t.Errorf("%s held, not a Protean card of the hand", c.Def.Name)
				}
				wantSeenBy(t, g, c, true, false, false)
				if strings.Contains(logText(g), c.Def.Name) {
					t.Errorf("the log names the face-down %s:\n%s", c.Def.Name, logText(g))
				}
			}
		})
	}
	t.Run("played by its Gangrel as if from the hand; burned bare; one a vampire", func(t *testing.T) {
		s := newScenario(2)
		casey := s.Ready(0, "Casey Snyder", 4)
		gift := s.Hand(0, "Gift of Proteus")[0]
		ec := s.Hand(0, "Earth Control", "Gift of Proteus", "Threats")[0]
		s.Library(0, "Threats", "Threats", "Threats")
		s.Ready(1, "Mason Ha", 4)
		s.Hand(1, "Enhanced Senses", "Enhanced Senses")
		g := startTurns(s, 3, 0, 2, vtes.PhaseMinion)
		answer(t, g, giftPlay) // one Protean card: 1, not asked
		notBlocked(t, g)
		passUntil(t, g, "Casey Snyder bleeds")
		mustNotOffer(t, g, "Casey Snyder: Gift of Proteus") // one a vampire
		answer(t, g, "Casey Snyder bleeds", "Block with Mason Ha")
		hand := len(g.Hand(0))
		answer(t, g, "Play Earth Control (+2 stealth) with Casey Snyder, as if from the hand")
		wantZone(t, gift, vtes.ZoneAsh) // no card left on it
		if len(g.Hand(0)) != hand {
			t.Errorf("hand of %d, want %d: a card from the Gift is not replaced", len(g.Hand(0)), hand)
		}
		wantLocked(t, casey, true)
		wantZone(t, ec, vtes.ZoneAsh)
	})
	// "Any number of cards": a hand larger than seven declares them all
	// (issue 16: the number was capped at 6); the replacement drawn for
	// the Gift is not among them ([PIB 20150428]: "they must be in hand
	// before drawing the replacement").
	t.Run("any number, the replacement not counted", func(t *testing.T) {
		for _, tc := range []struct {
			hand []string
			most int
		}{
			{append(slices.Clone(giftCards), "Earth Control", "Earth Meld"), 8},
			{[]string{"Earth Control", "Threats"}, 1},
		} {
			s := newScenario(3)
			s.Ready(0, "Casey Snyder", 4)
			s.Hand(0, "Gift of Proteus")
			s.Hand(0, tc.hand...)
			s.Library(0, "Wolf Claws", "Wolf Claws", "Wolf Claws")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, giftPlay)
			got := g.Labels()
			if tc.most == 1 { // 1 is not asked
				if slices.Contains(got, "2") {
					t.Errorf("hand %v: 2 offered (%q), the replacement counted", tc.hand, got)
				}
				continue
			}
			if want := amounts(tc.most); !slices.Equal(got, want) {
				t.Errorf("hand %v: numbers offered %q, want %q", tc.hand, got, want)
			}
		}
	})
	t.Run("fewer cards left at resolution: all of them go on it", func(t *testing.T) {
		// [PIB 20150428]: two declared, one played meanwhile.
		s := newScenario(3)
		s.Ready(0, "Casey Snyder", 4)
		gift := s.Hand(0, "Gift of Proteus")[0]
		claws := s.Hand(0, "Earth Control", "Wolf Claws")[1]
		s.Library(0, "Threats", "Threats", "Threats")
		s.Ready(1, "Mason Ha", 4)
		s.Hand(1, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, giftPlay, "2")
		answer(t, g, "Block with Mason Ha", "Play Enhanced Senses", "Play Earth Control (+2 stealth)")
		if h := g.Held(gift); len(h) != 1 || h[0] != claws {
			t.Errorf("the Gift holds %v, want the Wolf Claws alone", h)
		}
	})
}
