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

// queuedFollows reports whether a combat queued after cs will be fought:
// its minions are both still ready as cs ends. Then the effects a
// combat-ending strike of cs left for after the combat are lost ("effects
// that end combat and then do something else after combat (include
// continuing the action as if unblocked) will be lost, except for unlock
// effects": [LSJ 19980109] [RTR 20020501]; Torrent, Form of Mist,
// Oubliette, Catatonic Fear…; CombatState.afterEnding). Every other
// "after combat" effect still runs before the queued combat: a card
// replaced only after combat is replaced before it ([LSJ 20001122]), and
// so are the effects cs itself set up (Truth in Darkness's unlock).
func (g *Game) queuedFollows(cs *CombatState) bool {
	return cs.queued && !g.over && cs.Minion[0].Ready() && cs.Minion[1].Ready()
}

// foughtQueued fights the combat queued after cs, if its minions are both
// still ready.
func (g *Game) foughtQueued(cs *CombatState) {
	if g.queuedFollows(cs) {
		g.fight(cs.Minion[0], cs.Minion[1])
	}
}
