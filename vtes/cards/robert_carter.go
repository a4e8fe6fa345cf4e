package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Robert Carter, for 1 blood: unique ghoul retainer with 1 life, employed
// as a +1 stealth action (§3.5.5); the vampire employing him gets +2
// bleed. In his Methuselah's unlock phase, his employer burns 1 blood or
// he is burned: the Methuselah chooses, and an employer without blood
// keeps him no more.
var _ = register(&vtes.CardDef{ID: 101644, Name: "Robert Carter", Types: vtes.Retainer,
	Unique: true, Ghoul: true, Life: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label: "employ", French: "employer", Resolve: vtes.PutOnMinion(1)}},
	Static: vtes.Static{Bleed: vtes.Always(2),
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			h := g.Host(c)
			if h == nil {
				return
			}
			if h.Blood >= 1 && g.ChooseLabel(c.Controller, carterKeep, carterBurn) == 0 {
				g.LoseBlood(h, 1)
				return
			}
			g.Burn(c)
		}}})

// The choices of Robert Carter's upkeep.
const (
	carterKeep = "the employer burns 1 blood"
	carterBurn = "burn Robert Carter"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		carterKeep: "l'employeur brûle 1 sang",
		carterBurn: "brûler Robert Carter",
	})
}
