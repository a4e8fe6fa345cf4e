package cards

import "kindred/vtes"

// Short-Term Investment, for 1 pool: an investment card put in play with 3
// blood from the blood bank; a master phase action moves 1 to its
// Methuselah's pool; it burns when its last blood is removed
// (vtes/investment.go).
var _ = register(&vtes.CardDef{ID: 101769, Name: "Short-Term Investment", Types: vtes.Master,
	Investment: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label: "put in play with 3 blood", French: "mettre en jeu avec 3 points de sang",
		Resolve: vtes.PutInvestment(3)}},
	Static: vtes.Static{Abilities: []vtes.Ability{vtes.InvestmentAbility()}}})
