package cards_test

import (
	"testing"

	"kindred/engine"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// Every label a card shows the players (its modes, abilities, in-play
// actions and strike) has its French phrase in vtes/phrases_fr.go: the
// French interface never falls back to English for a card's effect
// (issue 5).
func TestEveryCardLabelIsInFrench(t *testing.T) {
	for _, d := range cards.All() {
		for _, l := range cardLabels(d) {
			if _, ok := engine.PhraseIn(engine.French, l); !ok {
				t.Errorf("%s: no French for the label %q (vtes/phrases_fr.go)", d.Name, l)
			}
		}
	}
	for tl := vtes.Primogen; tl <= vtes.Kholo; tl++ {
		if _, ok := engine.PhraseIn(engine.French, tl.String()); !ok {
			t.Errorf("no French for the title %q", tl)
		}
	}
}

func cardLabels(d *vtes.CardDef) []string {
	var ls []string
	for _, m := range d.Modes {
		ls = append(ls, m.Label)
	}
	for _, a := range d.Static.Abilities {
		ls = append(ls, a.Label)
	}
	for _, m := range d.Static.Actions {
		ls = append(ls, m.Label)
	}
	if d.Static.Strike != nil {
		ls = append(ls, d.Static.Strike.Label)
	}
	return ls
}

// A French player sees a card's effect in French: the option to play
// Earth Control reads "+1 discrétion", and the log line too.
func TestCardLabelsRenderInFrench(t *testing.T) {
	g, _, _ := startBlockedBleed(t, "Hanna Nokelainen", 3, "Earth Control", "Mkhokheli", 3)
	d := g.Pending()
	found := false
	for i := range d.Options {
		fr := d.Describe(i).Render(engine.French)
		if fr == "Jouer Earth Control (+1 discrétion) avec Hanna Nokelainen" {
			found = true
		}
	}
	if !found {
		var all []string
		for i := range d.Options {
			all = append(all, d.Describe(i).Render(engine.French))
		}
		t.Fatalf("no French label for Earth Control among %q", all)
	}
}
