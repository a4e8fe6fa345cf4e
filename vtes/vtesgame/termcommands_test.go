package vtesgame

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/internal/shareddata"
	"kindred/vtes"
	"kindred/vtes/cards"
)

// Issue 19: at the terminal, "c NAME" shows any card from the card files
// (in French where the French files give it, the nearest names for a
// misspelling), and "m" the seat's minions as they are now: clan, sect,
// capacity, blood, Disciplines (with what the cards on them give), title.
func TestTerminalCommands(t *testing.T) {
	gm := New(shareddata.CardDB(t))
	cmds := map[string]func(engine.Game, int, string, engine.Lang) string{}
	for _, c := range gm.TerminalCommands() {
		cmds[c.Key] = c.Run
	}
	s := vtes.NewScenario(3, cards.ByName)
	s.Ready(0, "Madison", 3)
	s.Uncontrolled(0, "Andi Liu", 1)
	g := s.Start(0, 2, vtes.PhaseMaster)
	for _, c := range []struct {
		key, arg string
		lang     engine.Lang
		want     []string
	}{
		{"c", "blood doll", engine.English, []string{"Blood Doll", "Master", "blood"}},
		{"c", "Blood Doll", engine.French, []string{"Poupée de sang (Blood Doll)", "Maître"}},
		{"c", "blod dol", engine.English, []string{"No card is named “blod dol”", "Blood Doll"}},
		{"c", "", engine.French, []string{"Donnez le nom d'une carte"}},
		{"m", "", engine.English, []string{"Madison — ", "capacity ", "blood 3", "Andi Liu — ", ", uncontrolled"}},
		{"m", "", engine.French, []string{"Madison — ", "capacité ", "sang 3", "incontrôlé"}},
	} {
		got := cmds[c.key](g, 0, c.arg, c.lang)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %q in %s: %q lacks %q", c.key, c.arg, c.lang, got, w)
			}
		}
	}
}
