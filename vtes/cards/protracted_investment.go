package cards

import "kindred/vtes"

// Protracted Investment, for 2 pool: an investment card put in play with 5
// blood from the blood bank; a master phase action moves 1 to its
// Methuselah's pool; it burns when its last blood is removed
// (vtes/investment.go).
var _ = register(&vtes.CardDef{ID: 101502, Name: "Protracted Investment", Types: vtes.Master,
	Investment: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2},
		Label: "put in play with 5 blood", French: "mettre en jeu avec 5 points de sang",
		Resolve: vtes.PutInvestment(5)}},
	Static: vtes.Static{Abilities: []vtes.Ability{vtes.InvestmentAbility()}}})
