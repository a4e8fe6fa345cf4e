package cards

import (
	"iter"

	"kindred/vtes"
)

// Archon: a prince's or justicar's political action choosing a Camarilla
// vampire; if it passes, the card goes on that vampire, who can enter
// combat with a vampire as a +1 stealth Ⓓ action; vampires attempting to
// block it burn 1 blood; no blood hunt is called on it; any Camarilla
// vampire can call a referendum to burn the card as a +1 stealth
// political action.
var _ = register(&vtes.CardDef{ID: 100084, Name: "Archon", Types: vtes.PoliticalAction,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			for v := range eachCamarillaVampire(g) {
				if g.Targetable(v, p.Seat) {
					return true
				}
			}
			return false
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			cands := targetableBy(g, p.Seat, camarillaVampires(g)) // choosing is targeting: Secure Haven [LSJ 20031010]
			if r == nil || len(cands) == 0 {
				return
			}
			v, card := g.Choose(p.Seat, cands), p.Card
			r.OnPass = func(g *vtes.Game) {
				if v.IsMinion() && card.Zone == vtes.ZoneRemoved {
					enterOn(g, card, v)
				}
			}
		}}},
	Static: vtes.Static{
		AnyController: true,
		BlockToll:     1,
		NoBloodHunt:   true,
		Actions: []vtes.Mode{
			{Kind: vtes.PlayAction, Stealth: 1, Directed: true, Target: vtes.TargetVampire, EntersCombat: true,
				Label: "enter combat with a vampire",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return g.Host(p.Card) == p.Minion && p.Target.Ready()
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					if p.Target.Ready() {
						g.Fight(p.Minion, p.Target)
					}
				}},
			{Kind: vtes.PlayAction, Referendum: true, Stealth: 1,
				Label: "call a referendum to burn Archon",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return g.SectOf(p.Minion) == vtes.Camarilla
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					card := p.Card
					if r := g.Referendum(); r != nil {
						r.OnPass = func(g *vtes.Game) {
							if g.Host(card) != nil {
								g.Burn(card)
							}
						}
					}
				}},
		}}})

// camarillaVampires lists the Camarilla vampires in play, ready or in
// torpor, of every Methuselah.
func camarillaVampires(g *vtes.Game) []*vtes.Card {
	return collect(eachCamarillaVampire(g))
}

// targetableBy keeps the cards of cands that seat's action may target
// (Game.Targetable: not another Methuselah's minion in a Secure Haven):
// an action that "chooses" a minion targets it [LSJ 20031010].
func targetableBy(g *vtes.Game, seat int, cands []*vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range cands {
		if g.Targetable(c, seat) {
			out = append(out, c)
		}
	}
	return out
}

// eachCamarillaVampire walks camarillaVampires.
func eachCamarillaVampire(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkLivingVampires(g, func(v *vtes.Card) bool {
			return g.SectOf(v) == vtes.Camarilla
		}, yield)
	}
}
