package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Illegalism: an Anarch's Ⓓ bleed played with one or more of its
// Disciplines, each adding its clause (group G00086): [cel] unlock if the
// bleed is successful, [chi] +1 stealth, [pre] +1 bleed (card text;
// §3.5.1).
func TestIllegalism(t *testing.T) {
	for _, tt := range []struct {
		name     string
		mode     string
		prey     int
		unlocked bool
	}{
		{"[cel] unlocks after a successful bleed", "bleed: unlock if successful)", 29, true},
		{"[pre] +1 bleed", "bleed: +1 bleed)", 28, false},
		{"[cel][pre] both", "bleed: unlock if successful, +1 bleed)", 28, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(3)
			anita := readyWithHand(s, 0, "Anita Wainwright", 3, "Illegalism")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Anita Wainwright: Illegalism ("+tt.mode)
			notBlocked(t, g)
			finish(t, g)
			wantPool(t, g, 30, tt.prey, 30)
			wantLocked(t, anita, !tt.unlocked)
		})
	}
	// Each combination adds exactly its Disciplines' clauses.
	clauses := []string{"unlock if successful", "+1 stealth", "+1 bleed"}
	for set := 1; set < 8; set++ {
		var used []string
		for i, c := range clauses {
			if set&(1<<i) != 0 {
				used = append(used, c)
			}
		}
		label := "Illegalism (bleed: " + strings.Join(used, ", ") + ")"
		t.Run(label, func(t *testing.T) {
			g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
				ready 1: Anita Wainwright blood 3 disciplines cel=1,chi=1,pre=1
				hand 1: Illegalism
				ready 2: Mkhokheli blood 3
				> Anita Wainwright: `+label)
			if a := g.Action(); a == nil || a.Stealth != set>>1&1 {
				t.Fatalf("action %+v, want stealth %d", a, set>>1&1)
			}
			answer(t, g, "Do not block")
			finish(t, g)
			wantPool(t, g, 30, 29-set>>2, 30)
			wantLocked(t, card(t, g, "Anita Wainwright"), set&1 == 0)
		})
	}
	t.Run("[cel] no unlock when blocked", func(t *testing.T) {
		s := newScenario(3)
		anita := readyWithHand(s, 0, "Anita Wainwright", 3, "Illegalism")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright: Illegalism (bleed: unlock if successful)",
			"Block with Mkhokheli")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		wantLocked(t, anita, true)
	})
	t.Run("[chi] +1 stealth, by an Anarch only", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aidan Lyle", 7, "Illegalism")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Illegalism") // a Camarilla vampire
		g = startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Aidan Lyle blood 7 sect Anarch
			hand 1: Illegalism
			ready 2: Mkhokheli blood 3
			> Aidan Lyle: Illegalism (bleed: +1 stealth)`)
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("action %+v, want +1 stealth", a)
		}
	})
}
