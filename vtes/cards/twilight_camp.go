package cards

import (
	"iter"

	"kindred/vtes"
)

// Twilight Camp: a master card put in play with 4 blood from the blood
// bank. After its Methuselah moves a non-titled vampire that is not
// Anarch from their uncontrolled region to their ready region (§3.6;
// printed votes are a title, §14 C31), they may burn 1 of its blood to
// make that vampire Anarch (§14 C25). A master phase action moves 1 of
// its blood to an Anarch (§3.3). It burns once it has no blood.
var _ = register(&vtes.CardDef{ID: 102049, Name: "Twilight Camp", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster,
		Label: "put in play with 4 blood", French: "mettre en jeu avec 4 points de sang",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.AddCounters(p.Card, 4)
		}}},
	Static: vtes.Static{
		OnMinionEntered: campMakesAnarch,
		Abilities: []vtes.Ability{{Step: vtes.StepMaster, MasterAction: true,
			Label:  "move 1 blood to an Anarch",
			French: "déplacer 1 point de sang sur un Anarch",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return campBlood(p.Source) > 0 && some(eachAnarchInPlay(g))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if as := collect(eachAnarchInPlay(g)); campBlood(p.Source) > 0 && len(as) > 0 {
					g.AddBlood(g.Choose(p.Seat, as), 1)
					spendCampBlood(g, p.Source)
				}
			}}}}})

// campMakesAnarch is Twilight Camp's offer as vampire m enters play: a
// vampire of the card's Methuselah, come from their uncontrolled region
// (not a library card become a vampire, becomevampire.go), with no
// title and not Anarch.
func campMakesAnarch(g *vtes.Game, c, m *vtes.Card) {
	if m.Controller != c.Controller || !m.IsVampire() || m.BecameVampire() ||
		g.IsAnarch(m) || g.TitleOf(m) != vtes.NoTitle || m.Def.Votes > 0 ||
		campBlood(c) == 0 || !g.YesNo(c.Controller, c) {
		return
	}
	spendCampBlood(g, c)
	g.MakeAnarch(m)
}

// campBlood is the blood on Twilight Camp (its counters).
func campBlood(c *vtes.Card) int { return c.Counters }

// spendCampBlood removes 1 blood from Twilight Camp, which burns once
// it has none left.
func spendCampBlood(g *vtes.Game, c *vtes.Card) {
	g.AddCounters(c, -1)
	if campBlood(c) == 0 {
		g.Burn(c)
	}
}

// eachAnarchInPlay walks the Anarch vampires of the Methuselahs still in
// the game, ready or in torpor.
func eachAnarchInPlay(g *vtes.Game) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkLivingVampires(g, func(v *vtes.Card) bool { return g.IsAnarch(v) }, yield)
	}
}
