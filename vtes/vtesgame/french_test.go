package vtesgame

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/internal/shareddata"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// TestFrenchCardNames: with the official French files next to the card
// files (../shared/data/vtes/vtescsv-fr), the card database holds the
// French names and texts, and the game's labels, log and browser view in
// French name the cards in French; in English, the English names (issue
// 19).
func TestFrenchCardNames(t *testing.T) {
	db := shareddata.CardDB(t)
	doll, ok := db.Card(100199)
	if !ok || doll.NameFR != "Poupée de sang" || !strings.Contains(doll.TextFR, "vampire") {
		t.Fatalf("Blood Doll in French: %q %q", doll.NameFR, doll.TextFR)
	}
	gm := New(db)

	s := vtes.NewScenario(3, cards.ByName)
	s.Attach(s.Ready(0, "Madison", 3), "Blood Doll", 0)
	g := s.Start(0, 2, vtes.PhaseMaster)
	var fr, en []string
	d := g.Pending()
	for i := range d.Options {
		fr = append(fr, d.Label(i).Render(engine.French))
		en = append(en, d.Label(i).Render(engine.English))
	}
	if !strings.Contains(strings.Join(fr, "|"), "Utiliser Poupée de sang") || !strings.Contains(strings.Join(en, "|"), "Use Blood Doll") {
		t.Errorf("labels in French %q, in English %q", fr, en)
	}
	if err := g.Answer("Use Blood Doll: move 1 blood to your pool"); err != nil {
		t.Fatal(err)
	}
	var log strings.Builder
	for _, e := range g.Log() {
		log.WriteString(e.Text.Render(engine.French) + "\n")
	}
	if !strings.Contains(log.String(), "Poupée de sang") || strings.Contains(log.String(), "Blood Doll") {
		t.Errorf("the French log:\n%s", log.String())
	}
	for lang, want := range map[engine.Lang]string{engine.French: `"Poupée de sang"`, engine.English: `"Blood Doll"`} {
		js, err := gm.ViewJSON(g, 0, lang)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(js), want) {
			t.Errorf("the view in %v lacks %s", lang, want)
		}
	}
}
