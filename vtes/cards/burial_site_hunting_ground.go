package cards

import "kindred/vtes"

// Burial Site Hunting Ground: unique location, hunting ground, requiring
// the Path of Death and the Soul (a ready vampire of its Methuselah
// following it, §1.5.4). In its Methuselah's unlock phase, a ready
// vampire they control following that path can gain 1 blood (one hunting
// ground a turn), or a wraith or zombie ally they control 1 life, not
// beyond its starting life (vtes.HuntingGroundOrAlly).
var _ = register(&vtes.CardDef{ID: 102311, Name: "Burial Site Hunting Ground",
	Types: vtes.Master, Unique: true, Location: true,
	Requires: vtes.Requirement{Path: vtes.PathDeathAndTheSoul},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.HuntingGroundOrAlly(
		func(g *vtes.Game, v *vtes.Card) bool { return g.Follows(v, vtes.PathDeathAndTheSoul) },
		func(_ *vtes.Game, a *vtes.Card) bool { return vtes.IsWraithOrZombie(a) })})
