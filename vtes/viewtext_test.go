package vtes_test

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// TestViewTextInFrench: the table reads in the player's language; only
// card names stay as printed.
func TestViewTextInFrench(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Lenny Burkhead", 3)
	s.Hand(0, "Roundhouse", "Roundhouse")
	s.Edge(1)
	g := s.Start(0, 2, vtes.PhaseMinion)
	tests := []struct {
		lang      engine.Lang
		want, not []string
	}{
		{engine.French, []string{"Tour 2, phase des serviteurs", "Mathusalem 1 (vous)", "Mathusalem 2 [Avantage]", "réserve 30", "PV 0", "disponibles : Lenny Burkhead (3/6)", "Votre main : Roundhouse"},
			[]string{"Turn", "Methuselah", "pool", "Your hand", "ready:"}},
		{engine.English, []string{"Turn 2, minion phase", "Methuselah 1 (you)", "Methuselah 2 [Edge]", "pool 30", "ready: Lenny Burkhead (3/6)", "Your hand: Roundhouse"},
			[]string{"Tour", "Mathusalem", "réserve"}},
	}
	for _, tc := range tests {
		text := string(g.View(0).AppendText(nil, tc.lang))
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s view lacks %q:\n%s", tc.lang, w, text)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(text, w) {
				t.Errorf("%s view contains %q:\n%s", tc.lang, w, text)
			}
		}
	}
	if l := g.Labels(); len(l) == 0 {
		t.Fatal("no decision")
	}
	if got := g.Pending().Label(1).Render(engine.French); !strings.Contains(got, "Lenny Burkhead mord Mathusalem 2") {
		t.Errorf("French label %q", got)
	}
}

// The view shows a card's counters and the superior version of a card on
// a minion, in English and French.
func TestViewTextCountersAndSuperior(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	s.Attach(lenny, "Raven Spy", 1).Superior = true
	s.InPlay(0, "Test Rally Point").Counters = 2
	g := s.Start(0, 2, vtes.PhaseMinion)
	for lang, want := range map[engine.Lang][]string{
		engine.English: {"+Raven Spy (superior)", "Test Rally Point (2 counter(s))"},
		engine.French:  {"+Raven Spy (supérieur)", "Test Rally Point (2 marqueur(s))"},
	} {
		text := string(g.View(0).AppendText(nil, lang))
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%s view lacks %q:\n%s", lang, w, text)
			}
		}
	}
}
