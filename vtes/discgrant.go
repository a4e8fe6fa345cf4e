package vtes

import "kindred/engine"

// Disciplines a card on a vampire gives it at a level while it stays
// there ("this vampire gets superior Potence [POT]": Hand of Conrad;
// rules/vtes.md §1.3): Static.Superior names the Discipline, which the
// vampire has at the superior level as long as the card is on it, face
// up. Only games holding such a card look for them (Game.discGrants).

var msgVampireFromAsh = engine.NewMsg("vtes.vampire-from-ash",
	"{0} moves {1} from their ash heap to their uncontrolled region.",
	"{0} déplace {1} de sa pile de cendres dans sa région non contrôlée.")

// grantedLevel is the level of d the cards on vampire c give it.
func (g *Game) grantedLevel(c *Card, d Disc) Level {
	for _, id := range c.Attached {
		if a := g.cards[id]; a.Def.Static.Superior == d && !a.Contested {
			return Superior
		}
	}
	return 0
}

// VampireFromAsh moves vampire v, in seat's ash heap, to seat's
// uncontrolled region, with no blood ("move a vampire from your ash heap
// to your uncontrolled region": Hand of Conrad). It does nothing unless
// v is a vampire in that ash heap.
func (g *Game) VampireFromAsh(seat int, v *Card) {
	if v == nil || v.Zone != ZoneAsh || v.Owner != seat || !v.IsVampire() {
		return
	}
	g.put(v, ZoneUncontrolled, seat)
	v.Blood, v.Locked = 0, false
	g.changed(v)
	g.note(msgVampireFromAsh.With(seatArg(seat), cardArg(v)))
}
