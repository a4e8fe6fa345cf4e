package vtesgame

import (
	"kindred/engine"
	"kindred/games"
	"kindred/vtes"
)

// ruleTexts describes each rules option (docs/RULES-OPTIONS.md has the
// whole story), with the values it takes; a rule without values takes a
// number.
var ruleTexts = map[string]struct {
	values []string
	msg    engine.Msg
}{
	"mode": {[]string{"casual", "tournament"}, engine.NewMsg("vtes.rule.mode",
		"Casual or tournament game: a withdrawal scores 1 VP in a casual game, 0.5 VP in a tournament, where the game also ends at the time limit (160 turns) unless the options below say otherwise.",
		"Partie amicale ou de tournoi : un retrait rapporte 1 PV en partie amicale, 0,5 PV en tournoi, où la partie s'arrête aussi à la limite de temps (160 tours), sauf si les options ci-dessous disent autre chose.")},
	"turn-limit": {nil, engine.NewMsg("vtes.rule.turn-limit",
		"The game ends after this many turns (0: no limit; mode: 160 in a tournament, 1,000 in a casual game, a draw for a table that cannot end); each Methuselah left scores 0.5 VP.",
		"La partie s'arrête après ce nombre de tours (0 : sans limite ; mode : 160 en tournoi, 1 000 en partie amicale, un match nul pour une table qui ne peut finir) ; chaque Mathusalem restant marque 0,5 PV.")},
	"legacy2005.autoRevealAtEnd": {bools, engine.NewMsg("vtes.rule.auto-reveal",
		"2005 rules: vampires with enough blood come out by themselves at the end of the influence phase.",
		"Règles de 2005 : les vampires qui ont assez de sang sortent d'eux-mêmes à la fin de la phase d'influence.")},
	"transfer-handicap": {[]string{"turn", "seat"}, engine.NewMsg("vtes.rule.transfer-handicap",
		"The 1-2-3 transfers of the first turns: by the game's turn, or by each seat's first turn.",
		"Les transferts 1-2-3 des premiers tours : selon le tour de la partie, ou le premier tour de chaque siège.")},
	"legacy2005.burnOnOust": {bools, engine.NewMsg("vtes.rule.burn-on-oust",
		"2005 rules: an ousted Methuselah's cards are burned rather than removed from the game.",
		"Règles de 2005 : les cartes d'un Mathusalem évincé sont brûlées plutôt que retirées de la partie.")},
	"withdrawVP": {[]string{"mode", "0.5", "1"}, engine.NewMsg("vtes.rule.withdraw-vp",
		"Victory points for a successful withdrawal (mode: 1 in a casual game, 0.5 in a tournament).",
		"Points de victoire d'un retrait réussi (mode : 1 en partie amicale, 0,5 en tournoi).")},
	"legacy2005.priorityOrder": {bools, engine.NewMsg("vtes.rule.priority-order",
		"2005 rules: impulse goes clockwise from the acting Methuselah, with no prey-then-predator step.",
		"Règles de 2005 : l'impulsion passe dans le sens horaire depuis le Mathusalem actif, sans proie puis prédateur.")},
	"legacy2005.scarceCountsAll": {bools, engine.NewMsg("vtes.rule.scarce",
		"2005 rules: a scarce vampire costs 3 pool for each vampire of its clan anyone controls.",
		"Règles de 2005 : un vampire rare coûte 3 de réserve par vampire de son clan contrôlé par quiconque.")},
	"legacy2005.innerCircleNotUnique": {bools, engine.NewMsg("vtes.rule.inner-circle",
		"2005 rules: Inner Circle is not a unique title.",
		"Règles de 2005 : le Cercle intérieur n'est pas un titre unique.")},
	"legacy2005.baronSurcharge": {bools, engine.NewMsg("vtes.rule.baron-surcharge",
		"2005 rules: a baron contesting against a prince or archbishop of its city pays 2 blood.",
		"Règles de 2005 : un baron qui conteste un prince ou un archevêque de sa ville paie 2 de sang.")},
	"legacy2005.multiTargetUndirected": {bools, engine.NewMsg("vtes.rule.multi-target",
		"2005 rules: an action aimed at several Methuselahs is blocked as an undirected one.",
		"Règles de 2005 : une action visant plusieurs Mathusalems se bloque comme une action non dirigée.")},
	"legacy2005.unlimitedBleedModifiers": {bools, engine.NewMsg("vtes.rule.unlimited-bleed",
		"2005 rules: any number of limited bleed modifiers in one action.",
		"Règles de 2005 : autant de modificateurs de saignée limités qu'on veut dans une action.")},
	"calling-card-vote": {[]string{"for", "either"}, engine.NewMsg("vtes.rule.calling-card-vote",
		"The vote of the political action card that calls a referendum: always for, or either way.",
		"La voix de la carte d'action politique qui appelle un référendum : toujours pour, ou au choix.")},
}

var bools = []string{"false", "true"}

var msgRuleUndescribed = engine.NewMsg("vtes.rule.undescribed", "See docs/RULES-OPTIONS.md.", "Voir docs/RULES-OPTIONS.md.")

// Rules lists the rules options of vtes.Options with their defaults.
func (*Game) Rules() []games.Rule {
	var out []games.Rule
	for _, r := range vtes.DefaultOptions().Rules() {
		rule := games.Rule{Key: r.Key, Default: r.Value, Description: msgRuleUndescribed.Text()}
		if t, ok := ruleTexts[r.Key]; ok {
			rule.Values, rule.Description = t.values, t.msg.Text()
		}
		out = append(out, rule)
	}
	return out
}
