package cards

import (
	"iter"

	"kindred/vtes"
)

// Firebrand: a political action requiring an Anarch, one without a
// Firebrand already ("an anarch may have only 1 Firebrand"; group G00158:
// not called when its terms cannot be met). If the referendum passes the
// card goes on the acting Anarch, who gets 1 additional vote during each
// political action (§5.3; not a blood hunt's, §7.5) and, in its
// Methuselah's minion phase, can burn 1 blood to unlock a ready Anarch
// younger than it (of lesser capacity). Burned if that Anarch goes to
// torpor.
var _ = register(&vtes.CardDef{ID: 100736, Name: "Firebrand", Types: vtes.PoliticalAction,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return attachedOf(g, p.Minion, p.Card.Def) == nil },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r, play := g.Referendum(), *p
			if r == nil {
				return
			}
			r.OnPass = func(g *vtes.Game) {
				if play.Card.Zone == vtes.ZoneRemoved && play.Minion.Ready() &&
					attachedOf(g, play.Minion, play.Card.Def) == nil {
					vtes.PutOnMinion(0)(g, &play)
				}
			}
		}}},
	Static: vtes.Static{
		Votes: func(g *vtes.Game, _, _ *vtes.Card) int {
			if vtes.Political(g, nil) {
				return 1
			}
			return 0
		},
		Abilities: []vtes.Ability{{Step: vtes.StepMinionPhase,
			Label:  "burn 1 blood: unlock a younger Anarch",
			French: "brûler 1 point de sang : redresser un Anarch plus jeune",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				v := g.Host(p.Source)
				return g.Active == p.Seat && v != nil && v.Ready() && v.Blood >= 1 &&
					v.Controller == p.Seat && some(eachLockedYoungerAnarch(g, v))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Host(p.Source)
				if v == nil || v.Blood < 1 {
					return
				}
				g.LoseBlood(v, 1)
				if as := collect(eachLockedYoungerAnarch(g, v)); len(as) > 0 {
					g.Unlock(g.Choose(p.Seat, as))
				}
			}}},
		OnTorpor: func(g *vtes.Game, c, _ *vtes.Card) { g.Burn(c) }}})

// eachLockedYoungerAnarch walks the ready locked Anarchs younger than
// vampire v, anyone's: those Firebrand can unlock.
func eachLockedYoungerAnarch(g *vtes.Game, v *vtes.Card) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(m *vtes.Card) bool {
			return m.Locked && g.IsAnarch(m) && g.Younger(m, v)
		}, yield)
	}
}
