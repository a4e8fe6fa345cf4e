package cards

import "kindred/vtes"

// The Vozhd of Szczecin, Tzimisce, for 4 pool: unique ghoul ally, 5 life,
// 4 strength, 0 bleed; as it enters play its Methuselah burns an ally or
// retainer they control (recruitVozhd); it can enter combat with a
// vampire as a Ⓓ action. Once each combat it can discard a card requiring
// Protean to prevent 2 damage. During another Methuselah's minion phase a
// Tzimisce its Methuselah controls can burn 1 blood to unlock it: offered
// as blocks are decided, when an unlocked Vozhd can tell.
var _ = register(&vtes.CardDef{ID: 102365, Name: "The Vozhd of Szczecin", Types: vtes.Ally, Ghoul: true,
	Unique: true, Requires: vtes.Requirement{Clan: "Tzimisce"}, Life: 5, Strength: 4,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 4},
		Label: "recruit", French: "recruter", Resolve: recruitVozhd}},
	Static: vtes.Static{
		Actions: []vtes.Mode{vozhdEntersCombat},
		Abilities: []vtes.Ability{
			{Step: vtes.StepPrevent, Label: "discard a Protean card: prevent 2 damage",
				French: "défausser une carte de Protéisme : prévenir 2 dégâts",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return facingDamage(g, &vtes.Play{Minion: p.Source}) &&
						!g.UsedInCombat(p.Source, p.Source.Def.ID) && len(proteanInHand(g, p.Seat)) > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.CombatOnce(p.Source, p.Source.Def.ID)
					g.Discard(p.Seat, g.Choose(p.Seat, proteanInHand(g, p.Seat)))
					g.Prevent(p.Source, 2)
				}},
			{Step: vtes.StepBlockDecision, Label: "a Tzimisce burns 1 blood: unlock",
				French: "un Tzimisce brûle 1 sang : se redresser",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return g.Active != p.Seat && p.Source.Ready() && p.Source.Locked &&
						len(bleedingTzimisce(g, p.Seat)) > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.LoseBlood(g.Choose(p.Seat, bleedingTzimisce(g, p.Seat)), 1)
					g.Unlock(p.Source)
				}},
		}}})

// proteanInHand lists the cards of seat's hand requiring Protean.
func proteanInHand(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for c := range g.EachInHand(seat) {
		for i := range c.Def.Modes {
			if md := &c.Def.Modes[i]; md.Disc == pro || md.Also == pro {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// bleedingTzimisce lists the ready Tzimisce seat controls with blood to
// burn.
func bleedingTzimisce(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	for _, m := range g.ReadyMinions(seat) {
		if m.IsVampire() && m.Def.Clan == "Tzimisce" && m.Blood > 0 {
			out = append(out, m)
		}
	}
	return out
}
