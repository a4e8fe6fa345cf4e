package vtes

import "kindred/engine"

// Effects tied to the combat a block starts and to its end (rules/vtes.md
// §4.1 step 4, §6): "if this action is blocked, during the resulting
// combat…" (Form of the Bat), "after combat ends…" effects, and an action
// that continues "as if unblocked" after the combat (Form of Mist; ruling
// groups G00071, G00098, G00099).

// OnBlockCombat registers setup to run at the start of each combat that
// results from a successful block of the current action, not any other
// combat: a second block of the same action (after the action continued
// as if unblocked) runs it again ([LSJ 20010814-2] on Form of the Bat).
func (g *Game) OnBlockCombat(setup func(g *Game, cs *CombatState)) {
	if a := g.action; a != nil {
		a.BlockCombat = append(a.BlockCombat, setup)
	}
}

// blockCombatSetups turns the action's block-combat effects into setups
// for fight.
func (g *Game) blockCombatSetups(a *ActionState) []func(cs *CombatState) {
	var out []func(cs *CombatState)
	for _, f := range a.BlockCombat {
		out = append(out, func(cs *CombatState) { f(g, cs) })
	}
	if g.tableBlockCombat() { // tableblockcombat.go
		out = append(out, g.anyBlockCombat)
	}
	return out
}

// AfterThisCombat registers f to run once the current combat has ended
// (an "after combat ends" effect, G00071): it runs with no combat in
// progress, before the action goes on. One a combat-ending strike
// registers as it resolves is lost if a combat is queued (Psyche!,
// queuedcombat.go).
func (g *Game) AfterThisCombat(f func(g *Game)) {
	switch cs := g.combat; {
	case cs == nil:
	case cs.ending:
		cs.afterEnding = append(cs.afterEnding, f)
	default:
		cs.after = append(cs.after, f)
	}
}

// IsBlockCombat reports whether the current combat is the one a block of
// the current action started: the acting minion against its blocker
// (G00098: no "as if unblocked" after any other combat).
func (g *Game) IsBlockCombat() bool {
	a, cs := g.action, g.combat
	return a != nil && cs != nil && a.Blocked && a.Blocker != nil &&
		cs.Minion[1] == a.Blocker && cs.Minion[0] == a.Actor
}

// ContinueAsIfUnblocked makes the current blocked action continue as if
// unblocked once its combat is over, with +stealth stealth even if not
// yet needed. The Methuselahs who declined to block do not get another
// chance; the others may block again with another minion (G00099), not
// one whose attempt already failed this action (A4).
func (g *Game) ContinueAsIfUnblocked(stealth int) {
	if a := g.action; a != nil && a.Blocked {
		a.continuing = true
		a.Stealth += stealth
	}
}

// continueAction runs what follows a block when the action continues as
// if unblocked: new block attempts by the Methuselahs who did not
// decline, then a combat if blocked again, else the action succeeds
// (§4.1, G00099).
func (g *Game) continueAction(a *ActionState) {
	for a.continuing && g.stillActing(a) {
		a.continuing = false
		a.Blocked, a.Blocker, a.Intercept = false, nil, 0
		failed := append([]*Card(nil), a.FailedBlockers...)
		a.CannotBlock = append(a.CannotBlock, func(b *Card) bool { return cardIn(b, failed) })
		g.note(msgContinues.With(cardArg(a.Actor), intArg(a.Stealth)))
		var seats []int
		for _, s := range g.blockers(a) {
			if !containsInt(a.declined, s) {
				seats = append(seats, s)
			}
		}
		g.blocks(a, seats)
		g.afterBlocks(a)
		if a.Blocked {
			g.blockedAction(a)
		} else if g.stillActing(a) {
			g.succeed(a)
		}
	}
}

var msgContinues = engine.NewMsg("vtes.continues", "{0}'s action continues as if unblocked ({1} stealth).", "L'action de {0} continue comme si elle n'avait pas été bloquée ({1} en discrétion).")
