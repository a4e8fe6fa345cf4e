package vtes_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// gehennaReachesNoMinion are the implemented Gehenna events whose effect
// reaches no minion as such, with why: they need not ask GehennaAffects
// ([LSJ 20081120-2] [LSJ 20100121], on Karen Suadela).
var gehennaReachesNoMinion = map[string]string{
	"Dragonbound":   "its Methuselahs burn pool, for their vampires in torpor too",
	"The Unmasking": "allies get intercept, against any vampire",
}

// §1.8 (gehennaimmune.go): every implemented Gehenna event either asks
// whether it affects the minion it acts on (Game.GehennaAffects: Karen
// Suadela) or is listed as reaching no minion, with why.
func TestGehennaEventsAskWhomTheyAffect(t *testing.T) {
	n := 0
	for _, d := range cards.All() {
		if !vtes.IsGehennaEvent(d) {
			continue
		}
		n++
		src, err := os.ReadFile(filepath.Join("cards", cards.FileName(d.Name)+".go"))
		if err != nil {
			t.Fatal(err)
		}
		asks := strings.Contains(string(src), "GehennaAffects")
		if _, listed := gehennaReachesNoMinion[d.Name]; asks == listed {
			t.Errorf("%s: asks GehennaAffects %v, listed as reaching no minion %v: want one of them",
				d.Name, asks, listed)
		}
	}
	if n < len(gehennaReachesNoMinion) {
		t.Errorf("%d Gehenna events implemented, fewer than listed", n)
	}
}
