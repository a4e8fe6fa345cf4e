package cards

import "kindred/vtes"

// Club Illusion: unique location; an Anarch, whoever controls it (the
// card says "an Anarch"), can burn 1 blood once as they announce a bleed
// action to get +1 bleed during that action. It does not make the action
// one requiring an Anarch ([ANK 20220317]).
var _ = register(&vtes.CardDef{ID: 100366, Name: "Club Illusion", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAnnounced,
		AnyMethuselah: true,
		Label:         "the acting Anarch burns 1 blood: +1 bleed",
		French:        "l'Anarch qui agit brûle 1 sang : +1 en morsure",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return a != nil && g.Combat() == nil && a.IsBleed() && a.Actor.Controller == p.Seat &&
				g.IsAnarch(a.Actor) && a.Actor.Blood >= 1 && !p.Source.UsedAction
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			a := g.Action()
			g.MarkUsedAction(p.Source)
			g.LoseBlood(a.Actor, 1)
			a.Bleed++
		}}}}})
