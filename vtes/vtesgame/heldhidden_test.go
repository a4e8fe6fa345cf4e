package vtesgame

import (
	"slices"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// Cards held face down (Gift of Proteus; vtes/heldcards.go) are hidden
// from every reader but their Methuselah: the server's hidden set names
// them for the others, and no other seat's table, nor the spectator's,
// nor the log names them (rules/vtes.md §13.6).
func TestHeldFaceDownHidden(t *testing.T) {
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Casey Snyder", 4)
	s.Hand(0, "Gift of Proteus", "Earth Meld", "Form of the Bat")
	s.Library(0, "Threats", "Threats", "Threats")
	g := s.Start(0, 2, vtes.PhaseMinion)
	for _, l := range []string{"Casey Snyder: Gift of Proteus (+1 stealth, with Protean cards from the hand)",
		"2", "Earth Meld"} {
		if err := g.Answer(l); err != nil {
			t.Fatal(err)
		}
	}
	held := []string{"Earth Meld", "Form of the Bat"}
	gm := New(nil)
	for _, seat := range []int{0, 1, 2, engine.Spectator} {
		hidden := gm.HiddenFrom(g, seat)
		for _, name := range held {
			if slices.Contains(hidden, name) != (seat != 0) {
				t.Errorf("seat %d: %s hidden %v", seat, name, slices.Contains(hidden, name))
			}
		}
		if seat == 0 {
			continue
		}
		for _, lang := range []engine.Lang{engine.English, engine.French} {
			view, err := gm.ViewJSON(g, seat, lang)
			if err != nil {
				t.Fatal(err)
			}
			var log strings.Builder
			for _, e := range g.Log() {
				log.WriteString(e.Text.Render(lang))
			}
			for _, name := range held {
				if fr, ok := engine.PhraseIn(engine.French, name); ok && lang == engine.French {
					name = fr
				}
				if strings.Contains(string(view), name) || strings.Contains(log.String(), name) {
					t.Errorf("seat %d (%s) is shown the face-down %s", seat, lang, name)
				}
			}
		}
	}
}
