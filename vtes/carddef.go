package vtes

import (
	"slices"
	"sync/atomic"
)

// CardDef is an implemented card: its printed facts and its behaviour,
// written with the rules' vocabulary (cards are code, rules/vtes.md
// §13.4 and DESIGN.md). The facts are checked against the official card
// files in tests; card text itself is never stored.
type CardDef struct {
	ID   int    // VEKN id
	Name string // official name

	// Crypt facts (rules/vtes.md §1.3).
	Capacity    int
	Clan        string
	Path        string // the path of enlightenment it follows (path.go); "" for none
	Sect        Sect
	Title       Title
	Votes       int // printed votes of an untitled vampire (A16)
	Group       int
	Disciplines Disciplines
	Advanced    bool
	// TitleCity is the city of a prince, archbishop or baron, TitleClan
	// the clan of a justicar, Inner Circle member or kholo (the vampire's
	// own clan when empty), as the card text says ("Camarilla Prince of
	// Paris"): what makes a title unique (§10.2, §14 C31). A city title
	// without a city is contested by nobody.
	TitleCity, TitleClan string
	// Keywords of the card text (§10.4, §14 C45); Red List and trophies
	// are in redlist.go, the others in keywords.go.
	BloodCurse bool   // cannot commit diablerie
	Infernal   bool   // does not unlock by itself: 1 pool unlocks it
	RedList    bool   // any Methuselah may mark it for a Red List hunt
	Scarce     bool   // moving it out costs 3 pool per vampire of its clan you control
	Sterile    bool   // cannot take actions that bring vampires into play
	SlaveOf    string // a slave of that clan (directed actions, blocked combats)
	NotUnique  bool   // a vampire that is not unique (notunique.go)
	// staticHooks keeps the Def's Static hooks once made (defStaticHooks,
	// statichooks.go); not a fact of the card.
	staticHooks uint64
	// hooks keeps the Def's hook lists and whether it brings a mechanism
	// (keptHooks, defnotes.go), beside staticHooks: a game's setup reads
	// both of every card's Def, one cache line.
	hooks atomic.Uint64
	// modes keeps the Def's cache of its modes (keptModes, plays.go).
	modes atomic.Pointer[modeCache]

	// Library facts (§1.5–§1.8).
	Types    TypeSet
	Cost     Cost
	Requires Requirement // what the player or the minion needs to play it
	Unique   bool
	// BurnOption lets the card be discarded in an unlock phase when no
	// minion can use it (§1.5.5).
	BurnOption bool
	Trifle     bool
	// Contract: the card is a contract, put on a minion with a vampire
	// chosen for it (contract.go).
	Contract bool
	// Investment: the card is an investment, whose blood counters are
	// moved to a pool (investment.go).
	Investment bool
	// OutOfTurn: a master card played in another Methuselah's turn, on
	// the next master phase's MPA (§1.6, §14 C15).
	OutOfTurn bool
	// Trophy: a trophy master card, put on a vampire that burns a Red
	// List minion (§1.6, §10.4, §14 C16).
	Trophy bool
	// Discipline is the Discipline a Discipline master card gives (§1.6):
	// the card the diablerie search looks for (§7.4 step 4). NoDisc for
	// every other card.
	Discipline Disc
	// NoReplace: the card is not replaced when played; its Methuselah's
	// hand size is 1 less until their next unlock phase, which starts by
	// drawing the missing card (§1.5.3, ruling group G00025; Methuselah.Owed).
	NoReplace bool
	// ReplaceOnLeaving: "do not replace as long as this card is in play"
	// (Dragonbound; replaceonleaving.go).
	ReplaceOnLeaving bool
	// ReplaceAfterAction: the card played during an action is replaced
	// only after the action (replace.go).
	ReplaceAfterAction bool
	// ReplaceAfterCombat: the card played during a combat is replaced
	// only after the combat (replaceaftercombat.go).
	ReplaceAfterCombat bool
	// ReplaceFromAsh: the card played during an action is replaced after
	// it, by itself taken back from the ash heap if its Methuselah wants
	// (Steely Tenacity; replacefromash.go).
	ReplaceFromAsh bool
	// ReplaceAtDiscard: the card is replaced only at its Methuselah's next
	// discard phase (replacediscard.go).
	ReplaceAtDiscard bool
	// Location: the card is a location (a "Location" in its text: The
	// Rack, Elysium: The Arboretum), for cards that name locations.
	Location bool
	// AsAlly is what a master card is once in play when it "becomes" an
	// ally (Jake Washington: "Put this card in play; it becomes a unique
	// mortal ally with 1 life"); nil for the others (masterally.go).
	AsAlly *CardDef
	// Haven: the card is a haven; a minion can have only one (Secure
	// Haven; Game.HasHaven).
	Haven bool
	// Gun and Vehicle: the equipment is a gun ("Weapon: gun") or a
	// vehicle ("Vehicle."): Kevlar Vest prevents more of a gun strike's
	// damage; a minion can have only one vehicle (gear.go).
	Gun, Vehicle bool
	// Weapon and Electronic: the equipment is a weapon other than a gun
	// ("Melee weapon.", "Unique weapon."; a gun is a weapon too) or
	// electronic ("Electronic equipment."), for the cards that name them
	// (Darius Shirazi). IsWeapon (equipment.go) says what strikes count
	// as a weapon's.
	Weapon, Electronic bool
	// BecomesEquipment: the card, once put on a minion, is equipment
	// (Weighted Walking Stick, a combat card; becomeequipment.go).
	BecomesEquipment bool
	// Life, Strength and BleedAmount describe allies and retainers.
	Life, Strength, BleedAmount int
	// Animal, Mortal… are the ally or retainer's kind, for card text.
	Animal bool
	// CountsActions: the card asks whether the action under way is the
	// first of the minion phase (Channel 10; firstaction.go), or whether
	// a minion already recruited an ally this turn (Spectral Servitor;
	// recruitcount.go), so the game counts them.
	CountsActions bool
	// Wraith, Zombie: the ally's kind ("Wraith with 1 life", "Zombie
	// with 3 life"), for the cards that name wraith or zombie allies
	// (Shadow Sentinel; allykinds.go).
	Wraith, Zombie bool
	// Werewolf: the ally is a werewolf ("Werewolf with 3 life"), for the
	// cards that name werewolves (Mark Decker; allykinds.go).
	Werewolf bool
	// Mage: the ally is a mage ("Mage with 2 life"), for the cards that
	// name mage allies (Antonio d'Erlette; allyinplay.go).
	Mage bool
	// Demon: the ally or retainer is a demon ("Unique demon with 1
	// life"), for the cards that name demons (Veneficti).
	Demon bool
	// NoEquipment, NoRetainers: "this ally cannot have or use equipment
	// or retainers" (Bone Shambler); CannotGainLife: "this ally cannot
	// gain life" (Rotting Behemoth). nogear.go.
	NoEquipment, NoRetainers, CannotGainLife bool
	// NoActions: "he cannot act" (Ponticulus): the minion takes no
	// action (cannotact.go). ImmuneNonAggravated: "he is immune to
	// non-aggravated damage": only aggravated damage harms it (§14 C34;
	// cannotact.go).
	NoActions, ImmuneNonAggravated bool
	// AsVampireBasic: "this ally can play non-action cards requiring basic
	// Oblivion [obl] as a vampire" (Spectral Servitor): that Discipline,
	// NoDisc for none (allyasvampire.go).
	AsVampireBasic Disc
	// UndodgeableStrikes: "in combat, strikes made by this ally cannot be
	// dodged" (Aggressive Corpse; undodgeable.go).
	UndodgeableStrikes bool
	// StrikesFirst: "this ally strikes with first strike": each of its
	// strikes is a first strike (Muddled Vampire Hunter; strikesfirst.go).
	StrikesFirst bool
	// Ghoul: the ally or retainer is a ghoul ("Ghoul with 2 life"), for
	// the cards that name ghouls (Szlachta Assistant; costrelief.go).
	Ghoul bool
	// Archetype: an archetype master card ("Master: archetype."); a
	// vampire can have only one (Dabbler).
	Archetype bool
	// Diseases: the card puts disease counters on vampires, whose rules
	// then hold in the game (Vampiric Disease; disease.go).
	Diseases bool
	// MakesAnarch: the card's text makes a vampire Anarch ("becomes
	// Anarch"), for the cards that care (Powerbase: Los Angeles).
	MakesAnarch bool

	// Modes are the ways to play the card, usually one per Discipline
	// level (the plain effect and the superior one), each with its own
	// requirement, cost and effect.
	Modes []Mode

	// Static holds the continuous effects of the card while in play (a
	// vampire's text, an equipment's bonus) and its triggered effects.
	Static Static
}

// IsCrypt reports whether the card is a crypt card.
func (d *CardDef) IsCrypt() bool { return d.Capacity > 0 }

// Sect is a vampire's sect (§9, §14 C44).
type Sect uint8

// The sects.
const (
	NoSect Sect = iota
	Camarilla
	Sabbat
	Anarch
	Independent
	Laibon
)

var sectNames = [...]string{"", "Camarilla", "Sabbat", "Anarch", "Independent", "Laibon"}

// String returns the sect's name.
func (s Sect) String() string { return sectNames[s] }

// Title is a vampire's title (§9.8).
type Title uint8

// The titles.
const (
	NoTitle Title = iota
	Primogen
	Prince
	Justicar
	InnerCircle
	Bishop
	Archbishop
	Priscus
	Cardinal
	Regent
	Baron
	Magaji
	Kholo
	// IndependentTitle is a unique Independent title a card represents,
	// worth 2 votes, unique to the card that gives it (Saulot's Guiding
	// Wisdom; title.go).
	IndependentTitle
)

var titleNames = [...]string{"", "primogen", "prince", "justicar", "inner circle", "bishop", "archbishop", "priscus", "cardinal", "regent", "baron", "magaji", "kholo", "Independent title"}

// String returns the title as the card files write it.
func (t Title) String() string { return titleNames[t] }

// TitleByName returns the title the card files call name.
func TitleByName(name string) (Title, bool) {
	for i, n := range titleNames {
		if n == name && i > 0 {
			return Title(i), true
		}
	}
	return NoTitle, false
}

// Votes returns the votes a title gives (§5.3, §9.8); the priscus bloc is
// counted apart.
func (t Title) Votes() int {
	switch t {
	case Primogen, Bishop:
		return 1
	case Prince, Archbishop, Baron, Magaji, Kholo, IndependentTitle:
		return 2
	case Justicar, Cardinal:
		return 3
	case InnerCircle, Regent:
		return 4
	}
	return 0
}

// CardType is one library card type (§1.5).
type CardType uint16

// Library card types; a card may have several (Action Modifier/Reaction).
const (
	Master CardType = 1 << iota
	Action
	ActionModifier
	Reaction
	Combat
	Ally
	Retainer
	Equipment
	PoliticalAction
	Event
	Vampire
)

// TypeSet is a set of card types.
type TypeSet = CardType

// Has reports whether the set holds t.
func (s TypeSet) Has(t CardType) bool { return s&t != 0 }

// Cost is what a card costs: pool from the Methuselah or blood from the
// minion (§1.5.6). X costs are chosen when played.
type Cost struct {
	Pool, Blood int
}

// Requirement is what a card needs to be played (§1.5.4).
type Requirement struct {
	Clan    string // a clan the minion must belong to
	Path    string // a path the minion must follow (path.go)
	Title   bool   // the minion must hold a title ("Requires a primogen" uses TitleIn)
	TitleIn []Title
	// VampireOnly: only vampires play it (political actions, most minion
	// cards); allies may not.
	VampireOnly bool
	// Anarch: "Requires an Anarch": the minion must be an Anarch vampire
	// (anarch.go), or, for a master card, its Methuselah must control a
	// ready one.
	Anarch bool
	// Sects: the minion must be of one of them ("Requires an Independent
	// or Anarch vampire": Reckless Agitation); nil for any.
	Sects []Sect
	// MinCapacity: the vampire must have this capacity or more
	// ("of capacity 5 or more"); 0 for any. An ally playing the card as
	// a vampire counts as capacity 1 (§14 C22).
	MinCapacity int
	// AnarchByLegal: the requirement names an Anarch, but the card's
	// Legal checks it: a master card's target (Libertas), "a non-sterile
	// baron" (Childe of the Revolution).
	AnarchByLegal bool
	// InfernalByLegal: "Requires an infernal vampire" in the text of some
	// of the card's modes, which their Legal checks (CardDef.Infernal;
	// Condemnation: Mute's [dai]).
	InfernalByLegal bool
}

// NamesAnarch reports whether the requirement names an Anarch: "Requires
// an Anarch", or "Requires a baron", which counts as one (group G00037
// [LSJ 20080603]), for the cards that care (Garibaldi-Meucci Museum,
// Powerbase: Los Angeles).
func (r *Requirement) NamesAnarch() bool {
	// A city title (Papillon: a prince, an archbishop or a baron) names
	// no baron: the card list's text says "a city title".
	baron := titleIn(Baron, r.TitleIn) && !titleIn(Prince, r.TitleIn)
	return r.Anarch || r.AnarchByLegal || baron || slices.Contains(r.Sects, Anarch)
}

// PlayKind says what playing a mode does, and so in which window it may be
// played (§13.4).
type PlayKind uint8

// What a mode is.
const (
	PlayMaster   PlayKind = iota + 1 // a master card in the master phase
	PlayAction                       // an action card: the minion performs it
	PlayModifier                     // an action modifier by the acting minion
	PlayReaction                     // a reaction by another Methuselah's ready minion
	PlayStrike                       // a combat card used as the minion's strike
	PlayCombat                       // any other combat card (maneuver, press, prevention…)
	PlayVote                         // played during polling for votes
	PlayEvent                        // an event in the discard phase
)

// Mode is one way to play a card: its requirement, cost and effect.
type Mode struct {
	Kind PlayKind
	// Disc and Level: the minion needs the Discipline at that level or
	// higher ([ani] is Inferior, [ANI] Superior).
	Disc  Disc
	Level Level
	// Also is a second Discipline needed at the same level ([cel][pre]).
	Also Disc
	// Extra is a third Discipline needed at the same level, for a card
	// played with several of its Disciplines at once (The Platinum
	// Protocol, group G00086).
	Extra Disc
	// ByLocked: a locked minion may play it (wake and unlock reactions);
	// its Legal says whether it must be locked.
	ByLocked bool
	Cost     Cost
	// Action facts (PlayAction): the base stealth and whether the action
	// is directed (§4.2). Target says what it aims at.
	Stealth  int
	Directed bool
	Target   Target
	// Step says when the mode may be played (for modifiers, reactions and
	// combat cards); zero means the kind's usual moment.
	Step Step
	// AnyWindow: an action modifier whose text sets no moment (Daring
	// the Dawn): played at any of the action's windows the acting
	// Methuselah is asked in, as the action is announced, during a block
	// attempt or after blocks (§4.1 "at any point"); Step stays zero.
	AnyWindow bool
	// Hand: a strike card whose strike is a hand strike (Roundhouse), so
	// still usable when only hand strikes are (Immortal Grapple, §6.4).
	Hand bool
	// Maneuver: a strike card with an optional maneuver. It may also be
	// played while range is determined: the minion maneuvers and the card
	// is its strike this round (§6.3).
	Maneuver bool
	// ManeuverToClose: that optional maneuver is only usable to get to
	// close range ("1 optional maneuver, only usable to get to close
	// range": Slam), so offered only while the range is long.
	ManeuverToClose bool
	// StrikeKind is the kind of strike a strike card's mode sets, for
	// "cannot strike" restrictions (strikebans.go); zero is an ordinary
	// strike.
	StrikeKind StrikeKind
	// Seats lists the Methuselahs an action aims at when it aims at
	// several (each may block, clockwise, §14 C27); nil for an action
	// aimed at its Target only.
	Seats func(g *Game, p *Play) []int
	// BleedAny: a bleed (Target TargetPrey) of any other Methuselah,
	// chosen as the action is announced ("Bleed any Methuselah": Kindred
	// Spirits; bleedany.go).
	BleedAny bool
	// BringsVampire: the action brings a vampire into play (an Embrace);
	// a sterile vampire cannot take it (§10.4).
	BringsVampire bool
	// OnlyThisEquipment: an equipment's action that no other equipment
	// raises the bleed of (Camera Phone; equipmentbleed.go).
	OnlyThisEquipment bool
	// Bleed is the "+n bleed" an action modifier gives the bleed it is
	// played during, added as it resolves (its Resolve may add more:
	// Aire of Elation's Toreador bonus, Monkey Wrench's X). A modifier
	// that raises the bleed is what the "limited" rule limits: it is not
	// playable while another action modifier card already raises that
	// bleed (§14 C19; "(limited)" on a card only reminds of the rule), and
	// BleedUnlimited marks one that says it does not count against it.
	Bleed          int
	BleedUnlimited bool
	// AsVampire: an ally plays the card as a vampire (§14 C22): its life
	// stands in for blood for the card's cost and requirements, and its
	// capacity counts as 1.
	AsVampire bool
	// Outside: a combat card played by a minion not involved in the
	// current combat, of any Methuselah (§14 C33).
	Outside bool
	// CannotBlock bars the minions it reports from attempting to block the
	// action this mode is, from its announcement ("allies cannot block
	// this action": Slaughtering the Herd); nil bars none.
	CannotBlock func(g *Game, b *Card) bool
	// Frenzy: a frenzy card's mode ("Frenzy.", §1.5.6; frenzy.go), and on
	// which vampire it is played (FrenzyOnSelf, FrenzyOnOpponent, or the
	// card's own); nil for every other mode.
	Frenzy func(g *Game, p *Play) *Card
	// EntersCombat: an action to enter combat with its target ("enter
	// combat with a minion"); only a ready minion is offered as its
	// target, since a vampire in torpor cannot enter combat (rulebook,
	// Leave Torpor: "vampires in torpor cannot enter combat"; mayActAt).
	// The target may still leave the ready region before the action
	// resolves: the card's Resolve checks it again (§6.1).
	EntersCombat bool
	// ByOther: an action modifier played not by the acting minion but by
	// another ready vampire its Methuselah controls, locked or not ("only
	// usable by a ready vampire other than the acting minion": Cloak the
	// Gathering); each such vampire may play it once per action.
	ByOther bool
	// OneEachTurn: "a minion can play only one of this card each turn",
	// for the modes with the flag (oneeachturn.go).
	OneEachTurn bool
	// OnAnnounce runs when the action card is played, as its action is
	// announced, whatever comes of it ("only one can be played in a game":
	// Open War; cardactions.go); for an action a card in play gives, as
	// that action is announced ("once each turn", blocked or not: Black
	// Forest Base; "burn this card to…": Hunting the Quarry).
	OnAnnounce func(g *Game, p *Play)
	// Referendum: an action of a card in play that is a political action
	// (titleholder.go): its Resolve sets the terms of its referendum.
	Referendum bool
	// Legal adds conditions written on the card; nil means none.
	Legal func(g *Game, p *Play) bool
	// Resolve applies the effect. For action cards it runs when the action
	// succeeds; for other cards when they are played.
	Resolve func(g *Game, p *Play)
	// Label describes the mode in option lists ("+1 stealth"); French is
	// its French, registered with the phrasebook as the card is (so that a
	// card's file holds its own words), "" when the phrasebook has it.
	Label, French string
}

// Target is what an action card aims at.
type Target uint8

// Targets of action cards.
const (
	NoTarget              Target = iota
	TargetPrey                   // a bleed: the prey by default (§3.5.1)
	TargetMinion                 // a minion controlled by another Methuselah
	TargetVampire                // a vampire controlled by another Methuselah
	TargetPreyMinion             // a minion controlled by the prey
	TargetLockedVampire          // a locked vampire controlled by another Methuselah
	TargetOwnUncontrolled        // a vampire in the actor's uncontrolled region (undirected)
	TargetAlly                   // an ally controlled by another Methuselah
	TargetInPlayCard             // a non-minion card in play controlled by another Methuselah (burn it)
	TargetMethuselah             // another Methuselah, chosen as the action is announced (directed, §4.2)
	TargetAnyVampire             // any other vampire in play; directed only when another Methuselah controls it (A7)
	TargetLockedMinion           // a locked ready minion (vampire or ally) controlled by another Methuselah
	TargetAnyMinion              // any minion in play, the actor included; directed only when another Methuselah controls it (anyminion.go)
)

// Step names the moments at which cards are played (§13.4).
type Step uint8

// Moments of play.
const (
	StepAny             Step = iota
	StepBlockAttempt         // a block is being attempted: stealth and intercept
	StepAfterBlocks          // no block: before the action resolves (bleed changes)
	StepAfterAction          // after the action resolved
	StepBeforeRange          // combat: before range is determined
	StepManeuver             // combat: determine range
	StepBeforeStrikes        // combat: before strikes are chosen
	StepStrike               // combat: choose a strike
	StepPrevent              // combat: damage prevention
	StepPress                // combat: press
	StepEndOfRound           // combat: end of round
	StepPolling              // referendum: polling
	StepAfterReferendum      // after a referendum resolved
	StepBlocked              // after a successful block, before combat
	StepBlockDecision        // a Methuselah decides whether to block (wake)
	StepMaster               // the active Methuselah's master phase (abilities)
	StepInfluence            // the active Methuselah's influence phase (abilities)
)

// StepAdditionalStrikes is the moment, after the first strike pair of a
// round, when combatants gain additional strikes (§6.5).
const StepAdditionalStrikes = StepInfluence + 1

// StepAnnounced is the moment "as the action is announced" (§14 C26):
// after the announcement, before the first block decision. The acting
// Methuselah's modifiers and the others' reactions marked with it may be
// played then (a modifier making the action unblockable by some minions).
const StepAnnounced = StepInfluence + 2

// StepMinionPhase is the active Methuselah's minion phase, between
// actions: abilities usable "during their minion phase" (Slaughtering the
// Herd's burn-4-blood escape) are offered with the actions (§3.4).
const StepMinionPhase = StepInfluence + 3

// StepDiscardPhase is the active Methuselah's discard phase: abilities
// usable "during your discard phase" (Powerbase: Los Angeles) are offered
// with the discard phase actions, and use none (discardphase.go).
const StepDiscardPhase = StepInfluence + 4

// StepAsPlayed is the moment a card is played, its cost paid, before it
// takes effect: cards that cancel a card "as it is played" are played
// then (§14 C5, cancel.go).
const StepAsPlayed = StepInfluence + 5

// Static holds what a card does while in play, without being played:
// bonuses the rules ask for, and triggers.
type Static struct {
	// Bleed, Stealth, Intercept, Strength and Votes add to a minion's
	// values; they get source, the card giving the bonus (so that a card
	// never looks itself up: Disarm's strength penalty is its own), and
	// m, the minion whose value it is: the one source is on, the vampire
	// source is, or any minion for a Global source.
	Bleed     func(g *Game, source, m *Card, a *ActionState) int
	Stealth   func(g *Game, source, m *Card, a *ActionState) int
	Intercept func(g *Game, source, m *Card, a *ActionState) int
	Strength  func(g *Game, source, m *Card) int
	Votes     func(g *Game, source, m *Card) int
	// Hunt adds to the blood a vampire gains hunting ("+1 hunt": The
	// Hungry Coyote; hunt.go, §14 C20).
	Hunt func(g *Game, source, m *Card, a *ActionState) int
	// Maneuvers are optional maneuvers the minion gets each combat ("gets
	// 1 optional maneuver each combat": Saku Pihlajamäki), added when a
	// combat starts (maneuvers.go).
	Maneuvers func(g *Game, source, m *Card) int
	// RangedDamage adds to the damage of the ranged strikes of the minion
	// this card is (or is on), at any range (Noluthando; rangeddamage.go).
	RangedDamage func(g *Game, source, m *Card) int
	// RescueCost adds to the blood the vampire this card is (or is on)
	// pays to rescue a vampire from torpor ("costs Doc Martina -1 blood";
	// rescuecost.go).
	RescueCost func(g *Game, source, rescuer *Card) int
	// RescueCostOf adds to the blood the vampire this card is (or is on)
	// pays to rescue vampire rescued, when it depends on the rescued
	// ("rescuing a non-Tremere vampire costs this Salubri -2 blood":
	// Saulot's Healing Touch; rescuecost.go).
	RescueCostOf func(g *Game, source, rescuer, rescued *Card) int
	// OnRescued runs once a rescue by the vampire this card is (or is
	// on) has put vampire rescued back in the ready region ("if the
	// action is successful, the rescued vampire gains 1 blood";
	// rescuecost.go).
	OnRescued func(g *Game, source, rescuer, rescued *Card)
	// RescuedCost, on a vampire, changes the cost of rescuing it from
	// torpor ("rescuing him from torpor costs 1 additional blood":
	// Isanwayen; rescuecost.go).
	RescuedCost func(g *Game, v *Card) int
	// FirstRoundManeuvers are optional maneuvers the minion gets during
	// the first round of each combat, lost if unused then ("gets 1
	// optional maneuver during the first round of combat": Antón de
	// Concepción; firstround.go).
	FirstRoundManeuvers func(g *Game, source, m *Card) int
	// Presses are optional presses the minion gets each combat (Abaddon;
	// presses.go).
	Presses func(g *Game, source, m *Card) int
	// MandatoryPresses are presses the minion gets each combat that it
	// must use to continue the combat as soon as it can (Adrino Manauara;
	// mandatorypress.go).
	MandatoryPresses func(g *Game, source, m *Card) int
	// AfterMinionPhase runs after its controller's minion phase ends
	// (Tupdog; minionphaseend.go).
	AfterMinionPhase func(g *Game, c *Card)
	// AfterReferendumPassed runs after any referendum passes, its terms
	// applied (Condemnation: Mute; referendumpassed.go).
	AfterReferendumPassed func(g *Game, c *Card, r *Referendum)
	// BleedPoolCap, on a card in play on no minion, is the most pool its
	// Methuselah burns to a bleed (Protected Resources; bleedcap.go).
	BleedPoolCap int
	// DamageReduction is how much less damage each strike made by the
	// opposing minion against this minion in combat inflicts ("1 less
	// damage": Nephandus; damagereduction.go).
	DamageReduction int
	// OpponentStrength adds to the strength of opp, the minion in combat
	// with the minion this card is (or is on): "Brujah get +1 strength in
	// combat with him" (Kevin Jackson, §6.4).
	OpponentStrength func(g *Game, c *Card, opp *Card) int
	// OpponentIntercept adds to the intercept of blocker, a minion
	// attempting to block the minion this card is (or is on): "allies
	// get -1 intercept against this Anarch" (Stolen Police Cruiser;
	// blockbonus.go).
	OpponentIntercept func(g *Game, c *Card, blocker *Card, a *ActionState) int
	// OpponentStrikeBan is the kinds of strike opp, the minion in combat
	// with the minion this card is (or is on), cannot use: "minions in
	// combat with the employer cannot strike: combat ends" (Dog Pack,
	// strikebans.go).
	OpponentStrikeBan func(g *Game, c *Card, opp *Card) StrikeKind
	// OpponentManeuverBan reports whether opp, the minion in combat with
	// the minion this card is (or is on), cannot use maneuvers now
	// (Ossian; maneuverbans.go).
	OpponentManeuverBan func(g *Game, c *Card, opp *Card) bool
	// AtRoundEnd runs at the end of each round of a combat involving the
	// minion this card is (or is on), after the presses (Ossian;
	// roundend.go).
	AtRoundEnd func(g *Game, c *Card, cs *CombatState)
	// Global makes those bonuses apply to every minion the card's
	// Methuselah controls, not only the one it is on: a location or an
	// event in play on no minion (New Carthage, Gangrel Revel). The funcs
	// get each minion and test it themselves (§1.5.6), and the card giving
	// the bonus as their source, so a minion's "other minions" text tells
	// itself apart (m != source).
	Global bool
	// AnyController widens Global bonuses to every Methuselah's minions,
	// whoever controls the card: "Brujah get +1 strength" (Brujah Debate,
	// New Carthage; tablewide.go). It opens the card's Actions to every
	// minion too, not only its controller's or its bearer's, each Mode's
	// Legal saying who ("Camarilla vampires can call a referendum to burn
	// this card": Archon; cardactions.go).
	AnyController bool
	// OnDiscardAction runs, for every card seat controls, after seat
	// discarded card d with a discard phase action (discardphase.go).
	OnDiscardAction func(g *Game, c *Card, seat int, d *Card)
	// OnAnyMaster runs at the start of every Methuselah's master phase,
	// seat's: "during each Methuselah's master phase, that Methuselah…"
	// (Brujah Debate; tablewide.go).
	OnAnyMaster func(g *Game, c *Card, seat int)
	// OnAnyBlockCombat runs, for a card in play on no minion, at the
	// start of each combat a block starts, whoever acts and blocks
	// ("during the first combat between an acting vampire and a
	// blocking vampire each turn": NSA Trio; tableblockcombat.go).
	OnAnyBlockCombat func(g *Game, c *Card, cs *CombatState)
	// OnActionBlocked runs, for a card in play on no minion of the acting
	// Methuselah, when an action of theirs is blocked, before the block
	// resolves ("until a bleed action is blocked": Dream World;
	// actionblocked.go).
	OnActionBlocked func(g *Game, c *Card, a *ActionState)
	// AtEndOfTurn runs as the turn ends for a card its own effect marked
	// this turn (MarkUsedTurn): "unlock the acting minion at the end of
	// the turn" (Leather Jacket; endofturn.go).
	AtEndOfTurn func(g *Game, c *Card)
	// AfterMasterPlayed runs, for each ready vampire seat controls, after
	// seat played master card m and it took effect (Nonu Dis;
	// aftermaster.go).
	AfterMasterPlayed func(g *Game, c *Card, seat int, m *Card)
	// CostMod changes the cost of a card played or an action resolving
	// while this card c is in play: the delta to add (-1 pool: "cost 1
	// less"); p says who plays what (§1.5.6, §14 C6). Game.CostOf sums them.
	CostMod func(g *Game, c *Card, p *Play) Cost
	// HandSize adds to its controller's hand size.
	HandSize func(g *Game, c *Card) int
	// EachHandSize adds to every Methuselah's hand size, seat's, while
	// the card is in play (The Bitter and Sweet Story; handsize.go).
	EachHandSize func(g *Game, c *Card, seat int) int
	// ReplaceInstead, on a card its controller has in play, is asked each
	// time they would replace card played: true when it did something
	// instead of the draw (Visit from the Capuchin; replaceinstead.go).
	ReplaceInstead func(g *Game, c, played *Card) bool
	// BarsGehenna: while this card is in play, Gehenna events cannot be
	// played (The Fourth Cycle; gehenna.go).
	BarsGehenna bool
	// Superior is a Discipline the vampire this card is on has at the
	// superior level while the card is on it ("this vampire gets superior
	// Potence": Hand of Conrad; discgrant.go).
	Superior Disc
	// AfterOwnTally runs, for the caller of a referendum and the cards on
	// it, once its votes are counted ("any vampire casting votes against
	// a referendum called by Hartmut burns 1 blood": callertally.go).
	AfterOwnTally func(g *Game, c *Card, r *Referendum)
	// Transfers adds to its controller's transfers each influence phase
	// (Information Highway: +2; transfers.go).
	Transfers func(g *Game, c *Card) int
	// OpponentHandSize adds, while the minion this card is (or is on) is
	// in combat, to the hand size of the opposing minion's controller
	// (Raptor: -1); handsize.go.
	OpponentHandSize func(g *Game, c *Card) int
	// OpenHand, on a card in play, says whether it makes seat play with
	// an open hand (Revelations, Harold Tanner; openhand.go).
	OpenHand func(g *Game, c *Card, seat int) bool
	// AggravatedAgainst, on a minion or a card on it, says whether the
	// strike damage the minion inflicts on opp is aggravated (Petra
	// against Baali; aggravatedagainst.go).
	AggravatedAgainst func(g *Game, c, opp *Card) bool
	// OnOpponentPress runs after the minion opposing the one this card is
	// (or is on) used a press to continue the combat (Petra; presscost.go).
	OnOpponentPress func(g *Game, c, presser *Card)
	// ImmuneFrom says the minion this card is (or is on) is immune to
	// the damage source, a minion or a retainer, inflicts ("immune to
	// damage from allies and retainers": Carolina Vález; immunefrom.go).
	ImmuneFrom func(g *Game, c, source *Card) bool
	// AfterBleed runs, for the cards whose bonuses apply to the acting
	// minion (its own and its Methuselah's Global ones), after a bleed
	// action resolved, successful or not ("after a vampire you control
	// bleeds, if the bleed is successful …; otherwise …": Forward
	// Momentum; afterbleed.go).
	AfterBleed func(g *Game, c *Card, a *ActionState)
	// OnUnlock runs in its controller's unlock phase.
	OnUnlock func(g *Game, c *Card)
	// OnMinionPhase runs as its controller's minion phase begins
	// (Puppet Master; minionphasestart.go).
	OnMinionPhase func(g *Game, c *Card)
	// MustBleed says whether the minion must bleed now, as its one action
	// ("if you control a locked minion, Elen must bleed": Elen Kamjian;
	// mustbleed.go).
	MustBleed func(g *Game, c *Card) bool
	// HoldsInTorpor says whether the card in play holds vampire v in
	// torpor: it cannot be moved to the ready region nor be diablerized
	// (Carver's Meat Packing and Storage; hostages.go).
	HoldsInTorpor func(g *Game, c, v *Card) bool
	// OnLeavePlay runs as the card leaves play, still where it was
	// (hostages.go).
	OnLeavePlay func(g *Game, c *Card)
	// NeedsInfernal: "remove it from the game if you control no infernal
	// vampires" (Infernal Servitor; infernalbound.go).
	NeedsInfernal bool
	// NoMinionReplace, on a card in play, reports whether Methuselah seat
	// does not replace cards during minion phases (The Meddling of
	// Semsith; replaceminion.go).
	NoMinionReplace func(g *Game, c *Card, seat int) bool
	// BearerNoDiablerie: "the attached vampire cannot commit diablerie"
	// (Alastor; nodiablerie.go).
	BearerNoDiablerie bool
	// OnInfluence runs as its controller's influence phase begins, for a
	// card in play on no minion (Frontal Assault; influencetrigger.go).
	OnInfluence func(g *Game, c *Card)
	// PlaysAsTitle, on a vampire, is a title it plays the cards requiring
	// as if it held it (Karl Schrekt: justicar; playsastitle.go).
	PlaysAsTitle Title
	// TurnSkip, on a card in play, lets each Methuselah skip their whole
	// turn; OnTurnSkipped runs after seat skipped one (First Tradition:
	// The Masquerade; skipturn.go).
	TurnSkip      bool
	OnTurnSkipped func(g *Game, c *Card, seat int)
	// UnaffectedByGehenna, on a minion, says whether Gehenna events do
	// not affect it now ("while Karen is a prince": gehennaimmune.go).
	UnaffectedByGehenna func(g *Game, c *Card) bool
	// TakesVP, on a card in play, is how many of the halves half victory
	// points seat is gaining the card's controller gains instead (Life
	// Boon; vpinstead.go).
	TakesVP func(g *Game, c *Card, seat, halves int) int
	// OnAnyUnlock runs in every Methuselah's unlock phase (Fame).
	OnAnyUnlock func(g *Game, c *Card, seat int)
	// NoHunt bars the vampires it reports from hunting as normal ("Ravnos
	// do not hunt as normal": Week of Nightmares; huntbar.go).
	NoHunt func(g *Game, c, m *Card) bool
	// AfterReplace runs after its controller replaced card play p.Card,
	// which this vampire played (Duality; afterreplace.go).
	AfterReplace func(g *Game, source *Card, p *Play)
	// StealsBurnedAlly, on a card on a vampire: an ally opposing the
	// vampire in combat that would be burned is stolen and locked
	// instead, with 1 life if it had none (The Book of Going Forth by
	// Night; allyspared.go).
	StealsBurnedAlly bool
	// DrawMoreActing, on a card on a minion: each time its Methuselah
	// replaces a card the minion played as the acting minion, they may
	// draw 1 more card, then discard down (Learjet; actingreplace.go).
	DrawMoreActing bool
	// OnAnyDiscard runs as every Methuselah's discard phase begins, seat's
	// (Palla Grande: its controller's only; discardtrigger.go).
	OnAnyDiscard func(g *Game, c *Card, seat int)
	// StartingLife, on a ready minion, adds to the starting life of the
	// allies its controller recruits ("zombies you recruit get +1
	// starting life": Ashur-uballit; allyenters.go).
	StartingLife func(g *Game, c, ally *Card) int
	// AfterEntering runs after the ally entered play, recruited or
	// brought back ("after this ally enters play": Rotting Behemoth;
	// allyenters.go).
	AfterEntering func(g *Game, c *Card)
	// AsEntering runs as the vampire is revealed, still in the
	// uncontrolled region, before a contest: its "as this vampire enters
	// play" ability (Anarch Convert, New Blood); if it takes the vampire
	// out of that region, the vampire does not enter play
	// (asentering.go).
	AsEntering func(g *Game, v *Card)
	// AfterCancelled runs, for each ready vampire seat controls, after a
	// card p seat played was cancelled and went to the ash heap (Victor
	// Donaldson; aftercancel.go).
	AfterCancelled func(g *Game, c *Card, p *Play)
	// CancelsCanceller: the next card played that would cancel another
	// Methuselah's minion card as it is played is cancelled, its cost
	// not paid, and this card burns instead (Dark Influences;
	// cardbar.go).
	CancelsCanceller bool
	// PlaysAs: the ally can play the cards requiring a Discipline at a
	// level as a vampire of a capacity ("cards requiring basic Animalism
	// as a vampire with capacity 5": The Vozhd of Juiz de Fora;
	// asvampiregrant.go).
	PlaysAs *PlaysAs
	// Holds lists the cards c holds out of play that minion m (nil: the
	// Methuselah, for master cards and events) may play as if from its
	// Methuselah's hand (Fleshforge Chamber; heldcards.go).
	Holds func(g *Game, c, m *Card) []*Card
	// HoldsFaceDown: the cards c holds are face down, seen by its
	// controller only (Gift of Proteus; heldcards.go, View.visible).
	HoldsFaceDown bool
	// HeldOutOfGame: a card played from c is removed from the game when
	// it is burned (The Erciyes Fragments; outofgame.go).
	HeldOutOfGame bool
	// ActionAnyMinionPhase: the vampire the card is on can lock it to take
	// an action during any Methuselah's minion phase (Enkil Cog;
	// anyminionphase.go).
	ActionAnyMinionPhase bool
	// BurnedBare: c is burned once it holds no card ("burn this card if
	// it has no cards on it": Gift of Proteus; heldcards.go).
	BurnedBare bool
	// TitleFrom returns the card whose title vampire v received in place
	// of its printed one, nil for none (Zane; receivedtitle.go).
	TitleFrom func(g *Game, v *Card) *CardDef
	// CostRelief takes some of the cost of a card its bearer plays off,
	// if its Methuselah uses it as the cost is paid (Szlachta Assistant;
	// costrelief.go).
	CostRelief *CostRelief
	// OnHostBurning runs for a card on minion m as m is about to be
	// burned, the card still on it (Charnas the Imp; hostburning.go).
	OnHostBurning func(g *Game, c, m *Card)
	// OnTorpor runs after the vampire (or the vampire this card is on)
	// goes to torpor.
	OnTorpor func(g *Game, c *Card, vampire *Card)
	// PaysCost is the part of play p's cost this card in play can pay
	// from its counters now, at most ("Ravnos you control can use those
	// counters to pay some or all of the blood cost of action cards":
	// Ravnos Carnival); UseCounters spends n of them as p's cost is paid
	// (costcounters.go).
	PaysCost    func(g *Game, c *Card, p *Play) Cost
	UseCounters func(g *Game, c *Card, n int)
	// Stores: cards are kept on this card out of play (Shilmulo Tarot,
	// Black Market Cache); DrawsFrom, if set, says whether its controller
	// may draw them instead of the library's top card now (nil: always;
	// storedcards.go).
	// OnStoredDrawn runs after one of them was drawn ("if this location
	// has no cards on it, burn it").
	Stores        bool
	DrawsFrom     func(g *Game, c *Card) bool
	OnStoredDrawn func(g *Game, c *Card)
	// Abilities are uses of the card in play (lock this location to give
	// +1 stealth), offered in the windows their Step names.
	Abilities []Ability
	// Strikes are strikes the card gives the minion m it is (or is on)
	// each round, besides Strike ("this vampire can strike: burn
	// equipment": Heroic Might; cardstrikes.go).
	Strikes func(g *Game, c, m *Card) []Strike
	// Strike is a strike the minion may choose instead of a hand strike
	// (weapons, "Flávio can strike: dodge").
	Strike *StrikeSpec
	// Burnable says minions may burn the card as a directed action.
	Burnable bool
	// BurnableByOwn widens Burnable to its controller's own minions, an
	// undirected action for them ("Minions can burn this card" on a card
	// put on an opposing minion: Sculpt the Flesh; ownburn.go).
	BurnableByOwn bool
	// OnTargeted runs as a minion of another Methuselah announces an
	// action directed at the minion this card is (or is on), after the
	// actor's own announce triggers (Evan Klein; Game.FailAction).
	OnTargeted func(g *Game, c *Card, a *ActionState)
	// SideVotes adds votes to the vampire this card is (or is on) when it
	// casts its votes on one side only ("+2 votes when casting votes
	// against blood hunt referendums": Jason "Son" Newberry).
	SideVotes func(g *Game, v *Card, forSide bool) int
	// AgainstCost is the blood a vampire must burn to cast votes and
	// ballots against a referendum this vampire called (Alexander
	// Silverson; Game.VoteCost).
	AgainstCost int
	// Untargetable: the minion this card is (or is on) cannot be the
	// target of other Methuselahs' actions (Secure Haven; Game.Targetable).
	Untargetable bool
	// MasterTargetCost: master cards targeting the minion this card is
	// (or is on) cost that much more pool (Game.MasterSurcharge).
	MasterTargetCost int
	// RoundDamage is damage the bearer's retainer deals each round during
	// normal strike resolution (Murder of Crows).
	RoundDamage func(g *Game, c *Card) int
	// RefereeFails runs when a referendum this vampire called fails or is
	// canceled (Cedrick Calhoun).
	RefereeFails func(g *Game, c *Card)
	// Actions are actions the card in play lets a minion take.
	Actions []Mode
	// LibraryToll, on a minion in play, says whether minions attempting
	// to block actor burn the top card of their Methuselah's library
	// first, and cannot when it is empty (Parijat; librarytoll.go).
	LibraryToll func(g *Game, c, actor *Card) bool
	// BlockToll is the blood a vampire attempting to block the minion
	// this card is on burns (titleholder.go).
	BlockToll int
	// NoBloodHunt: no blood hunt is called on the vampire this card is on
	// (titleholder.go).
	NoBloodHunt bool
	// BearerCannotHunt: the vampire this card is on cannot hunt, and goes
	// to torpor instead when it must (Pulled Fangs; huntortorpor.go).
	BearerCannotHunt bool
	// OnAnnounce runs each time the minion the card is (or is on)
	// announces an action, once the action is announced, before the
	// "as announced" window (§4.1 step 1; Slaughtering the Herd).
	OnAnnounce func(g *Game, c *Card, a *ActionState)
	// OnLeaveReady runs, for every card in play, after minion m left the
	// ready region (to torpor, the ash heap, the uncontrolled region or
	// out of the game): "burn this card after this vampire leaves the
	// ready region" (Slaughtering the Herd).
	OnLeaveReady func(g *Game, c *Card, m *Card)
	// OnLeavingReady runs, for every card in play, when minion m is about
	// to leave the ready region, the cards on it still there (leaving.go):
	// "if the attached minion is about to leave the ready region"
	// (Priority Contract).
	OnLeavingReady func(g *Game, c *Card, m *Card)
	// BarsDirected reports whether the minion this card is (or is on)
	// cannot be the target of actor's directed action md: "minions without
	// Auspex cannot perform actions directed at this vampire" (Shadow
	// Cloak; directedbans.go).
	BarsDirected func(g *Game, c, actor *Card, md *Mode) bool
	// AfterCombat runs, for each combatant and every card on it, once a
	// combat it was in has ended: "after a combat involving this vampire
	// ends" (Monster; aftercombat.go).
	AfterCombat func(g *Game, c *Card, cs *CombatState)
	// OnPreyOusted runs after its controller's prey is ousted and they
	// gained their 6 pool (§8.1; freeactions.go).
	OnPreyOusted func(g *Game, c *Card)
	// NoPolitical: the minion this card is cannot perform political
	// actions (Bela), from a card or a card in play.
	NoPolitical bool
	// NoBlock: the minion this card is (or is on) cannot block (Pentex™
	// Subversion; Game.canBlock).
	NoBlock bool
	// OnBlocks runs as the minion the card is (or is on) blocks, after the
	// block succeeded and before block resolution (Rebel; onblocks.go).
	OnBlocks func(g *Game, c *Card, a *ActionState)
	// OnBleed runs after the minion the card is on bleeds successfully
	// (a Global card's: after a minion its Methuselah controls does;
	// ActionState.PoolLost is the pool the target lost).
	OnBleed func(g *Game, c *Card, a *ActionState)
	// PreventsUnlock says the card keeps minion m locked in its unlock
	// phase (Toreador Grand Ball).
	PreventsUnlock func(g *Game, c *Card, m *Card) bool
	// Unblockable says the action cannot be blocked.
	Unblockable func(g *Game, c *Card, a *ActionState) bool
	// BurnStealth is the stealth of a Ⓓ action to burn (or steal) this card, by the
	// acting minion (Toreador Grand Ball: Nosferatu get -1).
	BurnStealth func(g *Game, c *Card, actor *Card) int
	// Stealable says minions may steal the card as a Ⓓ action: on
	// success, the acting minion's Methuselah controls it (seize.go).
	Stealable bool
	// WhoMay, when set, says which minions may take the action to burn or
	// steal the card ("Non-Ventrue minions", "Vampires"); nil lets any
	// minion of another Methuselah (seize.go).
	WhoMay func(g *Game, c *Card, actor *Card) bool
	// BurnCost is what the action to burn or steal the card costs, paid
	// when it succeeds ("a Ⓓ action that costs 1 pool", §4.4): pool by
	// the actor's Methuselah, blood by the actor.
	BurnCost Cost
	// TitleContestCost is the extra blood vampire v, this card or the
	// vampire it is on, pays each unlock phase to go on contesting its
	// title: "contesting a title costs Vasily +1 blood unless you have the
	// Edge" (title.go, §10.2).
	TitleContestCost func(g *Game, c, v *Card) int
	// OnBlocked runs when the minion this card is (or is on) is blocked,
	// before the block resolves (Aching Beauty; blockresolution.go).
	OnBlocked func(g *Game, c *Card, a *ActionState)
	// OnOwnVampireBlocked runs, for a card in its Methuselah's play
	// region, when a vampire they control is blocked, before the block
	// resolves, after the OnBlocked triggers (Millicent Smith; actionblocked.go).
	OnOwnVampireBlocked func(g *Game, c *Card, a *ActionState)
	// CannotBlockActor says the minion this card is (or is on) cannot
	// attempt to block actor: "he cannot block Nosferatu" (Tyler
	// McGill; blockbans.go).
	CannotBlockActor func(g *Game, c, actor *Card) bool
	// BarsReactions says the minion this card is (or is on) cannot play
	// reaction cards during action a (Blind Spot; reactionban.go).
	BarsReactions func(g *Game, c *Card, a *ActionState) bool
	// OnBurnAction runs when the action to burn or steal the card
	// succeeds, before the card is burned or changes control ("if that
	// action is successful, this Anarch is locked").
	OnBurnAction func(g *Game, c *Card, a *ActionState)
	// ShuffledIfBurned: burned, the card is shuffled into its owner's
	// library instead of going to the ash heap ("if she is burned,
	// shuffle her into her owner's library": Saatet-ta; burnshuffle.go).
	ShuffledIfBurned bool
	// OnBloodEmptied runs, for a card on vampire v, when v's blood is
	// reduced to 0 in combat (Anathema; zeroblood.go).
	OnBloodEmptied func(g *Game, c, v *Card)
	// NoRecruit: the minion this card is (or is on) cannot recruit allies
	// or employ retainers (Depravity; norecruit.go).
	NoRecruit bool
	// AsClan: the vampire, and its Methuselah for master cards, play cards
	// requiring this clan as if it were of it (Gem Ghastly, Abraham
	// Mellon; asclan.go).
	AsClan string
	// OnAnarchArrives runs, for a card in play on no minion, after vampire v
	// came into play under its Methuselah's control as an Anarch or became
	// Anarch (Hackerspace; anarcharrives.go).
	OnAnarchArrives func(g *Game, c, v *Card)
	// ToDiablerist says whether card c, on a vampire being diablerized by
	// d, moves to d, before the blood hunt ("if a Sabbat vampire
	// diablerizes this vampire, move this card to the diablerist":
	// Regent; diablerist.go).
	ToDiablerist func(g *Game, c, d *Card) bool
	// RetainersLoseAbilities: the retainers of the minion in combat with
	// the minion this card is (or is on) lose their abilities for the
	// combat (Stanislava; retainerslose.go).
	RetainersLoseAbilities bool
	// LevelsGiven is the number of levels of Discipline d this card, on a
	// vampire, gives it now (Seal of Veddartha's counters; levelsgiven.go).
	LevelsGiven func(g *Game, c *Card, d Disc) Level
	// CountersStayBehind: the card loses its counters when another minion
	// gains control of it (Seal of Veddartha; movecounters.go).
	CountersStayBehind bool
	// OnMinionEntered runs, for a card in play, after minion m was put
	// in play, face up, by any Methuselah ("when your predator or prey
	// puts a minion in play": Gran Madre di Dio, Italy; minionentered.go).
	OnMinionEntered func(g *Game, c, m *Card)
	// BlocksAs, on a card in play on no minion, is the vampire it is
	// considered while it attempts to block actions directed at its
	// Methuselah; OnCardBlock runs when such a block succeeds (Unleash
	// Hell's Fury; cardblocker.go).
	BlocksAs    *CardDef
	OnCardBlock func(g *Game, c *Card, a *ActionState)
}

// Ability is a use of a card in play.
type Ability struct {
	Step Step
	// Label names the ability in option lists; French is its French,
	// as for Mode.French.
	Label, French string
	// BloodHunt: a StepPolling ability also usable in a blood hunt's
	// polling, where cards are not played (§7.5).
	BloodHunt bool
	// MasterAction: a StepMaster ability that takes a master phase action
	// (MPA); AnyMethuselah: every Methuselah may use it in their master
	// phase, not only the card's controller ("Methuselahs can use a master
	// phase action to…": Open War; cardactions.go).
	MasterAction, AnyMethuselah bool
	Legal                       func(g *Game, p *Play) bool
	Resolve                     func(g *Game, p *Play)
	// PoolAtStake is the least pool using the ability makes its
	// Methuselah burn when its label does not say it (a cost paid as it
	// resolves: Antonio d'Erlette), for the self-oust guard (selfoust.go).
	PoolAtStake func(g *Game, p *Play) int
}

// StrikeSpec is a strike a card gives: a weapon's when the card is
// equipment (§6.4), else the minion's own ("can strike: dodge").
type StrikeSpec struct {
	// Label names the strike in option lists; French is its French,
	// registered with the phrasebook as the card is (as Mode.French).
	Label, French string
	Damage        int
	Ranged        bool
	Dodge         bool
	CombatEnd     bool
	// OncePerCombat: the strike can be used once each combat.
	OncePerCombat bool
	// Aggravated: the damage is aggravated (fire, claws, §6.7).
	Aggravated bool
	// FirstStrike: the strike resolves before normal strikes (§6.4).
	FirstStrike bool
	// PlusStrength: the damage is the minion's strength plus Damage
	// ("strength+1 damage", melee weapons).
	PlusStrength bool
	// Maneuver: the card gives 1 optional maneuver each combat; using it
	// makes this strike the minion's strike that round (§6.3).
	Maneuver bool
	// LongOnly: the strike is only usable at long range (Sniper Rifle).
	LongOnly bool
	// NotesBurns: the weapon's effects ask whether its strike resolution
	// burned the opposing vampire (Sword of the Archangel;
	// CombatState.WeaponBurnedOpponent, weaponburns.go).
	NotesBurns bool
	// AfterFirstRound: the strike is usable in the rounds after the
	// first only, once each round ("once each round of combat after the
	// first, Luca can strike": Luca Italicus; firstround.go).
	AfterFirstRound bool
	// StealBlood is the blood (or life) the strike steals instead of
	// damage (§6.4 tier 4; Lord Leopold Valdemar).
	StealBlood int
	// Usable, if set, says whether the card's strike can be chosen now
	// ("this Ravnos can strike", Treasured Samadji); OnChosen, if set,
	// runs as it is chosen: a cost ("can discard a card at random to
	// strike", Phaibun) or what striking with it gives ("after the bearer
	// strikes with this gun, they get 1 optional additional strike",
	// AK-47; strikecost.go).
	Usable   func(g *Game, source *Card) bool
	OnChosen func(g *Game, source *Card)
	// Wears: each damage the strike inflicts burns 1 counter of the
	// weapon, which is burned with none left (Weighted Walking Stick;
	// becomeequipment.go).
	Wears bool
	// BurnsAfterUse: the card is burned once its strike resolves ("burn
	// after use": Molotov Cocktail; becomeequipment.go).
	BurnsAfterUse bool
	// OnLands, if set, runs as the strike resolves and lands (not
	// dodged), with the effects before the damage, side the striker's
	// ("strike: put 1 corruption counter on the opposing minion":
	// Contagion; strike.go cardStrike).
	OnLands func(g *Game, source *Card, side int)
	// BearerDamage, if set, is the environmental damage the strike deals
	// its own bearer as it is used ("bearer takes 1 damage during strike
	// resolution when striking with this gun, but only once each
	// combat": Zip Gun; bearerdamage.go).
	BearerDamage func(g *Game, source *Card) int
}
