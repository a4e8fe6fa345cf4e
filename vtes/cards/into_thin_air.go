package cards

import (
	"slices"

	"kindred/vtes"
)

// Into Thin Air, not replaced until its player's unlock phase (NoReplace,
// G00025): [obf] +1 stealth, only when needed (BeingBlocked); once this
// action, the acting vampire may burn 1 blood to give an ally or a
// younger vampire attempting to block -1 intercept: the one attempting
// now, or one of the attempts to come (ActionState.OnAttempt). [OBF] as
// above, +2 stealth. Into Thin Air and Lost in Crowds cannot both be
// played on the same action (ActionState.Played; lost_in_crowds.go the
// other way).
var _ = register(&vtes.CardDef{ID: intoThinAirID, Name: "Into Thin Air",
	Types: vtes.ActionModifier, NoReplace: true,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: obf,
		Step: vtes.StepBlockAttempt, Legal: vtes.All(vtes.BeingBlocked, notPlayedThisAction(lostInCrowdsID))},
		vtes.Both(vtes.AddStealth(1), thinAirIntercept),
		vtes.Both(vtes.AddStealth(2), thinAirIntercept))})

// thinAirIntercept is Into Thin Air's "once this action, burn 1 blood to
// give an ally or younger vampire -1 intercept".
var thinAirIntercept = vtes.Effect{Label: "1 blood: -1 intercept to an ally or younger vampire",
	French: "1 sang : -1 en interception à un allié ou un vampire plus jeune",
	Resolve: func(g *vtes.Game, p *vtes.Play) {
		a, v, used := g.Action(), p.Minion, false
		give := func(g *vtes.Game, b *vtes.Card) {
			if used || v.Blood < 1 || !(b.IsAlly() || b.IsVampire() && g.Younger(b, v)) ||
				!g.YesNo(p.Seat, p.Card) {
				return
			}
			used = true
			g.LoseBlood(v, 1)
			a.Intercept--
		}
		if a.Blocker != nil && !a.Blocked {
			give(g, a.Blocker)
		}
		a.OnAttempt = append(a.OnAttempt, give)
	}}

// lostInCrowdsID is Lost in Crowds, named by id: its file names Into
// Thin Air by id too, for "cannot both be played" (the two variables
// naming each other would be a Go initialization cycle).
const lostInCrowdsID = 101125

// intoThinAirID is Into Thin Air, for Lost in Crowds' side of the bar.
const intoThinAirID = 101001

// notPlayedThisAction: no card of VEKN id was played as a modifier during
// the action ("X and Y cannot both be played on the same action").
func notPlayedThisAction(id int) func(g *vtes.Game, p *vtes.Play) bool {
	return func(g *vtes.Game, p *vtes.Play) bool {
		a := g.Action()
		return a != nil && !slices.Contains(a.Played, id)
	}
}
