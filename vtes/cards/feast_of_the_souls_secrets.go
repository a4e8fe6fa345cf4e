package cards

import "kindred/vtes"

// Feast of the Soul's Secrets, for 1 blood: Ⓓ bleed at +2 bleed;
// superior: as well, if the bleed is successful (for 1 or more), 2 blood
// go to a vampire younger than the acting one, controlled by its
// Methuselah or in their uncontrolled region, chosen as the card is
// played ([ANK 20240724-2]).
var _ = register(&vtes.CardDef{ID: 102248, Name: "Feast of the Soul's Secrets",
	Types: vtes.Action, Cost: vtes.Cost{Blood: 1}, Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayAction, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 1},
			Directed: true, Target: vtes.TargetPrey}.Does(vtes.BleedAt(2)),
		{Kind: vtes.PlayAction, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 1},
			Directed: true, Target: vtes.TargetPrey,
			Label:      "bleed at +2 bleed, 2 blood to a younger vampire if successful",
			French:     "mordre à +2, 2 sang à un vampire plus jeune si la morsure réussit",
			OnAnnounce: feastChoose,
			Resolve:    vtes.AddBleed(2).Resolve},
	}})

// feastChoose chooses, as the superior card is played, the younger
// vampire that gets 2 blood after the action if the bleed is successful.
func feastChoose(g *vtes.Game, p *vtes.Play) {
	a, actor := g.Action(), p.Minion
	if a == nil {
		return
	}
	var younger []*vtes.Card
	for v := range eachOwnVampire(g, p.Seat) {
		if g.Younger(v, actor) {
			younger = append(younger, v)
		}
	}
	for _, v := range g.UncontrolledVampires(p.Seat) {
		if g.Younger(v, actor) {
			younger = append(younger, v)
		}
	}
	if len(younger) == 0 {
		return
	}
	v := g.Choose(p.Seat, younger)
	a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
		if vtes.BleedSuccessful(a) && (v.Zone == vtes.ZoneReady || v.Zone == vtes.ZoneTorpor ||
			v.Zone == vtes.ZoneUncontrolled) {
			g.AddBlood(v, 2)
		}
	})
}
