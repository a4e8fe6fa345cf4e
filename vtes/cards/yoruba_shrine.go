package cards

import "kindred/vtes"

// Yoruba Shrine, for 1 pool: unique location; as a directed action aimed
// at a ready Banu Haqim its Methuselah controls is announced, or in the
// polling of a referendum whose terms chose one, before votes and ballots
// are cast: lock it to unlock the acting minion and have the action or
// referendum fail.
var _ = register(&vtes.CardDef{ID: 102201, Name: "Yoruba Shrine", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepAnnounced, Label: "lock: unlock the acting minion, the action fails",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return !p.Source.Locked && a != nil && a.Directed && a.Target != nil && ownReadyClan(a.Target,
					p.Seat, "Banu Haqim")
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Unlock(g.Action().Actor)
				g.FailAction()
			}},
		{Step: vtes.StepPolling, Label: "lock: unlock the acting minion, the referendum fails",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				if p.Source.Locked || !vtes.Political(g, p) || !vtes.NoVoteCast(g, p) || g.Action() == nil {
					return false
				}
				for _, v := range g.ReadyMinions(p.Seat) {
					if ownReadyClan(v, p.Seat, "Banu Haqim") && g.ChosenInTerms(v) {
						return true
					}
				}
				return false
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Unlock(g.Action().Actor)
				g.CancelReferendum()
			}},
	}}})

// ownReadyClan: v is a ready vampire of clan that seat controls.
func ownReadyClan(v *vtes.Card, seat int, clan string) bool {
	return v.IsVampire() && v.Ready() && v.Controller == seat && v.Def.Clan == clan
}
