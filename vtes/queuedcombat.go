package vtes

// A combat queued with the opposing minion ("queue a combat with the
// opposing minion": Psyche!; rules/vtes.md §6, §14 C32): once the current
// combat has ended, its two minions, both still ready, fight a new combat
// (its own rounds, range and "each combat" limits), still during the same
// action ([LSJ 20021213]). Only one can be queued ([RTR 20020501]).

// QueueCombat queues a combat between the current combatants.
func (g *Game) QueueCombat() {
	if cs := g.combat; cs != nil {
		cs.queued = true
	}
}

// CombatQueued reports whether a combat is queued after the current one.
func CombatQueued(g *Game, p *Play) bool { return g.combat != nil && g.combat.queued }

// foughtQueued fights the combat queued after cs, if its minions are both
// still ready.
func (g *Game) foughtQueued(cs *CombatState) {
	a, b := cs.Minion[0], cs.Minion[1]
	if cs.queued && !g.over && a.Ready() && b.Ready() {
		g.fight(a, b)
	}
}
