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

// TestHeldCardsOnTheTable: the table shows the cards a card holds out of
// play (Gift of Proteus, face down): their Methuselah sees them on the
// Gift in the browser's view and the terminal's text; another seat and
// the spectator see as many hidden cards, "2 face down" (issue 16).
func TestHeldCardsOnTheTable(t *testing.T) {
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
	gm := New(nil)
	for _, tc := range []struct {
		seat       int
		json, text string
	}{
		{0, `"held":[{"name":"Earth Meld"`, "+Gift of Proteus holding Earth Meld, Form of the Bat"},
		{1, `"held":[{"hidden":true},{"hidden":true}]`, "+Gift of Proteus holding 2 face down"},
		{engine.Spectator, `"held":[{"hidden":true},{"hidden":true}]`, "+Gift of Proteus holding 2 face down"},
	} {
		view, err := gm.ViewJSON(g, tc.seat, engine.English)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(view), tc.json) {
			t.Errorf("seat %d: the view lacks %s:\n%s", tc.seat, tc.json, view)
		}
		text := string(g.SeatView(tc.seat).AppendText(nil, engine.English))
		if !strings.Contains(text, tc.text) {
			t.Errorf("seat %d: the table text lacks %q:\n%s", tc.seat, tc.text, text)
		}
	}
	fr := string(g.SeatView(1).AppendText(nil, engine.French))
	if !strings.Contains(fr, "tenant 2 carte(s) face cachée") {
		t.Errorf("the French table text lacks the face-down count:\n%s", fr)
	}
}
