package cards

import (
	"iter"

	"kindred/vtes"
)

// Wasserschloss Anif, Austria: unique location, requires a Tremere. In
// its Methuselah's master phase, a Tremere they control may move 1 blood
// from itself to the card, one Tremere a turn ([RTR 19960221]); in their
// influence phase, lock it to move all its blood to a Tremere in their
// uncontrolled region. Any other Methuselah's minion can burn it as a Ⓓ
// action, Malkavians at +1 stealth (§3.5 #7, §4.4).
var _ = register(&vtes.CardDef{ID: 102152, Name: "Wasserschloss Anif, Austria",
	Types: vtes.Master, Unique: true, Location: true,
	Requires: vtes.Requirement{Clan: "Tremere"},
	Modes:    []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Abilities: []vtes.Ability{
			{Step: vtes.StepMaster, Label: "a Tremere moves 1 blood to it",
				French: "un Tremere y déplace 1 sang",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return !p.Source.UsedTurn && some(eachTremereWithBlood(g, p.Seat))
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.MarkUsedTurn(p.Source)
					v := g.Choose(p.Seat, collect(eachTremereWithBlood(g, p.Seat)))
					g.LoseBlood(v, 1)
					setAnifBlood(g, p.Source, anifBlood(p.Source)+1)
				}},
			{Step: vtes.StepInfluence, Label: "lock: its blood to an uncontrolled Tremere",
				French: "verrouiller : son sang vers un Tremere incontrôlé",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return !p.Source.Locked && anifBlood(p.Source) > 0 &&
						len(uncontrolledOfClan(g, p.Seat, "Tremere")) > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.Lock(p.Source)
					v := g.Choose(p.Seat, uncontrolledOfClan(g, p.Seat, "Tremere"))
					g.AddBlood(v, anifBlood(p.Source))
					setAnifBlood(g, p.Source, 0)
				}},
		},
		Burnable: true,
		BurnStealth: func(g *vtes.Game, c, actor *vtes.Card) int {
			if actor.IsVampire() && actor.Def.Clan == "Malkavian" {
				return 1
			}
			return 0
		}}})

// anifBlood is the blood on the Wasserschloss c (its counters).
func anifBlood(c *vtes.Card) int { return c.Counters }

// setAnifBlood sets the blood on the Wasserschloss c.
func setAnifBlood(g *vtes.Game, c *vtes.Card, n int) { g.SetCounters(c, n) }

// eachTremereWithBlood walks the Tremere seat controls, ready or in
// torpor, with blood to move.
func eachTremereWithBlood(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkOwnVampires(g, seat, func(v *vtes.Card) bool {
			return v.Def.Clan == "Tremere" && v.Blood > 0
		}, yield)
	}
}
