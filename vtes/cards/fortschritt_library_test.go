package cards_test

import (
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// Fortschritt Library: search the library for a Gehenna event, add it to
// the hand, discard down; only one played in a game (card text; §1.5.3).
// Every implemented event of the card list is tried: found if and only
// if its text begins "Gehenna.".
func TestFortschrittLibrary(t *testing.T) {
	n := 0
	for _, c := range shareddata.CardDB(t).Cards() {
		if !c.Is("Event") {
			continue
		}
		if _, ok := cards.ByName(c.Name); !ok {
			continue
		}
		gehenna := strings.HasPrefix(c.Text, "Gehenna.")
		if gehenna {
			n++
		}
		t.Run(c.Name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Nik Sikko", 3)
			s.Hand(0, "Fortschritt Library")
			s.Library(0, c.Name, "Deflection", "Deflection")
			g := s.Start(0, 2, vtes.PhaseMaster)
			answer(t, g, "Play Fortschritt Library")
			found := logged(g, "reveals "+c.Name+" from their library")
			if found != gehenna {
				t.Errorf("%s found: %v, want %v\n%s", c.Name, found, gehenna, logText(g))
			}
		})
	}
	if n == 0 {
		t.Fatal("no Gehenna event implemented")
	}
	t.Run("the hand discarded down; one a game", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		s.Hand(0, "Fortschritt Library", "Fortschritt Library", "Deflection", "Deflection",
			"Deflection", "Deflection", "Deflection")
		s.Library(0, "Dragonbound", "Deflection", "Deflection")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fortschritt Library", "Deflection") // 8 cards: one discarded
		if n := len(g.Hand(0)); n != 7 {
			t.Errorf("%d cards in hand, want 7\n%s", n, logText(g))
		}
		mustNotOffer(t, g, "Play Fortschritt Library")
	})
}
