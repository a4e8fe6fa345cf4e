package vtes

import "kindred/engine"

// Actions that fail as they are announced, and triggers on the minion an
// action is directed at ("as a minion announces an action directed at
// Evan, flip a coin; if it is tails, the action fails": Evan Klein). A
// failed action is not blocked and does not resolve: no cost is paid
// (costs are paid on success, §4.1 step 3) and an action card goes to
// the ash heap; the actor stays locked, as it announced the action
// (§4.1 step 1).

var msgActionFails = engine.NewMsg("vtes.action-fails", "The action of {0} fails.", "L'action de {0} échoue.")

// FailAction makes the action being announced fail.
func (g *Game) FailAction() {
	if a := g.action; a != nil && !a.Failed {
		a.Failed = true
		g.note(msgActionFails.With(cardArg(a.Actor)))
	}
}

// targeted runs the OnTargeted triggers of the minion a directed action
// aims at, and of the cards on it, face up: only a minion of another
// Methuselah, since an action aimed at one's own minion is undirected
// [LSJ 20030214-2].
func (g *Game) targeted(a *ActionState) {
	t := a.Target
	if t == nil || !a.Directed || t.Controller == a.Actor.Controller || !t.IsMinion() {
		return
	}
	var trig []*Card
	g.eachHooked(hookOnTargeted, t, func(c *Card) {
		if c.Def.Static.OnTargeted != nil && !c.Contested {
			trig = append(trig, c)
		}
	})
	for _, c := range trig {
		if inPlayZone(c.Zone) && !a.Failed {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnTargeted(g, c, a)
			g.restoreCause(oldCause)
		}
	}
}
