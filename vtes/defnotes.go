package vtes

import "fmt"

// defNotes are the mechanisms the game's cards bring, which the rules
// look for only in a game where some card has them (noteCard): fields of
// Game, promoted. Not game state: they follow from the cards.
type defNotes struct {
	// cancels: some card of the game can cancel a card as it is played,
	// so the "as it is played" window opens at all (cancel.go).
	cancels bool
	// strikeDeclaredCards: some card of the game is played after a strike
	// is declared (strikedeclared.go).
	strikeDeclaredCards bool
	// aimSteps: some card of the game is played with a strike, aimed
	// (aim.go).
	aimSteps bool
	// oustWindowCards: some card of the game is played as a Methuselah
	// is about to be ousted (oustwindow.go).
	oustWindowCards bool
	// turnSkipCards: some card of the game lets Methuselahs skip their
	// turn (Static.TurnSkip; skipturn.go).
	turnSkipCards bool
	// minionPhaseHooks: some card of the game has a Static.OnMinionPhase
	// (minionphasestart.go) or AfterMinionPhase (minionphaseend.go).
	minionPhaseHooks bool
	// afterBleedHooks: some card of the game has a Static.AfterBleed
	// (afterbleed.go).
	afterBleedHooks bool
	// holdsCards: some card of the game holds cards its Methuselah plays
	// as if from the hand (Static.Holds; heldcards.go).
	holdsCards bool
	// anyPhaseCards: some card of the game lets its vampire act in any
	// Methuselah's minion phase (Static.ActionAnyMinionPhase;
	// anyminionphase.go).
	anyPhaseCards bool
	// discGrants: some card of the game gives a Discipline while on a
	// vampire (Static.Superior; discgrant.go; Static.LevelsGiven,
	// levelsgiven.go).
	discGrants bool
	// minionEntryHooks: some card of the game reacts to a minion put in
	// play (Static.OnMinionEntered; minionentered.go).
	minionEntryHooks bool
	// cardBlockers: some card of the game can attempt to block as a
	// vampire from play (Static.BlocksAs; cardblocker.go).
	cardBlockers bool
	// lockedActions: some card of the game is an action a locked
	// vampire takes (an action Mode.ByLocked; lockedaction.go).
	lockedActions bool
	// blockHeeders, drawMoreActing, sparesAllies: some card of the game
	// heeds its Methuselah's blocked actions (Static.OnActionBlocked;
	// actionblocked.go), draws more for an acting minion
	// (Static.DrawMoreActing; actingreplace.go), spares the allies its
	// bearer's combats would burn (Static.StealsBurnedAlly;
	// allyspared.go).
	blockHeeders, drawMoreActing, sparesAllies bool
	// afterReplaceHooks: some card of the game runs after its vampire's
	// played card was replaced (Static.AfterReplace; afterreplace.go).
	afterReplaceHooks bool
	// diseases: some card of the game puts disease counters
	// (CardDef.Diseases; disease.go).
	diseases bool
	// infernalBound: some card of the game leaves it when its Methuselah
	// controls no infernal vampire (Static.NeedsInfernal; infernalbound.go).
	infernalBound bool
	// ownBlockedHooks: some card of the game reacts to its Methuselah's
	// vampire being blocked (Static.OnOwnVampireBlocked; actionblocked.go).
	ownBlockedHooks bool
	// minionReplaceBars: some card of the game bars a Methuselah from
	// replacing cards during minion phases (Static.NoMinionReplace;
	// replaceminion.go).
	minionReplaceBars bool
	// replaceInstead: some card of the game replaces a played card's
	// draw otherwise (Static.ReplaceInstead; replaceinstead.go).
	replaceInstead bool
	// leavePlayHooks: some card of the game does something as it leaves
	// play (Static.OnLeavePlay; hostages.go).
	leavePlayHooks bool
	// storesCards: some card of the game keeps cards its Methuselah may
	// draw (Static.Stores; storedcards.go).
	storesCards bool
	// countsActions: some card of the game asks which action of the
	// minion phase is under way (CardDef.CountsActions, firstaction.go).
	countsActions bool
	// afterMasterHooks: some card of the game has a
	// Static.AfterMasterPlayed (aftermaster.go).
	afterMasterHooks bool
	// costCounterCards: some card of the game pays costs with its
	// counters (Static.PaysCost; costcounters.go).
	costCounterCards bool
	// masterActions: some card of the game has a MasterAction ability
	// (offerMasterActionAbilities).
	masterActions bool
	// openAbilities and tableActions: some card of the game has an
	// ability any Methuselah may use, or gives actions from play.
	openAbilities, tableActions bool
	// combatStarts: some card of the game gives a combatant maneuvers or
	// presses as a combat starts (Static.Maneuvers, FirstRoundManeuvers,
	// Presses, MandatoryPresses; fight's staticManeuvers and the rest).
	combatStarts bool
	// combatEndHooks: some card of the game runs at a round's end or after
	// a combat (Static.AtRoundEnd, AfterCombat; aftercombat.go).
	combatEndHooks bool
	// outsideCombat: some card of the game has a mode played from outside
	// a combat (Mode.Outside; combatWindowOrder, outsideHolders).
	outsideCombat bool
	// strengthCards: some card of the game adds to a minion's strength
	// (Static.Strength; strength).
	strengthCards bool
	// strikeManeuvers: some card of the game is a strike with a maneuver,
	// in play (StrikeSpec.Maneuver) or a strike card (Mode.Maneuver;
	// offerStrikeManeuvers).
	strikeManeuvers bool
	// libraryTolls: some card of the game makes minions attempting to
	// block burn a card of their library (Static.LibraryToll;
	// librarytoll.go).
	libraryTolls bool
	// openSteps are the steps of those abilities any Methuselah may use
	// that take no master phase action (offerOpenAbilities), a bit each;
	// abilitySteps the steps of every card's abilities.
	openSteps, abilitySteps uint64
	// bonuses: the Static bonuses some card of the game gives
	// (actionbonus.go); globalBonuses those some Global card gives.
	bonuses, globalBonuses bonusKinds
	// huntBars: some card of the game bars vampires from hunting as
	// normal (Static.NoHunt, BearerCannotHunt; huntbar.go,
	// huntortorpor.go). mustBleeds: some card of the game makes its
	// minion's bleed mandatory (Static.MustBleed; mustbleed.go).
	huntBars, mustBleeds bool
	// influenceHooks: some card of the game runs as its controller's
	// influence phase begins or gives transfers (Static.OnInfluence,
	// Transfers; influencetrigger.go, transfers.go).
	influenceHooks bool
	// endTurnHooks: some card of the game has an effect at the end of
	// the turn (Static.AtEndOfTurn; endofturn.go).
	endTurnHooks bool
}

// note adds the mechanisms Def d brings.
func (n *defNotes) note(d *CardDef) {
	st := &d.Static
	n.countsActions = n.countsActions || d.CountsActions
	n.minionPhaseHooks = n.minionPhaseHooks || st.OnMinionPhase != nil || st.AfterMinionPhase != nil
	n.afterBleedHooks = n.afterBleedHooks || st.AfterBleed != nil
	n.holdsCards = n.holdsCards || st.Holds != nil
	n.anyPhaseCards = n.anyPhaseCards || st.ActionAnyMinionPhase
	n.discGrants = n.discGrants || st.Superior != NoDisc || st.LevelsGiven != nil
	n.turnSkipCards = n.turnSkipCards || st.TurnSkip
	n.minionEntryHooks = n.minionEntryHooks || st.OnMinionEntered != nil
	n.cardBlockers = n.cardBlockers || st.BlocksAs != nil
	n.storesCards = n.storesCards || st.Stores
	n.infernalBound = n.infernalBound || st.NeedsInfernal
	n.ownBlockedHooks = n.ownBlockedHooks || st.OnOwnVampireBlocked != nil
	n.minionReplaceBars = n.minionReplaceBars || st.NoMinionReplace != nil
	n.replaceInstead = n.replaceInstead || st.ReplaceInstead != nil
	n.leavePlayHooks = n.leavePlayHooks || st.OnLeavePlay != nil
	n.blockHeeders = n.blockHeeders || st.OnActionBlocked != nil
	n.drawMoreActing = n.drawMoreActing || st.DrawMoreActing
	n.afterReplaceHooks = n.afterReplaceHooks || st.AfterReplace != nil
	n.sparesAllies = n.sparesAllies || st.StealsBurnedAlly
	n.diseases = n.diseases || d.Diseases
	n.costCounterCards = n.costCounterCards || st.PaysCost != nil
	n.afterMasterHooks = n.afterMasterHooks || st.AfterMasterPlayed != nil
	bonuses := bonusesOf(d)
	n.bonuses |= bonuses
	if st.Global {
		n.globalBonuses |= bonuses
	}
	n.combatStarts = n.combatStarts || st.Maneuvers != nil || st.FirstRoundManeuvers != nil ||
		st.Presses != nil || st.MandatoryPresses != nil
	n.combatEndHooks = n.combatEndHooks || st.AtRoundEnd != nil || st.AfterCombat != nil
	n.huntBars = n.huntBars || st.NoHunt != nil || st.BearerCannotHunt
	n.mustBleeds = n.mustBleeds || st.MustBleed != nil
	n.strengthCards = n.strengthCards || st.Strength != nil
	n.strikeManeuvers = n.strikeManeuvers || st.Strike != nil && st.Strike.Maneuver
	n.libraryTolls = n.libraryTolls || st.LibraryToll != nil
	n.influenceHooks = n.influenceHooks || st.OnInfluence != nil || st.Transfers != nil
	n.endTurnHooks = n.endTurnHooks || st.AtEndOfTurn != nil
	for i := range d.Modes {
		switch d.Modes[i].Step {
		case StepAsPlayed:
			n.cancels = true
		case StepStrikeDeclared:
			n.strikeDeclaredCards = true
		case StepAim:
			n.aimSteps = true
		case StepAboutToBeOusted:
			n.oustWindowCards = true
		}
		n.lockedActions = n.lockedActions || d.Modes[i].Kind == PlayAction && d.Modes[i].ByLocked
		n.strikeManeuvers = n.strikeManeuvers || d.Modes[i].Kind == PlayStrike && d.Modes[i].Maneuver
		n.outsideCombat = n.outsideCombat || d.Modes[i].Outside
	}
	for i := range st.Abilities {
		ab := &st.Abilities[i]
		n.abilitySteps |= stepBit(ab.Step)
		n.masterActions = n.masterActions || ab.MasterAction
		n.openAbilities = n.openAbilities || ab.AnyMethuselah
		if ab.AnyMethuselah && !ab.MasterAction {
			n.openSteps |= stepBit(ab.Step)
		}
	}
	n.tableActions = n.tableActions || len(st.Actions) > 0
}

// noteFlags records the mechanisms Def d brings into the game: nothing
// for most Defs, which the Def's kept hooks say (defHooks).
func (g *Game) noteFlags(d *CardDef) {
	if _, notes := d.keptHooks(); notes {
		g.defNotes.note(d)
	}
}

// hookLists is the set of the game's lists of cards with a hook a card of
// Def d belongs to (defHookLists), kept with the Def.
func hookLists(d *CardDef) uint32 {
	lists, _ := d.keptHooks()
	return lists
}

// The Def's kept hooks (CardDef.hooks): its hook lists in the low 32 bits,
// its bonuses (bonusesOf) in the next 30, whether it notes anything
// (defNotes) and whether they are made.
const (
	hooksNotes uint64 = 1 << 62
	hooksMade  uint64 = 1 << 63
)

// keptHooks returns the hook lists (defHookLists) of Def d and whether it
// brings some mechanism (defNotes), made at the first card of the Def a
// game adds and kept with the Def: a game of 400 cards made them for each
// card, a quarter of its setup (BenchmarkNewGame). A Def is not changed
// once a game holds it (CheckInvariants compares them, checkDefHooks).
func (d *CardDef) keptHooks() (lists uint32, notes bool) {
	v := d.hooks.Load()
	if v == 0 {
		v = defHooks(d)
		d.hooks.Store(v) // two games making it at once store the same
	}
	return uint32(v), v&hooksNotes != 0
}

// defHooks makes what keptHooks keeps of Def d.
func defHooks(d *CardDef) uint64 {
	v := hooksMade | uint64(defHookLists(d)) | uint64(bonusesOf(d))<<32
	var n defNotes
	if n.note(d); n != (defNotes{}) {
		v |= hooksNotes
	}
	return v
}

// checkDefHooks verifies that card c's Def did not change since its hooks
// were kept (keptHooks): a Def changed after a game held it would leave
// the game's lists and notes wrong.
func checkDefHooks(c *Card) error {
	if v := c.Def.hooks.Load(); v != 0 && v != defHooks(c.Def) {
		return fmt.Errorf("%s (card %d): its Def changed after a game noted its hooks (defnotes.go)", c.Def.Name, c.ID)
	}
	if m := c.Def.modes.Load(); m != nil && *m != defModes(c.Def) {
		return fmt.Errorf("%s (card %d): its Def changed after a game kept its modes (keptModes)", c.Def.Name, c.ID)
	}
	return nil
}
