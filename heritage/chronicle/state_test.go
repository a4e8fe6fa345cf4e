package chronicle

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/heritage/demo"
)

// TestNew: a new chronicle starts at chapter 1 of era 1 with the pack's
// starting trio, the initial score sheet and full pools (§8).
func TestNew(t *testing.T) {
	p, err := demo.Pack()
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(p, []string{"Ada", "Bo"})
	if err != nil {
		t.Fatal(err)
	}
	if s.Chapter != 0 || s.Era != 1 || s.Cursor != 0 || len(s.Players) != 2 {
		t.Errorf("new state %+v", s)
	}
	if want := []string{"court-of-ranks", "border-riots", "hunger-within"}; strings.Join(s.Conflicts, ",") != strings.Join(want, ",") {
		t.Errorf("conflicts %v, want %v", s.Conflicts, want)
	}
	if s.Stickers["sticker-hollow"] != 1 || s.Stickers["sticker-cinder"] != 2 || len(s.Obligations) != 5 {
		t.Errorf("pools: %v, %v", s.Stickers, s.Obligations)
	}
	if err := s.Check(p); err != nil {
		t.Error(err)
	}
	if _, err := New(p, []string{"solo"}); err == nil {
		t.Error("a chronicle of 1 player")
	}
}

// TestEncodeDecode: the header's value reads back the same; bad input is
// refused with a clear error, never a panic.
func TestEncodeDecode(t *testing.T) {
	p, _ := demo.Pack()
	s, _ := New(p, []string{"Ada", "Bo", "Cy"})
	s.Players[1].Sheet["psyche.mercy"] = 2
	again, err := Decode(s.Encode())
	if err != nil || again.Encode() != s.Encode() {
		t.Fatalf("round trip: %v", err)
	}
	for _, c := range []struct{ in, want string }{
		{`{"format":2}`, "format 2"},
		{`{"format":1,"bogus":1}`, "unknown field"},
		{`not json`, "bad state"},
		{strings.Repeat(" ", MaxStateBytes+1), "at most"},
	} {
		if _, err := Decode(c.in); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Decode(%.20q): %v, want %q", c.in, err, c.want)
		}
	}
	bad := s.Clone()
	bad.Conflicts[0] = "nowhere"
	if err := bad.Check(p); err == nil {
		t.Error("a state naming no board passes Check")
	}
	bad = s.Clone()
	bad.Players[0].Sheet["psyche.courage"] = 1
	if err := bad.Check(p); err == nil {
		t.Error("a state with an unknown characteristic passes Check")
	}
}

// TestChroniclePoints: the worked example of §5.8 (L671–735):
// Resources 3 + Abilities 2 + Psyche 14 + Allegiance 1 + Disciplines 4 +
// Titles 6 = 30.
func TestChroniclePoints(t *testing.T) {
	p, _ := demo.Pack()
	s, _ := New(p, []string{"Ada", "Bo"})
	s.Multipliers = map[string]int{"resources": 1, "abilities": 2, "psyche": 2, "allegiance": 1, "disciplines": 1}
	s.Players[0].Titles = []string{"t1", "t2", "t3", "t4", "t5", "t6"}
	s.Players[0].Sheet = map[string]int{
		"resources.wealth": 3,                    // 3 × 1
		"abilities.occult": 1,                    // 1 × 2
		"psyche.cruelty":   4, "psyche.mercy": 3, // 7 × 2 = 14
		"allegiance.camarilla": 1,                            // 1 × 1
		"disciplines.auspex":   2, "disciplines.oblivion": 2, // 4 × 1
	}
	if got := s.ChroniclePoints(p, 0); got != 30 {
		t.Errorf("%d chronicle points, the book's example gives 30", got)
	}
}

// TestHash: two states that differ anywhere hash apart; equal states
// hash alike.
func TestHash(t *testing.T) {
	p, _ := demo.Pack()
	a, _ := New(p, []string{"Ada", "Bo"})
	sum := func(s *State) uint64 {
		var h engine.Hasher
		s.Hash(&h)
		return h.Sum()
	}
	if sum(a) != sum(a.Clone()) {
		t.Error("a state and its clone hash apart")
	}
	for _, change := range []func(s *State){
		func(s *State) { s.Cursor++ },
		func(s *State) { s.Players[1].Sheet["psyche.mercy"] = 1 },
		func(s *State) { s.Stickers["sticker-cinder"]-- },
		func(s *State) { s.SetCharacter(Character{ID: "c01", Face: "ancilla", Haven: -1}) },
		func(s *State) { s.Players[0].Titles = append(s.Players[0].Titles, "x") },
	} {
		b := a.Clone()
		change(b)
		if sum(a) == sum(b) {
			t.Errorf("a change left the hash alike")
		}
	}
}
