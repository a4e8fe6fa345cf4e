package cards

import (
	"strings"

	"kindred/vtes"
)

// Field Training, for 1 blood, by an Anarch with a Discipline at the
// superior level ([ANK 20180731-2]): a +1 stealth action; it unlocks
// this vampire, and goes on another ready untitled vampire its Methuselah
// controls, with no Field Training already: that vampire is Anarch (a
// change of its actual sect, [LSJ 20100811]) and gets +1 level of the
// Discipline chosen as it resolves (vtes.GainDisciplineLevel). The level stays with the vampire while the card
// does: no implemented effect takes Field Training off a vampire that
// stays in play, and none changes an Anarch's sect ("if the attached
// vampire changes sect, burn this card"), so neither case arises yet.
var _ = register(&vtes.CardDef{ID: 100725, Name: "Field Training", Types: vtes.Action,
	Requires: vtes.Requirement{Anarch: true}, Modes: []vtes.Mode{fieldTraining}})

// fieldTraining is the action: the Discipline is chosen as it resolves,
// among those the acting vampire has at the superior level.
var fieldTraining = vtes.Mode{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
	Label:  "unlock; a superior Discipline's level and Anarch to another vampire",
	French: "redresser ; un niveau d'une Discipline supérieure et anarch pour un autre vampire",
	Legal: func(g *vtes.Game, p *vtes.Play) bool {
		return len(superiorDiscs(g, p.Minion)) > 0 && len(fieldTrainees(g, p)) > 0
	},
	Resolve: func(g *vtes.Game, p *vtes.Play) {
		g.Unlock(p.Minion)
		ds, vs := superiorDiscs(g, p.Minion), fieldTrainees(g, p)
		if len(ds) == 0 || len(vs) == 0 {
			return
		}
		labels := make([]string, len(ds))
		for i, d := range ds {
			labels[i] = "[" + strings.ToUpper(d.Code()) + "]"
		}
		d := ds[g.ChooseLabel(p.Seat, labels...)]
		v := g.Choose(p.Seat, vs)
		g.Attach(p.Card, v)
		if !g.IsAnarch(v) {
			g.MakeAnarch(v)
		}
		g.GainDisciplineLevel(v, d, 1)
	}}

// superiorDiscs lists the Disciplines vampire m has at the superior level.
func superiorDiscs(g *vtes.Game, m *vtes.Card) []vtes.Disc {
	var out []vtes.Disc
	for d := vtes.Abombwe; d <= vtes.Maleficia; d++ {
		if d != vtes.Flight && g.Level(m, d) == vtes.Superior {
			out = append(out, d)
		}
	}
	return out
}

// fieldTrainees lists the vampires Field Training may go on: the other
// ready untitled vampires of the acting Methuselah, without one already.
func fieldTrainees(g *vtes.Game, p *vtes.Play) []*vtes.Card {
	var out []*vtes.Card
	for _, v := range g.ReadyMinions(p.Seat) {
		if v != p.Minion && v.IsVampire() && g.TitleOf(v) == vtes.NoTitle && !hasCard(g, v, p.Card.Def) {
			out = append(out, v)
		}
	}
	return out
}

// hasCard: a card of Def d is on vampire v ("a vampire can have only
// one").
func hasCard(g *vtes.Game, v *vtes.Card, d *vtes.CardDef) bool {
	for _, id := range v.Attached {
		if g.Card(id).Def == d {
			return true
		}
	}
	return false
}
