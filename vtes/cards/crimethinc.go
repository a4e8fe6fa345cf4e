package cards

import (
	"slices"

	"kindred/vtes"
)

// CrimethInc., by an Anarch, after a successful action of this Anarch
// requiring an Anarch (a baron counts, [LSJ 20080603]) or making it
// Anarch; playable with nothing to unlock ([LSJ 20070411]): [pro] unlock
// this Anarch; [qui] unlock another ready Anarch its Methuselah controls;
// [tha] put this card in play: in its Methuselah's minion phase, they can
// burn 1 pool to unlock a ready Anarch they control (§4.1 step 5).
var _ = register(&vtes.CardDef{ID: 100446, Name: "CrimethInc.", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: pro, Level: inf, Step: vtes.StepAfterAction,
			Legal: afterAnarchAction, Label: "unlock this Anarch", French: "redresser cet anarch",
			Resolve: vtes.Unlock},
		{Kind: vtes.PlayModifier, Disc: vtes.Quietus, Level: inf, Step: vtes.StepAfterAction,
			Legal: afterAnarchAction, Label: "unlock another ready Anarch",
			French: "redresser un autre anarch prêt",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				others := slices.DeleteFunc(lockedAnarchsOf(g, p.Seat), func(m *vtes.Card) bool {
					return m == p.Minion
				})
				if len(others) > 0 {
					g.Unlock(g.Choose(p.Seat, others))
				}
			}},
		{Kind: vtes.PlayModifier, Disc: tha, Level: inf, Step: vtes.StepAfterAction,
			Legal: afterAnarchAction, Label: "put in play", French: "mettre en jeu",
			Resolve: vtes.PutInPlay},
	},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepMinionPhase,
		Label:  "burn 1 pool: unlock a ready Anarch",
		French: "brûler 1 point de réserve : redresser un anarch prêt",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Source.Zone == vtes.ZoneInPlay && g.Methuselah(p.Seat).Pool > 1 &&
				len(lockedAnarchsOf(g, p.Seat)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.BurnPool(p.Seat, 1)
			g.Unlock(g.Choose(p.Seat, lockedAnarchsOf(g, p.Seat)))
		}}}}})

// afterAnarchAction: the action this Anarch performed succeeded, and
// required an Anarch or made it Anarch (becoming Anarch, §3.5).
func afterAnarchAction(g *vtes.Game, p *vtes.Play) bool {
	a := g.Action()
	if a == nil || !a.Succeeded || a.Actor != p.Minion || !p.Minion.Ready() {
		return false
	}
	return a.Kind == vtes.ActBecomeAnarch || a.Play != nil && anarchCard(a.Play.Card.Def)
}
