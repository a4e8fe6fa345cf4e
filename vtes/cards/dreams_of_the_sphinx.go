package cards

import "kindred/vtes"

// Dreams of the Sphinx: unique, put in play; each lock adds it a counter
// and it burns at 3. Its Methuselah may lock it for +2 hand size until
// the end of the turn (in their master or discard phase: cards owed
// count against it, [ANK 20180318]; the hand is brought down to size as
// the next turn begins, [LSJ 20100812]), in their unlock phase to gain 1
// pool if they hold the Edge, or to add 1 blood to a vampire in their
// uncontrolled region (in their influence phase).
var _ = register(&vtes.CardDef{ID: 100588, Name: "Dreams of the Sphinx", Types: vtes.Master,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "put in play",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		HandSize: func(g *vtes.Game, c *vtes.Card) int {
			if sphinxHandSize(c) {
				return 2
			}
			return 0
		},
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, _ int) {
			if c.Counters >= 3 { // its last lock gave +2 hand size until the turn's end
				g.Burn(c)
			}
		},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if !c.Contested && !c.Locked && c.Counters < 3 && g.Edge == c.Controller &&
				g.YesNo(c.Controller, c) {
				sphinxLock(g, c)
				g.GainPool(c.Controller, 1)
			}
		},
		Abilities: []vtes.Ability{
			sphinxHandAbility(vtes.StepMaster),
			sphinxHandAbility(vtes.StepDiscardPhase),
			{Step: vtes.StepInfluence, Label: "lock: 1 blood to an uncontrolled vampire",
				French: "incliner : 1 sang à un vampire incontrôlé",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return !p.Source.Locked && len(g.UncontrolledVampires(p.Seat)) > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					v := g.Choose(p.Seat, g.UncontrolledVampires(p.Seat))
					sphinxLock(g, p.Source)
					g.AddUncontrolled(v, 1)
				}},
		}}})

// sphinxHandAbility is the lock for +2 hand size, offered at step.
func sphinxHandAbility(step vtes.Step) vtes.Ability {
	return vtes.Ability{Step: step, Label: "lock: +2 hand size this turn",
		French: "incliner : +2 en taille de main ce tour-ci",
		Legal:  func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.MarkUsedTurn(p.Source) // the bonus: until the turn ends
			sphinxLock(g, p.Source)
		}}
}

// sphinxHandSize: the +2 hand size is in force (the card was locked for
// it this turn, and is still in play).
func sphinxHandSize(c *vtes.Card) bool { return c.UsedTurn && !c.Contested }

// sphinxLock locks Dreams of the Sphinx c, adds it a counter, and burns
// it at 3 counters; when that lock gave +2 hand size, which lasts until
// the end of the turn, it burns as the next unlock phase begins instead.
func sphinxLock(g *vtes.Game, c *vtes.Card) {
	g.Lock(c)
	g.AddCounters(c, 1)
	if c.Counters >= 3 && !sphinxHandSize(c) {
		g.Burn(c)
	}
}
