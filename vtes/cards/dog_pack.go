package cards

import "kindred/vtes"

// Dog Pack, for 2 pool: a Gangrel employs this animal retainer with 1
// life; minions in combat with the employer cannot strike: combat
// ends, even one that chose that strike before Dog Pack arrived
// ([ANK 20190412]).
var _ = register(&vtes.CardDef{ID: 100568, Name: "Dog Pack", Types: vtes.Retainer, Animal: true,
	Requires: vtes.Requirement{Clan: "Gangrel"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "employ", Resolve: vtes.PutOnMinion(1)}},
	Static: vtes.Static{OpponentStrikeBan: func(*vtes.Game, *vtes.Card, *vtes.Card) vtes.StrikeKind {
		return vtes.CombatEndsStrike
	}}})
