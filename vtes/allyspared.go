package vtes

import "kindred/engine"

// An ally spared from burning by its opponent's card ("if an ally
// opposing this vampire in combat would be burned, instead steal and lock
// the ally; if the ally has lost their last life, they gain 1 life": The
// Book of Going Forth by Night; rules/vtes.md §6, §14 C10 "steal"). The
// ally, now its opponent's Methuselah's, opposes nobody: the combat ends
// (EndCombat). Requirements do not apply to taking control of a card in
// play ([TOM 19960226-1]).

var msgAllySpared = engine.NewMsg("vtes.ally-spared",
	"Instead of being burned, {0} is stolen by {1} and locked ({2}).",
	"Au lieu d'être brûlé, {0} est volé par {1} et incliné ({2}).")

// allySpared steals and locks ally c, about to be burned, if it opposes
// in the current combat a vampire carrying a card that says so; it
// reports whether it did.
func (g *Game) allySpared(c *Card) bool {
	cs := g.combat
	if !c.IsAlly() || c.IsVampire() || c.Zone != ZoneReady || cs.ended {
		return false
	}
	side := cs.Side(c)
	if side < 0 {
		return false
	}
	v := cs.Minion[1-side]
	if v == nil || !v.IsVampire() || v.Zone != ZoneReady {
		return false
	}
	for _, id := range v.Attached {
		if b := g.cards[id]; b.Def.Static.StealsBurnedAlly && !b.Contested {
			g.spare(c, v, b)
			return true
		}
	}
	return false
}

// spare steals ally c for vampire v's Methuselah, locked, with 1 life if
// it had none, because of card b; the combat ends.
func (g *Game) spare(c, v, b *Card) {
	g.note(msgAllySpared.With(cardArg(c), seatArg(v.Controller), cardArg(b)))
	g.Steal(c, v.Controller)
	g.Lock(c)
	if c.Blood <= 0 {
		c.Blood = 1
		g.changed(c)
	}
	g.EndCombat()
}
