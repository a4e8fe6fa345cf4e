package cards

import "kindred/vtes"

// Delaying Tactics, for 1 blood, only in the polling of a political
// action (not a blood hunt, nor a referendum passing without polling): the
// referendum is cancelled, the acting vampire unlocks, a political action
// card played from the hand to call it returns to its owner's hand
// (discard down afterward), and the acting Methuselah's minions cannot
// perform that political action again this turn (actionbar.go). Rulings:
// usable before, during or after the votes ([LSJ 19980130]); the acting
// minion still took its political action ([RTR 19970630]); only a card
// played from the hand is retrieved.
var _ = register(&vtes.CardDef{ID: 100519, Name: "Delaying Tactics", Types: vtes.Reaction,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepPolling, Cost: vtes.Cost{Blood: 1},
		Label: "cancel the referendum", French: "annuler le référendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			r := g.Referendum()
			return r != nil && !r.BloodHunt && !r.Canceled && r.Caller != nil && g.Action() != nil
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r, a := g.Referendum(), g.Action()
			if r == nil || a == nil {
				return
			}
			g.CancelReferendum()
			if r.Caller.Ready() {
				g.Unlock(r.Caller)
			}
			if c := r.Card; c != nil {
				g.BarActionThisTurn(a.Actor.Controller, c.Def)
				if c.Def.Types.Has(vtes.PoliticalAction) && c.Zone == vtes.ZoneRemoved {
					g.ReturnToHand(c)
				}
			}
		}}}})
