package cards

import "kindred/vtes"

// Library cards of the New Blood II Banu Haqim starter (NB2:PBH) not
// already written for another deck.

var (
	// Fourth Tradition: The Accounting: requires a prince or justicar; +1
	// stealth action costing 1 blood: add 3 blood to a younger vampire in
	// your uncontrolled region.
	_ = register(&vtes.CardDef{ID: 100782, Name: "Fourth Tradition: The Accounting", Types: vtes.Action, Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
		Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1}, Target: vtes.TargetOwnUncontrolled, Label: "3 blood to a younger uncontrolled vampire",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return p.Target != nil && g.Younger(p.Target, p.Minion) },
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddUncontrolled(p.Target, 3) }}}})

	// Grooming the Protégé: move up to 3 blood from a ready vampire you
	// control to a younger vampire of the same clan in your uncontrolled
	// region.
	_ = register(&vtes.CardDef{ID: 100860, Name: "Grooming the Protégé", Types: vtes.Master,
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "move blood to a younger uncontrolled vampire of the clan",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return len(groomers(g, p.Seat)) > 0 },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Choose(p.Seat, groomers(g, p.Seat))
				protege := g.Choose(p.Seat, proteges(g, p.Seat, v))
				n := g.ChooseAmount(p.Seat, 1, min(3, v.Blood))
				g.LoseBlood(v, n)
				g.AddUncontrolled(protege, n)
			}}}})

	// Haqim's Law: Retribution: put in play; during a bleed, the bleeding
	// Banu Haqim you control may discard a combat card for +1 bleed, once
	// each action for each copy ([ANK 20221102-2], [ANK 20220502]).
	_ = register(&vtes.CardDef{ID: 102226, Name: "Haqim's Law: Retribution", Types: vtes.Master, Requires: vtes.Requirement{Clan: "Banu Haqim"},
		Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
		Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks, Label: "discard a combat card: +1 bleed",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && !p.Source.UsedAction && bleedOpen(g, p) && a.Actor.Controller == p.Seat &&
					a.Actor.Def.Clan == "Banu Haqim" && len(ofType(g, p.Seat, vtes.Combat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				p.Source.UsedAction = true
				g.Discard(p.Seat, g.Choose(p.Seat, ofType(g, p.Seat, vtes.Combat)))
				vtes.AddBleed(1)(g, p)
			}}}}})
)

// groomers lists seat's ready vampires with blood and a younger vampire of
// their clan in seat's uncontrolled region.
func groomers(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, v := range g.ReadyMinions(seat) {
		if v.IsVampire() && v.Blood > 0 && len(proteges(g, seat, v)) > 0 {
			out = append(out, v)
		}
	}
	return out
}

// proteges lists the vampires in seat's uncontrolled region of v's clan
// and younger than v.
func proteges(g *vtes.Game, seat int, v *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, u := range uncontrolledOfClan(g, seat, v.Def.Clan) {
		if g.Younger(u, v) {
			out = append(out, u)
		}
	}
	return out
}
