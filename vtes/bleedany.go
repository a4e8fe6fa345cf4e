package vtes

// Bleeds of any Methuselah ("Ⓓ Bleed any Methuselah": Kindred Spirits;
// rules/vtes.md §3.5.1): the acting Methuselah chooses the Methuselah bled
// among the others as the action is announced (§4.1 step 1), not their
// prey only; it is the bleed's target for blocks and for its pool.

// bleedTarget is the Methuselah a bleed of mode md by seat's minion aims
// at: the prey, or the one seat chooses for a bleed of any Methuselah.
func (g *Game) bleedTarget(seat int, md *Mode) int {
	if !md.BleedAny || len(g.otherLiving(seat)) < 2 {
		return g.Prey(seat)
	}
	return g.chooseSeat(seat, kindChoose, msgChooseMethuselah.Text(), g.otherLiving(seat))
}
