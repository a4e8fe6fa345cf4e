package cards

import "kindred/vtes"

// Wall Street Night, Financial Newspaper, for 1 pool: unique location.
// During an undirected action, lock it to give a minion its Methuselah
// controls +1 intercept, while that minion blocks short of intercept
// (§4.3). A minion its Methuselah controls can lock it to take a +1
// stealth Ⓓ action aimed at an investment card another Methuselah
// controls (§4.2: a directed action aims at another Methuselah's cards),
// moving 1 blood from it to the acting Methuselah's pool if it succeeds
// (vtes/investment.go: the card burns with its last blood). Locking it is
// the action's cost, paid as the action is announced, blocked or not.
var _ = register(&vtes.CardDef{ID: 102142, Name: "Wall Street Night, Financial Newspaper",
	Types: vtes.Master, Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{lockForBlocker(1, false, "lock: +1 intercept",
			"incliner : +1 interception", duringUndirected)},
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Directed: true,
			Target: vtes.TargetInPlayCard,
			Label:  "lock: move 1 blood from an investment to your pool",
			French: "incliner : déplacer 1 point de sang d'un investissement vers votre réserve",
			Legal: func(_ *vtes.Game, p *vtes.Play) bool {
				return !p.Card.Locked && vtes.IsInvestment(p.Target)
			},
			OnAnnounce: func(g *vtes.Game, p *vtes.Play) { g.Lock(p.Card) },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.CashInvestment(p.Target, p.Seat)
			}}}}})

// duringUndirected reports whether the current action is undirected
// ("during an undirected action").
func duringUndirected(g *vtes.Game, _ *vtes.Play) bool {
	a := g.Action()
	return a != nil && !a.Directed
}
