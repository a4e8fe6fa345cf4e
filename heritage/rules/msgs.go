package rules

import "kindred/engine"

// Messages, in English and French.
var (
	msgRound           = engine.NewMsg("heritage.round", "Round {0} of {1}", "Tour {0} sur {1}")
	msgTurnPrompt      = engine.NewMsg("heritage.turn.prompt", "Player {0}, your turn (round {1})", "Joueur {0}, à vous (tour {1})")
	msgRecruit         = engine.NewMsg("heritage.recruit", "Recruit {0} (slot {1}, {2} Power)", "Recruter {0} (emplacement {1}, {2} Pouvoir)")
	msgPlayIntrigue    = engine.NewMsg("heritage.play", "Play {0} (needs {1})", "Jouer {0} (exige {1})")
	msgEndTurn         = engine.NewMsg("heritage.end-turn", "End your turn", "Finir votre tour")
	msgPayPrompt       = engine.NewMsg("heritage.pay.prompt", "Which vampire pays 1 Power for {0}?", "Quel vampire paie 1 Pouvoir pour {0} ?")
	msgVampire         = engine.NewMsg("heritage.vampire", "{0} ({1})", "{0} ({1})")
	msgVampireOnly     = engine.NewMsg("heritage.vampire-only", "{0}", "{0}")
	msgSirePrompt      = engine.NewMsg("heritage.sire.prompt", "Which vampire becomes the sire of {0}?", "Quel vampire devient le Sire de {0} ?")
	msgRecruited       = engine.NewMsg("heritage.recruited", "Player {0} recruits {1} under {2}", "Le joueur {0} recrute {1} sous {2}")
	msgReshuffle       = engine.NewMsg("heritage.reshuffle", "The character deck is empty: the discard is shuffled into it", "La pioche de personnages est vide : la défausse y est mélangée")
	msgAnteCleared     = engine.NewMsg("heritage.ante-cleared", "No legal recruit: the Antechamber is discarded and refilled", "Aucun recrutement possible : l'Antichambre est défaussée et remplie")
	msgNoRecruit       = engine.NewMsg("heritage.no-recruit", "Player {0} cannot recruit this turn", "Le joueur {0} ne peut pas recruter ce tour-ci")
	msgFirstPlayer     = engine.NewMsg("heritage.first-player", "Player {0} takes the first-player marker", "Le joueur {0} prend le marqueur de premier joueur")
	msgLeaderPrompt    = engine.NewMsg("heritage.leader.prompt", "Who leads the coterie for {0}?", "Qui mène la coterie pour {0} ?")
	msgLeader          = engine.NewMsg("heritage.leader", "{0} (Favors needed: {1})", "{0} (Faveurs nécessaires : {1})")
	msgFavorPrompt     = engine.NewMsg("heritage.favor.prompt", "Pay a Favor for the missing {0}", "Payer une Faveur pour le {0} manquant")
	msgFavor           = engine.NewMsg("heritage.favor", "From {0} to {1} (player {2})", "De {0} à {1} (joueur {2})")
	msgPlayed          = engine.NewMsg("heritage.played", "Player {0} plays {1}, led by {2}", "Le joueur {0} joue {1}, mené par {2}")
	msgChoosePrompt    = engine.NewMsg("heritage.choose.prompt", "Choose one", "Choisissez")
	msgChooseOption    = engine.NewMsg("heritage.choose.option", "Option {0}: {1}", "Option {0} : {1}")
	msgEnemy           = engine.NewMsg("heritage.enemy", "Player {0} declares {1} an Enemy", "Le joueur {0} déclare {1} Ennemi")
	msgNotImplemented  = engine.NewMsg("heritage.not-implemented", "(not implemented yet: {0})", "(pas encore implémenté : {0})")
	msgGain            = engine.NewMsg("heritage.gain", "{0} gains {1} {2}", "{0} gagne {1} {2}")
	msgMoved           = engine.NewMsg("heritage.moved", "{0} moves from {1} to {2}", "{0} passe de {1} à {2}")
	msgRevived         = engine.NewMsg("heritage.revived", "{0} is revived", "{0} est revigoré")
	msgTargetPrompt    = engine.NewMsg("heritage.target.prompt", "Choose a vampire", "Choisissez un vampire")
	msgTarget          = engine.NewMsg("heritage.target", "{0} (player {1})", "{0} (joueur {1})")
	msgOrderPrompt     = engine.NewMsg("heritage.order.prompt", "Which vampire is activated next?", "Quel vampire activer ensuite ?")
	msgSkill           = engine.NewMsg("heritage.skill", "{0}: {1}", "{0} : {1}")
	msgTorporFizzles   = engine.NewMsg("heritage.torpor.fizzles", "{0} cannot go into Torpor: its owner could no longer recruit", "{0} ne peut entrer en Torpeur : son propriétaire ne pourrait plus recruter")
	msgSacrificePrompt = engine.NewMsg("heritage.sacrifice.prompt", "{0} is going into Torpor: it, or a childe in its place?", "{0} va entrer en Torpeur : lui, ou un Infant à sa place ?")
	msgTorpor          = engine.NewMsg("heritage.torpor", "{0} goes into Torpor", "{0} entre en Torpeur")
	msgRetrievePrompt  = engine.NewMsg("heritage.retrieve.prompt", "Take a Clan Intrigue from your discard", "Reprenez une Intrigue de Clan de votre défausse")
	msgIntrigue        = engine.NewMsg("heritage.intrigue", "{0}", "{0}")
	msgReservePrompt   = engine.NewMsg("heritage.reserve.prompt", "Reserve a character in the Antechamber", "Réservez un personnage de l'Antichambre")
	msgSlot            = engine.NewMsg("heritage.slot", "{0} (slot {1})", "{0} (emplacement {1})")
	msgReserved        = engine.NewMsg("heritage.reserved", "Player {0} reserves {1}", "Le joueur {0} réserve {1}")
	msgRemovePrompt    = engine.NewMsg("heritage.remove.prompt", "Remove a character from the Antechamber ({0} of at most {1})", "Retirez un personnage de l'Antichambre ({0} sur {1} au plus)")
	msgStop            = engine.NewMsg("heritage.stop", "Stop", "Arrêter")
	msgRemoved         = engine.NewMsg("heritage.removed", "{0} leaves the Antechamber", "{0} quitte l'Antichambre")
	msgDecisive        = engine.NewMsg("heritage.decisive", "{0}: decisive victory for the {1}", "{0} : victoire décisive des {1}")
	msgPrincesPrompt   = engine.NewMsg("heritage.princes.prompt", "{0}: which prince's Ankh moves, and where?", "{0} : quel Ankh de prince se déplace, et où ?")
	msgPrinceMove      = engine.NewMsg("heritage.princes.move", "{0} Ankh: space {1} to space {2}", "Ankh {0} : case {1} vers case {2}")
	msgPrinceMoved     = engine.NewMsg("heritage.princes.moved", "War of the Princes: {0} Ankh from space {1} to space {2}", "Guerre des Princes : Ankh {0} de la case {1} à la case {2}")
	msgGeoPrompt       = engine.NewMsg("heritage.geo.prompt", "{0}: which city does the Wanderer stir?", "{0} : quelle ville le Vagabond agite-t-il ?")
	msgGeo             = engine.NewMsg("heritage.geo", "{0} ({1} Ankhs)", "{0} ({1} Ankhs)")
	msgAnkhPrompt      = engine.NewMsg("heritage.ankh.prompt", "An Ankh leaves the {0} city: where does it go?", "Un Ankh quitte la ville {0} : où va-t-il ?")
	msgAnkhOnVampire   = engine.NewMsg("heritage.ankh.vampire", "On {0}", "Sur {0}")
	msgAnkhBrazier     = engine.NewMsg("heritage.ankh.brazier", "Into the Brazier", "Dans le Brasier")
	msgTruce           = engine.NewMsg("heritage.truce", "Truce: the last Ankh left the {0} city", "Trêve : le dernier Ankh a quitté la ville {0}")
	msgScore           = engine.NewMsg("heritage.score", "Player {0} scores {1} VP", "Le joueur {0} marque {1} PV")
	msgWinner          = engine.NewMsg("heritage.winner", "Player {0} wins", "Le joueur {0} gagne")
	msgMissionNone     = engine.NewMsg("heritage.mission.none", "Nobody claims {0}", "Personne ne revendique {0}")
	msgMissionClaimed  = engine.NewMsg("heritage.mission.claimed", "Player {0} claims {1}", "Le joueur {0} revendique {1}")
	msgPrimogenPrompt  = engine.NewMsg("heritage.primogen.prompt", "Consult the Primogen: announce an archetype", "Consulter le Primogène : annoncez un archétype")
	msgArchetype       = engine.NewMsg("heritage.archetype", "{0}", "{0}")
	msgPrimogen        = engine.NewMsg("heritage.primogen", "The Primogen favours player {0}", "Le Primogène favorise le joueur {0}")
	msgEndRounds       = engine.NewMsg("heritage.end", "The game ended after {0} rounds", "La partie s'est terminée après {0} tours")
	msgViewRound       = engine.NewMsg("heritage.view.round", "Round {0} of {1}; first player: {2}", "Tour {0} sur {1} ; premier joueur : {2}")
	msgViewAnte        = engine.NewMsg("heritage.view.ante", "Antechamber:", "Antichambre :")
	msgViewPlayer      = engine.NewMsg("heritage.view.player", "Player {0} ({1}):", "Joueur {0} ({1}) :")
	msgViewHand        = engine.NewMsg("heritage.view.hand", "Your hand:", "Votre main :")
	msgViewExhausted   = engine.NewMsg("heritage.view.exhausted", "exhausted", "épuisé")
	msgViewTorpor      = engine.NewMsg("heritage.view.torpor", "torpor", "torpeur")
	msgViewHandSize    = engine.NewMsg("heritage.view.hand-size", "{0} intrigues in hand", "{0} intrigues en main")
)

// Messages of the boards.
var (
	msgRecipientPrompt    = engine.NewMsg("heritage.recipient.prompt", "Which of your vampires receives it?", "Lequel de vos vampires le reçoit ?")
	msgBreach             = engine.NewMsg("heritage.breach", "Breach on the {0} track", "Brèche sur la piste {0}")
	msgTitleAwarded       = engine.NewMsg("heritage.title-awarded", "{0} receives the title {1}", "{0} reçoit le titre {1}")
	msgTitleNobody        = engine.NewMsg("heritage.title-nobody", "Nobody receives the title {0}", "Personne ne reçoit le titre {0}")
	msgTitleStolen        = engine.NewMsg("heritage.title-stolen", "{0} steals the title {1}", "{0} vole le titre {1}")
	msgTokenUp            = engine.NewMsg("heritage.token.up", "{0} {1}", "{0} {1}")
	msgTokenDown          = engine.NewMsg("heritage.token.down", "face-down {0} token #{1}", "jeton {0} face cachée n°{1}")
	msgDiscardTokenPrompt = engine.NewMsg("heritage.token.discard", "Discard which token?", "Défausser quel jeton ?")
	msgFlipTokenPrompt    = engine.NewMsg("heritage.token.flip", "Flip which token?", "Retourner quel jeton ?")
	msgAddTokenPrompt     = engine.NewMsg("heritage.token.add", "Add a token of which faction?", "Ajouter un jeton de quelle faction ?")
	msgMoveTokenPrompt    = engine.NewMsg("heritage.token.move", "Move which token?", "Déplacer quel jeton ?")
	msgMoveWherePrompt    = engine.NewMsg("heritage.token.where", "Move it to which region?", "Vers quelle région ?")
	msgFaction            = engine.NewMsg("heritage.faction", "{0}", "{0}")
	msgJudgment           = engine.NewMsg("heritage.judgment", "{0}: Judgment", "{0} : Jugement")
	msgSuspectPrompt      = engine.NewMsg("heritage.suspect.prompt", "Judgment: which of the most infamous is judged?", "Jugement : lequel des plus infâmes est jugé ?")
)

// Messages of the clan keywords.
var (
	msgRecruitPrompt    = engine.NewMsg("heritage.recruit.prompt", "Recruit which character?", "Recruter quel personnage ?")
	msgAttributePrompt  = engine.NewMsg("heritage.attribute.prompt", "Embrace Chaos: name an attribute", "Étreinte du chaos : nommez un attribut")
	msgEmbraceChaos     = engine.NewMsg("heritage.embrace-chaos", "Player {0} names {1}", "Le joueur {0} nomme {1}")
	msgNoMatch          = engine.NewMsg("heritage.no-match", "No character has {0}: recruit normally", "Aucun personnage n'a {0} : recrutement normal")
	msgObediencePrompt  = engine.NewMsg("heritage.obedience.prompt", "Obedience: give player {0}'s leader a Favor, or suffer the effect?", "Obéissance : donner une Faveur au meneur du joueur {0}, ou subir l'effet ?")
	msgRefuse           = engine.NewMsg("heritage.refuse", "Refuse", "Refuser")
	msgPayFavor         = engine.NewMsg("heritage.pay-favor", "Pay a Favor from {0}", "Payer une Faveur de {0}")
	msgObeyed           = engine.NewMsg("heritage.obeyed", "Player {0} obeys", "Le joueur {0} obéit")
	msgGuestPrompt      = engine.NewMsg("heritage.guest.prompt", "Invitation: whom do you invite?", "Invitation : qui invitez-vous ?")
	msgNobody           = engine.NewMsg("heritage.nobody", "Nobody", "Personne")
	msgPlayer           = engine.NewMsg("heritage.player", "Player {0}", "Joueur {0}")
	msgOrderGuestPrompt = engine.NewMsg("heritage.guest.order", "Who benefits first?", "Qui en profite d'abord ?")
	msgYouFirst         = engine.NewMsg("heritage.guest.you-first", "You first", "Vous d'abord")
	msgGuestFirst       = engine.NewMsg("heritage.guest.guest-first", "Your guest first", "Votre invité d'abord")
	msgAcceptPrompt     = engine.NewMsg("heritage.guest.accept", "Player {0} invites you: accept?", "Le joueur {0} vous invite : accepter ?")
	msgAccept           = engine.NewMsg("heritage.accept", "Accept", "Accepter")
	msgDecline          = engine.NewMsg("heritage.decline", "Decline", "Décliner")
	msgMarketOpen       = engine.NewMsg("heritage.market", "{0} opens on the Black Market", "{0} ouvre au Marché noir")
	msgBuy              = engine.NewMsg("heritage.buy", "Buy {0} on the Black Market (1 Favor)", "Acheter {0} au Marché noir (1 Faveur)")
	msgPayFavorPrompt   = engine.NewMsg("heritage.pay-favor.prompt", "Which vampire pays the Favor?", "Quel vampire paie la Faveur ?")
	msgBuyerPrompt      = engine.NewMsg("heritage.buyer.prompt", "Which of your vampires takes the goods?", "Lequel de vos vampires reçoit la marchandise ?")
	msgBought           = engine.NewMsg("heritage.bought", "Player {0} buys {1}", "Le joueur {0} achète {1}")
	msgEdictPrompt      = engine.NewMsg("heritage.edict.prompt", "Edict: choose an attribute", "Édit : choisissez un attribut")
	msgEdict            = engine.NewMsg("heritage.edict", "Player {0} decrees an Edict on {1}", "Le joueur {0} promulgue un Édit sur {1}")
	msgEdictFires       = engine.NewMsg("heritage.edict.fires", "The Edict {0} applies", "L'Édit {0} s'applique")
	msgUsurpWhoPrompt   = engine.NewMsg("heritage.usurp.who", "Usurp: which of your vampires is replaced?", "Usurpation : lequel de vos vampires est remplacé ?")
	msgUsurpCardPrompt  = engine.NewMsg("heritage.usurp.card", "Usurp: by which character of the Antechamber?", "Usurpation : par quel personnage de l'Antichambre ?")
	msgUsurped          = engine.NewMsg("heritage.usurped", "{1} usurps the place of {0}", "{1} usurpe la place de {0}")
	msgGraftPrompt      = engine.NewMsg("heritage.graft.prompt", "Build a Monstrosity: which Ancilla of the Antechamber?", "Bâtir une Monstruosité : quelle Ancilla de l'Antichambre ?")
	msgHostPrompt       = engine.NewMsg("heritage.host.prompt", "Under which of your vampires does {0} go?", "Sous lequel de vos vampires va {0} ?")
	msgGrafted          = engine.NewMsg("heritage.grafted", "{0} is grafted under {1}", "{0} est greffé sous {1}")
)

// Messages of the chronicle.
var (
	msgObligation         = engine.NewMsg("heritage.obligation", "Player {0} resolves the Obligation {1}", "Le joueur {0} résout l'Obligation {1}")
	msgRecruitServant     = engine.NewMsg("heritage.recruit-servant", "Recruit your servant {0} from your Haven", "Recruter votre serviteur {0} depuis votre Refuge")
	msgUseAsset           = engine.NewMsg("heritage.use-asset", "Use a {0} Asset", "Utiliser un Atout {0}")
	msgAssetUsed          = engine.NewMsg("heritage.asset-used", "Player {0} uses a {1} Asset", "Le joueur {0} utilise un Atout {1}")
	msgTitle              = engine.NewMsg("heritage.title-won", "Player {0} wins the Title {1}", "Le joueur {0} gagne le Titre {1}")
	msgDilemmaPrompt      = engine.NewMsg("heritage.dilemma.prompt", "{0}: {1}", "{0} : {1}")
	msgDilemma            = engine.NewMsg("heritage.dilemma", "{0} (+1 {1})", "{0} (+1 {1})")
	msgObligationPrompt   = engine.NewMsg("heritage.obligation.prompt", "Discard one of your Obligations", "Défaussez une de vos Obligations")
	msgServantPrompt      = engine.NewMsg("heritage.servant.prompt", "Retain a servant in your Haven?", "Garder un serviteur dans votre Refuge ?")
	msgNoServant          = engine.NewMsg("heritage.servant.none", "None", "Aucun")
	msgPlanPrompt         = engine.NewMsg("heritage.plan.prompt", "Plan: unlock a Clan Intrigue from the Research deck", "Plan : débloquez une Intrigue de Clan de la pioche de recherche")
	msgPlanned            = engine.NewMsg("heritage.planned", "Player {0} unlocks {1}", "Le joueur {0} débloque {1}")
	msgUnlockPrompt       = engine.NewMsg("heritage.unlock.prompt", "{0} is unlocked: where does it go?", "{0} est débloqué : où va-t-il ?")
	msgToHaven            = engine.NewMsg("heritage.unlock.haven", "Into your Haven, as your servant", "Dans votre Refuge, comme serviteur")
	msgToDeck             = engine.NewMsg("heritage.unlock.deck", "Into the character deck", "Dans la pioche de personnages")
	msgStatusPrompt       = engine.NewMsg("heritage.status.prompt", "Status Gain: which character turns Ancilla?", "Gain de statut : quel personnage devient Ancilla ?")
	msgStatusGain         = engine.NewMsg("heritage.status-gain", "{0} turns Ancilla ({1})", "{0} devient Ancilla ({1})")
	msgStickerPrompt      = engine.NewMsg("heritage.sticker.prompt", "Which sticker?", "Quel autocollant ?")
	msgStickerClan        = engine.NewMsg("heritage.sticker.clan", "The {0} clan sticker", "L'autocollant du clan {0}")
	msgStickerThin        = engine.NewMsg("heritage.sticker.thin", "A Thin-blood sticker", "Un autocollant Sang clair")
	msgRetained           = engine.NewMsg("heritage.retained", "Player {0} retains {1} as servant", "Le joueur {0} garde {1} comme serviteur")
	msgScoreCardPrompt    = engine.NewMsg("heritage.scorecard.prompt", "The era ends: choose a chronicle score card", "L'époque s'achève : choisissez une carte de score de chronique")
	msgScoreCard          = engine.NewMsg("heritage.scorecard", "{0} ({1})", "{0} ({1})")
	msgScoreCardChosen    = engine.NewMsg("heritage.scorecard.chosen", "Player {0} chooses {1}", "Le joueur {0} choisit {1}")
	msgHeadPrompt         = engine.NewMsg("heritage.head.prompt", "Which Clan Head leads your Lineage?", "Quel Chef de Clan mène votre Lignage ?")
	msgHeadChosen         = engine.NewMsg("heritage.head.chosen", "Player {0} plays {1}", "Le joueur {0} joue {1}")
	msgStickerSkillPrompt = engine.NewMsg("heritage.skill-sticker.prompt", "Award a new skill?", "Attribuer une nouvelle compétence ?")
	msgNoSticker          = engine.NewMsg("heritage.skill-sticker.none", "No sticker", "Aucun autocollant")
	msgStickerSkill       = engine.NewMsg("heritage.skill-sticker", "{0} on {1}", "{0} sur {1}")
	msgStickered          = engine.NewMsg("heritage.stickered", "{1} learns {0}", "{1} apprend {0}")
	msgNoChronicle        = engine.NewMsg("heritage.no-chronicle", "({0}: no chronicle in a base game)", "({0} : pas de chronique dans une partie de base)")
	msgChronicleStep      = engine.NewMsg("heritage.chronicle-step", "Player {0}'s chronicle changes: {1}", "La chronique du joueur {0} change : {1}")
	msgProloguePrompt     = engine.NewMsg("heritage.prologue.prompt", "Prologue: your character sheet, point {0} of {1}", "Prologue : votre feuille de personnage, point {0} sur {1}")
	msgNamePrompt         = engine.NewMsg("heritage.name.prompt", "Give the new Ancilla a name sticker?", "Donner un autocollant de nom à la nouvelle Ancilla ?")
	msgNoName             = engine.NewMsg("heritage.name.none", "No name sticker", "Pas d'autocollant de nom")
	msgFinalMission       = engine.NewMsg("heritage.chronicle.final-mission", "The final mission is revealed: {0}", "La mission finale est révélée : {0}")
	msgFinalMissionTitle  = engine.NewMsg("heritage.chronicle.final-mission-title", "Player {0} fulfils the final mission and gains the Title {1}", "Le joueur {0} accomplit la mission finale et gagne le Titre {1}")
	msgFinalCard          = engine.NewMsg("heritage.chronicle.final-card", "Player {0} receives the last card of the chronicle: {1}", "Le joueur {0} reçoit la dernière carte de la chronique : {1}")
	msgChronicleWinner    = engine.NewMsg("heritage.chronicle.winner", "Player {0} rules the night for good ({1} points)", "Le joueur {0} règne sur la nuit pour de bon ({1} points)")
)

// Token names, in both languages.
var (
	msgTokenPower     = engine.NewMsg("heritage.token-name.power", "Power", "Pouvoir")
	msgTokenInfamy    = engine.NewMsg("heritage.token-name.infamy", "Infamy", "Infamie")
	msgTokenFavor     = engine.NewMsg("heritage.token-name.favor", "Favor", "Faveur")
	msgTokenExhausted = engine.NewMsg("heritage.token-name.exhausted", "Exhausted", "Épuisé")
	msgMovedCount     = engine.NewMsg("heritage.moved-count", "({0} of them)", "(au nombre de {0})")
	msgTokenOther     = engine.NewMsg("heritage.token-name.other", "marker", "marqueur")
)

// tokenMsg names a token.
func tokenMsg(token string) engine.Msg {
	switch token {
	case "power":
		return msgTokenPower
	case "infamy":
		return msgTokenInfamy
	case "favor":
		return msgTokenFavor
	case "exhausted":
		return msgTokenExhausted
	}
	return msgTokenOther
}

// Attribute values and categories, in both languages (the English words
// are the pack's ids).
var valueMsgs = map[string]engine.Msg{}

func init() {
	for _, v := range [][3]string{
		{"elitist", "elitist", "élitiste"}, {"egalitarian", "egalitarian", "égalitaire"},
		{"calm", "calm", "calme"}, {"cruel", "cruel", "cruel"},
		{"north", "north", "nord"}, {"south", "south", "sud"}, {"east", "east", "est"}, {"west", "west", "ouest"},
		{"wanderer", "wanderer", "vagabond"},
		{"warrior", "warrior", "guerrier"}, {"scholar", "scholar", "érudit"}, {"merchant", "merchant", "riche"}, {"stealthy", "stealthy", "furtif"},
		{"social", "social", "social"}, {"temper", "temper", "tempérament"}, {"geo", "geo", "géographie"}, {"archetype", "archetype", "archétype"},
	} {
		valueMsgs[v[0]] = engine.NewMsg("heritage.value."+v[0], v[1], v[2])
	}
}

// msgAttribute renders "category:value".
var msgAttribute = engine.NewMsg("heritage.attribute", "{0}:{1}", "{0} : {1}")

// value is an argument naming an attribute value or category in the
// reader's language; an unknown one is given as it is.
func value(v string) engine.Arg {
	if m, ok := valueMsgs[v]; ok {
		return engine.Sub(m)
	}
	return engine.Str(v)
}
