package vtes_test

import (
	"testing"

	"kindred/vtes"
)

var (
	// An Anarch, and an Independent with printed votes (a title of its
	// own, §14 C31).
	_ = testVampire(991101, "Test Anarch Rebel", 5, "Brujah", "cel pot pre", vtes.Anarch, vtes.NoTitle)
	_ = func() *vtes.CardDef {
		d := testVampire(991102, "Test Independent Elder", 7, "Giovanni", "dom nec pot", vtes.Independent, vtes.NoTitle)
		d.Votes = 1
		return d
	}()
)

// §3.5 #12, §14 C25: an untitled vampire that is not Anarch may take the
// become anarch action, undirected at +1 stealth, for 2 blood; on success
// its sect is Anarch. A prince, an Anarch and an Independent with printed
// votes may not.
func TestBecomeAnarch(t *testing.T) {
	s := newScenario(2)
	nik := s.Ready(0, "Nik Sikko", 3)
	s.Ready(0, "Mkhokheli", 3)
	s.Ready(0, "Test Independent Elder", 3)
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustNotOffer(t, g, "Mkhokheli becomes anarch")
	mustNotOffer(t, g, "Test Independent Elder becomes anarch")
	answer(t, g, "Nik Sikko becomes anarch (2 blood)")

	asked(t, g, 1, "vtes.block")
	if a := g.Action(); a.Directed || a.Stealth != 1 {
		t.Fatalf("become anarch: directed %v, stealth %d; want undirected at +1 stealth", a.Directed, a.Stealth)
	}
	if lenny.Locked {
		t.Fatal("Lenny is unlocked")
	}
	answer(t, g, "Do not block")
	if nik.Blood != 1 || !g.IsAnarch(nik) || g.SectOf(nik) != vtes.Anarch || !nik.Locked {
		t.Fatalf("Nik Sikko: %d blood, sect %s, locked %v; want 1 blood, Anarch, locked", nik.Blood, g.SectOf(nik), nik.Locked)
	}
	if !logged(g, "Nik Sikko is now Anarch") {
		t.Error("not logged")
	}
}

// §14 C25: the action costs 1 blood when its Methuselah controls another
// ready Anarch (locked or not); one in torpor does not count. An Anarch
// does not become anarch again.
func TestBecomeAnarchCost(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(s *vtes.Scenario)
		want  string
	}{
		{"no other Anarch", func(s *vtes.Scenario) {}, "Nik Sikko becomes anarch (2 blood)"},
		{"a ready, locked Anarch", func(s *vtes.Scenario) { s.Ready(0, "Test Anarch Rebel", 3).Locked = true }, "Nik Sikko becomes anarch (1 blood)"},
		{"an Anarch in torpor", func(s *vtes.Scenario) { s.Torpor(0, "Test Anarch Rebel", 3) }, "Nik Sikko becomes anarch (2 blood)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(2)
			nik := s.Ready(0, "Nik Sikko", 3)
			tc.setup(s)
			g := s.Start(0, 3, vtes.PhaseMinion)
			answer(t, g, tc.want)
			if want := map[bool]int{true: 2, false: 1}[tc.want == "Nik Sikko becomes anarch (1 blood)"]; nik.Blood != want {
				t.Errorf("Nik Sikko has %d blood, want %d", nik.Blood, want)
			}
		})
	}

	s := newScenario(2)
	s.Ready(0, "Test Anarch Rebel", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	mustNotOffer(t, g, "becomes anarch")
}
