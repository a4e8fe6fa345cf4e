package vtes

import "kindred/engine"

// A vampire's "as this vampire enters play" ability (rules/vtes.md §3.6,
// §14 C37): used as it is moved from the uncontrolled region to the
// ready region, before it may enter a contest ([LSJ 20080526], Anarch
// Convert); it may take the vampire out of the game instead ("you can
// remove him from the game to…"). Static.AsEntering says it.

// asEntering runs vampire v's AsEntering, if any, as v is revealed, and
// reports whether v left the game instead of entering play.
func (g *Game) asEntering(v *Card) bool {
	f := v.Def.Static.AsEntering
	if f == nil {
		return false
	}
	f(g, v)
	if v.Zone == ZoneUncontrolled {
		return false
	}
	g.anarchArrived(v) // it came into play first ([ANK 20210410]; anarcharrives.go)
	return true
}

var msgRemovedAsEntering = engine.NewMsg("vtes.removed-as-entering",
	"{0} removes {1} from the game as it enters play.",
	"{0} retire {1} de la partie alors qu'il entre en jeu.")

// RemoveAsEntering takes vampire v, being revealed, out of the game
// instead ("as he enters play, you can remove him from the game").
func (g *Game) RemoveAsEntering(v *Card) {
	g.note(msgRemovedAsEntering.With(seatArg(v.Controller), cardArg(v)))
	g.RemoveFromGame(v)
}
