package cards

import (
	"kindred/engine"
	"kindred/vtes"
)

// Aniel, Independent: as a +1 stealth action costing 1 blood, she burns 1
// corruption counter, or a card requiring a Discipline, from another
// ready minion (any Methuselah's, directed when another controls it;
// anyminion.go), her Methuselah choosing which as it resolves.
var _ = register(with(vampire(201666, "Aniel", 6, "Salubri", 7, "for AUS DOM",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Target: vtes.TargetAnyMinion,
		Label:  "burn a corruption counter or a Discipline card from a minion",
		French: "brûler un marqueur de corruption ou une carte de Discipline d'un serviteur",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Target != p.Minion && p.Target.Ready() &&
				(g.CorruptionTotal(p.Target) > 0 || len(disciplineCardsOn(g, p.Target)) > 0)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			t, cs := p.Target, disciplineCardsOn(g, p.Target)
			if !t.Ready() {
				return
			}
			corrupt := g.CorruptionTotal(t) > 0
			if corrupt && (len(cs) == 0 ||
				g.ChooseLabel(p.Seat, anielCorruption, anielCard) == 0) {
				for s := range g.Seats() {
					if g.BurnCorruption(t, s, 1) > 0 {
						return
					}
				}
			}
			if len(cs) > 0 {
				g.Burn(g.Choose(p.Seat, cs))
			}
		}}}}))

// The choices of Aniel's action.
const (
	anielCorruption = "burn a corruption counter"
	anielCard       = "burn a card requiring a Discipline"
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		anielCorruption: "brûler un marqueur de corruption",
		anielCard:       "brûler une carte requérant une Discipline",
	})
}

// disciplineCardsOn lists the cards on minion m requiring a Discipline.
func disciplineCardsOn(g *vtes.Game, m *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, id := range m.Attached {
		c := g.Card(id)
		for i := range c.Def.Modes {
			if c.Def.Modes[i].Disc != vtes.NoDisc {
				out = append(out, c)
				break
			}
		}
	}
	return out
}
