package cards

import "kindred/vtes"

// Angel's Gift, Salubri, before range is determined, one each round for
// a vampire: equip it with a melee weapon from the hand, requirements and
// cost as normal (fromhand.go, groups G00128, G00131), or give it 1
// optional maneuver this round, only usable to get to close range
// (closemaneuver.go; §6.3).
var _ = register(&vtes.CardDef{ID: 102349, Name: "Angel's Gift", Types: vtes.Combat,
	Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange,
			Label: "equip a melee weapon from your hand", French: "s'équiper d'une arme de mêlée de votre main",
			Legal: vtes.All(vtes.InCombat, oneGiftEachRound, func(g *vtes.Game, p *vtes.Play) bool {
				return len(meleeInHand(g, p)) > 0
			}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
				if ws := meleeInHand(g, p); len(ws) > 0 {
					g.PlayFromHand(p.Seat, g.Choose(p.Seat, ws), 0, p.Minion)
				}
			}},
		{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange,
			Label:  "1 optional maneuver to close this round",
			French: "1 manœuvre optionnelle pour aller au contact ce round",
			Legal:  vtes.All(vtes.InCombat, oneGiftEachRound),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CombatOnce(p.Minion, g.RoundKey(p.Card.Def.ID))
				g.CloseManeuverThisRound(p.Minion)
			}},
	}})

// oneGiftEachRound: the vampire has played no Angel's Gift this round.
func oneGiftEachRound(g *vtes.Game, p *vtes.Play) bool {
	return p.Minion.IsVampire() && !g.UsedInCombat(p.Minion, g.RoundKey(p.Card.Def.ID))
}

// meleeInHand lists the melee weapons (a weapon whose strike is not
// ranged) of the hand the vampire may equip now: their requirements met,
// their cost payable (one card for several copies).
func meleeInHand(g *vtes.Game, p *vtes.Play) []*vtes.Card {
	var out []*vtes.Card
	for c := range g.EachInHand(p.Seat) {
		if c == p.Card || !vtes.IsWeapon(c) || c.Def.Static.Strike.Ranged || len(c.Def.Modes) == 0 {
			continue
		}
		if g.Meets(p.Seat, p.Minion, c, &c.Def.Modes[0]) && !sameDefAmong(out, c) {
			out = append(out, c)
		}
	}
	return out
}
