package rules

import (
	"fmt"
	"strconv"
	"strings"

	"kindred/engine"
)

// Options are a game's rules options: the choices of setup (§2.1) and
// every ambiguity of §9.1 the kernel touches, each a named option whose
// default is the spec's (docs/RULES-OPTIONS-HERITAGE.md).
type Options struct {
	// Conflicts names the three boards in play (§2.1 step 4).
	Conflicts []string
	// Missions is how many base missions are dealt (§2.1 step 1, 0 to 5).
	Missions int
	// CostsSwapped reverses the two costly Antechamber slots: 1 Power
	// then 3 (§9.1 item 2; default 3 then 1).
	CostsSwapped bool
	// MissionMinimum is the count a mission needs to be claimed (§9.1
	// item 6; default 1).
	MissionMinimum int
	// TorporBeforeSacrifice checks "cannot prevent recruiting" on the
	// target before Sacrifice is offered (§9.1 item 8; default: after,
	// on whichever vampire would take the Torpor).
	TorporBeforeSacrifice bool
	// SacrificeByChooser lets the player who caused the Torpor decide
	// the Sacrifice (§9.1 item 9; default: the owner).
	SacrificeByChooser bool
	// BlockedMoves says whether the flip and the draw of Beast and
	// Humanity still happen when the marker cannot move (§9.1 item 14;
	// default yes).
	BlockedMoves bool
	// TruceAllColours returns the Ankhs of every colour at a Truce (§9.1
	// item 16; default), or only those of the emptied city.
	TruceAllColours bool
	// TourIsRound reads the rulebook's "tour" as a round for the Asset
	// limit and the Black Market (§9.1 item 3; default: a player turn).
	TourIsRound bool
	// EdictAfterActivation fires an Edict between the recruit's
	// activation and its skills (§9.1 item 11; default: after both).
	EdictAfterActivation bool
	// InquisitionJudicesOnly counts only the markers on the Judices at
	// the Inquisition's resolution (§9.1 item 15; default: all).
	InquisitionJudicesOnly bool
	// RefillWhenStuck discards and refills the Antechamber when a player
	// has no legal recruit (§9.1 item 28; default); otherwise the player
	// skips its recruitment.
	RefillWhenStuck bool
	// LastEraScoreCard runs the score-card choice at the last era's end
	// too (§9.1 item 31; default).
	LastEraScoreCard bool
	// RefreshEachRound refreshes every vampire at the end of each round
	// (§9.1 item 5; default: nothing refreshes automatically).
	RefreshEachRound bool
	// ChronicleTieTitles breaks a tie at the chronicle's end by more
	// Titles before the Primogen (§9.1 item 24; default).
	ChronicleTieTitles bool
	// KeepServant refuses a new servant to a Haven that holds one (§9.1
	// item 22; default: the new one replaces the old).
	KeepServant bool
	// RecipientChosen lets the player who caused a Torpor pick which of
	// its vampires receives the Masquerade's Cleanup Power or the Court's
	// stolen Title (§9.1 item 13; default: the Coterie Leader or skill
	// user that caused it, the player choosing only for a conflict
	// effect).
	RecipientChosen bool
	// PrimogenSeatOrder has the tied players announce their archetypes
	// in seat order (§9.1 item 21; default: in turn order from the first
	// player).
	PrimogenSeatOrder bool
	// ReserveStaysOnSlot keeps a Reserve marker on its slot when the
	// Antechamber's cards slide (§9.1 item 29; default: it follows its
	// card).
	ReserveStaysOnSlot bool
	// FinalMissionTitle plays the chronicle's final mission in its last
	// chapter, its claimer gaining its name as a Title (finale.go; the
	// rulebook gives no rules for it: Kindred's default); off, the final
	// mission is left out.
	FinalMissionTitle bool
	// PrincesTieAll makes every prince tied for the most spaces win the
	// War of the Princes (princes.go; Kindred's reading); by default a tie
	// wins nothing.
	PrincesTieAll bool
}

// OptionDef describes one rules option for the plug-in.
type OptionDef struct {
	Key, Default string
	Values       []string
	Description  engine.Msg
}

// DefaultConflicts is the starting trio of the demonstration pack.
const DefaultConflicts = "court-of-ranks,border-riots,hunger-within"

var (
	msgOptConflicts = engine.NewMsg("heritage.rule.conflicts", "The three conflict boards in play, by id, comma-separated (§2.1).", "Les trois plateaux de conflit en jeu, par identifiant, séparés par des virgules (§2.1).")
	msgOptMissions  = engine.NewMsg("heritage.rule.missions", "Base missions dealt, 0 to 5 (§2.1).", "Missions de base posées, de 0 à 5 (§2.1).")
	msgOptCosts     = engine.NewMsg("heritage.rule.costs", "Costs of the two leftmost Antechamber slots: 3-1 or 1-3 Power (§9.1 item 2).", "Coût des deux emplacements de gauche de l'Antichambre : 3-1 ou 1-3 Pouvoir (§9.1 point 2).")
	msgOptMinimum   = engine.NewMsg("heritage.rule.mission-minimum", "Vampires with the attribute a mission needs to be claimed (§9.1 item 6).", "Vampires ayant l'attribut qu'il faut pour revendiquer une mission (§9.1 point 6).")
	msgOptTorpor    = engine.NewMsg("heritage.rule.torpor-check", "When the can-still-recruit check of Torpor runs: after-sacrifice or before-sacrifice (§9.1 item 8).", "Quand le contrôle « peut encore recruter » de la Torpeur s'applique : après ou avant le Sacrifice (§9.1 point 8).")
	msgOptSacrifice = engine.NewMsg("heritage.rule.sacrifice", "Who decides a Sacrifice: owner or chooser (§9.1 item 9).", "Qui décide d'un Sacrifice : le propriétaire ou le joueur qui cause la Torpeur (§9.1 point 9).")
	msgOptBlocked   = engine.NewMsg("heritage.rule.blocked-move", "Beast and Humanity: whether the flip and the draw still happen when the marker cannot move (§9.1 item 14).", "Bête et Humanité : le retournement et la pioche ont-ils lieu quand le marqueur ne peut bouger (§9.1 point 14).")
	msgOptTour      = engine.NewMsg("heritage.rule.tour", "The rulebook's \"tour\" for the Asset limit and the Black Market: turn (each player turn) or round (§9.1 item 3).", "Le « tour » du livret pour la limite d'Atouts et le Marché noir : tour de joueur (turn) ou tour de table (round) (§9.1 point 3).")
	msgOptEdict     = engine.NewMsg("heritage.rule.edict-timing", "When an Edict fires on a recruit: after-skills or after-activation (§9.1 item 11).", "Quand un Édit s'applique à une recrue : après ses compétences ou après son activation (§9.1 point 11).")
	msgOptInqCount  = engine.NewMsg("heritage.rule.inquisition-count", "Inquisition resolution counts all markers or only those on the Judices (§9.1 item 15).", "La résolution de l'Inquisition compte tous les marqueurs ou seulement ceux des Judices (§9.1 point 15).")
	msgOptStuck     = engine.NewMsg("heritage.rule.no-legal-recruit", "With no legal recruit: refill (discard the Antechamber and refill it) or skip (§9.1 item 28).", "Sans recrutement possible : renouveler l'Antichambre ou passer (§9.1 point 28).")
	msgOptLastEra   = engine.NewMsg("heritage.rule.last-era-score-card", "Whether the last era's end also chooses a score card: yes or no (§9.1 item 31).", "La fin de la dernière époque choisit-elle aussi une carte de score : oui (yes) ou non (no) (§9.1 point 31).")
	msgOptRefresh   = engine.NewMsg("heritage.rule.refresh", "Exhausted vampires: never refreshed automatically (none) or all refreshed at the end of each round (§9.1 item 5).", "Vampires épuisés : jamais rafraîchis automatiquement (none) ou tous rafraîchis à la fin de chaque tour (§9.1 point 5).")
	msgOptChronTie  = engine.NewMsg("heritage.rule.chronicle-tie", "A tie at the chronicle's end: more Titles, then the Primogen (titles), or the Primogen at once (primogen) (§9.1 item 24).", "Égalité en fin de chronique : plus de Titres puis le Primogène (titles), ou le Primogène directement (primogen) (§9.1 point 24).")
	msgOptServant   = engine.NewMsg("heritage.rule.servant", "A Haven holding a servant: a new one replaces it (replace) or is refused (keep) (§9.1 item 22).", "Un Refuge qui a un serviteur : un nouveau le remplace (replace) ou est refusé (keep) (§9.1 point 22).")
	msgOptRecipient = engine.NewMsg("heritage.rule.torpor-recipient", "Who receives a Cleanup's Power or a Pretender's Title: causer (the leader or skill user) or chosen (a vampire the player picks) (§9.1 item 13).", "Qui reçoit le Pouvoir du Nettoyage ou le Titre du Prétendant : causer (le meneur ou le vampire à la compétence) ou chosen (au choix du joueur) (§9.1 point 13).")
	msgOptPrimogen  = engine.NewMsg("heritage.rule.primogen-order", "The order in which tied players announce an archetype to the Primogen: turn (from the first player) or seat (§9.1 item 21).", "L'ordre d'annonce des archétypes au Primogène : turn (depuis le premier joueur) ou seat (ordre des sièges) (§9.1 point 21).")
	msgOptReserve   = engine.NewMsg("heritage.rule.reserve-follows", "When the Antechamber's cards slide, a Reserve marker follows its card (card) or stays on its slot (slot) (§9.1 item 29).", "Quand les cartes de l'Antichambre glissent, le marqueur de Réserve suit sa carte (card) ou reste sur son emplacement (slot) (§9.1 point 29).")
	msgOptFinal     = engine.NewMsg("heritage.rule.final-mission", "The chronicle's final mission (Kindred's rule, the rulebook gives none): played in the last chapter, its claimer gaining its name as a Title (title), or left out (none).", "La mission finale de la chronique (règle de Kindred, le livret n'en donne pas) : jouée au dernier chapitre, celui qui la revendique gagnant son nom comme Titre (title), ou écartée (none).")
	msgOptPrinces   = engine.NewMsg("heritage.rule.princes-tie", "War of the Princes (Kindred's rules, the rulebook gives none): princes tied for the most spaces win nothing (none) or all win (all).", "Guerre des Princes (règles de Kindred, le livret n'en donne pas) : les princes à égalité pour le plus de cases ne gagnent rien (none) ou gagnent tous (all).")
	msgOptTruce     = engine.NewMsg("heritage.rule.truce-return", "Anarch Revolt Truce: the Ankhs of all colours or of that colour return (§9.1 item 16).", "Trêve de la Révolte des Anarchs : les Ankhs de toutes les couleurs ou de cette couleur reviennent (§9.1 point 16).")
)

// OptionDefs lists the rules options in header order.
var OptionDefs = []OptionDef{
	{"conflicts", DefaultConflicts, nil, msgOptConflicts},
	{"missions", "3", []string{"0", "1", "2", "3", "4", "5"}, msgOptMissions},
	{"antechamber-costs", "3-1", []string{"3-1", "1-3"}, msgOptCosts},
	{"mission-minimum", "1", []string{"0", "1"}, msgOptMinimum},
	{"torpor-check", "after-sacrifice", []string{"after-sacrifice", "before-sacrifice"}, msgOptTorpor},
	{"sacrifice", "owner", []string{"owner", "chooser"}, msgOptSacrifice},
	{"blocked-move", "flip-draw", []string{"flip-draw", "nothing"}, msgOptBlocked},
	{"truce-return", "all", []string{"all", "colour"}, msgOptTruce},
	{"tour", "turn", []string{"turn", "round"}, msgOptTour},
	{"edict-timing", "after-skills", []string{"after-skills", "after-activation"}, msgOptEdict},
	{"inquisition-count", "all", []string{"all", "judices"}, msgOptInqCount},
	{"no-legal-recruit", "refill", []string{"refill", "skip"}, msgOptStuck},
	{"last-era-score-card", "yes", []string{"yes", "no"}, msgOptLastEra},
	{"refresh", "none", []string{"none", "end-of-round"}, msgOptRefresh},
	{"chronicle-tie", "titles", []string{"titles", "primogen"}, msgOptChronTie},
	{"servant", "replace", []string{"replace", "keep"}, msgOptServant},
	{"torpor-recipient", "causer", []string{"causer", "chosen"}, msgOptRecipient},
	{"primogen-order", "turn", []string{"turn", "seat"}, msgOptPrimogen},
	{"reserve-follows", "card", []string{"card", "slot"}, msgOptReserve},
	{"final-mission", "title", []string{"title", "none"}, msgOptFinal},
	{"princes-tie", "none", []string{"none", "all"}, msgOptPrinces},
}

// DefaultOptions returns every option's default.
func DefaultOptions() Options {
	o, _ := ParseOptions(nil)
	return o
}

// ParseOptions reads rules options from a header's rules; absent ones
// take their defaults, an unknown key or value is an error. "chronicle"
// is read by the chronicle, not here, and is skipped.
func ParseOptions(rs []engine.Rule) (Options, error) {
	vals := map[string]string{}
	for _, d := range OptionDefs {
		vals[d.Key] = d.Default
	}
	for _, r := range rs {
		if r.Key == "chronicle" || r.Key == "pack" {
			continue
		}
		d, ok := optionDef(r.Key)
		if !ok {
			return Options{}, fmt.Errorf("heritage: unknown rules option %q", r.Key)
		}
		if d.Values != nil && !contains(d.Values, r.Value) {
			return Options{}, fmt.Errorf("heritage: rules option %s=%q: want one of %s", r.Key, r.Value, strings.Join(d.Values, ", "))
		}
		vals[r.Key] = r.Value
	}
	var o Options
	o.Conflicts = strings.Split(vals["conflicts"], ",")
	o.Missions, _ = strconv.Atoi(vals["missions"])
	o.CostsSwapped = vals["antechamber-costs"] == "1-3"
	o.MissionMinimum, _ = strconv.Atoi(vals["mission-minimum"])
	o.TorporBeforeSacrifice = vals["torpor-check"] == "before-sacrifice"
	o.SacrificeByChooser = vals["sacrifice"] == "chooser"
	o.BlockedMoves = vals["blocked-move"] == "flip-draw"
	o.TruceAllColours = vals["truce-return"] == "all"
	o.TourIsRound = vals["tour"] == "round"
	o.EdictAfterActivation = vals["edict-timing"] == "after-activation"
	o.InquisitionJudicesOnly = vals["inquisition-count"] == "judices"
	o.RefillWhenStuck = vals["no-legal-recruit"] == "refill"
	o.LastEraScoreCard = vals["last-era-score-card"] == "yes"
	o.RefreshEachRound = vals["refresh"] == "end-of-round"
	o.ChronicleTieTitles = vals["chronicle-tie"] == "titles"
	o.KeepServant = vals["servant"] == "keep"
	o.RecipientChosen = vals["torpor-recipient"] == "chosen"
	o.PrimogenSeatOrder = vals["primogen-order"] == "seat"
	o.ReserveStaysOnSlot = vals["reserve-follows"] == "slot"
	o.FinalMissionTitle = vals["final-mission"] == "title"
	o.PrincesTieAll = vals["princes-tie"] == "all"
	return o, nil
}

func optionDef(key string) (OptionDef, bool) {
	for _, d := range OptionDefs {
		if d.Key == key {
			return d, true
		}
	}
	return OptionDef{}, false
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
