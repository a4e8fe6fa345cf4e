package rules

import (
	"fmt"
	"strconv"
)

// Options are the rules options of a game: the difficulty mode, the
// story, and every ambiguity of rules/ancientblood.md §11.1 the rules
// touch so far, each with the spec's default
// (docs/RULES-OPTIONS-ANCIENTBLOOD.md).
type Options struct {
	// Story is the id of the story played.
	Story string
	// Difficulty is "normal", "beginner" or "easy" (§9.5).
	Difficulty string
	// FigureCap (AMB-2): a Terror spawn beyond an enemy's figures is
	// skipped. Default on.
	FigureCap bool
	// EnterFromOutside (AMB-10): hunters start outside their entry point
	// and the first Move puts them in the entry zone. Default on; off,
	// they start in the entry zone.
	EnterFromOutside bool
	// CritOnMiss (AMB-18): a crit that counts wounds even when the attack
	// fails the MRS check. Default on.
	CritOnMiss bool
	// SleeperPartial (AMB-20): a sleeping vampire hit with enough Speed
	// but too few Hits keeps the Hits as wounds. Default on.
	SleeperPartial bool
	// PursuitStep (AMB-33): among equally short first steps, "most-paths"
	// (the one on the most shortest paths, then the lowest zone) or
	// "lowest-zone". Default most-paths.
	PursuitStep string
	// FaceFlipKills (AMB-47): wounds that reach the HP of the face turned
	// up at Dusk or Dawn destroy the vampire (no reward); off, it keeps 1
	// HP. Default on.
	FaceFlipKills bool
	// TerrorReshuffle (AMB-37): an empty Terror deck is reshuffled from
	// its discard; off, no more spawns. Default on.
	TerrorReshuffle bool
	// SleepersHold (AMB-56): off (the default), a zone with only sleeping
	// vampires needs no escape; on, sleepers hold hunters too.
	SleepersHold bool
	// EnemyRange (AMB-32): "card" (the default: an enemy whose card's
	// range is more than 0 attacks the active hunter within range and
	// line of sight) or "zone" (enemies attack only in the active
	// hunter's zone).
	EnemyRange string
	// Corruption plays the advanced rule of §8.11: the first time in a
	// story a hunter reaches 0 HP it turns corrupted (AMB-40: once a
	// story). Default off: the basic rule (unconscious).
	Corruption bool
	// BonusTokens (§7.6, AMB-11): "ask" (the default) asks the hunter,
	// after a failed book or effect test a token could save, which to
	// spend (where the test cannot wait, an escape, a hinder, Debris, the
	// "auto" rule); "auto" spends the smallest token that turns the
	// failure into a success; "off" never.
	BonusTokens string
	// Campaign (§9.2): a story won leads into the pack's next story, the
	// hunters carrying everything over; the game is won with the last.
	// Default off: one story.
	Campaign bool
	// VillageRounds ends a village stay after this many rounds. Not a
	// rule of the game (AMB-9: unlimited): Kindred's guarantee that every
	// game ends. Default 4.
	VillageRounds int
	// CorruptionOnce (AMB-40): "story" (the default: once a story; a
	// hunter cured may be corrupted again in a later story) or "game"
	// (once a game).
	CorruptionOnce string
	// ExchangeVials (AMB-12): vials are tokens hunters may exchange.
	// Default on.
	ExchangeVials bool
	// SunlightKills (AMB-55): "all" (the default: every vampire of the
	// room, sleepers and the guardian included) or "awake" (the awake
	// ones but the guardian).
	SunlightKills string
	// EasyShield (AMB-43): Easy mode reads "the enemy has a Shield" on
	// the "final" total of its defense (the default) or its "printed"
	// bonus.
	EasyShield string
	// CoverCreatures (AMB-31): creatures too must break a cover before
	// hitting its hunter. Default on.
	CoverCreatures bool
	// ExtractorCreatures (AMB-38): the Extractor takes creatures too.
	// Default off.
	ExtractorCreatures bool
	// InitiativeTies (AMB-28): "figures" (the default: the figures'
	// order on the board) or "random" (chance, drawn each activation).
	InitiativeTies string
	// DayLimit ends an encounter as a timeout after this many Dawns
	// (0: never). Not a rule of the game: Kindred's guarantee that every
	// game ends (bot hunters may never finish a nest). Default 3.
	DayLimit int
	// Carry is the story before's end when the story is the next of a
	// chronicle (§9.3), or nil: set by the plug-in from its header, not
	// by Set.
	Carry *Carry
	// GroupChoice says who decides for the group (the story's choices,
	// who tests, the next hunter, the Ancient's slots, an effect's
	// questions): "first" (the default: the first conscious, uncorrupted
	// hunter in seat order) or "vote" (every such hunter's seat votes in
	// seat order; the most votes win, a tie going to the earliest vote
	// among the tied).
	GroupChoice string
	// EnemyReroll (§13.21 reroll in an enemy's special; the rulebook says
	// which dice a hunter's Reroll takes, not the AI's): "blanks" (the
	// default: up to amount dice that show no symbol, in roll order) or
	// "lowest" (the amount dice showing the fewest symbols, blanks or not).
	EnemyReroll string
	// FreeAttackBy (§13.21 freeAttack as an effect; the spec names no
	// attacker outside the "!" line of §8.8): "active" (the default: the
	// active hunter, as for "!") or "concerned" (the hunter the effect
	// concerns, else the active one).
	FreeAttackBy string
}

// DefaultOptions returns every option's default for story.
func DefaultOptions(story string) Options {
	return Options{Story: story, Difficulty: "normal", FigureCap: true, EnterFromOutside: true,
		CritOnMiss: true, SleeperPartial: true, DayLimit: 3, PursuitStep: "most-paths",
		FaceFlipKills: true, TerrorReshuffle: true, EnemyRange: "card", VillageRounds: 4, BonusTokens: "ask",
		CorruptionOnce: "story", ExchangeVials: true, SunlightKills: "all", EasyShield: "final",
		CoverCreatures: true, InitiativeTies: "figures", GroupChoice: "first",
		EnemyReroll: "blanks", FreeAttackBy: "active"}
}

// OptionKeys lists the rules options' keys, values and defaults, in the
// order headers write them; Set sets one.
var OptionKeys = []struct {
	Key, Default string
	Values       []string
}{
	{"story", "demo-story-1", nil},
	{"difficulty", "normal", []string{"normal", "beginner", "easy"}},
	{"figure-cap", "on", []string{"on", "off"}},
	{"enter-from-outside", "on", []string{"on", "off"}},
	{"crit-on-miss", "on", []string{"on", "off"}},
	{"sleeper-partial", "on", []string{"on", "off"}},
	{"pursuit-step", "most-paths", []string{"most-paths", "lowest-zone"}},
	{"face-flip-kills", "on", []string{"on", "off"}},
	{"terror-reshuffle", "on", []string{"on", "off"}},
	{"sleepers-hold", "off", []string{"on", "off"}},
	{"enemy-range", "card", []string{"card", "zone"}},
	{"campaign", "off", []string{"on", "off"}},
	{"bonus-tokens", "ask", []string{"ask", "auto", "off"}},
	{"corruption", "off", []string{"on", "off"}},
	{"corruption-once", "story", []string{"story", "game"}},
	{"exchange-vials", "on", []string{"on", "off"}},
	{"sunlight-kills", "all", []string{"all", "awake"}},
	{"easy-shield", "final", []string{"final", "printed"}},
	{"cover-creatures", "on", []string{"on", "off"}},
	{"extractor-creatures", "off", []string{"on", "off"}},
	{"initiative-ties", "figures", []string{"figures", "random"}},
	{"group-choice", "first", []string{"first", "vote"}},
	{"enemy-reroll", "blanks", []string{"blanks", "lowest"}},
	{"free-attack-by", "active", []string{"active", "concerned"}},
	{"day-limit", "3", nil},
	{"village-rounds", "4", nil},
}

// Set sets the option key to value.
func (o *Options) Set(key, value string) error {
	onOff := func(b *bool) error {
		switch value {
		case "on":
			*b = true
		case "off":
			*b = false
		default:
			return fmt.Errorf("rules option %s: %q is not on or off", key, value)
		}
		return nil
	}
	switch key {
	case "story":
		o.Story = value
	case "difficulty":
		if value != "normal" && value != "beginner" && value != "easy" {
			return fmt.Errorf("rules option difficulty: %q is not normal, beginner or easy", value)
		}
		o.Difficulty = value
	case "figure-cap":
		return onOff(&o.FigureCap)
	case "enter-from-outside":
		return onOff(&o.EnterFromOutside)
	case "crit-on-miss":
		return onOff(&o.CritOnMiss)
	case "sleeper-partial":
		return onOff(&o.SleeperPartial)
	case "pursuit-step":
		if value != "most-paths" && value != "lowest-zone" {
			return fmt.Errorf("rules option pursuit-step: %q is not most-paths or lowest-zone", value)
		}
		o.PursuitStep = value
	case "face-flip-kills":
		return onOff(&o.FaceFlipKills)
	case "terror-reshuffle":
		return onOff(&o.TerrorReshuffle)
	case "sleepers-hold":
		return onOff(&o.SleepersHold)
	case "enemy-range":
		if value != "card" && value != "zone" {
			return fmt.Errorf("rules option enemy-range: %q is not card or zone", value)
		}
		o.EnemyRange = value
	case "corruption":
		return onOff(&o.Corruption)
	case "bonus-tokens":
		if value != "ask" && value != "auto" && value != "off" {
			return fmt.Errorf("rules option bonus-tokens: %q is not ask, auto or off", value)
		}
		o.BonusTokens = value
	case "campaign":
		return onOff(&o.Campaign)
	case "village-rounds":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > 100 {
			return fmt.Errorf("rules option village-rounds: %q is not a number of rounds from 1 to 100", value)
		}
		o.VillageRounds = n
	case "corruption-once", "sunlight-kills", "easy-shield", "initiative-ties", "group-choice", "enemy-reroll", "free-attack-by":
		allowed := map[string][]string{"corruption-once": {"story", "game"}, "sunlight-kills": {"all", "awake"},
			"easy-shield": {"final", "printed"}, "initiative-ties": {"figures", "random"}, "group-choice": {"first", "vote"},
			"enemy-reroll": {"blanks", "lowest"}, "free-attack-by": {"active", "concerned"}}[key]
		if value != allowed[0] && value != allowed[1] {
			return fmt.Errorf("rules option %s: %q is not %s or %s", key, value, allowed[0], allowed[1])
		}
		switch key {
		case "corruption-once":
			o.CorruptionOnce = value
		case "sunlight-kills":
			o.SunlightKills = value
		case "easy-shield":
			o.EasyShield = value
		case "group-choice":
			o.GroupChoice = value
		case "enemy-reroll":
			o.EnemyReroll = value
		case "free-attack-by":
			o.FreeAttackBy = value
		default:
			o.InitiativeTies = value
		}
	case "exchange-vials":
		return onOff(&o.ExchangeVials)
	case "cover-creatures":
		return onOff(&o.CoverCreatures)
	case "extractor-creatures":
		return onOff(&o.ExtractorCreatures)
	case "day-limit":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > 100 {
			return fmt.Errorf("rules option day-limit: %q is not a number of days from 0 to 100", value)
		}
		o.DayLimit = n
	default:
		return fmt.Errorf("unknown rules option %q", key)
	}
	return nil
}
