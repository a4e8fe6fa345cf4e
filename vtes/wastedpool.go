package vtes

import "kindred/engine"

// Choices that waste pool (issue 19: "a warning before a choice that ousts
// you or wastes pool"). Blood moved in the influence phase onto an
// uncontrolled vampire that already holds its capacity buys nothing: the
// vampire can already be moved to the ready region, and its blood above
// capacity drains to the bank as it is (§3.5, §14 C37). The label says so;
// the choice stays legal.

var msgTransferToWastes = engine.NewMsg("vtes.transfer-to.wastes",
	"Move 1 pool to {0} ({1}/{2} blood) — ⚠ wastes pool: above its capacity",
	"Placer 1 de réserve sur {0} ({1}/{2} sang) — ⚠ réserve perdue : au-delà de sa capacité")

// WastesPool reports whether option i of d, the pending decision, spends
// pool for nothing: a transfer onto an uncontrolled vampire at or above
// its capacity.
func (g *Game) WastesPool(d *engine.Decision, i int) bool {
	if d != &g.dec || i < 0 || i >= len(d.Options) {
		return false
	}
	o := g.views[d.Seat].Option(d, i)
	return o.Kind == OptTransfer && o.Card != nil && o.Card.Blood >= g.Capacity(o.Card)
}
