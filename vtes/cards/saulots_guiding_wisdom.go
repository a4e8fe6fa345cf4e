package cards

import (
	"iter"

	"kindred/vtes"
)

// Saulot's Guiding Wisdom, for 1 pool: unique archetype and title card
// (a vampire has one archetype at most, and one title, §9.1). Put on an
// Independent Salubri its Methuselah controls: a unique Independent
// title worth 2 votes (vtes.IndependentTitle). The Salubri can lock
// during any referendum, a blood hunt's too, to force a vampire to
// abstain (its ballot withdrawn, §5.2); and once each turn, before range
// is determined, lock to end a combat another minion of its Methuselah
// is in (§6.1).
var _ = register(&vtes.CardDef{ID: 102258, Name: "Saulot's Guiding Wisdom", Types: vtes.Master,
	Unique: true, Archetype: true, Title: vtes.IndependentTitle,
	Requires: vtes.Requirement{Clan: "Salubri"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label: "put on an Independent Salubri", French: "mettre sur un Salubri indépendant",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(guidingWisdomHosts(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, guidingWisdomHosts(g, p.Seat)); v != nil {
				g.GiveTitleCard(p.Card, v)
			}
		}}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepPolling, BloodHunt: true,
			Label: "lock: force a vampire to abstain", French: "s'incliner : forcer un vampire à s'abstenir",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return g.Referendum() != nil && unlockedHost(g, p.Source) != nil &&
					some(eachReadyVampire(g))
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(g.Host(p.Source))
				g.Abstain(g.Choose(p.Seat, readyVampires(g)))
			}},
		vtes.OnceEachTurn(vtes.Ability{Step: vtes.StepBeforeRange,
			Label: "lock: end the combat", French: "s'incliner : mettre fin au combat",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				v, m := unlockedHost(g, p.Source), ownCombatant(g, p.Seat)
				return v != nil && m != nil && m != v
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(g.Host(p.Source))
				g.EndCombat()
			}}),
	}}})

// guidingWisdomHosts walks the Independent Salubri seat controls with no
// archetype on them.
func guidingWisdomHosts(g *vtes.Game, seat int) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		for v := range eachArchetypeHostOfClan(g, seat, "Salubri") {
			if g.SectOf(v) == vtes.Independent && !yield(v) {
				return
			}
		}
	}
}

// unlockedHost returns the ready, unlocked vampire card c is on, or nil:
// the one that can lock for c's abilities.
func unlockedHost(g *vtes.Game, c *vtes.Card) *vtes.Card {
	if v := g.Host(c); v != nil && v.Ready() && !v.Locked {
		return v
	}
	return nil
}
