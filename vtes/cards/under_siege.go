package cards

import (
	"iter"

	"kindred/vtes"
)

// Under Siege, for 1 pool: a +1 stealth action by a titled Sabbat vampire;
// the unique card is put in play with 3 counters. Once each action, as
// its Methuselah decides whether to block, a ready Sabbat vampire they
// control may burn 1 counter from it to unlock and attempt to block with
// +1 intercept, even if intercept is not yet needed (groups G00123,
// G00124: not one the action bars from blocking, nor one that already
// attempted); the card burns with its last counter.
var _ = register(&vtes.CardDef{ID: 102063, Name: "Under Siege", Types: vtes.Action, Unique: true,
	Requires: vtes.Requirement{Title: true, Sects: []vtes.Sect{vtes.Sabbat}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Cost: vtes.Cost{Pool: 1}, Stealth: 1,
		Label: "put in play with 3 counters", French: "mettre en jeu avec 3 compteurs",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutInPlay(g, p)
			g.SetCounters(p.Card, 3)
		}}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockDecision,
		Label:  "burn 1 counter: a Sabbat vampire unlocks and blocks with +1 intercept",
		French: "brûler 1 compteur : un vampire du Sabbat se redresse et bloque avec +1 interception",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Source.Counters > 0 && !p.Source.UsedAction && some(siegeBlockers(g, p))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.MarkUsedAction(p.Source)
			v := g.Choose(p.Seat, collect(siegeBlockers(g, p)))
			if g.AddCounters(p.Source, -1); p.Source.Counters <= 0 {
				g.Burn(p.Source)
			}
			g.Unlock(v)
			a := g.Action()
			a.ExtraIntercept = append(a.ExtraIntercept, vtes.Bonus{Minion: v, N: 1})
			vtes.AttemptBlock(g, &vtes.Play{Seat: p.Seat, Minion: v, Seat2: -1})
		}}}}})

// siegeBlockers walks the ready Sabbat vampires of Under Siege's
// Methuselah that may attempt to block the action once unlocked and have
// not attempted yet.
func siegeBlockers(g *vtes.Game, p *vtes.Play) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		a := g.Action()
		if a == nil {
			return
		}
		walkReady(g, p.Seat, func(v *vtes.Card) bool {
			if !v.IsVampire() || v.Contested || g.SectOf(v) != vtes.Sabbat || a.Blocker == v {
				return false
			}
			for _, f := range a.FailedBlockers {
				if f == v {
					return false
				}
			}
			return mayBlockIfUnlocked(g, &vtes.Play{Seat: p.Seat, Minion: v, Seat2: -1})
		}, yield)
	}
}
