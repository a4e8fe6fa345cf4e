package cards

import "kindred/vtes"

// Meditative Grove, Salubri, for 2 pool: unique location, hunting ground:
// in its Methuselah's unlock phase a ready Salubri they control can gain 1
// blood, from one hunting ground a turn (vtes.HuntingGroundFor). Its
// Methuselah can lock it to cancel a frenzy card as it is played on a
// Salubri they control, the card's cost still paid (vtes/frenzy.go; §14
// C5).
var _ = register(&vtes.CardDef{ID: 102252, Name: "Meditative Grove", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnUnlock: vtes.HuntingGroundFor(1, func(_ *vtes.Game, v *vtes.Card) bool {
			return v.Def.Clan == "Salubri"
		}).OnUnlock,
		Abilities: []vtes.Ability{{Step: vtes.StepAsPlayed,
			Label:  "lock: cancel the frenzy card",
			French: "incliner : annuler la carte de frénésie",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				v := vtes.FrenzyPlayedOn(g)
				return !p.Source.Locked && v != nil && v.Controller == p.Source.Controller &&
					v.Def.Clan == "Salubri"
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				vtes.CancelPlaying(g, p)
			}}}}})
