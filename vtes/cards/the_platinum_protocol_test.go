package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// The Platinum Protocol: requires an Anarch; a bleed played with one or
// more of [obf] (+1 stealth), [pre] (+1 bleed) and [pro] (1 corruption
// counter on a minion of the target if the bleed succeeds for 1 or more,
// chosen as it resolves, [ANK 20240706]; no Cave of Apples steal, [ANK
// 20200925]) (card text; group G00086).
func TestThePlatinumProtocol(t *testing.T) {
	t.Run("all three Disciplines", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 3, "The Platinum Protocol") // obf pre pro
		nik := s.Ready(1, "Nik Sikko", 3)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Marcel: The Platinum Protocol (bleed: +1 stealth)")
		mustOffer(t, g, "(bleed: +1 bleed, corruption)")
		answer(t, g, "Marcel: The Platinum Protocol (bleed: +1 stealth, +1 bleed, corruption)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("no +1 stealth: %+v", a)
		}
		answer(t, g, "Block with Nik Sikko") // stealth 1, intercept 0: fails
		answer(t, g, "Do not block")
		answer(t, g, "Nik Sikko")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		if n := g.Corruption(nik, 0); n != 1 {
			t.Errorf("Nik Sikko bears %d counters, want 1\n%s", n, logText(g))
		}
	})
	// Each combination adds exactly its Disciplines' clauses.
	clauses := []string{"+1 stealth", "+1 bleed", "corruption"}
	for set := 1; set < 8; set++ {
		var used []string
		for i, c := range clauses {
			if set&(1<<i) != 0 {
				used = append(used, c)
			}
		}
		label := "The Platinum Protocol (bleed: " + strings.Join(used, ", ") + ")"
		t.Run(label, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Marcel", 3, "The Platinum Protocol") // obf pre pro
			nik := s.Ready(1, "Nik Sikko", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Marcel: "+label)
			if a := g.Action(); a == nil || a.Stealth != set&1 {
				t.Fatalf("action %+v, want stealth %d", a, set&1)
			}
			answer(t, g, "Do not block")
			if offered(g, "Nik Sikko") {
				answer(t, g, "Nik Sikko")
			}
			finish(t, g)
			wantPool(t, g, 30, 29-set>>1&1, 30)
			if n := g.Corruption(nik, 0); n != set>>2 {
				t.Errorf("Nik Sikko bears %d counters, want %d\n%s", n, set>>2, logText(g))
			}
		})
	}
	t.Run("requires an Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 3, "The Platinum Protocol") // Camarilla, obf
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "The Platinum Protocol")
	})
	t.Run("no counter when the bleed burns no pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 3, "The Platinum Protocol")
		nik := readyWithHand(s, 1, "Crystal Lynn", 3, "Party Out Of Bounds")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: The Platinum Protocol (bleed: corruption)", "Do not block",
			"Play Party Out Of Bounds (reduce the bleed by 2)")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		if n := g.CorruptionTotal(nik); n != 0 {
			t.Errorf("a counter was put after a bleed of 0\n%s", logText(g))
		}
	})
	t.Run("ANK 20200925: no chance to steal", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		s.InPlay(0, "Cave of Apples")
		s.Hand(0, "The Platinum Protocol")
		nik := s.Ready(1, "Nik Sikko", 3) // capacity 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 2)
		answer(t, g, "Marcel: The Platinum Protocol (bleed: corruption)", "Do not block")
		finish(t, g)
		if n := g.Corruption(nik, 0); n != 3 || nik.Controller != 1 {
			t.Errorf("Nik Sikko: %d counters, controlled by seat %d; want 3, still seat 2's", n,
				nik.Controller+1)
		}
	})
}
