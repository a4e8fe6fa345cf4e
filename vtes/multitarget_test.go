package vtes_test

import (
	"slices"
	"testing"

	"kindred/vtes"
)

// An action aimed at every other Methuselah: each burns 1 pool.
var _ = fixture(&vtes.CardDef{ID: 991601, Name: "Test Proclamation", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "each other Methuselah burns 1 pool",
		Seats: func(g *vtes.Game, p *vtes.Play) []int { return g.Living() },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			for _, s := range p.Action.Defenders() {
				g.BurnPool(s, 1)
			}
		}}}})

// §14 C27, §14 C11: an action aimed at several other Methuselahs is
// directed; each of them may block, clockwise from the acting one (here
// seat 3 acts: seats 4, 1, 2), and each is a defender for the cards that
// react to actions directed at them.
func TestMultiTargetActionEachTargetBlocks(t *testing.T) {
	s := newScenario(4)
	s.Ready(2, "Nik Sikko", 3)
	s.Hand(2, "Test Proclamation")
	for _, seat := range []int{3, 0, 1} {
		s.Ready(seat, []string{"Lenny Burkhead", "The Dowager", "Larissa Moreira"}[seat%3], 3)
	}
	g := s.Start(2, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko: Test Proclamation")
	a := g.Action()
	if !a.Directed || !slices.Equal(a.Defenders(), []int{3, 0, 1}) || !a.Aims(0) || a.Aims(2) {
		t.Fatalf("directed %v at %v; want directed at seats 3, 0, 1 (0-based), clockwise", a.Directed, a.Defenders())
	}
	for _, seat := range []int{3, 0, 1} {
		asked(t, g, seat, "vtes.block")
		answer(t, g, "Do not block")
	}
	for _, seat := range []int{3, 0, 1} {
		if pool(g, seat) != 29 {
			t.Errorf("seat %d: pool %d, want 29", seat, pool(g, seat))
		}
	}
	if pool(g, 2) != 30 {
		t.Errorf("the acting Methuselah burned pool")
	}
}

// §14 C27: under legacy2005.multiTargetUndirected (2005) an action aimed at
// several Methuselahs is blocked as an undirected one: the prey (seat 4),
// then the predator (seat 2); seat 1 is not asked. Its effect still
// reaches every target.
func TestLegacyMultiTargetUndirected(t *testing.T) {
	s := newScenario(4)
	o := vtes.DefaultOptions()
	o.MultiTargetUndirected = true
	s.Options(o)
	s.Ready(2, "Nik Sikko", 3)
	s.Hand(2, "Test Proclamation")
	for _, seat := range []int{3, 0, 1} {
		s.Ready(seat, []string{"Lenny Burkhead", "The Dowager", "Larissa Moreira"}[seat%3], 3)
	}
	g := s.Start(2, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko: Test Proclamation")
	for _, seat := range []int{3, 1} {
		asked(t, g, seat, "vtes.block")
		answer(t, g, "Do not block")
	}
	for _, seat := range []int{3, 0, 1} {
		if pool(g, seat) != 29 {
			t.Errorf("seat %d: pool %d, want 29", seat, pool(g, seat))
		}
	}
}
