// Package pack is Ancient Blood's content-pack format (rules/ancientblood.md
// §13, documented with an example of every entry kind in
// docs/ANCIENTBLOOD-PACKS.md) and its loader, which runs the checks of
// §13.22 and names, for each problem, the file, the entry and what is
// wrong.
//
// A pack is a directory of JSON files (or one file); every file is an
// object whose keys are the kinds of §13.1, and the files' lists are
// concatenated. The display text is never read by a rule.
package pack

import (
	"bytes"
	"encoding/json"
	"fmt"

	"kindred/ancientblood/board"
)

// FormatVersion is the version of the pack format this loader reads; a
// pack says which it was written for in pack.format.
const FormatVersion = 1

// Pack is a loaded pack: every kind of §13.1.
type Pack struct {
	Pack             Meta             `json:"pack"`
	Rules            *Rules           `json:"rules,omitempty"`
	Dice             []Die            `json:"dice,omitempty"`
	Classes          []Class          `json:"classes,omitempty"`
	Hunters          []Hunter         `json:"hunters,omitempty"`
	Skills           []Skill          `json:"skills,omitempty"`
	Items            []Item           `json:"items,omitempty"`
	Scrolls          []Scroll         `json:"scrolls,omitempty"`
	CombinedAttacks  []CombinedAttack `json:"combinedAttacks,omitempty"`
	Enemies          []Enemy          `json:"enemies,omitempty"`
	Ancients         []Ancient        `json:"ancients,omitempty"`
	AncientAbilities []AncientAbility `json:"ancientAbilities,omitempty"`
	Terror           []TerrorCard     `json:"terror,omitempty"`
	Compulsions      []Compulsion     `json:"compulsions,omitempty"`
	Locations        []Location       `json:"locations,omitempty"`
	Villages         []Village        `json:"villages,omitempty"`
	Journey          []JourneyCard    `json:"journey,omitempty"`
	Tiles            []Tile           `json:"tiles,omitempty"`
	Tokens           *Tokens          `json:"tokens,omitempty"`
	Encounters       []Encounter      `json:"encounters,omitempty"`
	Stories          []Story          `json:"stories,omitempty"`
	Entries          []Entry          `json:"entries,omitempty"`
	Register         []RegisterEntry  `json:"register,omitempty"`
	Modes            *Modes           `json:"modes,omitempty"`

	// where maps "kind/id" to the file that defined it, for errors.
	where map[string]string
}

// Meta is the pack's own entry (§13.1).
type Meta struct {
	ID       string   `json:"id"`
	Title    string   `json:"title"`
	Version  string   `json:"version"`
	Format   int      `json:"format"`
	Game     string   `json:"game"`
	Origin   string   `json:"origin"`
	Requires []string `json:"requires,omitempty"`
	Box      string   `json:"box,omitempty"`
	Language string   `json:"language,omitempty"`
	Notice   string   `json:"notice,omitempty"`
}

// Rules holds the rule numbers of §13.3 a pack may restate or vary.
type Rules struct {
	ActionsPerTurn   int           `json:"actionsPerTurn,omitempty"`
	StartingCoins    int           `json:"startingCoins,omitempty"`
	StartingSkills   int           `json:"startingSkills,omitempty"`
	SkillLimit       int           `json:"skillLimit,omitempty"`
	ForceEscape      int           `json:"forceEscape,omitempty"`
	FragileIntegrity int           `json:"fragileIntegrity,omitempty"`
	HarpoonCable     int           `json:"harpoonCable,omitempty"`
	DebrisWound      int           `json:"debrisWound,omitempty"`
	OverdoseWound    int           `json:"overdoseWound,omitempty"`
	LairAdepts       *ByCount[int] `json:"lairAdepts,omitempty"`
}

// Range is a span of distances in zones: "1-2" is {1, 2}, melee {0, 0}.
type Range struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// Dice counts dice by colour: one die per gem (§6.1).
type Dice map[string]int

// Bonus counts the icons added to a roll.
type Bonus struct {
	Speed  int `json:"speed,omitempty"`
	Hit    int `json:"hit,omitempty"`
	Dodge  int `json:"dodge,omitempty"`
	Shield int `json:"shield,omitempty"`
}

// Roll is a profile's dice and bonus icons.
type Roll struct {
	Dice  Dice  `json:"dice"`
	Bonus Bonus `json:"bonus"`
}

// ByCount holds a value that may differ with 2 hunters and with 3–4
// (§9.4): a plain value, or {"two": v, "threeFour": v}.
type ByCount[T any] struct {
	Two, ThreeFour T
}

// For returns the value for a game of hunters hunters.
func (b ByCount[T]) For(hunters int) T {
	if hunters <= 2 {
		return b.Two
	}
	return b.ThreeFour
}

// UnmarshalJSON reads a plain value or the two-count object.
func (b *ByCount[T]) UnmarshalJSON(data []byte) error {
	if d := bytes.TrimSpace(data); len(d) > 0 && d[0] == '{' {
		var probe map[string]json.RawMessage
		if err := json.Unmarshal(d, &probe); err == nil {
			_, two := probe["two"]
			_, tf := probe["threeFour"]
			if two || tf {
				if !two || !tf || len(probe) != 2 {
					return fmt.Errorf("a by-count value needs exactly \"two\" and \"threeFour\"")
				}
				if err := strictUnmarshal(probe["two"], &b.Two); err != nil {
					return err
				}
				return strictUnmarshal(probe["threeFour"], &b.ThreeFour)
			}
		}
	}
	var v T
	if err := strictUnmarshal(data, &v); err != nil {
		return err
	}
	b.Two, b.ThreeFour = v, v
	return nil
}

// MarshalJSON writes the two-count object.
func (b ByCount[T]) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]T{"two": b.Two, "threeFour": b.ThreeFour})
}

func strictUnmarshal(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	return d.Decode(v)
}

// Die is one die (§13.4): six faces, each counting symbols (or a number
// for the d6).
type Die struct {
	ID    string           `json:"id"`
	Faces []map[string]int `json:"faces"`
	InBox int              `json:"inBox,omitempty"`
}

// Class is a hunter class (§13.5).
type Class struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Symbol string `json:"symbol,omitempty"`
	Role   string `json:"role,omitempty"`
	Herbs  Herbs  `json:"herbs"`
}

// Herbs is what one Herbs card heals for a class (§7.7).
type Herbs struct {
	Self int `json:"self"`
	Ally int `json:"ally"`
}

// Hunter is a hunter board, both sides (§13.5).
type Hunter struct {
	ID    string                `json:"id"`
	Name  string                `json:"name"`
	Class string                `json:"class"`
	Box   string                `json:"box,omitempty"`
	Sides map[string]HunterSide `json:"sides"`
}

// HunterSide is one side of a hunter board.
type HunterSide struct {
	Attributes    map[string]int `json:"attributes"`
	HP            int            `json:"hp"`
	VialThreshold int            `json:"vialThreshold"`
	MaxWeight     int            `json:"maxWeight"`
	Melee         *Profile       `json:"melee"`
	Ranged        *Profile       `json:"ranged"`
	MRS           int            `json:"mrs"`
	Defense       Roll           `json:"defense"`
}

// Profile is an attack profile (§13.5).
type Profile struct {
	Range     Range `json:"range"`
	Dice      Dice  `json:"dice"`
	Bonus     Bonus `json:"bonus"`
	Noise     bool  `json:"noise,omitempty"`
	Barricade bool  `json:"barricade,omitempty"`
}

// Skill is a skill card (§13.6).
type Skill struct {
	ID        string     `json:"id"`
	Name      string     `json:"name"`
	Class     string     `json:"class"`
	Starting  bool       `json:"starting,omitempty"`
	Equipment *Equipment `json:"equipment,omitempty"`
	Rows      []SkillRow `json:"rows"`
	Copies    int        `json:"copies,omitempty"`
}

// Equipment is a starting skill's equipment, granted at setup (§3.1).
type Equipment struct {
	Vials       int   `json:"vials,omitempty"`
	BonusTokens []int `json:"bonusTokens,omitempty"`
}

// SkillRow is one row of a skill card: its edge seals and slots.
type SkillRow struct {
	Seals Seals       `json:"seals"`
	Slots []SkillSlot `json:"slots"`
}

// Seals are the half-symbols on a row's left and right edges.
type Seals struct {
	Left  string `json:"left,omitempty"`
	Right string `json:"right,omitempty"`
}

// SkillSlot is a slot of a row, bound to one or both edges (AMB-61).
type SkillSlot struct {
	Edges   []string     `json:"edges"`
	Bonuses []SkillBonus `json:"bonuses"`
}

// SkillBonus is what an active slot gives.
type SkillBonus struct {
	Kind      string `json:"kind"`
	Amount    int    `json:"amount,omitempty"`
	Attribute string `json:"attribute,omitempty"`
	Use       string `json:"use,omitempty"`
	Handler   string `json:"handler,omitempty"`
}

// Item is an item or ammo card (§13.7).
type Item struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Type   string `json:"type"`
	Weight int    `json:"weight"`
	Copies int    `json:"copies,omitempty"`
	Ammo   *Ammo  `json:"ammo,omitempty"`
	Noise  bool   `json:"noise,omitempty"`
	Effect Effect `json:"effect,omitempty"`
}

// Ammo is an ammo card's type and the range of its shot.
type Ammo struct {
	Type  string `json:"type"`
	Range *Range `json:"range"`
}

// Scroll is a scroll card and its weapon side (§13.8).
type Scroll struct {
	ID           string   `json:"id"`
	Name         string   `json:"name"`
	Materials    []string `json:"materials"`
	ScrollWeight int      `json:"scrollWeight,omitempty"`
	Copies       int      `json:"copies,omitempty"`
	Weapon       Weapon   `json:"weapon"`
}

// Weapon is a scroll's weapon side.
type Weapon struct {
	Class     string      `json:"class"`
	Crit      bool        `json:"crit,omitempty"`
	Kind      string      `json:"kind"`
	Weight    int         `json:"weight"`
	Attack    Roll        `json:"attack"`
	Range     *Range      `json:"range,omitempty"`
	Noise     bool        `json:"noise,omitempty"`
	Barricade bool        `json:"barricade,omitempty"`
	Fragile   bool        `json:"fragile,omitempty"`
	Ammo      *WeaponAmmo `json:"ammo,omitempty"`
}

// WeaponAmmo is a ranged weapon's ammo type and capacity.
type WeaponAmmo struct {
	Type     string `json:"type"`
	Capacity int    `json:"capacity"`
}

// CombinedAttack is a Combined Attack card (§13.9).
type CombinedAttack struct {
	ID           string        `json:"id"`
	Name         string        `json:"name"`
	Text         string        `json:"text,omitempty"`
	Participants Range         `json:"participants"`
	Conditions   []Condition   `json:"conditions,omitempty"`
	Costs        []Cost        `json:"costs,omitempty"`
	Attack       *CombinedRoll `json:"attack,omitempty"`
	Reward       Effect        `json:"reward,omitempty"`
	AfterUse     string        `json:"afterUse,omitempty"`
	Copies       int           `json:"copies,omitempty"`
}

// CombinedRoll is how a Combined Attack builds its roll.
type CombinedRoll struct {
	Profile      string   `json:"profile,omitempty"`
	AddDice      Dice     `json:"addDice,omitempty"`
	AddBonus     Bonus    `json:"addBonus"`
	AddBonusFrom []string `json:"addBonusFrom,omitempty"`
}

// Cost is a price: vials, items, coins, actions or wounds, and who pays.
type Cost struct {
	Vials   int       `json:"vials,omitempty"`
	Item    *ItemCost `json:"item,omitempty"`
	Coins   int       `json:"coins,omitempty"`
	Actions int       `json:"actions,omitempty"`
	Wounds  int       `json:"wounds,omitempty"`
	Payer   string    `json:"payer,omitempty"`
}

// ItemCost is a number of items of one type.
type ItemCost struct {
	Type string `json:"type"`
	N    int    `json:"n"`
}

// Enemy is an enemy reference card (§13.10).
type Enemy struct {
	ID              string                `json:"id"`
	Name            string                `json:"name"`
	Family          string                `json:"family"`
	Figures         int                   `json:"figures"`
	Faces           map[string]EnemyStats `json:"faces"`
	Sleeps          bool                  `json:"sleeps,omitempty"`
	Sunlight        bool                  `json:"sunlight,omitempty"`
	ExtractorImmune bool                  `json:"extractorImmune,omitempty"`
	GarlicStops     bool                  `json:"garlicStops,omitempty"`
}

// EnemyStats is one face of an enemy card (or an Ancient's board, whose
// HP come from its ability cards).
type EnemyStats struct {
	HP         int       `json:"hp,omitempty"`
	Reward     int       `json:"reward,omitempty"`
	Fury       int       `json:"fury"`
	Initiative int       `json:"initiative"`
	Range      Range     `json:"range"`
	Crit       bool      `json:"crit,omitempty"`
	AutoCrit   bool      `json:"autoCrit,omitempty"`
	Attack     Roll      `json:"attack"`
	MRS        int       `json:"mrs"`
	Defense    Roll      `json:"defense"`
	Instr1     *int      `json:"instr1,omitempty"`
	Instr2     *int      `json:"instr2,omitempty"`
	Specials   []Special `json:"specials,omitempty"`
}

// Special is a conditional ability: on phase, if cond, effect.
type Special struct {
	Phase  string    `json:"phase"`
	Cond   Condition `json:"cond"`
	Effect Effect    `json:"effect"`
}

// Ancient is an Ancient's board (§13.11).
type Ancient struct {
	ID     string                `json:"id"`
	Name   string                `json:"name"`
	Clan   string                `json:"clan,omitempty"`
	Faces  map[string]EnemyStats `json:"faces"`
	Reward int                   `json:"reward"`
	Adept  string                `json:"adept"`
	Sleeps bool                  `json:"sleeps,omitempty"`
}

// AncientAbility is an Ancient Ability card (§13.11).
type AncientAbility struct {
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Deck       int       `json:"deck"`
	Ancient    string    `json:"ancient,omitempty"`
	HP         int       `json:"hp"`
	Attack     []Special `json:"attack,omitempty"`
	Defense    []Special `json:"defense,omitempty"`
	Behaviour  Effect    `json:"behaviour,omitempty"`
	GrantsCrit bool      `json:"grantsCrit,omitempty"`
}

// TerrorCard is a Terror card (§13.12).
type TerrorCard struct {
	ID     string       `json:"id"`
	Lines  []TerrorLine `json:"lines"`
	Debris *Debris      `json:"debris,omitempty"`
	Copies int          `json:"copies,omitempty"`
}

// TerrorLine is one spawn of a Terror card.
type TerrorLine struct {
	Spawn           string `json:"spawn"`
	SpawnPoint      int    `json:"spawnPoint"`
	Players         string `json:"players,omitempty"`
	Alarm           bool   `json:"alarm,omitempty"`
	AlarmSpawnPoint int    `json:"alarmSpawnPoint,omitempty"`
}

// Debris is a Terror card's collapse: the Agility target.
type Debris struct {
	Difficulty int `json:"difficulty"`
}

// Compulsion is a Compulsion card (§13.13).
type Compulsion struct {
	ID          string      `json:"id"`
	Text        string      `json:"text"`
	Task        Condition   `json:"task"`
	Constraints []Condition `json:"constraints,omitempty"`
	Penalty     Effect      `json:"penalty,omitempty"`
}

// Location is a Location card (§13.14).
type Location struct {
	ID              string      `json:"id"`
	Type            string      `json:"type"`
	Number          int         `json:"number"`
	Event           string      `json:"event,omitempty"`
	Stock           []StockLine `json:"stock,omitempty"`
	AssemblyCost    *int        `json:"assemblyCost,omitempty"`
	TransfusionCost *int        `json:"transfusionCost,omitempty"`
	StartItems      []string    `json:"startItems,omitempty"`
}

// StockLine is one line of a location's stock (Fig 8's columns a–d).
type StockLine struct {
	Count int    `json:"count"`
	Good  string `json:"good"`
	Buy   int    `json:"buy"`
	Sell  int    `json:"sell"`
}

// Village is a village schema (§13.14).
type Village struct {
	ID        string            `json:"id"`
	Locations []VillageLocation `json:"locations"`
	Leave     int               `json:"leave"`
}

// VillageLocation is how many cards of a location type a village lays.
type VillageLocation struct {
	Type  string `json:"type"`
	Count int    `json:"count"`
}

// JourneyCard is a Journey card (§13.15).
type JourneyCard struct {
	ID        string `json:"id"`
	Number    int    `json:"number"`
	Box       string `json:"box,omitempty"`
	Kind      string `json:"kind"`
	Text      string `json:"text,omitempty"`
	Effect    Effect `json:"effect,omitempty"`
	Encounter string `json:"encounter,omitempty"`
	Creature  string `json:"creature,omitempty"`
}

// Tokens are the token stats of §13.17.
type Tokens struct {
	Cover          map[string]CoverStats `json:"cover,omitempty"`
	Window         *WindowStats          `json:"window,omitempty"`
	Corpses        []Reward              `json:"corpses,omitempty"`
	AttributeBonus []BonusToken          `json:"attributeBonus,omitempty"`
	Objectives     []IDOnly              `json:"objectives,omitempty"`
	CreatureTokens []CreatureToken       `json:"creatureTokens,omitempty"`
	Counts         map[string]int        `json:"counts,omitempty"`
}

// CoverStats are a cover token's stats.
type CoverStats struct {
	HP      int    `json:"hp"`
	Shield  int    `json:"shield,omitempty"`
	MRS     int    `json:"mrs,omitempty"`
	Defense *Roll  `json:"defense,omitempty"`
	Search  Effect `json:"search,omitempty"`
}

// WindowStats are a barricaded window's stats (§6.5).
type WindowStats struct {
	Barricaded struct {
		Shield int `json:"shield"`
		HP     int `json:"hp"`
	} `json:"barricaded"`
}

// Reward is a corpse token's coins.
type Reward struct {
	Reward int `json:"reward"`
}

// BonusToken is an Attribute Bonus token's value.
type BonusToken struct {
	Value int `json:"value"`
}

// IDOnly is a token known by its id.
type IDOnly struct {
	ID string `json:"id"`
}

// CreatureToken stands in for a creature figure.
type CreatureToken struct {
	Enemy string `json:"enemy"`
}

// Encounter is a Nest, Journey or Lair setup (§13.18).
type Encounter struct {
	ID          string         `json:"id"`
	Number      int            `json:"number"`
	Kind        string         `json:"kind"`
	Tiles       []TilePlace    `json:"tiles"`
	Joins       []board.Border `json:"joins,omitempty"`
	EntryPoints []string       `json:"entryPoints,omitempty"`
	Clock       Clock          `json:"clock"`
	Doors       []string       `json:"doors,omitempty"`
	Windows     []string       `json:"windows,omitempty"`
	Covers      []CoverPlace   `json:"covers,omitempty"`
	Objective   *Objective     `json:"objective,omitempty"`
	Figures     []Figure       `json:"figures,omitempty"`
	Creature    string         `json:"creature,omitempty"`
	Specials    []Effect       `json:"specials,omitempty"`
	Reward      Effect         `json:"reward,omitempty"`
	Outcomes    Outcomes       `json:"outcomes"`
	Ancient     string         `json:"ancient,omitempty"`
	Brenoir     bool           `json:"brenoir,omitempty"`
}

// TilePlace places a tile by code.
type TilePlace struct {
	Code string      `json:"code"`
	At   board.Point `json:"at"`
}

// Clock is an encounter's start round and, for Journey encounters, its
// final round.
type Clock struct {
	Start int `json:"start"`
	End   int `json:"end,omitempty"`
}

// CoverPlace puts a cover token in a zone.
type CoverPlace struct {
	Type string `json:"type"`
	Zone string `json:"zone"`
}

// Objective is an encounter's mission (§4.7): a goal, and the zone the
// Objective token marks (which steers the Dawn move).
type Objective struct {
	Zone string    `json:"zone,omitempty"`
	Goal Condition `json:"goal"`
	Text string    `json:"text,omitempty"`
}

// Figure is a figure placed at setup; ID tells two figures of one enemy
// apart (§13.24).
type Figure struct {
	ID    string `json:"id,omitempty"`
	Who   string `json:"who"`
	Zone  string `json:"zone"`
	Awake *bool  `json:"awake,omitempty"`
}

// Outcomes say where the story goes after an encounter: an entry number
// per outcome (0: none).
type Outcomes struct {
	Success int `json:"success"`
	Failure int `json:"failure"`
	Retreat int `json:"retreat,omitempty"`
	Timeout int `json:"timeout,omitempty"`
}

// Story is a story of the book (§13.19).
type Story struct {
	ID              string           `json:"id"`
	Name            string           `json:"name"`
	Box             string           `json:"box,omitempty"`
	Order           int              `json:"order"`
	StartEntry      int              `json:"startEntry"`
	JourneyRemovals map[string][]int `json:"journeyRemovals,omitempty"`
	Ancient         string           `json:"ancient,omitempty"`
}

// Entry is an Adventure Book entry (§13.19).
type Entry struct {
	ID           int    `json:"id"`
	Illustration int    `json:"illustration,omitempty"`
	Text         string `json:"text,omitempty"`
	Steps        []Step `json:"steps"`
}

// RegisterEntry is a Register of Torments entry, keyed
// "<location type>-<number>" or "journey-<number>".
type RegisterEntry struct {
	Key   string `json:"key"`
	Text  string `json:"text,omitempty"`
	Steps []Step `json:"steps"`
}

// Step is one step of an entry: exactly one field is set.
type Step struct {
	Narrative string         `json:"narrative,omitempty"`
	Choice    []ChoiceOption `json:"choice,omitempty"`
	Test      *Test          `json:"test,omitempty"`
	Effect    Effect         `json:"effect,omitempty"`
	Village   string         `json:"village,omitempty"`
	Journey   *JourneyDraw   `json:"journey,omitempty"`
	Encounter string         `json:"encounter,omitempty"`
	Goto      int            `json:"goto,omitempty"`
	StoryEnd  *StoryEnd      `json:"storyEnd,omitempty"`
}

// ChoiceOption is one option of a group decision.
type ChoiceOption struct {
	Text string `json:"text"`
	Goto int    `json:"goto"`
}

// Test is an attribute test (§7.6).
type Test struct {
	Attribute string `json:"attribute"`
	Target    int    `json:"target"`
	Mode      string `json:"mode"`
	Success   Effect `json:"success,omitempty"`
	Failure   Effect `json:"failure,omitempty"`
}

// JourneyDraw draws Journey cards.
type JourneyDraw struct {
	Draw int `json:"draw"`
}

// StoryEnd ends the story.
type StoryEnd struct {
	Victory bool `json:"victory"`
}

// Modes are the difficulty modes (§13.20).
type Modes struct {
	Beginner *Beginner `json:"beginner,omitempty"`
	Easy     *Easy     `json:"easy,omitempty"`
}

// Beginner is Beginner mode's changes.
type Beginner struct {
	Enemy         []BeginnerEnemy `json:"enemy,omitempty"`
	SameEntry     bool            `json:"sameEntry,omitempty"`
	EscapeActions int             `json:"escapeActions,omitempty"`
}

// BeginnerEnemy changes one enemy in Beginner mode.
type BeginnerEnemy struct {
	Enemy        string `json:"enemy"`
	MRSDelta     int    `json:"mrsDelta,omitempty"`
	IgnoreShield int    `json:"ignoreShield,omitempty"`
}

// Easy is Easy mode's changes.
type Easy struct {
	Ignore struct {
		Shield    int `json:"shield"`
		ElseDodge int `json:"elseDodge"`
	} `json:"ignore"`
}

// Effect is an ordered list of steps, each a map with exactly one op key
// (§13.21); the loader checks the op names, the rules decode the
// parameters they play.
type Effect []map[string]json.RawMessage

// Condition is a condition of §13.21: a map with one condition key (an
// "all" key lists several).
type Condition map[string]json.RawMessage

// Tile is a tile side (§13.16); its geometry is package board's.
type Tile = board.Tile
