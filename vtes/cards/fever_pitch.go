package cards

import "kindred/vtes"

// Fever Pitch, Path of Cathari, for 1 blood, either Discipline ([for] or
// [pre], group G00086), during a bleed: +1 bleed (limited, §14 C19);
// [FOR]/[PRE] also, if the bleed is successful (for 1 or more), the card
// goes on the vampire after the action resolves (taken: it only gives),
// unless it has one already. There, during a bleed the vampire performs,
// it can burn the card to have a block attempt fail, the would-be
// blocker not trying this action again (Game.FailAttempt).
var _ = register(&vtes.CardDef{ID: 102321, Name: "Fever Pitch", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Path: vtes.PathCathari},
	Modes: vtes.EitherDisc([]vtes.Disc{frt, pre}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: d, Cost: vtes.Cost{Blood: 1}},
			vtes.MoreBleed(1),
			vtes.Both(vtes.MoreBleed(1), vtes.Effect{
				Label:  "if successful, put on this vampire",
				French: "si réussie, mettre sur ce vampire",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					a, v, card := g.Action(), p.Minion, p.Card
					a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
						if vtes.BleedSuccessful(a) && v.Ready() && card.Zone == vtes.ZoneAsh &&
							attachedOf(g, v, card.Def) == nil {
							enterOn(g, card, v)
						}
					})
				}}))
	}),
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label:  "burn Fever Pitch: the block attempt fails",
		French: "brûler Fièvre : la tentative de blocage échoue",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return a != nil && a.IsBleed() && a.Blocker != nil && p.Source.Zone == vtes.ZoneAttached &&
				g.Host(p.Source) == a.Actor
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Burn(p.Source)
			g.FailAttempt()
		}}}}})
