package vtes

import "kindred/engine"

// Zone is where a card is (rules/vtes.md §2 item 5, §13.2).
type Zone uint8

// The zones. Ready and Torpor together are the controlled region.
const (
	ZoneLibrary Zone = iota
	ZoneCrypt
	ZoneHand
	ZoneUncontrolled
	ZoneReady
	ZoneTorpor
	ZoneInPlay   // a non-minion card in play on no other card (locations…)
	ZoneAttached // on another card (equipment, retainers, master cards on a vampire)
	ZoneAsh
	ZoneRemoved
)

var zoneNames = [...]string{"library", "crypt", "hand", "uncontrolled", "ready", "torpor", "in play", "attached", "ash heap", "removed"}

// String names the zone.
func (z Zone) String() string { return zoneNames[z] }

// CardID identifies one physical card of the game (an index into
// Game.cards). NoCard is none.
type CardID int32

// NoCard is the zero value for "no card".
const NoCard CardID = -1

// Card is one physical card in the game.
type Card struct {
	ID CardID
	// Host is the card this one is attached to, or NoCard: right after
	// ID, so that the hash reads the two as one word (cardWords).
	Host       CardID
	Def        *CardDef
	Owner      int
	Controller int
	// Blood holds a vampire's blood or an ally's or retainer's life.
	Blood int
	// Counters are other counters on the card (Army of Rats and the like).
	Counters int
	Attached []CardID // cards attached to this one

	// more is the card's rarer state (cardmore.go): its bonuses from
	// cards and the actions it used this turn; nil until it has some, so
	// that the hundreds of cards a game holds do not each carry it.
	more *cardMore

	// Links are cards an effect ties this one to (Toreador Grand Ball);
	// NoCard when none.
	Links [2]CardID
	// The card's marks and its sect: promoted fields (c.Locked), kept
	// together so that the hash reads them as two words (cardFlags.bits).
	cardFlags
	// modes is its Def's cache of the steps some of its modes may be
	// played at, their kinds, and whether one is played from outside a
	// combat (Game.modesOf, CardDef.keptModes; not game state); nil until
	// asked.
	modes *modeCache
	// Zone, turnListed and actionListed share one word (the Card's size:
	// issue 18).
	Zone Zone
	// turnListed and actionListed: the card is in Game.turnMarked or
	// Game.actionMarked, the cards whose marks the end of the turn or of
	// the action clears (marks.go; not game state).
	turnListed, actionListed bool
}

// cardFlags are a card's yes-or-no marks and its new sect, fields of
// Card. They are sixteen bytes in a row, fifteen bools and a Sect last:
// the state hash reads them as two words (bits, hash.go), so every field
// added here must be a bool before NewSect, or change bits.
type cardFlags struct {
	Locked bool
	// Per-turn limits (§3.4, §14 C18); reset at the end of each turn.
	Bled, Politicked bool
	// CannotAct: a recruited ally cannot act the turn it enters play
	// (§14 C23).
	CannotAct bool
	// Woken: may block and react this action though locked (§14 C3).
	Woken bool
	// NoUnlock: does not unlock in its next unlock phase.
	NoUnlock bool
	// UsedTurn and UsedAction mark "once each turn" and "once each
	// action" uses of a card's ability (§14 C10 "During X, do Y");
	// UsedUnlock marks a use "once between its unlock phases" (On the Qui
	// Vive), cleared when its controller's unlock phase begins.
	UsedTurn, UsedAction, UsedUnlock bool
	// Superior: the card was played at its superior level, which decides
	// its version while in play (a retainer's, group G00018).
	Superior bool
	// Contested: face down in a contest, out of play (§10.1).
	Contested bool
	// TitleContested: the vampire claims a unique title another vampire
	// claims, and counts as untitled until the contest ends (§10.2).
	// TitleYielded: it yielded the title, lost for the rest of the game
	// (§14 C12), or lost the title card that replaced its own (§9.1).
	TitleContested, TitleYielded bool
	// RedListMarked: the active Methuselah marked this Red List minion for
	// the turn; RedListHunted: this vampire took its Red List hunt this
	// turn (§10.4, §3.4).
	RedListMarked, RedListHunted bool
	// NewSect is the sect an effect gave the vampire (become anarch,
	// §14 C25); NoSect keeps the printed one (Game.SectOf).
	NewSect Sect
}

// IsVampire reports whether the card is a crypt card (a vampire).
func (c *Card) IsVampire() bool { return c.Def.Capacity > 0 }

// IsAlly reports whether the card is an ally.
func (c *Card) IsAlly() bool { return c.Def.Types.Has(Ally) }

// IsMinion reports whether the card is a vampire or an ally in the
// controlled region.
func (c *Card) IsMinion() bool {
	return (c.IsVampire() || c.IsAlly()) && (c.Zone == ZoneReady || c.Zone == ZoneTorpor)
}

// Ready reports whether the card is a minion in the ready region.
func (c *Card) Ready() bool { return c.Zone == ZoneReady }

// Methuselah is one player (§13.1).
type Methuselah struct {
	Seat int
	Name string
	Pool int
	VP   int // in half points: 2 per victory point
	// OustedAt is the turn number of the ousting, for the result.
	OustedAt int
	// oustedBy is the seat + 1 of the predator credited with the oust
	// (§8.1), 0 for none; oustCause what ousted them (ledger.go). For the
	// result (OustedBy); derived from the choices, so not hashed.
	oustedBy  int
	oustCause engine.Arg
	// SelfOusted: the Methuselah was ousted by a cause of their own:
	// paying a cost, moving pool, the effect of their own card (a
	// referendum they called, an ability they used) (selfoust.go); for the
	// simulator's statistics. Derived from the choices, so not hashed.
	SelfOusted bool
	// Ousted, Withdrawn and the master and withdrawal flags: promoted
	// fields, kept together so that the hash reads them as one word
	// (seatFlags.bits).
	seatFlags

	Library, Crypt, Hand, Uncontrolled, Ready, Torpor, InPlay, Ash []CardID
	// Owed counts the cards played without replacement (CardDef.NoReplace)
	// since the last unlock phase: the hand size is that much smaller, and
	// the next unlock phase starts by drawing them (G00025).
	Owed int
	// owedAction counts the cards played during the current action that
	// are replaced after it (CardDef.ReplaceAfterAction, replace.go).
	owedAction int
	// owedDiscard counts the cards played that are replaced at the next
	// discard phase (CardDef.ReplaceAtDiscard, replacediscard.go).
	owedDiscard int
	// handSizeForGame is hand size a card gave for the rest of the game
	// (GainHandSizeForGame, gamehandsize.go).
	handSizeForGame int
	// handSizeUntilDiscard is hand size a card gave until this
	// Methuselah's next discard phase (handsizediscard.go).
	handSizeUntilDiscard int
	// handSizeUntilUnlock is hand size a card gave until this
	// Methuselah's next unlock phase (handsizeunlock.go).
	handSizeUntilUnlock int
	// handBonus is the part of the hand size the cards in play gave at the
	// last check (handSizesChanged): a change draws or discards at once.
	// Derived from the cards in play after every check, so not hashed.
	handBonus int
	// handSteps and handKinds are the steps and kinds of the modes of
	// the cards in the hand, all cards together, known while handKnown
	// (offerPlays; not game state): Game.list forgets them whenever it
	// hands out the hand to change.
	handSteps uint64
	handKinds uint16
	handKnown bool
	// windowSteps are the steps at which some card of the hand has a
	// mode a window may offer (Card.modes' window; mayPlayInWindow).
	windowSteps uint64
	handModes   []handMode // card by card, as Hand
	// sums are the hash's shares of the zone lists, by zone (listSum),
	// known while their bit of summed is set: Game.list and shuffle clear
	// it as they hand a list out to change, and with it summedLists, the
	// bit for lists, the lists' shares together, always the sum of sums
	// (seatsShare; not game state).
	sums   [ZoneRemoved]uint64
	summed uint16
	lists  uint64
	// words are the seat's counters and flags as the hash reads them
	// (counterWords), counters their share, known while summed has
	// summedCounters (Methuselah.changed clears it at every write); share
	// is counters plus lists, the seat's whole share while summed is
	// summedAll (seatsShare; not game state).
	words    [seatWords]uint64
	counters uint64
	share    uint64

	// Per-turn allowances.
	mpa, transfers, dpa int
	// mpaNext: master phase actions added at the start of the next master
	// phase (Wash cancelling an out-of-turn master; masteractionback.go).
	mpaNext int
	// owedMinion counts the cards played in a minion phase that are
	// replaced once it ends (The Meddling of Semsith; replaceminion.go).
	owedMinion int
	// owedMaster counts the cards discarded in the unlock phase that are
	// replaced as the master phase begins (Nightmares upon Nightmares;
	// nightmares.go).
	owedMaster int
	// First turn counts: how many turns this seat has started.
	turns int
}

// seatFlags are a Methuselah's yes-or-no marks, fields of Methuselah:
// seven bools in a row, which the state hash reads as seven bytes
// (seatFlags.bits, hash.go): every field added here must be a bool, and
// change seatFlagsSize.
type seatFlags struct {
	Ousted bool
	// Withdrawn: the Methuselah left the game by withdrawing (§8.3).
	// Ousted is set too: either way they are out of the game.
	Withdrawn bool
	// oot: an out-of-turn master was played against the next master phase.
	oot bool
	// ootTrifle: that out-of-turn master was a trifle: its extra MPA comes
	// in the next master phase (§14 C14).
	ootTrifle bool
	// withdrawing: a withdrawal is declared; withdrawBroken: a loss or a
	// combat broke it (§8.3).
	withdrawing, withdrawBroken bool
	// eventPlayed: an event was put into play this discard phase; one
	// each discard phase (rulebook, Event Cards; §3.7).
	eventPlayed bool
}

// VPs returns the victory points as a number.
func (m *Methuselah) VPs() float64 { return float64(m.VP) / 2 }

// Phase is a turn phase (§3.1).
type Phase uint8

// The phases.
const (
	PhaseSetup Phase = iota
	PhaseUnlock
	PhaseMaster
	PhaseMinion
	PhaseInfluence
	PhaseDiscard
	PhaseOver
)

var phaseNames = [...]string{"setup", "unlock", "master", "minion", "influence", "discard", "over"}

// String names the phase.
func (p Phase) String() string { return phaseNames[p] }

// Play is a card being played, an ability being used or an action being
// performed: who, with what, on what. Effects read it.
type Play struct {
	Seat   int   // the Methuselah playing
	Card   *Card // the card played (nil for a built-in action)
	Mode   *Mode // the mode played
	Minion *Card // the minion playing it, if any
	Target *Card // the card aimed at, if any
	Seat2  int   // a Methuselah aimed at, -1 if none
	X      int   // X of an X cost
	Source *Card // for abilities: the card in play used
	Action *ActionState
	// Cancelled: the card was cancelled as it was played; it counts as
	// played but has no effect (§14 C5).
	Cancelled bool
	// OutOfGame: the card removed itself from the game as it resolved
	// (Ashur Tablets' third copy): it stays out, not to the ash heap
	// (plays.go).
	OutOfGame bool
	// Paid is the cost paid as the card was played, given back if it is
	// cancelled "and its cost is not paid" (cancelunpaid.go).
	Paid Cost
	// Drawn is the card drawn to replace the card played, nil if none: a
	// card its effect takes "from your hand" must have been there before
	// (group G00128).
	Drawn *Card
}

// ActionState is the action being performed (§13.1 ActionCtx).
type ActionState struct {
	// blockerBuf backs the short lists of seats Defenders and blockers
	// return (not game state).
	blockerBuf [2]int
	Kind       ActionKind
	Actor      *Card
	Play       *Play // the card's play, for action cards
	Directed   bool
	// TargetSeat is the Methuselah the action is directed at, -1 if none.
	TargetSeat int
	Target     *Card
	Stealth    int
	Bleed      int
	// Blocker is the minion attempting to block, Intercept its intercept.
	Blocker   *Card
	Intercept int
	Blocked   bool
	Succeeded bool

	// BlockedWith lists the cards on the blocker as its block succeeded
	// (blockedwith.go).
	BlockedWith []CardID
	// Played lists the VEKN ids of modifiers played this action (one per
	// name, §1.7).
	Played []int
	// Reacted lists (minion, card id) reactions played this action, and
	// modifiers played by a minion other than the actor (Mode.ByOther).
	Reacted [][2]int
	// PoolLost is the pool the target of a successful bleed lost.
	PoolLost int
	// DiscsUsed lists (minion, Discipline) for each Discipline a minion
	// used to play a card during the action (disciplineuse.go).
	DiscsUsed [][2]int
	// Noted effects for the action's resolution.
	BleedReduction int
	// NoBleed: a card turned the bleed into nothing (Spying Mission).
	NoBleed bool
	// RescueSplit is the blood the rescuer pays for a rescue (§7.3).
	RescueSplit int
	// ReactionToll is the blood or life reaction cards cost more for the
	// rest of the action; ReactionsUnreplaced: they are replaced only
	// after it (Consign to Oblivion; reactiontoll.go).
	ReactionToll        int
	ReactionsUnreplaced bool
	// Limited: an action modifier card raised the bleed of this action
	// (§14 C19); set when one does (playCard).
	Limited bool
	// Awakened minions burn 1 blood if they do not block (Forced
	// Awakening); PressOnBlock minions get a press if they block (Rat's
	// Warning); PoolIfNoBlock Methuselahs burn 1 pool if the minion given
	// intercept does not block (WMRH Talk Radio).
	Awakened      []*Card
	PressOnBlock  []*Card
	PoolIfNoBlock []PoolPenalty
	// ManeuverOnBlock minions get 1 optional maneuver for the combat if
	// they block; PreventOnBlock minions may prevent N damage during the
	// combat if they block (CombatState.Maneuvers, Preventions).
	ManeuverOnBlock []*Card
	PreventOnBlock  []Bonus
	// PreventFirstRoundOnBlock: the same, during the first round of the
	// combat only (Precognition).
	PreventFirstRoundOnBlock []Bonus
	// CannotBlock bars minions from attempting to block this action
	// ("cannot be blocked by a vampire with capacity 5 or less", §4.2).
	CannotBlock []func(b *Card) bool
	// BlockPrices are what minions must burn to attempt to block this
	// action (blockprice.go).
	BlockPrices []BlockPrice
	// FailedBlockers are the minions whose block attempt failed this
	// action, in order (§4.3): effects "if a minion attempts to block and
	// fails" read them in the StepAfterBlocks window or from
	// BeforeResolution.
	FailedBlockers []*Card
	// BeforeResolution runs once the blocks are over, before the action
	// resolves (blocked or not); AfterResolution runs after it resolved,
	// after the combat if it was blocked [RTR 19980623] (§4.1).
	BeforeResolution []func(g *Game)
	AfterResolution  []func(g *Game)
	// OnAttempt runs as each block attempt of this action begins, for
	// "once this action" effects on a blocking minion (Enchanting Gaze);
	// it may end the attempt with FailAttempt.
	OnAttempt []func(g *Game, b *Card)
	// attemptFailed: FailAttempt ended the current attempt.
	attemptFailed bool
	// ExtraIntercept is intercept a minion brings to its next attempt.
	ExtraIntercept []Bonus
	// forcedBlock is a minion a card makes attempt to block at once
	// (AttemptBlock).
	forcedBlock *Card
	// outsideBlock is a minion a card makes attempt to block from
	// outside the Methuselahs who may block (outsideblock.go); set in a
	// window that closes at once, it is never set at a decision.
	outsideBlock *Card
	// Retarget is a Methuselah the bleed was redirected to, -1 if none.
	Retarget int
	// FromAsh lists the cards played during the action whose replacement
	// may be the card itself, taken back from the ash heap, after it
	// (CardDef.ReplaceFromAsh; replacefromash.go).
	FromAsh []CardID
	// Referendum is the political action's referendum, once held.
	Referendum *Referendum
	// TargetSeats are the Methuselahs a directed action aims at, in
	// clockwise order from the actor (several for a multi-target action,
	// §14 C27).
	TargetSeats []int
	// Equipment is the equipment named by an action taking equipment
	// from another of its Methuselah's minions (Target, §3.5 #3b).
	Equipment []*Card
	// Failed: an effect made the action fail as it was announced
	// (FailAction): it is not blocked and does not resolve.
	Failed bool
	// Stolen and such: free text for the log.
	step Step
	// BlockCombat runs at the start of each combat resulting from a block
	// of this action (OnBlockCombat); continuing: the action continues
	// as if unblocked after the combat; declined are the Methuselahs who
	// declined to block it (continueaction.go).
	BlockCombat []func(g *Game, cs *CombatState)
	continuing  bool
	declined    []int
	// marks are (minion, key) once-each-action uses (ActionOnce).
	marks [][2]int
	// NoUnlock: minions cannot unlock during this action (nounlock.go).
	NoUnlock bool
	// ActionCombat runs at the start of each combat during this action,
	// blocked or not (OnActionCombat, actioncombat.go).
	ActionCombat []func(g *Game, cs *CombatState)
}

// PoolPenalty is a Methuselah who burns pool unless a minion blocks.
type PoolPenalty struct {
	Seat   int
	Minion *Card
}

// Bonus is an amount tied to a minion.
type Bonus struct {
	Minion *Card
	N      int
}

// ActionKind is a built-in action (§3.5).
type ActionKind uint8

// The actions of the catalogue.
const (
	ActBleed ActionKind = iota + 1
	ActHunt
	ActCard      // an action card (equip, employ and recruit included)
	ActPolitical // a political action card
	ActLeaveTorpor
	ActRescue
	ActDiablerize
	ActInPlay // an action granted by a card in play
	ActBurn   // burn a card in play that minions may burn (Ⓓ)

	ActBecomeAnarch // become anarch (§3.5 #12, anarch.go)
	ActRedListHunt  // enter combat with a marked Red List minion (§10.4, redlist.go)
	ActEquip        // take equipment from another of your minions (§3.5 #3b, equip.go)
	ActSteal        // steal a card in play that minions may steal (Ⓓ, seize.go)
)

// Game is a V:TES game in progress. It implements engine.Game.
type Game struct {
	opts Options
	rand engine.Rand
	// shown counts the cards that left a hidden zone (Revealed).
	shown uint64
	seats []*Methuselah
	cards []*Card
	// zones holds every card's zone by id, as Card.Zone does (setZone
	// keeps both); shares the hash's shares of the cards (hashshares.go).
	zones  []Zone
	shares shares
	// hooks are the Static hooks some card of the game has, a bit each
	// (staticHook; noteHooks): eachHooked walks no minion for the others.
	hooks uint32

	Turn   int // turn number, from 1
	Active int // seat of the active Methuselah
	Phase  Phase
	Edge   int // seat holding the Edge, -1 for the centre
	first  int // seat of the first Methuselah
	// Events played this game, by VEKN id (A11: once per game per name).
	events []int
	// marks are "once each turn" keys used this turn (MarkOnce).
	marks []int
	// gameMarks are "once each game" keys used (MarkOncePerGame).
	gameMarks []int

	action *ActionState
	combat *CombatState
	refer  *Referendum
	// playing are the cards being played, innermost last, while the "as
	// it is played" window is open (cancel.go).
	playing []*Play
	// ousting is the seat + 1 of the Methuselah whose "about to be
	// ousted" window is open (0: none; oustwindow.go).
	ousting int
	// defNotes are the mechanisms the game's cards bring (defnotes.go):
	// promoted fields (g.cancels, g.abilitySteps).
	defNotes
	// diablerieSeats holds, by seat bit, the Methuselahs for whom some
	// diablerist's window may be open (Card.more.diablerieFor; a superset):
	// the end of a turn walks the cards only when its seat's bit is set
	// (diableriesince.go).
	diablerieSeats uint32
	// revealed lists the cards of hidden zones shown to every Methuselah
	// (cryptreveal.go); not a rules state.
	revealed []CardID
	// costMods are the cards of the game with a Static.CostMod,
	// abilityCards those with Static.Abilities (noteCard).
	costMods, abilityCards []CardID
	// globalCards are the cards of the game with Static.Global (eachBonus),
	// seizeCards those Burnable or Stealable (offerSeizeActions).
	globalCards, seizeCards []CardID
	// contractCards are the game's contracts, in card order
	// (ContractsChosen).
	contractCards []CardID
	// handSizeCards are those with a Static.HandSize (HandSize).
	handSizeCards []CardID
	// keepLockedCards and unblockCards are the game's cards with a
	// Static.PreventsUnlock, an Static.Unblockable (keptLocked,
	// unblockable).
	keepLockedCards, unblockCards []CardID
	// anyUnlockCards are those with a Static.OnAnyUnlock (unlockPhase),
	// openCards those with an ability any Methuselah may use.
	anyUnlockCards []CardID
	openCards      []CardID
	// actionCards are those with Static.Actions (tableSources),
	// leavingReadyCards, leaveReadyCards and anyMasterCards those with a
	// Static.OnLeavingReady, OnLeaveReady, OnAnyMaster (inPlayWhere),
	// unlockCards those with a Static.OnUnlock (unlockPhase).
	actionCards                                        []CardID
	leavingReadyCards, leaveReadyCards, anyMasterCards []CardID
	unlockCards                                        []CardID
	// anyDiscardCards, discardActionCards are those with a
	// Static.OnAnyDiscard, OnDiscardAction (discardPhaseStarts,
	// discarded), masterActionCards those with a master phase action
	// ability (offerMasterActionAbilities).
	anyDiscardCards, discardActionCards, masterActionCards []CardID
	// masterActBuf holds offerMasterActionAbilities' cards (its Legals
	// offer nothing, so it never nests).
	masterActBuf []*Card
	// views are the seats' views, made once (SeatView).
	views []*View
	// costPlay is meets' scratch Play for the cost modifiers.
	costPlay Play
	// actingOnly, when set, is the one minion whose actions offerActions
	// lists (anyminionphase.go; not game state).
	actingOnly *Card
	// roles backs the minion lists of the role being offered (not game
	// state; roleScratch).
	roles roleScratch
	// legalPlays and legalDepth are legalPlay's stack of scratch Plays,
	// targetBuf targets' list (not game state).
	legalPlays []*Play
	// plays, actionRooms and combats hand out the Plays of cards played
	// and abilities used, the actions' rooms and the combats, a chunk at
	// a time (slab.go; not game state).
	plays       slab[Play]
	actionRooms slab[actionRoom]
	combats     slab[CombatState]
	// intRoom hands out the impulse orders' room (newImpulseOrder) and
	// the cards' first room for usedActions (announce); idRoom their first
	// room for Attached (attach).
	intRoom slab[int]
	idRoom  slab[CardID]
	// seatSlab and cardSlab hand out the Methuselahs and their views, and
	// the cards, at setup (reserve).
	seatSlab slab[seatRoom]
	cardSlab slab[Card]
	// referenda hands out the referendums (newReferendum).
	referenda slab[Referendum]
	// mores hands out the cards' rarer state (moreOf, cardmore.go).
	mores slab[cardMore]
	// arena is the memory of the cards and slabs, kept for the next game
	// once this one is released (slab.go; not game state).
	arena *arena
	// labelRoom hands out labelsTo's lists (labelArgTo).
	labelRoom slab[labelTo]
	// loopStates are the states seen at the action boundaries this turn
	// (loops.go).
	loopStates []loopState
	// loaned lists the minions controlled until the end of the turn
	// (loan.go); their cards say to whom they return.
	loaned []CardID
	// loopTable is the table's hash barLoops took for the decision it
	// guards, which Hash reuses while that decision waits and tableHeld
	// is set (askAfterLoops; not game state).
	loopTable engine.Hasher
	tableHeld bool
	// turnMarked and actionMarked list the cards given a mark that the
	// end of the turn or of the action clears (marks.go; not game state).
	turnMarked, actionMarked []CardID
	// labelsTo keeps the labels of options aimed at a card (labelArgTo;
	// not game state).
	labelsTo   [][]labelTo
	legalDepth int
	targetBuf  []*Card
	// seizeBuf, tableBuf and sourceBuf are seizeTargets',
	// tableSources' and actionSources' lists (not game state).
	seizeBuf, tableBuf, sourceBuf []*Card
	// knownInHand are the cards revealed into their owner's hand, known to
	// every Methuselah while they stay there (shownhand.go).
	knownInHand []CardID
	// look is a hand being shown to one Methuselah (handlook.go).
	look handLook
	// masterCands and addMasterCand are ChooseMasterTargetAmong's list
	// and the func appending to it (not game state).
	masterCands   []*Card
	addMasterCand func(c *Card) bool
	// unlockBuf is unlockPhase's lists of triggers (not game state).
	unlockBuf []*Card
	// srcsBuf is offerInPlayActions' list (not game state).
	srcsBuf []*Card
	// orders are impulseOrderAll's orders, for the Methuselahs ousted in
	// ordersOusted (a bit each; not game state).
	orders       [][]int
	ordersOusted uint64
	// abilityBufs are abilitiesInPlay's lists, one per depth of nested
	// windows (windowDepth; not game state).
	abilityBufs [][]CardID
	// abilityInPlay is abilityCardsInPlay's list, made when playMoves
	// was abilityMoves and abilityCards abilityListed long; playMoves
	// counts the cards entering or leaving play (not game state).
	abilityInPlay           []CardID
	abilityInPlaySteps      []uint64 // their abilities' steps (abilitySteps)
	abilityInPlayAny        uint64   // the steps of them all (abilityInPlayAt)
	playMoves, abilityMoves uint64
	abilityListed           int
	// costModLive are the cards with a CostMod in play (costModInPlay),
	// known while costModKnown, playMoves is costModMoves and costMods
	// costModListed long (not game state).
	costModLive   []CardID
	costModKnown  bool
	costModMoves  uint64
	costModListed int
	// globalLive are the Global cards in a zone of play (globalsInPlay),
	// known while globalKnown, playMoves is globalMoves and globalCards
	// globalListed long (not game state).
	globalLive   []CardID
	globalKnown  bool
	globalMoves  uint64
	globalListed int
	handSizeKept // handsize.go
	orderBufs    [][]int
	windowDepth  int
	// keptBuf and keptSteps are checkPlayCaches' scratch (not game state).
	keptBuf   []CardID
	keptSteps []uint64
	// seen and restRound are CheckInvariants' scratch: its card counts,
	// and which eighth of the cards at rest it checks (not game state).
	seen      []int
	restRound int
	defRound  int // checkDefs' round of 32 for a Def's own change
	// clanChoices are the clans of a pending ChooseClan, by option code.
	clanChoices []string

	over   bool
	reason engine.Text
	// timeCalled: time was called; the game ends at the next stopping
	// point (§14 C46, turn.go).
	timeCalled bool
	// trophyDue is a diablerist who burned a Red List minion: its trophies
	// come before the blood hunt (§7.4 step 5, redlist.go).
	trophyDue *Card
	// departing are the minions on their way out of the ready region
	// (leaving.go); transient, not hashed.
	departing []departure

	// scenario: a test position starting at startPhase (scenario.go).
	scenario   bool
	startPhase Phase
	// phaseStart, when set, is called as each phase begins, before its
	// first step (position tests: a position written there and read
	// again gives the same state; not game state).
	phaseStart func(Phase)

	// Decision machinery (decide.go).
	// coro runs the rules; its AskSingle asks decisions with a single
	// option too, so that a script can name them ("Do not block";
	// Scenario.ShowSingleOptions).
	coro engine.Coroutine
	dec  engine.Decision
	// labels are the options' labels, not built in a game bots play out
	// (BuildLabels): the rules and View read optMsgs, never labels.
	labels []engine.Text
	// optMsgs are the messages of the options' labels, built even when
	// the labels are not (optionMsg): what View.Option reads of them.
	optMsgs []engine.Msg
	// unlabelled: the options are built without labels (BuildLabels).
	unlabelled bool
	// foreseen is the next choice of the log a replay applies (Foresee):
	// its answer plus one, its seat plus one (0: none) and its kind (as a
	// number: compared at every window and bid, ≈ 60 inlined sites).
	// cutting: the minion phase's actions are being listed and may stop
	// once they are enough.
	foreseen, foreSeat int
	foreKind           DecisionKind
	cutting            bool
	// log is what happened, for people (Game.note).
	log []LogEntry
	// cause is what the pool changes being made come from, for the log
	// (ledger.go; not game state).
	cause cause
	// payer is the seat, plus one, paying a cost or moving pool to a
	// vampire now (pay, influence); 0 when none (not game state).
	payer int
}

// LogEntry is one line of the game log: what happened, for people.
type LogEntry struct {
	Turn int
	Text engine.Text
}
