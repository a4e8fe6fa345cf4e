package rules

import "kindred/engine"

// Messages, in English and French. The pack's display text (names,
// narrative) is passed as is: a pack is written in one language.
var (
	msgDay    = engine.NewMsg("ancientblood.day", "Day", "Jour")
	msgNight  = engine.NewMsg("ancientblood.night", "Night", "Nuit")
	msgAwake  = engine.NewMsg("ancientblood.awake", "awake", "éveillé")
	msgAsleep = engine.NewMsg("ancientblood.asleep", "asleep", "endormi")
	msgMelee  = engine.NewMsg("ancientblood.melee", "melee", "corps à corps")
	msgRanged = engine.NewMsg("ancientblood.ranged", "ranged", "à distance")

	msgStoryStart     = engine.NewMsg("ancientblood.story-start", "The story {0} begins.", "L'histoire {0} commence.")
	msgStoryWon       = engine.NewMsg("ancientblood.story-won", "The hunters win the story {0}.", "Les chasseurs remportent l'histoire {0}.")
	msgStoryLost      = engine.NewMsg("ancientblood.story-lost", "The hunters lose the story {0}.", "Les chasseurs perdent l'histoire {0}.")
	msgStoryLoops     = engine.NewMsg("ancientblood.story-loops", "The story loops without end: it is lost.", "L'histoire tourne en rond : elle est perdue.")
	msgNoEntry        = engine.NewMsg("ancientblood.no-entry", "The book has no entry {0}: the story is lost.", "Le recueil n'a pas d'entrée {0} : l'histoire est perdue.")
	msgNarrative      = engine.NewMsg("ancientblood.narrative", "“{0}”", "« {0} »")
	msgChoosePrompt   = engine.NewMsg("ancientblood.choose", "The group decides:", "Le groupe décide :")
	msgChoiceLabel    = engine.NewMsg("ancientblood.choice", "{0}", "{0}")
	msgChose          = engine.NewMsg("ancientblood.chose", "The group chooses: {0}.", "Le groupe choisit : {0}.")
	msgVillageSkipped = engine.NewMsg("ancientblood.village-skipped", "The hunters pass through village {0} (villages are not played yet).", "Les chasseurs traversent le village {0} (les villages ne sont pas encore joués).")
	msgRevived        = engine.NewMsg("ancientblood.revived", "{0} is revived at the Church.", "{0} est ranimé à l'Église.")
	msgJourneyCard    = engine.NewMsg("ancientblood.journey-card", "Journey card {0}: “{1}”", "Carte Périple {0} : « {1} »")
	msgJourneyEmpty   = engine.NewMsg("ancientblood.journey-empty", "The Journey deck is empty.", "La pioche Périple est vide.")
	msgJourneyRemoved = engine.NewMsg("ancientblood.journey-removed", "{0} Journey cards of that creature leave the deck.", "{0} cartes Périple de cette créature quittent la pioche.")
	msgTest           = engine.NewMsg("ancientblood.test", "{0} tests {1}: {2}.", "{0} teste {1} : {2}.")
	msgCoins          = engine.NewMsg("ancientblood.coins", "The chest gains {0} coins ({1} in all).", "Le coffre gagne {0} pièces ({1} au total).")
	msgVials          = engine.NewMsg("ancientblood.vials", "{0} gains {1} vials.", "{0} gagne {1} fioles.")
	msgHealed         = engine.NewMsg("ancientblood.healed", "{0} heals {1} wounds.", "{0} soigne {1} blessures.")
	msgOpSkipped      = engine.NewMsg("ancientblood.op-skipped", "(The effect {0} is not played yet.)", "(L'effet {0} n'est pas encore joué.)")

	msgEncounter        = engine.NewMsg("ancientblood.encounter", "Encounter {0} begins: round {1}, {2}.", "La rencontre {0} commence : manche {1}, {2}.")
	msgPlaced           = engine.NewMsg("ancientblood.placed", "{0} is placed in {1}, {2}.", "{0} est placé en {1}, {2}.")
	msgAncientCard      = engine.NewMsg("ancientblood.ancient-card", "Ancient ability slot {0}: {1} ({2} HP).", "Capacité de l'Ancien, emplacement {0} : {1} ({2} PV).")
	msgWhoPrompt        = engine.NewMsg("ancientblood.who", "Round {0}: which hunter acts next?", "Manche {0} : quel chasseur agit maintenant ?")
	msgHunterLabel      = engine.NewMsg("ancientblood.hunter", "{0}", "{0}")
	msgTurn             = engine.NewMsg("ancientblood.turn", "{0}'s turn (round {1}, {2}).", "Tour de {0} (manche {1}, {2}).")
	msgRound            = engine.NewMsg("ancientblood.round", "Round {0} ({1}).", "Manche {0} ({1}).")
	msgDusk             = engine.NewMsg("ancientblood.dusk", "Dusk: the vampires turn to their Night faces.", "Crépuscule : les vampires passent sur leur face Nuit.")
	msgAwakening        = engine.NewMsg("ancientblood.awakening", "Awakening: every vampire is awake.", "Réveil : tous les vampires sont éveillés.")
	msgDawn             = engine.NewMsg("ancientblood.dawn", "Dawn: the vampires turn to their Day faces.", "Aube : les vampires passent sur leur face Jour.")
	msgDayLimit         = engine.NewMsg("ancientblood.day-limit", "Dawn number {0}: the encounter's time is up (rules option day-limit).", "Aube numéro {0} : le temps de la rencontre est écoulé (option day-limit).")
	msgDawnMove         = engine.NewMsg("ancientblood.dawn-move", "{0} withdraws to {1}.", "{0} se replie en {1}.")
	msgFaceKill         = engine.NewMsg("ancientblood.face-kill", "{0} succumbs to its wounds as its face changes.", "{0} succombe à ses blessures en changeant de face.")
	msgExplore          = engine.NewMsg("ancientblood.explore", "{0} enters the unexplored room {1}.", "{0} entre dans la pièce inexplorée {1}.")
	msgReshuffle        = engine.NewMsg("ancientblood.reshuffle", "The Terror deck is reshuffled.", "La pioche Terreur est remélangée.")
	msgTerror           = engine.NewMsg("ancientblood.terror", "Terror card {0} in {1}.", "Carte Terreur {0} en {1}.")
	msgCorpse           = engine.NewMsg("ancientblood.corpse", "A corpse lies in {0}.", "Un cadavre gît en {0}.")
	msgCapped           = engine.NewMsg("ancientblood.capped", "No {0} figure is left: that spawn is skipped.", "Plus de figurine {0} : cette apparition est ignorée.")
	msgSpawn            = engine.NewMsg("ancientblood.spawn", "{0} appears in {1}, {2}.", "{0} apparaît en {1}, {2}.")
	msgTrapped          = engine.NewMsg("ancientblood.trapped", "{0} is trapped under debris.", "{0} est coincé sous les débris.")
	msgWakes            = engine.NewMsg("ancientblood.wakes", "{0} wakes.", "{0} se réveille.")
	msgEncounterWon     = engine.NewMsg("ancientblood.encounter-won", "Encounter {0} won.", "Rencontre {0} gagnée.")
	msgEncounterFled    = engine.NewMsg("ancientblood.encounter-fled", "The hunters retreat from {0}.", "Les chasseurs battent en retraite de {0}.")
	msgEncounterTimeout = engine.NewMsg("ancientblood.encounter-timeout", "Encounter {0} ends: time is up.", "La rencontre {0} s'achève : le temps est écoulé.")
	msgEncounterLost    = engine.NewMsg("ancientblood.encounter-lost", "Encounter {0} lost: no hunter stands.", "Rencontre {0} perdue : plus aucun chasseur debout.")

	msgAttackSleeper     = engine.NewMsg("ancientblood.attack-sleeper", "{0} strikes the sleeping {1}: {2}, killed in its sleep.", "{0} frappe {1} endormi : {2}, tué dans son sommeil.")
	msgAttackSleeperFail = engine.NewMsg("ancientblood.attack-sleeper-fail", "{0} strikes the sleeping {1}: {2}; it wakes screaming.", "{0} frappe {1} endormi : {2} ; il se réveille en hurlant.")
	msgAttackMiss        = engine.NewMsg("ancientblood.attack-miss", "{0} attacks {1}: {2}, too slow.", "{0} attaque {1} : {2}, trop lent.")
	msgAttack            = engine.NewMsg("ancientblood.attack", "{0} attacks {1}: {2} wounds.", "{0} attaque {1} : {2} blessures.")
	msgCardFlipped       = engine.NewMsg("ancientblood.card-flipped", "The Ancient's card {0} is flipped.", "La carte {0} de l'Ancien est retournée.")
	msgKilled            = engine.NewMsg("ancientblood.killed", "{0} is destroyed.", "{0} est détruit.")
	msgEnemyAttack       = engine.NewMsg("ancientblood.enemy-attack", "{0} attacks {1}: {2} wounds.", "{0} attaque {1} : {2} blessures.")
	msgWounded           = engine.NewMsg("ancientblood.wounded", "{0} suffers {1} wounds ({2} HP left).", "{0} subit {1} blessures (reste {2} PV).")
	msgUnconscious       = engine.NewMsg("ancientblood.unconscious", "{0} falls unconscious.", "{0} tombe inconscient.")
	msgActivation        = engine.NewMsg("ancientblood.activation", "The enemies activate against {0}.", "Les ennemis s'activent contre {0}.")
	msgInstr1            = engine.NewMsg("ancientblood.instr1", "Instruction 1: {0} is {1} zones away and moves into {2}.", "Instruction 1 : {0} est à {1} zones et se rend en {2}.")
	msgInstr2            = engine.NewMsg("ancientblood.instr2", "Instruction 2: {0} pursues {1} and steps to {2}.", "Instruction 2 : {0} poursuit {1} et avance en {2}.")

	msgHinderPrompt  = engine.NewMsg("ancientblood.hinder", "{0}: {1} leaves your zone for {2}. Hinder it?", "{0} : {1} quitte votre zone pour {2}. L'entraver ?")
	msgHinderTest    = engine.NewMsg("ancientblood.hinder-test", "Test Agility ({0}+)", "Tester l'Agilité ({0}+)")
	msgHinderLet     = engine.NewMsg("ancientblood.hinder-let", "Let it pass", "Le laisser passer")
	msgHindered      = engine.NewMsg("ancientblood.hindered", "{0} holds {1} back.", "{0} retient {1}.")
	msgLetPass       = engine.NewMsg("ancientblood.let-pass", "{0} lets {1} pass.", "{0} laisse passer {1}.")
	msgActWindow     = engine.NewMsg("ancientblood.act-window", "Attack the barricaded window of {0}", "Attaquer la fenêtre barricadée de {0}")
	msgWindowAttack  = engine.NewMsg("ancientblood.window-attack", "{0} attacks the window {1}: {2}.", "{0} attaque la fenêtre {1} : {2}.")
	msgWindowOpen    = engine.NewMsg("ancientblood.window-open", "The window breaks: sunlight floods {0}.", "La fenêtre cède : le soleil inonde {0}.")
	msgSunlightKill  = engine.NewMsg("ancientblood.sunlight-kill", "{0} burns to ash in the sunlight.", "{0} brûle et tombe en cendres au soleil.")
	msgFreePrompt    = engine.NewMsg("ancientblood.free-prompt", "{0}: a free attack on {1}, which must die in one blow. With which profile?", "{0} : une attaque gratuite contre {1}, qui doit mourir d'un seul coup. Avec quel profil ?")
	msgFreeWith      = engine.NewMsg("ancientblood.free-with", "Attack ({0})", "Attaquer ({0})")
	msgFreeAttack    = engine.NewMsg("ancientblood.free-attack", "{0} makes a free attack on {1}.", "{0} fait une attaque gratuite contre {1}.")
	msgAlarmSurvives = engine.NewMsg("ancientblood.alarm-survives", "{0} survives: the whole room wakes.", "{0} survit : toute la pièce se réveille.")
	msgActHarpoon    = engine.NewMsg("ancientblood.act-harpoon", "Take the harpoon from Brenoir (free)", "Prendre le harpon de Brenoir (gratuit)")
	msgActBrenoir    = engine.NewMsg("ancientblood.act-brenoir", "Move Brenoir to {0} (free)", "Déplacer Brenoir en {0} (gratuit)")
	msgActExtract    = engine.NewMsg("ancientblood.act-extract", "Drag {0} into the sun with the Extractor", "Traîner {0} au soleil avec l'Extracteur")
	msgTakesHarpoon  = engine.NewMsg("ancientblood.takes-harpoon", "{0} takes the harpoon.", "{0} prend le harpon.")
	msgBrenoirMoves  = engine.NewMsg("ancientblood.brenoir-moves", "Brenoir moves to {0}.", "Brenoir se rend en {0}.")
	msgHarpoonDrops  = engine.NewMsg("ancientblood.harpoon-drops", "{0} is beyond the cable's reach: the harpoon returns to Brenoir.", "{0} dépasse la longueur du câble : le harpon revient à Brenoir.")
	msgExtracted     = engine.NewMsg("ancientblood.extracted", "{0} harpoons {1}: Brenoir drags it into the sun.", "{0} harponne {1} : Brenoir le traîne au soleil.")
	msgEntryPrompt   = engine.NewMsg("ancientblood.entry", "{0}: enter the nest by which entry point?", "{0} : entrer dans le nid par quel point d'entrée ?")
	msgEntryLabel    = engine.NewMsg("ancientblood.entry-label", "{0}", "{0}")
	msgEntryChosen   = engine.NewMsg("ancientblood.entry-chosen", "{0} will enter at {1}.", "{0} entrera en {1}.")
	msgSlotPrompt    = engine.NewMsg("ancientblood.slot", "With two hunters the Ancient has two ability cards: which slot?", "À deux chasseurs l'Ancien a deux cartes de capacité : quel emplacement ?")
	msgSlotLabel     = engine.NewMsg("ancientblood.slot-label", "Slot {0}", "Emplacement {0}")
	msgActionPrompt  = engine.NewMsg("ancientblood.action", "{0}: choose an action ({1} left).", "{0} : choisissez une action (reste {1}).")
	msgActEnter      = engine.NewMsg("ancientblood.act-enter", "Enter at {0}", "Entrer en {0}")
	msgActMove       = engine.NewMsg("ancientblood.act-move", "Move to {0}", "Aller en {0}")
	msgActEscape     = engine.NewMsg("ancientblood.act-escape", "Escape to {0} (Agility {1}+)", "S'échapper en {0} (Agilité {1}+)")
	msgActForce      = engine.NewMsg("ancientblood.act-force", "Force through to {0} ({1} wounds)", "Forcer le passage vers {0} ({1} blessures)")
	msgActLeave      = engine.NewMsg("ancientblood.act-leave", "Leave for {0} (2 actions)", "Partir en {0} (2 actions)")
	msgActAttack     = engine.NewMsg("ancientblood.act-attack", "Attack {0} in {1} ({2})", "Attaquer {0} en {1} ({2})")
	msgActAttackCard = engine.NewMsg("ancientblood.act-attack-card", "Attack {0}, card {1} ({2})", "Attaquer {0}, carte {1} ({2})")
	msgActRetreat    = engine.NewMsg("ancientblood.act-retreat", "Retreat: the encounter ends for everyone", "Battre en retraite : la rencontre s'achève pour tous")
	msgActDisengage  = engine.NewMsg("ancientblood.act-disengage", "Free yourself from the debris", "Se dégager des débris")
	msgActPickUp     = engine.NewMsg("ancientblood.act-pickup", "Pick up the corpse ({0} coins)", "Ramasser le cadavre ({0} pièces)")
	msgActEnd        = engine.NewMsg("ancientblood.act-end", "End the turn", "Finir le tour")
	msgEndsTurn      = engine.NewMsg("ancientblood.ends-turn", "{0} ends the turn.", "{0} finit son tour.")
	msgRetreats      = engine.NewMsg("ancientblood.retreats", "{0} sounds the retreat.", "{0} sonne la retraite.")
	msgDisengaged    = engine.NewMsg("ancientblood.disengaged", "{0} is free of the debris.", "{0} se dégage des débris.")
	msgMoves         = engine.NewMsg("ancientblood.moves", "{0} moves to {1}.", "{0} se rend en {1}.")
)

func dayNight(night bool) engine.Msg {
	if night {
		return msgNight
	}
	return msgDay
}

func sleepWord(asleep bool) engine.Msg {
	if asleep {
		return msgAsleep
	}
	return msgAwake
}
