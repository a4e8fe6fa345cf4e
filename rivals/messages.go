package rivals

import "kindred/engine"

// Messages of the Rivals rules, in English and French (spec §0.2 gives
// the French terms). Card names are written in English in both languages
// for now (spec §0.3 lists the French names the rulebook gives).

var (
	msgCard   = engine.NewMsg("rivals.card", "{0}", "{0}")
	msgNone   = engine.NewMsg("rivals.none", "None", "Aucune")
	msgDone   = engine.NewMsg("rivals.done", "Done", "Terminé")
	msgPass   = engine.NewMsg("rivals.pass", "Pass", "Passer")
	msgPlayer = engine.NewMsg("rivals.player", "Player {0}", "Joueur {0}")

	msgChooseLeader = engine.NewMsg("rivals.choose-leader", "Choose your Leader.", "Choisissez votre Meneur.")
	msgLeaderIs     = engine.NewMsg("rivals.leader-is", "{0}'s Leader is {1}.", "Le Meneur de {0} est {1}.")
	msgFirstPlayer  = engine.NewMsg("rivals.first-player", "{0} plays first (Player 1 of the rules).", "{0} joue en premier (Joueur 1 des règles).")
	msgRivalIs      = engine.NewMsg("rivals.rival-is", "{0}'s Rival is {1}.", "Le Rival de {0} est {1}.")
	msgSetup        = engine.NewMsg("rivals.setup", "Setup.", "Mise en place.")
	msgTurn         = engine.NewMsg("rivals.turn", "Turn {0}: {1}.", "Tour {0} : {1}.")

	msgCityReveal  = engine.NewMsg("rivals.city-reveal", "{0} is revealed in the Streets.", "{0} est révélé dans la Rue.")
	msgEventBurned = engine.NewMsg("rivals.event-burned", "The Event {0} is burned.", "L'Événement {0} est brûlé.")
	msgCityEmpty   = engine.NewMsg("rivals.city-empty", "The City deck is empty: nothing is revealed.", "Le Deck Cité est vide : rien n'est révélé.")
	msgCityShuffle = engine.NewMsg("rivals.city-shuffle", "The City discard is shuffled into a new City deck.", "La défausse de la Cité est mélangée pour former un nouveau Deck Cité.")

	msgActionPhase  = engine.NewMsg("rivals.action-phase", "Action phase: {0} action(s) left.", "Phase d'action : {0} action(s) restante(s).")
	msgDrawLibrary  = engine.NewMsg("rivals.draw-library", "Draw 1 card from your Library", "Piocher 1 carte de votre Bibliothèque")
	msgDrawFaction  = engine.NewMsg("rivals.draw-faction", "Draw 1 card from your Faction deck", "Piocher 1 carte de votre deck Faction")
	msgRecruit      = engine.NewMsg("rivals.recruit", "Recruit {0} ({1} Prestige)", "Recruter {0} ({1} Prestige)")
	msgToStreets    = engine.NewMsg("rivals.to-streets", "Move {0} to the Streets", "Déplacer {0} dans la Rue")
	msgJoin         = engine.NewMsg("rivals.join", "{0} joins {1}'s party", "{0} rejoint le groupe de {1}")
	msgLeaveParty   = engine.NewMsg("rivals.leave-party", "{0} leaves its party", "{0} quitte son groupe")
	msgAttackWith   = engine.NewMsg("rivals.attack-with", "{0} attacks", "{0} attaque")
	msgBurnRetainer = engine.NewMsg("rivals.burn-retainer", "Burn {0} (on {1})", "Brûler {0} (sur {1})")
	msgEndActions   = engine.NewMsg("rivals.end-actions", "End the Action phase", "Terminer la phase d'action")

	msgDraws       = engine.NewMsg("rivals.draws", "{0} draws a card from their {1}.", "{0} pioche une carte de sa {1}.")
	msgLibrary     = engine.NewMsg("rivals.library", "Library", "Bibliothèque")
	msgFactionDeck = engine.NewMsg("rivals.faction-deck", "Faction deck", "deck Faction")
	msgRecruits    = engine.NewMsg("rivals.recruits", "{0} recruits {1}.", "{0} recrute {1}.")
	msgUsurped     = engine.NewMsg("rivals.usurped", "{0} in torpor is burned by the recruit of its namesake.", "{0} en torpeur est brûlé par le recrutement de son homonyme.")
	msgMoves       = engine.NewMsg("rivals.moves", "{0} moves to the Streets.", "{0} se déplace dans la Rue.")

	msgTorporBlood = engine.NewMsg("rivals.torpor-blood", "{0} gains Blood in torpor ({1}).", "{0} gagne du Sang en torpeur ({1}).")
	msgMendPrompt  = engine.NewMsg("rivals.mend-prompt", "Mending: discard 1 card to mend 1 Blood on a vampire?", "Régénération : défausser 1 carte pour régénérer 1 Sang d'un vampire ?")
	msgMendWith    = engine.NewMsg("rivals.mend-with", "Mend {0} ({1}/{2} Blood)", "Régénérer {0} ({1}/{2} Sang)")
	msgDiscardFor  = engine.NewMsg("rivals.discard-for", "Discard a card.", "Défaussez une carte.")
	msgMends       = engine.NewMsg("rivals.mends", "{0} discards {1} to mend {2}.", "{0} défausse {1} pour régénérer {2}.")
	msgReturns     = engine.NewMsg("rivals.returns", "{0} returns from torpor to the Haven.", "{0} sort de torpeur et revient au Refuge.")
	msgSADPrompt   = engine.NewMsg("rivals.sad-prompt", "S.A.D.: choose a vampire to take 1 aggravated damage.", "D.A.S. : choisissez un vampire qui subit 1 dégât aggravé.")
	msgSADHits     = engine.NewMsg("rivals.sad-hits", "The S.A.D. deal {0} aggravated damage to {1}.", "La D.A.S. inflige {0} dégât(s) aggravé(s) à {1}.")
	msgDrawStep    = engine.NewMsg("rivals.draw-step", "Draw step: draw 1 card ({0} of 2).", "Étape de pioche : piochez 1 carte ({0} sur 2).")

	msgTorpor      = engine.NewMsg("rivals.torpor", "{0} is defeated and goes to torpor.", "{0} est vaincu et tombe en torpeur.")
	msgBurnedVamp  = engine.NewMsg("rivals.burned", "{0} is burned.", "{0} est brûlé.")
	msgRivalAP     = engine.NewMsg("rivals.rival-ap", "{0} gains 1 Agenda point for defeating a vampire of their Rival.", "{0} gagne 1 point de Cabale pour avoir vaincu un vampire de son Rival.")
	msgEliminated  = engine.NewMsg("rivals.eliminated", "{0} is eliminated.", "{0} est éliminé.")
	msgCompensated = engine.NewMsg("rivals.compensated", "{0} holds the Rival token of the eliminated player: +3 Agenda points.", "{0} détient le jeton Rival du joueur éliminé : +3 points de Cabale.")
	msgWins        = engine.NewMsg("rivals.wins", "{0} wins.", "{0} gagne.")
	msgWin13       = engine.NewMsg("rivals.win-13", "13 Agenda points reached.", "13 points de Cabale atteints.")
	msgWinRival    = engine.NewMsg("rivals.win-rival", "A player eliminated their Rival.", "Un joueur a éliminé son Rival.")
	msgWinMostAP   = engine.NewMsg("rivals.win-most", "A player was eliminated; the player with the most Agenda points wins.", "Un joueur a été éliminé ; le joueur qui a le plus de points de Cabale gagne.")
	msgWinLimit    = engine.NewMsg("rivals.win-limit", "Turn limit reached; the player with the most Agenda points wins.", "Limite de tours atteinte ; le joueur qui a le plus de points de Cabale gagne.")
)
