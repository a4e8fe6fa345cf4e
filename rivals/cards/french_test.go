package cards_test

import (
	"os"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/internal/shareddata"
	"kindred/rivals"
	"kindred/rivals/cards"
)

// TestFrenchNames: every French name is the French rulebook's (spec
// §0.3), of a Core card; a card name renders in French as the rulebook
// names it, in English as the data does, and as is when the rulebook
// gives no French name.
func TestFrenchNames(t *testing.T) {
	book, err := os.ReadFile(shareddata.Path(t, "seeds", "rivals-rulebook-fr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for en, fr := range cards.French {
		if _, ok := cards.ByName(en); !ok {
			t.Errorf("%q is no Core card", en)
		}
		if !strings.Contains(strings.ToLower(string(book)), strings.ToLower(fr)) {
			t.Errorf("%q (%s) is not in the French rulebook", fr, en)
		}
	}
	tests := []struct {
		name   string
		lang   engine.Lang
		render string
	}{
		{"Sucker Punch", engine.French, "Coup bas"},
		{"Sucker Punch", engine.English, "Sucker Punch"},
		{"Prince of the City", engine.French, "Prince de la Cité"},
		{"Hydra", engine.French, "Hydra"},
		{"Lightning Strike", engine.French, "Lightning Strike"},
		{"not a card", engine.French, "not a card"},
	}
	for _, tt := range tests {
		if got := string(rivals.AppendName(nil, tt.name, tt.lang)); got != tt.render {
			t.Errorf("%s in %s: %q, want %q", tt.name, tt.lang, got, tt.render)
		}
	}
}

// TestFrenchNamesAtTheTable: the table and the options, in French, name
// the cards as the rulebook does; in English as the data does.
func TestFrenchNamesAtTheTable(t *testing.T) {
	s := scenario(2)
	s.Streets(0, "Brother", 1)
	s.Streets(1, "Bad Penny", 1)
	s.City("Vagrant")
	s.Hand(0, "Sucker Punch")
	g := s.Start(0, 1, rivals.PhaseAction)
	tests := []struct {
		lang      engine.Lang
		want, not []string
	}{
		{engine.French, []string{"Frangin", "Penny la poisse", "Clochard", "Coup bas"}, []string{"Brother", "Bad Penny", "Vagrant", "Sucker Punch"}},
		{engine.English, []string{"Brother", "Bad Penny", "Vagrant", "Sucker Punch"}, []string{"Frangin", "Clochard", "Coup bas"}},
	}
	for _, tt := range tests {
		text := string(g.View(0).AppendText(nil, tt.lang))
		for _, w := range tt.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q not in the table:\n%s", tt.lang, w, text)
			}
		}
		for _, w := range tt.not {
			if strings.Contains(text, w) {
				t.Errorf("%s: %q in the table:\n%s", tt.lang, w, text)
			}
		}
		d := g.Pending()
		labels := ""
		for i := range d.Options {
			labels += d.Label(i).Render(tt.lang) + "\n"
		}
		if !strings.Contains(labels, tt.want[0]) {
			t.Errorf("%s: %q not in the options:\n%s", tt.lang, tt.want[0], labels)
		}
	}
}
