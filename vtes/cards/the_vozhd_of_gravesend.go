package cards

import "kindred/vtes"

// The Vozhd of Gravesend, Tzimisce, for 4 pool: unique ghoul ally, 5
// life, 4 strength, 0 bleed. As it enters play its Methuselah burns an ally
// or retainer they control (itself if it is the only one). It can enter
// combat with a vampire as a Ⓓ action; it prevents 1 damage each round of
// combat; in combat it can burn 1 life to cancel a strike card the
// opposing minion plays, as it is played, its cost not paid
// (cancelunpaid.go; §14 C5).
var _ = register(&vtes.CardDef{ID: 102363, Name: "The Vozhd of Gravesend", Types: vtes.Ally, Ghoul: true,
	Unique: true, Requires: vtes.Requirement{Clan: "Tzimisce"}, Life: 5, Strength: 4,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 4},
		Label: "recruit", French: "recruter", Resolve: recruitVozhd}},
	Static: vtes.Static{
		Actions: []vtes.Mode{vozhdEntersCombat},
		Abilities: []vtes.Ability{
			vozhdPrevents,
			{Step: vtes.StepAsPlayed, Label: "burn 1 life: cancel the strike card",
				French: "brûler 1 point de vie : annuler la carte de frappe",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return p.Source.Ready() && vtes.OpposingStrikeCard(g, &vtes.Play{Minion: p.Source})
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					vtes.CancelPlayingUnpaid(g, p)
					g.LoseBlood(p.Source, 1)
				}},
		}}})

// recruitVozhd recruits a Vozhd with 5 life, then its Methuselah burns an
// ally or retainer they control, the Vozhd last among the choices.
func recruitVozhd(g *vtes.Game, p *vtes.Play) {
	vtes.RecruitAlly(5)(g, p)
	var others []*vtes.Card
	for _, m := range g.ReadyMinions(p.Seat) {
		if m.IsAlly() && m != p.Card {
			others = append(others, m)
		}
		for _, id := range m.Attached {
			if r := g.Card(id); r.Def.Types.Has(vtes.Retainer) {
				others = append(others, r)
			}
		}
	}
	if p.Card.Zone == vtes.ZoneReady {
		others = append(others, p.Card)
	}
	if len(others) > 0 {
		g.Burn(g.Choose(p.Seat, others))
	}
}

// vozhdEntersCombat is the Vozhds' Ⓓ action to enter combat with a
// vampire (a target that left the ready region meanwhile: no combat).
var vozhdEntersCombat = vtes.Mode{Kind: vtes.PlayAction, Directed: true,
	Target: vtes.TargetVampire, EntersCombat: true, Label: "enter combat with a vampire",
	French: "entrer en combat avec un vampire",
	Resolve: func(g *vtes.Game, p *vtes.Play) {
		if p.Target.Ready() && p.Minion.Ready() {
			g.Fight(p.Minion, p.Target)
		}
	}}

// vozhdPrevents is "this ally can prevent 1 damage each round of
// combat".
var vozhdPrevents = vtes.Ability{Step: vtes.StepPrevent, Label: "prevent 1 damage",
	French: "prévenir 1 point de dégâts",
	Legal: func(g *vtes.Game, p *vtes.Play) bool {
		return facingDamage(g, &vtes.Play{Minion: p.Source}) &&
			!g.UsedInCombat(p.Source, g.RoundKey(p.Source.Def.ID))
	},
	Resolve: func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Source, g.RoundKey(p.Source.Def.ID))
		g.Prevent(p.Source, 1)
	}}
