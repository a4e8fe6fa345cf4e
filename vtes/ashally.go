package vtes

import "kindred/engine"

// Allies brought back from the ash heap ("move an ally … from your ash
// heap to your ready region, locked with life equal to its starting
// life": Hel-Blá; "move a wraith or zombie ally from your ash heap to
// your ready region with life equal to its starting life": Split the
// Veil). It is a new card in play (§7.6): its starting life, no mark.

var msgAllyFromAsh = engine.NewMsg("vtes.ally-from-ash",
	"{0} moves {1} from their ash heap to their ready region.",
	"{0} déplace {1} de sa pile de cendres dans sa région prête.")

// AllyFromAsh moves ally a, in seat's ash heap, to seat's ready region
// with its starting life (CardDef.Life), locked or not. It does nothing
// unless a is an ally in that ash heap.
func (g *Game) AllyFromAsh(seat int, a *Card, locked bool) {
	if a == nil || a.Zone != ZoneAsh || a.Owner != seat || !a.Def.Types.Has(Ally) {
		return
	}
	g.put(a, ZoneReady, seat)
	a.Blood, a.Locked = a.Def.Life, locked
	g.changed(a)
	entered := g.enterPlay(a)
	g.note(msgAllyFromAsh.With(seatArg(seat), cardArg(a)))
	if entered {
		g.afterAllyEnters(a) // allyenters.go
	}
}
