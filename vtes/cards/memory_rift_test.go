package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Memory Rift, by an Anarch as the action is announced, with one or more
// of its Disciplines (group G00086): [dem] a titled or younger vampire
// chosen cannot block; [obf] +1 stealth before it is needed; [pre] if
// blocked, this Anarch can strike: combat ends in the first round (card
// text; §14 C26).
func TestMemoryRift(t *testing.T) {
	t.Run("obf: +1 stealth as announced", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aluc Romas de Leon", 3, "Memory Rift")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon bleeds")
		mustOffer(t, g, "Play Memory Rift (+1 stealth, if blocked: strike: combat ends)") // both at once
		answer(t, g, "Play Memory Rift (+1 stealth)", "Block with Mkhokheli")
		finish(t, g)
		if logged(g, "Mkhokheli blocks") {
			t.Errorf("blocked despite +1 stealth\n%s", logText(g))
		}
	})
	t.Run("pre: blocked, strike: combat ends", func(t *testing.T) {
		s := newScenario(3)
		aluc := readyWithHand(s, 0, "Aluc Romas de Leon", 3, "Memory Rift")
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon bleeds", "Play Memory Rift (if blocked: strike: combat ends)",
			"Block with Mkhokheli", "combat ends")
		finish(t, g)
		wantBlood(t, aluc, 3)
		wantBlood(t, mk, 3)
	})
	t.Run("dem: a titled vampire cannot block", func(t *testing.T) {
		s := newScenario(3)
		arthur := readyWithHand(s, 0, "Arthur Denholm", 3, "Memory Rift")
		s.Ready(1, "Mkhokheli", 3) // Prince of Cape Town, older
		s.Ready(1, "Nik Sikko", 3) // untitled, younger
		g := s.Start(0, 2, vtes.PhaseMinion)
		g.MakeAnarch(arthur)
		answer(t, g, "Arthur Denholm bleeds",
			"Play Memory Rift (a titled or younger vampire cannot block)", "Mkhokheli")
		mustNotOffer(t, g, "Block with Mkhokheli")
		mustOffer(t, g, "Block with Nik Sikko")
	})
	// Each combination adds its Disciplines' clauses (the [pre] strike is
	// seen where nothing else stops the block).
	clauses := []string{"a titled or younger vampire cannot block", "+1 stealth",
		"if blocked: strike: combat ends"}
	for set := 1; set < 8; set++ {
		var used []string
		for i, c := range clauses {
			if set&(1<<i) != 0 {
				used = append(used, c)
			}
		}
		label := "Play Memory Rift (" + strings.Join(used, ", ") + ")"
		t.Run(label, func(t *testing.T) {
			g := startPosition(t, `turn 2 phase minion active 1 seats 3 last
				ready 1: Aluc Romas de Leon blood 3 disciplines dem=1,obf=1,pre=1
				hand 1: Memory Rift
				ready 2: Mkhokheli blood 3
				> Aluc Romas de Leon bleeds
				> `+label)
			if offered(g, "Mkhokheli") && g.Pending().Seat == 0 {
				answer(t, g, "Mkhokheli")
			}
			if set&1 != 0 { // a prince: nobody may block
				mustNotOffer(t, g, "Block with Mkhokheli")
				if !logged(g, "Aluc Romas de Leon bleeds Methuselah 2") {
					t.Errorf("the bleed did not go through\n%s", logText(g))
				}
				return
			}
			if a := g.Action(); a == nil || a.Stealth != set>>1&1 {
				t.Fatalf("action %+v, want stealth %d", a, set>>1&1)
			}
			answer(t, g, "Block with Mkhokheli")
			if set == 4 {
				mustOffer(t, g, "combat ends")
			}
		})
	}
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arthur Denholm", 3, "Memory Rift")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arthur Denholm bleeds")
		mustNotOffer(t, g, "Play Memory Rift")
	})
}
