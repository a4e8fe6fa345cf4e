package vtes

import (
	"strconv"

	"kindred/engine"
)

// Messages of the V:TES rules, in English and French. Card names are
// written as printed (the official English names) in both languages.

var (
	msgNo     = engine.NewMsg("vtes.no", "No", "Non")
	msgYes    = engine.NewMsg("vtes.yes", "Yes", "Oui")
	msgPass   = engine.NewMsg("vtes.pass", "Pass", "Passer")
	msgCard   = engine.NewMsg("vtes.card", "{0}", "{0}")
	msgSeat   = engine.NewMsg("vtes.seat", "{0}", "{0}")
	msgSide   = engine.NewMsg("vtes.side", "Vote {0}", "Voter {0}")
	msgWindow = engine.NewMsg("vtes.window", "Play a card or use an effect ({0})?", "Jouer une carte ou un effet ({0}) ?")

	msgFirstPlayer  = engine.NewMsg("vtes.first-player", "{0} plays first.", "{0} joue en premier.")
	msgTurnStarts   = engine.NewMsg("vtes.turn-starts", "Turn {0}: {1}.", "Tour {0} : {1}.")
	msgTimeLimit    = engine.NewMsg("vtes.time-limit", "Time limit reached: each Methuselah still in the game scores 0.5 VP.", "Limite de temps atteinte : chaque Mathusalem encore en jeu marque 0,5 PV.")
	msgStallDraw    = engine.NewMsg("vtes.stall-draw", "No one has won after 1,000 turns: the game ends as a draw, and each Methuselah still in the game scores 0.5 VP.", "Personne n'a gagné après 1 000 tours : la partie s'achève sur un match nul, et chaque Mathusalem encore en jeu marque 0,5 PV.")
	msgGameOverOust = engine.NewMsg("vtes.game-over-oust", "One Methuselah remains.", "Il ne reste qu'un Mathusalem.")
	msgLastStanding = engine.NewMsg("vtes.last-standing", "{0} is the last Methuselah standing: +1 VP.", "{0} est le dernier Mathusalem en jeu : +1 PV.")
	msgOusted       = engine.NewMsg("vtes.ousted", "{0} is ousted.", "{0} est évincé.")
	msgBurned       = engine.NewMsg("vtes.burned", "{0} is burned.", "{0} est brûlé.")
	// msgToUncontrolled: everyone saw the vampire in play and sees it go
	// (Banishment), so it is named.
	msgToUncontrolled = engine.NewMsg("vtes.to-uncontrolled", "{0} goes back to {1}'s uncontrolled region.",
		"{0} retourne dans la région incontrôlée de {1}.")
	msgEndPhase = engine.NewMsg("vtes.end-phase", "End the {0} phase", "Terminer la phase {0}")

	msgEdgeTakePool = engine.NewMsg("vtes.edge-take-pool", "You hold the Edge: take 1 pool?", "Vous avez l'Avantage : prendre 1 de réserve ?")
	msgEdgePool     = engine.NewMsg("vtes.edge-pool", "{0} takes 1 pool for the Edge.", "{0} prend 1 de réserve grâce à l'Avantage.")
	msgEdgeTaken    = engine.NewMsg("vtes.edge-taken", "{0} takes the Edge.", "{0} prend l'Avantage.")

	msgContest    = engine.NewMsg("vtes.contest", "{0} is contested.", "{0} est contesté.")
	msgContestWon = engine.NewMsg("vtes.contest-won", "{0} is no longer contested.", "{0} n'est plus contesté.")
	msgContested  = engine.NewMsg("vtes.contested", "{0} is contested: pay 1 pool or yield?", "{0} est contesté : payer 1 de réserve ou abandonner ?")
	msgYieldCard  = engine.NewMsg("vtes.yield-card", "Yield {0}", "Abandonner {0}")
	msgPayContest = engine.NewMsg("vtes.pay-contest", "Pay 1 pool to keep contesting {0}", "Payer 1 de réserve pour continuer à contester {0}")
	msgYielded    = engine.NewMsg("vtes.yielded", "{0} is yielded and burned.", "{0} est abandonné et brûlé.")

	msgPlayCard     = engine.NewMsg("vtes.play-card", "Play {0} ({1})", "Jouer {0} ({1})")
	msgPlayCardWith = engine.NewMsg("vtes.play-card-with", "Play {0} ({1}) with {2}", "Jouer {0} ({1}) avec {2}")
	msgUseAbility   = engine.NewMsg("vtes.use-ability", "Use {0}: {1}", "Utiliser {0} : {1}")
	msgPlays        = engine.NewMsg("vtes.plays", "{0} plays {1} ({2}).", "{0} joue {1} ({2}).")
	msgCancelled    = engine.NewMsg("vtes.cancelled", "{0} is cancelled: it has no effect.", "{0} est annulée : elle est sans effet.")
	msgUses         = engine.NewMsg("vtes.uses", "{0} uses {1}: {2}.", "{0} utilise {1} : {2}.")
	msgDiscardDown  = engine.NewMsg("vtes.discard-down", "Discard a card ({0} over your hand size)", "Défaussez une carte ({0} de trop)")

	msgMasterPhase = engine.NewMsg("vtes.master-phase", "Master phase: {0} master phase action(s) left.", "Phase de maître : {0} action(s) de maître restante(s).")
	msgMinionPhase = engine.NewMsg("vtes.minion-phase", "Minion phase: choose an action.", "Phase des serviteurs : choisissez une action.")

	msgActBleed       = engine.NewMsg("vtes.act-bleed", "{0} bleeds {1}", "{0} mord {1}")
	msgActHunt        = engine.NewMsg("vtes.act-hunt", "{0} hunts", "{0} chasse")
	msgActCard        = engine.NewMsg("vtes.act-card", "{0}: {1} ({2})", "{0} : {1} ({2})")
	msgActLeaveTorpor = engine.NewMsg("vtes.act-leave-torpor", "{0} leaves torpor", "{0} sort de torpeur")
	msgActRescue      = engine.NewMsg("vtes.act-rescue", "{0} rescues {1} from torpor", "{0} sauve {1} de la torpeur")
	msgActDiablerize  = engine.NewMsg("vtes.act-diablerize", "{0} diablerizes {1}", "{0} commet la diablerie sur {1}")
	msgActBurn        = engine.NewMsg("vtes.act-burn", "{0} burns {1}", "{0} brûle {1}")
	msgAnnounce       = engine.NewMsg("vtes.announce", "{0} acts: {1}{2}.", "{0} agit : {1}{2}.")

	msgBlockAsk   = engine.NewMsg("vtes.block-ask", "Block {0} ({1})?", "Bloquer {0} ({1}) ?")
	msgNoBlock    = engine.NewMsg("vtes.no-block", "Do not block", "Ne pas bloquer")
	msgBlockWith  = engine.NewMsg("vtes.block-with", "Block with {0}", "Bloquer avec {0}")
	msgDeclines   = engine.NewMsg("vtes.declines", "{0} does not block.", "{0} ne bloque pas.")
	msgAttempts   = engine.NewMsg("vtes.attempts", "{0} attempts to block {1}.", "{0} tente de bloquer {1}.")
	msgBid        = engine.NewMsg("vtes.bid", "Stealth {0} against intercept {1}.", "Discrétion {0} contre interception {1}.")
	msgBlockFails = engine.NewMsg("vtes.block-fails", "{0} fails to block.", "{0} ne parvient pas à bloquer.")
	msgBlocked    = engine.NewMsg("vtes.blocked", "{0} blocks {1}.", "{0} bloque {1}.")

	msgHunts        = engine.NewMsg("vtes.hunts", "{0} hunts: +1 blood.", "{0} chasse : +1 sang.")
	msgLeavesTorpor = engine.NewMsg("vtes.leaves-torpor", "{0} leaves torpor.", "{0} sort de torpeur.")
	msgRescued      = engine.NewMsg("vtes.rescued", "{0} is rescued by {1}.", "{0} est sauvé par {1}.")
	msgBleeds       = engine.NewMsg("vtes.bleeds", "{0} bleeds {1} for {2}.", "{0} mord {1} de {2}.")
	msgBleedNothing = engine.NewMsg("vtes.bleed-nothing", "{0}'s bleed burns no pool.", "La morsure de {0} ne brûle aucune réserve.")

	msgRescueSplit      = engine.NewMsg("vtes.rescue-split", "Rescuer pays {0}, rescued pays {1}", "Le sauveteur paie {0}, le sauvé paie {1}")
	msgChooseMethuselah = engine.NewMsg("vtes.choose-methuselah", "Which Methuselah does the action aim at?", "Quel Mathusalem l'action vise-t-elle ?")
	msgRescueSplitAsk   = engine.NewMsg("vtes.rescue-split-ask", "How is the rescue's blood paid?", "Comment payer le sang du sauvetage ?")

	msgCombat         = engine.NewMsg("vtes.combat", "Combat: {0} against {1}.", "Combat : {0} contre {1}.")
	msgRange          = engine.NewMsg("vtes.range", "The range is {0}: maneuver?", "La portée est {0} : manœuvrer ?")
	msgManeuver       = engine.NewMsg("vtes.maneuver", "{0} maneuvers: the range is {1}.", "{0} manœuvre : la portée est {1}.")
	msgHandStrike     = engine.NewMsg("vtes.hand-strike", "Hand strike ({0})", "Coup à mains nues ({0})")
	msgStaticStrike   = engine.NewMsg("vtes.static-strike", "{0}: {1}", "{0} : {1}")
	msgStrikeAsk      = engine.NewMsg("vtes.strike-ask", "Choose {0}'s strike (range {1}).", "Choisissez le coup de {0} (portée {1}).")
	msgCombatEnds     = engine.NewMsg("vtes.combat-ends", "{0} ends the combat.", "{0} met fin au combat.")
	msgDodges         = engine.NewMsg("vtes.dodges", "{0} dodges.", "{0} esquive.")
	msgUseManeuver    = engine.NewMsg("vtes.use-maneuver", "Use an optional maneuver ({0} left)", "Utiliser une manœuvre optionnelle ({0} restante(s))")
	msgUsePress       = engine.NewMsg("vtes.use-press", "Use an optional press ({0} left)", "Utiliser une poursuite optionnelle ({0} restante(s))")
	msgPressAsk       = engine.NewMsg("vtes.press-ask", "Press to continue the combat?", "Poursuivre le combat ?")
	msgPressCancelAsk = engine.NewMsg("vtes.press-cancel-ask", "A press stands: press to end the combat?", "Une poursuite est en cours : poursuivre pour l'annuler ?")
	msgPresses        = engine.NewMsg("vtes.presses", "{0} presses.", "{0} poursuit.")
	msgTakesDamage    = engine.NewMsg("vtes.takes-damage", "{0} takes {1} and {2}.", "{0} subit {1} et {2}.")
	msgTorpor         = engine.NewMsg("vtes.torpor", "{0} goes to torpor.", "{0} entre en torpeur.")
	msgDiablerie      = engine.NewMsg("vtes.diablerie", "{0} commits diablerie on {1}.", "{0} commet la diablerie sur {1}.")
	msgNoSearch       = engine.NewMsg("vtes.no-search", "Do not search", "Ne pas chercher")
	msgSearchFrom     = engine.NewMsg("vtes.search-from", "{0} ({1})", "{0} ({1})")
	msgSearchAsk      = engine.NewMsg("vtes.search-ask", "Search for a Discipline card to put on {0}?", "Chercher une carte de Discipline à placer sur {0} ?")
	msgSearched       = engine.NewMsg("vtes.searched", "{0} puts {1} on {2}.", "{0} place {1} sur {2}.")
	msgTakeEquipment  = engine.NewMsg("vtes.take-equipment", "Take {0}?", "Prendre {0} ?")

	msgDiablerizeBlocked = engine.NewMsg("vtes.diablerize-blocked", "Diablerize {0}?", "Commettre la diablerie sur {0} ?")

	msgReferendumPasses   = engine.NewMsg("vtes.referendum-passes", "The referendum passes ({0} for, {1} against).", "Le référendum passe ({0} pour, {1} contre).")
	msgReferendumCanceled = engine.NewMsg("vtes.referendum-canceled", "The referendum is canceled.", "Le référendum est annulé.")
	msgReferendumFails    = engine.NewMsg("vtes.referendum-fails", "The referendum fails ({0} for, {1} against).", "Le référendum échoue ({0} pour, {1} contre).")
	msgVoteAsk            = engine.NewMsg("vtes.vote-ask", "Referendum: {0} for, {1} against. Cast votes?", "Référendum : {0} pour, {1} contre. Voter ?")
	msgBallot             = engine.NewMsg("vtes.ballot", "{0}: priscus ballot {2}", "{0} : bulletin de priscus {2}")
	msgVoteAndBallot      = engine.NewMsg("vtes.vote-and-ballot", "{0}: {1} vote(s) and a priscus ballot {2}", "{0} : {1} voix et un bulletin de priscus {2}")
	msgBallotCast         = engine.NewMsg("vtes.ballot-cast", "{0} casts a priscus ballot {1}.", "{0} dépose un bulletin de priscus {1}.")
	msgPrisciBloc         = engine.NewMsg("vtes.prisci-bloc", "The prisci's bloc casts 3 votes {0}.", "Le bloc des prisci exprime 3 voix {0}.")
	msgVoteVampire        = engine.NewMsg("vtes.vote-vampire", "{0}: {1} vote(s) {2}", "{0} : {1} voix {2}")
	msgVoteEdge           = engine.NewMsg("vtes.vote-edge", "Burn the Edge: 1 vote {0}", "Brûler l'Avantage : 1 voix {0}")
	msgVotePolCard        = engine.NewMsg("vtes.vote-pol-card", "Discard {0}: 1 vote {1}", "Défausser {0} : 1 voix {1}")
	msgVoteCallingCard    = engine.NewMsg("vtes.vote-calling-card", "The calling card {0}: 1 vote {1}", "La carte appelante {0} : 1 voix {1}")
	msgVoteSideAsk        = engine.NewMsg("vtes.vote-side-ask", "Cast {0} vote(s) for or against?", "Exprimer {0} voix pour ou contre ?")
	msgVotes              = engine.NewMsg("vtes.votes", "{0} casts {1} vote(s) {2}.", "{0} exprime {1} voix {2}.")

	msgInfluenceAsk      = engine.NewMsg("vtes.influence-ask", "Influence phase: {0} transfer(s) left, {1} pool.", "Phase d'influence : {0} transfert(s) restant(s), {1} de réserve.")
	msgTransferTo        = engine.NewMsg("vtes.transfer-to", "Move 1 pool to {0} ({1}/{2} blood)", "Placer 1 de réserve sur {0} ({1}/{2} sang)")
	msgTransferFrom      = engine.NewMsg("vtes.transfer-from", "Move 1 blood from {0} back to your pool (2 transfers)", "Reprendre 1 sang de {0} dans votre réserve (2 transferts)")
	msgDrawCrypt         = engine.NewMsg("vtes.draw-crypt", "Draw a crypt card (4 transfers and 1 pool)", "Piocher une carte de crypte (4 transferts et 1 de réserve)")
	msgReveal            = engine.NewMsg("vtes.reveal", "Move {0} to your ready region", "Placer {0} dans votre région disponible")
	msgRevealed          = engine.NewMsg("vtes.revealed", "{0} brings out {1}.", "{0} fait entrer {1} en jeu.")
	msgUncontrolledGains = engine.NewMsg("vtes.uncontrolled-gains", "A vampire in {0}'s uncontrolled region gains {1} blood.", "Un vampire de la région incontrôlée de {0} gagne {1} sang.")
	msgGainsBlood        = engine.NewMsg("vtes.gains-blood", "{0} gains {1} blood.", "{0} gagne {1} sang.")

	msgRedirect    = engine.NewMsg("vtes.redirect", "The bleed now targets {0}.", "La morsure vise maintenant {0}.")
	msgAmount      = engine.NewMsg("vtes.amount", "{0}", "{0}")
	msgAmountAsk   = engine.NewMsg("vtes.amount-ask", "How many?", "Combien ?")
	msgChooseCard  = engine.NewMsg("vtes.choose-card", "Choose a card.", "Choisissez une carte.")
	msgChooseSeat  = engine.NewMsg("vtes.choose-seat", "Choose a Methuselah.", "Choisissez un Mathusalem.")
	msgUseQuestion = engine.NewMsg("vtes.use-question", "Use {0}?", "Utiliser {0} ?")

	msgWithdrawAsk        = engine.NewMsg("vtes.withdraw-ask", "Your library is empty: declare a withdrawal?", "Votre bibliothèque est vide : déclarer un retrait ?")
	msgWithdrawalDeclared = engine.NewMsg("vtes.withdrawal-declared", "{0} declares a withdrawal.", "{0} déclare un retrait.")
	msgWithdrawalBroken   = engine.NewMsg("vtes.withdrawal-broken", "{0}'s withdrawal failed.", "Le retrait de {0} a échoué.")
	msgWithdraws          = engine.NewMsg("vtes.withdraws", "{0} withdraws from the game.", "{0} se retire de la partie.")

	msgKeepCards     = engine.NewMsg("vtes.keep-cards", "Discard nothing", "Ne rien défausser")
	msgBurnOption    = engine.NewMsg("vtes.burn-option", "Discard {0} (burn option) and draw", "Défausser {0} (option de défausse) et piocher")
	msgBurnOptionAsk = engine.NewMsg("vtes.burn-option-ask", "Unlock phase: discard a burn-option card none of your minions can use?", "Phase de redressement : défausser une carte à option de défausse qu'aucun de vos serviteurs ne peut jouer ?")

	msgDiscardAsk  = engine.NewMsg("vtes.discard-ask", "Discard phase: {0} discard phase action(s) left.", "Phase de défausse : {0} action(s) de défausse restante(s).")
	msgDiscardCard = engine.NewMsg("vtes.discard-card", "Discard {0} and draw", "Défausser {0} et piocher")
	msgDiscards    = engine.NewMsg("vtes.discards", "{0} discards {1}.", "{0} défausse {1}.")
)

// Phase names, for "End the {0} phase".
var phaseMsgs = [...]engine.Msg{
	engine.NewMsg("vtes.phase.setup", "setup", "mise en place"),
	engine.NewMsg("vtes.phase.unlock", "unlock", "de redressement"),
	engine.NewMsg("vtes.phase.master", "master", "de maître"),
	engine.NewMsg("vtes.phase.minion", "minion", "des serviteurs"),
	engine.NewMsg("vtes.phase.influence", "influence", "d'influence"),
	engine.NewMsg("vtes.phase.discard", "discard", "de défausse"),
	engine.NewMsg("vtes.phase.over", "game over", "fin de partie"),
}

var rangeMsgs = [2]engine.Msg{
	engine.NewMsg("vtes.range.close", "close", "courte"),
	engine.NewMsg("vtes.range.long", "long", "longue"),
}

var actionMsgs = map[ActionKind]engine.Msg{
	ActBleed:        engine.NewMsg("vtes.action.bleed", "bleed", "morsure"),
	ActHunt:         engine.NewMsg("vtes.action.hunt", "hunt", "chasse"),
	ActLeaveTorpor:  engine.NewMsg("vtes.action.leave-torpor", "leave torpor", "sortir de torpeur"),
	ActRescue:       engine.NewMsg("vtes.action.rescue", "rescue", "sauvetage"),
	ActDiablerize:   engine.NewMsg("vtes.action.diablerize", "diablerie", "diablerie"),
	ActBurn:         engine.NewMsg("vtes.action.burn", "burn a card", "brûler une carte"),
	ActBecomeAnarch: msgActionBecomeAnarch,
	ActRedListHunt:  msgActionRedListHunt,
	ActEquip:        msgActionEquip,
	ActSteal:        msgActionSteal,
}

// Zone names, for searches.
var zoneMsgs = [...]engine.Msg{
	ZoneLibrary: engine.NewMsg("vtes.zone.library", "library", "bibliothèque"),
	ZoneHand:    engine.NewMsg("vtes.zone.hand", "hand", "main"),
	ZoneAsh:     engine.NewMsg("vtes.zone.ash", "ash heap", "cendres"),
}

func zoneArg(z Zone) engine.Arg { return engine.Sub(zoneMsgs[z]) }

var stepMsg = engine.NewMsg("vtes.step", "{0}", "{0}")

// Arguments.

// cardArg names a card: its official English name, rendered in French
// through the phrasebook when the French card files were read
// (vtesgame.New registers the names; issue 19).
func cardArg(c *Card) engine.Arg { return engine.Phrase(c.Def.Name) }
func intArg(n int) engine.Arg    { return engine.Int(n) }
func strArg(s string) engine.Arg { return engine.Str(s) }

// labelArg is a card effect's label: English in the card's code, rendered
// in French through phrases_fr.go.
func labelArg(s string) engine.Arg { return engine.Phrase(s) }

// labelArgTo is mode md's label followed by the name of the card it aims
// at. The game keeps each pair's argument, by the id of the card aimed at
// (Game.labelsTo): the action options of every ready minion name the
// same cards turn after turn, and two string concatenations an option were
// an eighth of the rules' allocations. A card's few entries are read in
// a short loop, faster than a map's hash.
func (g *Game) labelArgTo(md *Mode, t *Card) engine.Arg {
	if t == nil || g.unlabelled {
		return engine.Phrase(md.Label)
	}
	if int(t.ID) >= len(g.labelsTo) {
		g.labelsTo = append(g.labelsTo, make([][]labelTo, len(g.cards)-len(g.labelsTo))...)
	}
	for _, l := range g.labelsTo[t.ID] {
		if l.mode == md && l.def == t.Def {
			return l.arg
		}
	}
	a := labelToArg(md, t.Def)
	if g.labelsTo[t.ID] == nil { // room for a few, carved from a chunk (slab.go): one list a card was ≈ 8 % of a played game's allocations
		g.labelsTo[t.ID] = g.labelRoom.newSlice(2, labelChunk)[:0]
	}
	g.labelsTo[t.ID] = append(g.labelsTo[t.ID], labelTo{md, t.Def, a})
	return a
}

// labelToArg is labelArgTo's argument for mode md aimed at a card of Def
// d, made afresh.
func labelToArg(md *Mode, d *CardDef) engine.Arg {
	return engine.PhraseJoin(md.Label, labelToSep, d.Name) // both in the page's language
}

// labelToSep comes between a label and the name of the card it aims at.
const labelToSep = " → "

// labelTo is one of Game.labelsTo's arguments: a mode, the Def of the card
// it aims at (a merge swaps Defs), the argument.
type labelTo struct {
	mode *Mode
	def  *CardDef
	arg  engine.Arg
}

func seatArg(s int) engine.Arg {
	if s >= 0 && s < len(seatMsgs) {
		return engine.Sub(seatMsgs[s])
	}
	return engine.Str(strconv.Itoa(s + 1)) // beyond 6 seats: the number alone reads in every language
}

// seatMsgs name the Methuselahs by seat in each language.
var seatMsgs = func() []engine.Msg {
	var ms []engine.Msg
	for s := 1; s <= 6; s++ {
		n := strconv.Itoa(s)
		ms = append(ms, engine.NewMsg("vtes.seat."+n, "Methuselah "+n, "Mathusalem "+n))
	}
	return ms
}()

func phaseArg(p Phase) engine.Arg { return engine.Sub(phaseMsgs[p]) }
func stepArg(s Step) engine.Arg   { return labelArg(stepNames[s]) }

func rangeArg(long bool) engine.Arg {
	if long {
		return engine.Sub(rangeMsgs[1])
	}
	return engine.Sub(rangeMsgs[0])
}

// actionArg names an action: a card's name, or the built-in action.
func actionArg(g *Game, a *ActionState) engine.Arg {
	if a.Play != nil {
		return engine.Str(a.Play.Card.Def.Name)
	}
	return engine.Sub(actionMsgs[a.Kind])
}

// seatTargetArg writes " → Methuselah N" for directed actions, or the
// card aimed at; a card in the uncontrolled region is face down, so not
// named (Fourth Tradition: The Accounting, §13.6).
func seatTargetArg(a *ActionState) engine.Arg {
	switch {
	case a.Target != nil && a.Target.Zone != ZoneUncontrolled:
		return strJoin(" → ", a.Target.Def.Name)
	case a.TargetSeat >= 0 && a.TargetSeat < len(toSeats):
		return engine.Phrase(toSeats[a.TargetSeat]) // "→ Mathusalem N" in French
	case a.TargetSeat >= 0:
		return engine.Str(" → " + strconv.Itoa(a.TargetSeat+1))
	}
	return engine.Str("")
}

// toSeats are seatTargetArg's texts for the seats of a table, made once:
// every bleed is announced with one.
var toSeats = func() []string {
	var out []string
	for s := 1; s <= 6; s++ {
		out = append(out, " → Methuselah "+strconv.Itoa(s))
	}
	return out
}()

var stepNames = [...]string{
	StepAny: "any", StepBlockAttempt: "block attempt", StepAfterBlocks: "after blocks",
	StepAfterAction: "after the action", StepBeforeRange: "before range", StepManeuver: "range",
	StepBeforeStrikes: "before strikes", StepStrike: "strike", StepPrevent: "damage prevention",
	StepPress: "press", StepEndOfRound: "end of round", StepPolling: "polling",
	StepAfterReferendum: "after the referendum", StepBlocked: "block", StepBlockDecision: "blocks",
	StepMaster: "master phase", StepInfluence: "influence phase",
	StepAdditionalStrikes: "additional strikes", StepAnnounced: "as the action is announced",
	StepMinionPhase: "minion phase", StepDiscardPhase: "discard phase", StepAsPlayed: "as the card is played",
	StepBlockResolution: "before block resolution", StepAfterBlockCombat: "after a blocked action's combat",
	StepBeforeReferendum: "before the referendum", StepAim: "aim",
	StepStrikeDeclared: "after a strike is declared", StepAboutToBeOusted: "about to be ousted",
}

// Combat (strikes): weapons, first strike, additional strikes, steal blood,
// equipment strikes, strikes at retainers, immunity (combat.go, strike.go,
// equipment.go, damage.go).
var (
	msgWeaponManeuver    = engine.NewMsg("vtes.weapon-maneuver", "Maneuver with {0} (its strike this round)", "Manœuvrer avec {0} (son coup ce round)")
	msgStrikeManeuver    = engine.NewMsg("vtes.strike-maneuver", "Play {0} ({1}) with {2}, maneuvering now", "Jouer {0} ({1}) avec {2}, en manœuvrant maintenant")
	msgCommitted         = engine.NewMsg("vtes.committed", "{0} strikes with {1}.", "{0} frappe avec {1}.")
	msgNoEffectAtLong    = engine.NewMsg("vtes.no-effect-at-long", "{0}'s strike has no effect at long range.", "Le coup de {0} est sans effet à longue portée.")
	msgLosesStrike       = engine.NewMsg("vtes.loses-strike", "{0} loses its strike: {1} is gone.", "{0} perd son coup : {1} n'est plus là.")
	msgStealsBlood       = engine.NewMsg("vtes.steals-blood", "{0} steals {1} blood from {2}.", "{0} vole {1} sang à {2}.")
	msgDestroysEquipment = engine.NewMsg("vtes.destroys-equipment", "{0} destroys {1}.", "{0} détruit {1}.")
	msgStealsEquipment   = engine.NewMsg("vtes.steals-equipment", "{0} steals {1}.", "{0} vole {1}.")
	msgEquipmentAsk      = engine.NewMsg("vtes.equipment-ask", "Which equipment of {0} does the strike take?", "Quel équipement de {0} le coup prend-il ?")
	msgAimAsk            = engine.NewMsg("vtes.aim-ask", "Aim the strike at {0} or at one of its retainers?", "Viser {0} ou l'un de ses serviteurs ?")
	msgAimsAt            = engine.NewMsg("vtes.aims-at", "{0} aims its strike at {1}.", "{0} vise {1}.")
	msgGainsStrikes      = engine.NewMsg("vtes.gains-strikes", "{0} gains {1} additional strike(s).", "{0} gagne {1} coup(s) supplémentaire(s).")
	msgAdditionalPair    = engine.NewMsg("vtes.additional-pair", "Additional strikes.", "Coups supplémentaires.")
	msgImmune            = engine.NewMsg("vtes.immune", "{0} is immune to {1}.", "{0} est immunisé contre {1}.")
)

// Titles, sects, keywords: title contests, anarchs, the Red List and
// trophies, infernal, scarce and slave minions, advanced merges, equipment
// moved between minions, out-of-turn masters, the time limit (title.go,
// anarch.go, redlist.go, keywords.go, merge.go, equip.go, outofturn.go,
// turn.go).
var (
	msgActionBecomeAnarch = engine.NewMsg("vtes.action.become-anarch", "become anarch", "devenir anarch")
	msgActionRedListHunt  = engine.NewMsg("vtes.action.red-list-hunt", "Red List hunt", "chasse de la Liste Rouge")
	msgActionEquip        = engine.NewMsg("vtes.action.equip", "take equipment", "prendre de l'équipement")

	msgTitleContest   = engine.NewMsg("vtes.title-contest", "{0}'s title ({1}) is contested.", "Le titre de {0} ({1}) est contesté.")
	msgTitleContested = engine.NewMsg("vtes.title-contested", "{0}'s title is contested: pay 1 blood or yield?", "Le titre de {0} est contesté : payer 1 sang ou abandonner ?")
	msgPayTitle       = engine.NewMsg("vtes.pay-title", "Pay 1 blood from {0} to keep contesting the title", "Payer 1 sang de {0} pour continuer à contester le titre")
	msgPayTitleN      = engine.NewMsg("vtes.pay-title-n", "Pay {1} blood from {0} to keep contesting the title", "Payer {1} sang de {0} pour continuer à contester le titre")
	msgTitlePaidN     = engine.NewMsg("vtes.title-paid-n", "{0} pays {1} blood to keep contesting the title.", "{0} paie {1} sang pour continuer à contester le titre.")
	msgYieldTitle     = engine.NewMsg("vtes.yield-title", "Yield {0}'s title", "Abandonner le titre de {0}")
	msgTitlePaid      = engine.NewMsg("vtes.title-paid", "{0} pays 1 blood to keep contesting the title.", "{0} paie 1 sang pour continuer à contester le titre.")
	msgTitleYielded   = engine.NewMsg("vtes.title-yielded", "{0} yields the title ({1}): untitled for the rest of the game.", "{0} abandonne le titre ({1}) : sans titre pour le reste de la partie.")
	msgTitleWon       = engine.NewMsg("vtes.title-won", "{0} holds the title ({1}): the contest is over.", "{0} détient le titre ({1}) : la contestation est terminée.")

	msgActBecomeAnarch = engine.NewMsg("vtes.act-become-anarch", "{0} becomes anarch ({1} blood)", "{0} devient anarch ({1} sang)")
	msgBecameAnarch    = engine.NewMsg("vtes.became-anarch", "{0} is now Anarch.", "{0} est maintenant anarch.")
	msgCannotPay       = engine.NewMsg("vtes.cannot-pay", "{0} cannot pay the action's cost: no effect.", "{0} ne peut pas payer le coût de l'action : sans effet.")
	msgFizzles         = engine.NewMsg("vtes.fizzles", "{0} no longer meets the card's requirements: the action fizzles.", "{0} ne remplit plus les conditions de la carte : l'action échoue.")

	msgMarkRedList     = engine.NewMsg("vtes.mark-red-list", "Mark {0} (Red List) for this turn", "Marquer {0} (Liste Rouge) pour ce tour")
	msgMarked          = engine.NewMsg("vtes.marked", "{0} marks {1} (Red List) for this turn.", "{0} marque {1} (Liste Rouge) pour ce tour.")
	msgActRedListHunt  = engine.NewMsg("vtes.act-red-list-hunt", "Red List hunt: {0} against {1}", "Chasse de la Liste Rouge : {0} contre {1}")
	msgTrophySearchAsk = engine.NewMsg("vtes.trophy-search-ask", "Search for a trophy to put on {0}?", "Chercher un trophée à placer sur {0} ?")
	msgMoveTrophy      = engine.NewMsg("vtes.move-trophy", "Move {0} onto {1}?", "Placer {0} sur {1} ?")

	msgInfernalAsk      = engine.NewMsg("vtes.infernal-ask", "Pay 1 pool to unlock {0} (infernal)?", "Payer 1 de réserve pour redresser {0} (infernal) ?")
	msgInfernalUnlocked = engine.NewMsg("vtes.infernal-unlocked", "{0} unlocks for 1 pool.", "{0} se redresse pour 1 de réserve.")
	msgRevealScarce     = engine.NewMsg("vtes.reveal-scarce", "Move {0} to your ready region (scarce: burn {1} pool)", "Placer {0} dans votre région disponible (rare : brûler {1} de réserve)")
	msgScarcePaid       = engine.NewMsg("vtes.scarce-paid", "{0} burns {1} pool: {2} is scarce.", "{0} brûle {1} de réserve : {2} est rare.")
	msgSlaveAsk         = engine.NewMsg("vtes.slave-ask", "{0} is blocked by {1}: lock a slave to fight instead?", "{0} est bloqué par {1} : incliner un esclave pour combattre à sa place ?")
	msgSlaveFights      = engine.NewMsg("vtes.slave-fights", "Lock {0}: it fights instead", "Incliner {0} : il combat à sa place")
	msgSlaveTakesOver   = engine.NewMsg("vtes.slave-takes-over", "{0} locks and fights {1} in place of {2}.", "{0} s'incline et combat {1} à la place de {2}.")

	msgMerge  = engine.NewMsg("vtes.merge", "Merge {0} with your {1} (4 transfers and 1 pool)", "Fusionner {0} avec votre {1} (4 transferts et 1 de réserve)")
	msgMerged = engine.NewMsg("vtes.merged", "{0} merges the two versions of {1}: the advanced card is on top.", "{0} fusionne les deux versions de {1} : la carte avancée est au-dessus.")

	msgActTakeEquipment = engine.NewMsg("vtes.act-take-equipment", "{0} takes equipment from {1}", "{0} prend de l'équipement à {1}")
	msgEquipAsk         = engine.NewMsg("vtes.equip-ask", "Which equipment of {0} is taken?", "Quel équipement de {0} prendre ?")
	msgAlsoTake         = engine.NewMsg("vtes.also-take", "Also take {0}?", "Prendre aussi {0} ?")
	msgNamesEquipment   = engine.NewMsg("vtes.names-equipment", "{0} names {1}.", "{0} désigne {1}.")
	msgTakesEquipment   = engine.NewMsg("vtes.takes-equipment", "{0} takes {1}.", "{0} prend {1}.")

	msgTimeCalled = engine.NewMsg("vtes.time-called", "Time is called: the game ends at the end of the current minion action or phase.", "Le temps est écoulé : la partie s'arrête à la fin de l'action de serviteur ou de la phase en cours.")
)
