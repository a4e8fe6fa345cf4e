package rivals

import (
	"fmt"
	"strconv"

	"kindred/engine"
)

// Options are the rules options of a game: the CHOICEs of spec §8 the
// rules implement so far, each with its documented default
// (docs/RULES-OPTIONS-RIVALS.md), and the digital turn limit.
type Options struct {
	// SADCopies is the number of S.A.D. cards in the City deck
	// (CHOICE-SADCOPIES): 4 by default, 1 as the data's copies say.
	SADCopies int
	// TurnLimit ends the game after that many turns (0: none), the
	// player with the most AP winning by the tie-breaks of spec §5.3; a
	// digital stand-in for the end of a session, not in the rulebook.
	TurnLimit int
	// LeaderChoice: "highest-bp" (spec §2 step 5, first games; a tie is
	// the player's choice, CHOICE-TIEBP) or "any" (later games: any
	// vampire of the Faction deck).
	LeaderChoice string
	// ReactionMitigation: which attribute of the attacker mitigates
	// the damage a Reaction deals it (CHOICE-REACTIONMITIGATION): "own"
	// (the attribute of the damage's type, default) or "none".
	ReactionMitigation string
	// DualType: the four Attack/Reaction cards may be played as a
	// Reaction too ("both", CHOICE-DUALTYPE's default) or only as an
	// Attack card ("attack").
	DualType string
	// SuckerPunch: Sucker Punch's skull, "data" (1, default) or
	// "rulebook" (2, as in the rulebook's worked example;
	// CHOICE-SUCKERPUNCH).
	SuckerPunch string
	// Resistance: what "ignores all Resistance" (Lightning Strike)
	// ignores, a word the rulebook never defines (CHOICE-RESISTANCE):
	// "all" (everything spec §4.7.9 lists as reducing damage: the
	// attribute, Shields, prevention; default) or "attribute" (the
	// target's attribute only, as aggravated damage does).
	Resistance string
}

// DefaultOptions returns the defaults of spec §8.
func DefaultOptions() Options {
	return Options{SADCopies: 4, TurnLimit: 300, LeaderChoice: "highest-bp", ReactionMitigation: "own", DualType: "both", SuckerPunch: "data", Resistance: "all"}
}

// OptionRule describes one rules option for the plug-in.
type OptionRule struct {
	Key         string
	Values      []string
	Default     string
	Description engine.Text
}

var (
	msgOptSAD    = engine.NewMsg("rivals.rule.sad-copies", "S.A.D. cards in the City deck: 4 (the box, CHOICE-SADCOPIES) or 1 (the card data's copies).", "Cartes D.A.S. dans le Deck Cité : 4 (la boîte, CHOICE-SADCOPIES) ou 1 (le nombre d'exemplaires des données).")
	msgOptLimit  = engine.NewMsg("rivals.rule.turn-limit", "The game ends after that many turns (0: none); the most Agenda points wins.", "La partie s'arrête après ce nombre de tours (0 : jamais) ; le plus de points de Cabale l'emporte.")
	msgOptLeader = engine.NewMsg("rivals.rule.leader", "Starting vampire: the highest BP (first games) or any (later games).", "Vampire de départ : la plus forte PS (premières parties) ou au choix (parties suivantes).")
	msgOptDual   = engine.NewMsg("rivals.rule.dual-type", "The four Attack/Reaction cards may be played as a Reaction too (both) or only as an Attack card (attack).", "Les quatre cartes Attaque/Réaction peuvent aussi être jouées en Réaction (both) ou seulement en Attaque (attack).")
	msgOptSucker = engine.NewMsg("rivals.rule.sucker-punch", "Sucker Punch's skull: 1 as the card data says (data) or 2 as the rulebook's example (rulebook).", "Crâne de Coup bas : 1 selon les données (data) ou 2 selon l'exemple du livret (rulebook).")
	msgOptResist = engine.NewMsg("rivals.rule.resistance", "What an attack that ignores all Resistance (Lightning Strike) ignores: the attribute, Shields and prevention (all) or the attribute only (attribute).", "Ce qu'ignore une attaque qui ignore toute Résistance (Lightning Strike) : l'attribut, les Boucliers et la prévention (all) ou l'attribut seul (attribute).")
	msgOptReact  = engine.NewMsg("rivals.rule.reaction-mitigation", "Damage a Reaction deals to the attacker is reduced by the attacker's attribute of its type (own) or not at all (none).", "Les dégâts qu'une Réaction inflige à l'attaquant sont réduits par son attribut du même type (own) ou pas du tout (none).")
)

// OptionRules lists the rules options, in header order.
func OptionRules() []OptionRule {
	d := DefaultOptions()
	return []OptionRule{
		{Key: "sad-copies", Values: []string{"4", "1"}, Default: strconv.Itoa(d.SADCopies), Description: msgOptSAD.Text()},
		{Key: "turn-limit", Default: strconv.Itoa(d.TurnLimit), Description: msgOptLimit.Text()},
		{Key: "leader", Values: []string{"highest-bp", "any"}, Default: d.LeaderChoice, Description: msgOptLeader.Text()},
		{Key: "reaction-mitigation", Values: []string{"own", "none"}, Default: d.ReactionMitigation, Description: msgOptReact.Text()},
		{Key: "dual-type", Values: []string{"both", "attack"}, Default: d.DualType, Description: msgOptDual.Text()},
		{Key: "sucker-punch", Values: []string{"data", "rulebook"}, Default: d.SuckerPunch, Description: msgOptSucker.Text()},
		{Key: "resistance", Values: []string{"all", "attribute"}, Default: d.Resistance, Description: msgOptResist.Text()},
	}
}

// Rules writes the options as header rules, every option in order.
func (o Options) Rules() []engine.Rule {
	return []engine.Rule{
		{Key: "sad-copies", Value: strconv.Itoa(o.SADCopies)},
		{Key: "turn-limit", Value: strconv.Itoa(o.TurnLimit)},
		{Key: "leader", Value: o.LeaderChoice},
		{Key: "reaction-mitigation", Value: o.ReactionMitigation},
		{Key: "dual-type", Value: o.DualType},
		{Key: "sucker-punch", Value: o.SuckerPunch},
		{Key: "resistance", Value: o.Resistance},
	}
}

// ParseOptions reads header rules; absent keys take their defaults, an
// unknown key or value is an error naming it.
func ParseOptions(rules []engine.Rule) (Options, error) {
	o := DefaultOptions()
	for _, r := range rules {
		switch r.Key {
		case "sad-copies":
			switch r.Value {
			case "4", "1":
				o.SADCopies, _ = strconv.Atoi(r.Value)
			default:
				return o, fmt.Errorf("rules option sad-copies: %q is not 4 or 1", r.Value)
			}
		case "turn-limit":
			n, err := strconv.Atoi(r.Value)
			if err != nil || n < 0 || n > 100000 {
				return o, fmt.Errorf("rules option turn-limit: %q is not a number of turns from 0 to 100000", r.Value)
			}
			o.TurnLimit = n
		case "leader":
			if r.Value != "highest-bp" && r.Value != "any" {
				return o, fmt.Errorf("rules option leader: %q is not highest-bp or any", r.Value)
			}
			o.LeaderChoice = r.Value
		case "reaction-mitigation":
			if r.Value != "own" && r.Value != "none" {
				return o, fmt.Errorf("rules option reaction-mitigation: %q is not own or none", r.Value)
			}
			o.ReactionMitigation = r.Value
		case "dual-type":
			if r.Value != "both" && r.Value != "attack" {
				return o, fmt.Errorf("rules option dual-type: %q is not both or attack", r.Value)
			}
			o.DualType = r.Value
		case "sucker-punch":
			if r.Value != "data" && r.Value != "rulebook" {
				return o, fmt.Errorf("rules option sucker-punch: %q is not data or rulebook", r.Value)
			}
			o.SuckerPunch = r.Value
		case "resistance":
			if r.Value != "all" && r.Value != "attribute" {
				return o, fmt.Errorf("rules option resistance: %q is not all or attribute", r.Value)
			}
			o.Resistance = r.Value
		default:
			return o, fmt.Errorf("unknown rules option %q (options: sad-copies, turn-limit, leader, reaction-mitigation, dual-type, sucker-punch, resistance)", r.Key)
		}
	}
	return o, nil
}
