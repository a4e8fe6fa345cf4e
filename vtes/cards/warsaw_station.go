package cards

import (
	"iter"

	"kindred/vtes"
)

// Warsaw Station, for 2 pool: unique location, requires a Nosferatu.
// As a Nosferatu its Methuselah controls announces an undirected action,
// lock it: after resolution (the referendum's too), if the action
// succeeded and the actor is still a Nosferatu, the actor unlocks ([LSJ
// 20090216] [ANK 20180922]). It can be burned, even locked, to move a
// Nosferatu in torpor to the ready region: the text sets no moment, so
// in each phase of its controller's turn and before a combat's strikes,
// though not in the middle of an action ([ANK 20220218] has it used
// during one: not played here).
var _ = register(&vtes.CardDef{ID: 102149, Name: "Warsaw Station", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Nosferatu"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: append([]vtes.Ability{{Step: vtes.StepAnnounced,
		Label:  "lock: unlock the Nosferatu after a successful action",
		French: "verrouiller : redresser le Nosferatu après une action réussie",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return !p.Source.Locked && a != nil && !a.Directed && g.Combat() == nil &&
				a.Actor != nil && a.Actor.Def.Clan == "Nosferatu" && a.Actor.Controller == p.Seat
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			a := g.Action()
			a.AfterResolution = append(a.AfterResolution, func(g *vtes.Game) {
				if a.Succeeded && a.Actor.Ready() && a.Actor.Def.Clan == "Nosferatu" {
					g.Unlock(a.Actor)
				}
			})
		}}},
		warsawRescues(vtes.StepMaster, vtes.StepInfluence, vtes.StepMinionPhase,
			vtes.StepDiscardPhase, vtes.StepBeforeRange, vtes.StepBeforeStrikes)...)}})

// warsawRescues is Warsaw Station's "burn this card to move a Nosferatu
// in torpor to the ready region", offered at each of steps.
func warsawRescues(steps ...vtes.Step) []vtes.Ability {
	var out []vtes.Ability
	for _, st := range steps {
		out = append(out, vtes.Ability{Step: st,
			Label:  "burn: a Nosferatu leaves torpor",
			French: "brûler : un Nosferatu quitte la torpeur",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return some(eachTorporNosferatu(g, p.Seat))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Burn(p.Source)
				g.ToReady(g.Choose(p.Seat, collect(eachTorporNosferatu(g, p.Seat))))
			}})
	}
	return out
}

// eachTorporNosferatu walks the Nosferatu in torpor, any Methuselah's
// (the card says "a Nosferatu"); seat is the card's Methuselah.
func eachTorporNosferatu(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkLivingVampires(g, func(v *vtes.Card) bool {
			return v.Zone == vtes.ZoneTorpor && v.Def.Clan == "Nosferatu"
		}, yield)
	}
}
