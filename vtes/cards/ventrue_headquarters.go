package cards

import "kindred/vtes"

// Ventrue Headquarters, for 1 pool: unique location; lock it in the
// polling of any referendum, blood hunts included, for +3 votes, cast on
// the side its Methuselah chooses (§5.3, §7.5).
var _ = register(&vtes.CardDef{ID: 102109, Name: "Ventrue Headquarters", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Ventrue"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepPolling, BloodHunt: true,
		Label: "lock: +3 votes", French: "incliner : +3 voix",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return !p.Source.Locked && g.Referendum() != nil
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.CastVotes(p.Seat, 3, g.ChooseVoteSide(p.Seat, 3))
		}}}}})
