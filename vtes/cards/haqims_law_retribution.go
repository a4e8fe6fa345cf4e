package cards

import "kindred/vtes"

// Haqim's Law: Retribution: put in play; during a bleed, the bleeding
// Banu Haqim you control may discard a combat card for +1 bleed, once
// each action for each copy ([ANK 20221102-2], [ANK 20220502]).
var _ = register(&vtes.CardDef{ID: 102226, Name: "Haqim's Law: Retribution", Types: vtes.Master,
	Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes:    []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks,
		Label: "discard a combat card: +1 bleed",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return a != nil && !p.Source.UsedAction && vtes.DuringBleed(g, p) && a.Actor.Controller == p.Seat &&
				a.Actor.Def.Clan == "Banu Haqim" && len(ofType(g, p.Seat, vtes.Combat)) > 0
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.MarkUsedAction(p.Source)
			g.Discard(p.Seat, g.Choose(p.Seat, ofType(g, p.Seat, vtes.Combat)))
			addBleed(g, 1)
		}}}}})
