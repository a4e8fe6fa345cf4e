package cards_test

import "testing"

// Conservative Agitation: allocate as many points as there are
// Methuselahs among two or more of them, the caller included if they wish;
// the referendum passing, each burns 1 pool per point (card text; §5.2; [LSJ
// 20000622]).
func TestConservativeAgitation(t *testing.T) {
	g := minionPhase("Mkhokheli", 3, "Conservative Agitation")
	answer(t, g, "Mkhokheli: Conservative Agitation", "Methuselah 2", "Methuselah 2")
	mustNotOffer(t, g, "Methuselah 2") // not every point on one Methuselah
	answer(t, g, "Methuselah 1")
	finish(t, g)
	wantPool(t, g, 29, 28, 30)
}
