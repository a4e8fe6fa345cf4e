package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Spectral Servitor, recruited with Oblivion for 1 blood: wraith ally with
// 1 life, 1 strength, 1 bleed, recruited at a level it keeps
// (recruitlevel.go). It can act the turn it is recruited; the recruiting
// vampire unlocks if this is its first successful recruit ally action
// this turn (recruitcount.go). It plays non-action cards requiring basic
// Oblivion as a vampire (allyasvampire.go). In its Methuselah's unlock
// phase it is burned; recruited with superior Oblivion, they may burn 1
// pool instead.
var _ = register(&vtes.CardDef{ID: 102296, Name: "Spectral Servitor", Types: vtes.Ally,
	Wraith: true, Life: 1, Strength: 1, BleedAmount: 1, CountsActions: true,
	AsVampireBasic: vtes.Oblivion,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: vtes.Oblivion, Stealth: 1,
		Cost: vtes.Cost{Blood: 1}},
		vtes.Effect{Label: "recruit", French: "recruter", Resolve: recruitServitor(false)},
		vtes.Effect{Label: "recruit (superior)", French: "recruter (supérieur)",
			Resolve: recruitServitor(true)}),
	Static: vtes.Static{OnUnlock: servitorFades}})

// The choice a superior Spectral Servitor's Methuselah makes in their
// unlock phase.
const (
	servitorPays  = "burn 1 pool"
	servitorBurns = "burn this ally"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		servitorPays:  "brûler 1 point de réserve",
		servitorBurns: "brûler cet allié",
	})
}

// recruitServitor recruits Spectral Servitor at its level, able to act
// at once, and unlocks the recruiting vampire after its first successful
// recruit ally action of the turn.
func recruitServitor(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		first := !g.RecruitedThisTurn(p.Minion)
		vtes.RecruitAllyAt(1, superior)(g, p)
		p.Card.CannotAct = false
		g.Changed(p.Card)
		if first && p.Minion.Ready() {
			g.Unlock(p.Minion)
		}
	}
}

// servitorFades burns Spectral Servitor c in its Methuselah's unlock
// phase, unless, recruited superior, they burn 1 pool instead.
func servitorFades(g *vtes.Game, c *vtes.Card) {
	if c.Zone != vtes.ZoneReady {
		return
	}
	if c.Superior && g.ChooseLabel(c.Controller, servitorPays, servitorBurns) == 0 {
		g.BurnPool(c.Controller, 1)
		return
	}
	g.Burn(c)
}
