package cards

import "kindred/vtes"

// Hedonism, Path of Cathari, either Discipline ([for] or [pre], group
// G00086): played not by the acting minion but by another ready unlocked
// vampire of its Methuselah (Mode.ByOther) while a minion attempts to
// block: the attempt fails and the would-be blocker does not try this
// action again (Game.FailAttempt); that vampire and the blocking minion
// lock; [for]/[pre] a combat between them is queued: it is fought once
// the blocks are over, still during the action ([ANK 20170918-2]), and
// not if the action has ended by then ([LSJ 20090826]); [FOR]/[PRE] no
// combat.
var _ = register(&vtes.CardDef{ID: 102328, Name: "Hedonism", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Path: vtes.PathCathari},
	Modes: vtes.EitherDisc([]vtes.Disc{frt, pre}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: d, ByOther: true,
			Step: vtes.StepBlockAttempt, Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.BeingBlocked(g, p) && !p.Minion.Locked
			}},
			vtes.Effect{Label: "the attempt fails, both lock, a combat between them",
				French:  "la tentative échoue, les deux s'inclinent, un combat entre eux",
				Resolve: hedonism(true)},
			vtes.Effect{Label: "the attempt fails, both lock",
				French: "la tentative échoue, les deux s'inclinent", Resolve: hedonism(false)})
	})})

// hedonism makes the block attempt fail and locks the playing vampire
// and the blocker, queuing a combat between them if combat says so.
func hedonism(combat bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		a := g.Action()
		v, b := p.Minion, a.Blocker
		g.FailAttempt()
		g.Lock(v)
		g.Lock(b)
		if !combat {
			return
		}
		a.BeforeResolution = append(a.BeforeResolution, func(g *vtes.Game) {
			if a.Actor.Ready() && v.Ready() && b.Ready() {
				g.Fight(v, b)
			}
		})
	}
}
