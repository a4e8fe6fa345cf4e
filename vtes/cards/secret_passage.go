package cards

import (
	"iter"

	"kindred/vtes"
)

// Secret Passage: put on a ready minion its Methuselah controls, one to
// a minion. While that minion is ready and the target of a directed
// action, its Methuselah may burn the card to make the action fail: as
// the action is announced (§14 C26), while a block of it is attempted,
// or once the blocks are over, before it resolves (actionfail.go).
var _ = register(&vtes.CardDef{ID: 101710, Name: "Secret Passage", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a ready minion you control",
		French: "placer sur un serviteur disponible que vous contrôlez",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachPassageless(g, p))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if m := g.ChooseMasterTargetAmong(p.Seat, eachPassageless(g, p)); m != nil {
				enterOn(g, p.Card, m)
			}
		}}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		secretPassage(vtes.StepAnnounced), secretPassage(vtes.StepBlockAttempt),
		secretPassage(vtes.StepAfterBlocks),
	}}})

// secretPassage is Secret Passage's ability at step.
func secretPassage(step vtes.Step) vtes.Ability {
	return vtes.Ability{Step: step, Label: "burn: the action directed at this minion fails",
		French: "brûler : l'action dirigée contre ce serviteur échoue",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a, m := g.Action(), g.Host(p.Source)
			return a != nil && m != nil && m.Zone == vtes.ZoneReady && a.Directed && a.Target == m &&
				a.Actor.Controller != p.Seat && !a.Failed && !a.Blocked
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Burn(p.Source)
			g.FailAction()
		}}
}

// eachPassageless walks the ready minions p's Methuselah controls
// without a card like p's on them.
func eachPassageless(g *vtes.Game, p *vtes.Play) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReady(g, p.Seat, func(m *vtes.Card) bool {
			return attachedOf(g, m, p.Card.Def) == nil
		}, yield)
	}
}
