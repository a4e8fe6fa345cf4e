package cards

import "kindred/vtes"

// Dogged Pursuit, Ravnos, by a locked vampire as blocks are decided: it
// unlocks and attempts to block; if it does not block this action, it is
// locked again after the action resolves, and [ANI] the card goes on it
// then (one Dogged Pursuit to a vampire), to be burned for +1 intercept
// as it attempts to block (§4.3).
var _ = register(&vtes.CardDef{ID: 102353, Name: "Dogged Pursuit", Types: vtes.Reaction,
	Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: ani, ByLocked: true,
		Step: vtes.StepBlockDecision, Legal: vtes.Locked},
		vtes.Effect{Label: "unlock and block", French: "se redresser et bloquer", Resolve: doggedPursuit(false)},
		vtes.Effect{Label: "unlock and block, or keep the card",
			French: "se redresser et bloquer, ou garder la carte", Resolve: doggedPursuit(true)}),
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label: "burn: +1 intercept", French: "brûler : +1 interception",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.Blocking(g, &vtes.Play{Minion: g.Host(p.Source)})
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Burn(p.Source)
			g.Action().Intercept++
		}}}}})

// doggedPursuit unlocks the vampire and has it attempt to block; after the
// action, if it did not block, it is locked, and with keep the card goes
// on it, unless it has one already.
func doggedPursuit(keep bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		v, card, a := p.Minion, p.Card, g.Action()
		vtes.Unlock(g, p)
		a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
			if a.Blocked && a.Blocker == v || !v.Ready() {
				return
			}
			g.Lock(v)
			if keep && card.Zone == vtes.ZoneAsh && attachedOf(g, v, card.Def) == nil {
				enterOn(g, card, v)
			}
		})
		vtes.AttemptBlock(g, p)
	}
}
