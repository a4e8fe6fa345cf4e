package rivals

import "kindred/engine"

// Kind is the kind of a card, by its back (spec §1.5).
type Kind uint8

// The kinds of cards.
const (
	KindVampire Kind = iota // Faction deck
	KindLibrary
	KindHaven
	KindAgenda
	KindCity
)

// AttackType is a set of attack types (spec §4.7.3): an Attack card has
// one, a Reaction one or several.
type AttackType uint8

// The attack types.
const (
	Ranged AttackType = 1 << iota
	Physical
	Social
	Mental
)

// AttackTypes lists the attack types in the order the rules offer them.
var AttackTypes = [4]AttackType{Ranged, Physical, Social, Mental}

// Has reports whether t holds every type of u.
func (t AttackType) Has(u AttackType) bool { return u != 0 && t&u == u }

// Discipline is one of the eleven disciplines (spec §1.10).
type Discipline uint8

// The disciplines.
const (
	Animalism Discipline = iota
	Auspex
	BloodSorcery
	Celerity
	Dominate
	Fortitude
	Obfuscate
	Potence
	Presence
	Protean
	ThinBloodAlchemy
	numDisciplines
)

// DisciplineNames are the disciplines' names as the card data writes them.
var DisciplineNames = [numDisciplines]string{"animalism", "auspex", "blood sorcery", "celerity", "dominate",
	"fortitude", "obfuscate", "potence", "presence", "protean", "thin-blood alchemy"}

// Levels holds a card's level in each discipline.
type Levels [numDisciplines]int8

// Type is a set of library and City card types (spec §1.5).
type Type uint32

// The card types of the data (field types).
const (
	TypeAction Type = 1 << iota
	TypeUnhosted
	TypeOngoing
	TypeAttack
	TypeReaction
	TypeScheme
	TypeConspiracy
	TypeTitle
	TypeInfluenceModifier
	TypeEvent
	TypeMortal
	TypeCitizen
	TypeRetainer
	TypeAntagonist
	TypeSecondInquisition
)

// TypeNames maps the data's type names to types.
var TypeNames = map[string]Type{
	"action": TypeAction, "unhosted action": TypeUnhosted, "ongoing": TypeOngoing, "attack": TypeAttack,
	"reaction": TypeReaction, "scheme": TypeScheme, "conspiracy": TypeConspiracy, "title": TypeTitle,
	"influence modifier": TypeInfluenceModifier, "event": TypeEvent, "mortal": TypeMortal,
	"citizen": TypeCitizen, "retainer": TypeRetainer, "antagonist": TypeAntagonist,
	"second inquisition": TypeSecondInquisition,
}

// CardDef is a card: its printed facts (checked against the card data by
// rivals/cards' tests) and the behaviour of its text, written with the
// rules' vocabulary. A CardDef is shared by every game and holds no state.
type CardDef struct {
	// ID is the card data's id ("core-hydra"); Name its English name.
	ID, Name string
	Kind     Kind
	// Clan is a vampire's clan, or a library card's clan requirement.
	Clan string
	// BP is a vampire's Blood Potency (spec §1.6).
	BP                       int
	Physical, Social, Mental int
	Disciplines              Levels
	// Guard: this vampire may block Ranged attacks (spec §4.7.5).
	Guard bool
	// OnePerPlayer: a Title that is not unique but one a player
	// (Primogen, spec §4.16.2).
	OnePerPlayer bool

	Types Type
	// BPReq is a library card's BP requirement (spec §1.7; CHOICE-NOBP: 0
	// when the data has none).
	BPReq int
	// Damage is the skull value, Shield the Shield value.
	Damage, Shield int
	// Attacks is an Attack card's type; Reacts a Reaction's types.
	Attacks, Reacts AttackType

	// Blood and AP are a City mortal's Blood value and Agenda points;
	// Copies the number of copies in the City deck.
	Blood, AP, Copies int

	// Effects of the card's text; nil where the text has none of that
	// kind.
	Text *Text
	// Missing says what of the card's text the rules do not implement
	// yet; empty when all of it works. A deck holding such a card is not
	// playable; tests and scenarios may still use its facts.
	Missing string
	// nameMsg names the card in messages (RegisterNames).
	nameMsg engine.Msg
}

// Has reports whether the card has every type of t.
func (d *CardDef) Has(t Type) bool { return d.Types&t == t }

// Attribute returns the card's attribute for an attack type: Physical
// for Physical and Ranged (spec §4.7.3).
func (d *CardDef) Attribute(t AttackType) int {
	switch t {
	case Physical, Ranged:
		return d.Physical
	case Social:
		return d.Social
	case Mental:
		return d.Mental
	}
	return 0
}

// Text is the behaviour of a card's text, in the vocabulary the rules
// implement so far. A field is consulted by the rules at the moment its
// comment names.
type Text struct {
	// DamageBonus: an Attack card's extra damage to the target (step 10,
	// spec §4.7.8), or a damaging Reaction's extra damage to the attacker.
	DamageBonus func(c *Context) int
	// ShieldBonus: a Reaction's extra Shields for the reacting vampire
	// (step 11).
	ShieldBonus func(c *Context) int
	// ReactAttribute: the attribute a damaging Reaction adds instead of
	// the reacting vampire's matching one (Slap in the Face: Physical).
	ReactAttribute AttackType
	// Negates: a Reaction that negates the Attack card's text effects
	// (Unswayable Mind), its skull and keywords kept.
	Negates func(c *Context) bool
	// Resolve: the text effects of an Attack or Reaction card at step 10
	// (Steal the Spotlight, Terrorize…).
	Resolve func(c *Context)
	// PartyShield: a vampire's Shields for its party when attacked
	// (Montgomery White).
	PartyShield func(a *Attack) int
	// Abilities: a vampire's abilities usable in step 9 of an attack.
	Abilities []Ability
	// TorporBlood: Blood a vampire adds in the torpor step while in
	// torpor, beyond the rules' 1 (Bad Penny, CHOICE-PENNYTIMING).
	TorporBlood int
	// BurnMend: a mortal's "Burn: mend N" (spec §4.10).
	BurnMend int
	// Retainer: what a mortal gives as a Retainer ("Attach"); nil when it
	// cannot be attached.
	Retainer *Retainer
	// Targeted: an Attack card whose attack may be retargeted on reveal to
	// any vampire of the opposing party (Sucker Punch).
	Targeted bool
	// Aggravated: an Attack card whose damage is aggravated (spec §4.8;
	// CHOICE-AGGBONUS: all of it).
	Aggravated bool
	// IgnoresResistance: an Attack card whose attack, when it reports
	// true, ignores the target's Resistance (Lightning Strike): what
	// reduces the damage is the rules option resistance
	// (CHOICE-RESISTANCE, docs/RULES-OPTIONS-RIVALS.md).
	IgnoresResistance func(c *Context) bool
	// OnReveal: an Attack card's choices once both cards are revealed
	// (step 8): optional costs, modes (Unhinged, A Biting Comment).
	OnReveal func(c *Context)
	// NegatesReaction: an Attack card that negates the Reaction (Scry the
	// Soul), checked at reveal before the Reaction's own negation.
	NegatesReaction func(c *Context) bool
	// AfterHit: an Attack card's effect at step 13, given the damage dealt
	// to the target (Backhanded Compliment).
	AfterHit func(c *Context, dealt int)
	// Play: how a library card is played as an action (spec §4.6).
	Play *Play
	// Event: a plain City Event's effect when revealed (spec §3.1 step
	// 1b); the active player makes its choices (CHOICE-EVENTCHOOSER).
	Event func(g *Game)
	// What an Event – Ongoing in the Streets changes (spec §4.23; "your"
	// means each active player's, CHOICE-CITYYOUR):
	// StreetsSecrecy: Secrecy of characters in the Streets (Castro
	// Street Party).
	StreetsSecrecy int
	// SeparateParties: every character outside its Haven is a party of
	// its own (Wandering the BART Tunnels).
	SeparateParties bool
	// StayInStreets: characters in the Streets do not return to their
	// Haven (Cable Car Accident).
	StayInStreets bool
	// NoRanged: Ranged cards cannot be played (San Francisco Fog).
	NoRanged bool
	// MortalAttackBlood: Blood an attacker of a mortal loses (Protests in
	// the Streets).
	MortalAttackBlood int
	// MortalAP: Agenda points a mortal m awards besides its own (The
	// Hunger: Vagrants 1).
	MortalAP func(m *Card) int
	// RedirectSAD: an Ongoing card its controller may discard to send up
	// to this much S.A.D. damage to a foe (Distraction).
	RedirectSAD int
	// StreetBlocker: a vampire that may pay 1 Prestige to move to the
	// Streets and block an attack on a target there (Street Preacher);
	// LeaderBlocks: a Haven whose Leader may move to the Streets to block
	// a foe's attack (Dragon's Roost).
	StreetBlocker, LeaderBlocks bool
	// PartyIntel: Intel a vampire gives its attacking party against a
	// target controlled by foe (Shades).
	PartyIntel func(g *Game, foe int) int
	// OnSelfDefeat: a vampire's text when it is defeated (Jesús); by is
	// the seat credited.
	OnSelfDefeat func(g *Game, self *Card, by int)
	// OnPlayOngoing: a trigger when its owner plays an Ongoing card
	// (Bruno Wagner).
	OnPlayOngoing func(g *Game, owner int)
	// BloodInfluence: a vampire may pay 1 Blood for this much Influence,
	// then takes a No-Influence token (Flick); ExhaustInfluence: it may
	// exhaust for this much, with no token (Bunny Benitez).
	BloodInfluence, ExhaustInfluence int
	// BurnMendParty: in an attacking party that defeats and burns a City
	// mortal, each member may mend 1 Blood instead (Johnny).
	BurnMendParty bool
	// Conspiracy: what a Conspiracy does (spec §4.17).
	Conspiracy *Conspiracy
	// OnFaceDown: a trigger when its owner plays a card face down outside
	// an attack (Guv'nah); OnResolveFaceDown when they resolve one
	// (Velvet, The End is Nigh).
	OnFaceDown        func(g *Game, owner int)
	OnResolveFaceDown func(g *Game, owner int, c *Card)
	// SchemeEffect: what a Scheme does when it succeeds (spec §4.15).
	SchemeEffect func(g *Game, s *Scheme)
	// AfterScheme: a trigger once a Scheme is resolved (Manipulate the
	// Masses, PR Firm, Bunny Benitez).
	AfterScheme func(g *Game, owner int, s *Scheme)
	// AfterModifier: an Influence Modifier's clause once the Scheme it
	// was played in is resolved (Hedge Your Bets, The Last Word); seat
	// played it.
	AfterModifier func(g *Game, seat int, s *Scheme)
	// OnScheme: Influence a vampire adds when it plays a Scheme (Iris
	// Lokken).
	OnScheme func(g *Game, v *Card) int
	// Exert: a Title's Influence cost (spec §4.16.1).
	Exert int
	// Influence: Influence this card gives the vampire it is on, or its
	// own (a vampire's text, an attached Title): the Prince +2.
	Influence func(g *Game, v *Card) int
	// GivesInfluence: Influence an Agenda's, a Haven's or an Ongoing
	// card's text gives its owner's vampire v (Influencer, Assert
	// Authority, Royal Retreat).
	GivesInfluence func(g *Game, v *Card) int
	// ModifierInfluence: an Influence Modifier's Influence (§4.14).
	ModifierInfluence int
	// BPModifier: a Haven whose Leader Ability lets a card of BP 1 to 3 be
	// an Influence Modifier worth its BP, once in each player's turn (Old
	// Post Office).
	BPModifier bool
	// OnPartyDefeats: a vampire's text when its attacking party defeats
	// character v, before v's Retainers burn (Liza Holt).
	OnPartyDefeats func(g *Game, a *Attack, self, v *Card)
	// PartyBonus: damage a vampire adds to its party's attack (Lixue
	// Chen), at step 10.
	PartyBonus func(g *Game, a *Attack, self *Card) int
	// RecruitDiscount: Prestige less its holder's controller pays to
	// recruit (Herald).
	RecruitDiscount int
	// HavenSecrecy: Secrecy a Title gives its controller's vampires in
	// their Haven (Keeper of Elysium).
	HavenSecrecy int
	// AttackerBonus: damage a Title adds when its holder attacks
	// (Primogen: +1 to a Titled character).
	AttackerBonus func(g *Game, a *Attack) int
	// Activated: abilities of a vampire, or of the Title it holds, used in
	// the Action phase (spec §4.11), once a turn.
	Activated []Activated
	// Triggers: a vampire's triggered text ("gain 1 Prestige when…"),
	// firing like an Agenda's while the vampire is in play (Stevie
	// Osborn).
	Triggers *Text
	// SecrecyOutsideHaven: Secrecy an Ongoing card gives its
	// controller's vampires outside their Haven (First Tradition).
	SecrecyOutsideHaven int
	// EarlyIntel: an Attack card that may be played face up in the Intel
	// step for +1 Intel (Scoped .30-06, §6.4 item 24).
	EarlyIntel bool

	// Triggers of Agendas and Havens; owner is the card's owner. A
	// Haven's are its Leader Ability: active only while its owner's Leader
	// is in play (spec §1.8). They fire for each player in turn, the
	// active player's first (CHOICE-SIMUL).
	//
	// AfterDamage: step 13 of an attack, target having been dealt dealt.
	AfterDamage func(g *Game, owner int, a *Attack, target *Card, dealt int)
	// OnDefeat: vampire victim was defeated (torpor or burned) with bp its
	// BP then; by is the seat credited, -1 for the game.
	OnDefeat func(g *Game, owner int, victim *Card, bp, by int)
	// OnDefeatMortal: mortal m was defeated by seat by.
	OnDefeatMortal func(g *Game, owner int, m *Card, by int)
	// OnAttach: attached was attached to vampire v.
	OnAttach func(g *Game, owner int, v, attached *Card)
	// StartOfTurn and EndOfTurn: the owner's turn starts (spec §3.1 step
	// 2) or ends (§3.3 step 2).
	StartOfTurn, EndOfTurn func(g *Game, owner int)
	// PreventByDiscard: a Haven whose Leader may discard a card to prevent
	// 1 damage it would take (The Dockyards).
	PreventByDiscard bool
}

// Context is what a card's text reads when it applies during an attack.
type Context struct {
	Game   *Game
	Attack *Attack
	// Self is the vampire that plays the card (the attacker for an
	// Attack card, the reacting vampire for a Reaction); Party its
	// party, Self included.
	Self  *Card
	Party []*Card
	// Victim is whom the card's damage goes to: the target for an
	// Attack card, the attacker for a Reaction.
	Victim *Card
	// Foe is the seat of Self's foe in the attack (-1 for a mortal).
	Foe int
}

// Attribute returns v's attribute for an attack type, Retainers included.
func (c *Context) Attribute(v *Card, t AttackType) int { return c.Game.Attribute(v, t) }

// Level returns the sum of discipline d's icons over the party (spec
// §4.13 mode 3: "for each D in this party", "this party has N+ D",
// CHOICE-HUMILIER), Retainers' disciplines included.
func (c *Context) Level(d Discipline) int {
	n := 0
	for _, v := range c.Party {
		n += c.Game.Level(v, d)
	}
	return n
}

// With returns the number of the party's vampires with discipline d (spec
// §4.13 mode 1: "for each character with D in this party").
func (c *Context) With(d Discipline) int {
	n := 0
	for _, v := range c.Party {
		if c.Game.Level(v, d) > 0 {
			n++
		}
	}
	return n
}

// Retainer is what a mortal gives the vampire it is attached to (spec
// §4.18).
type Retainer struct {
	Physical, Social, Mental, BP int
	// Discipline is a discipline it gives (one icon), when Gives is set.
	Discipline Discipline
	Gives      bool
	// Draw: its controller draws 1 card when it attaches.
	Draw bool
	// Prevent: exhaust it to prevent 1 damage to its vampire (Vagrant).
	Prevent bool
}

// Activated is an ability used in the Action phase, outside attacks
// (spec §4.11): its cost, once a turn, and whether it is one of the turn's
// two actions ("Action: …", Seneschal).
type Activated struct {
	// Label is the ability's effect, an English phrase (phrases.go).
	Label string
	Cost  Cost
	// Action: using it is an action (it counts among the 2).
	Action bool
	// Streets: usable only while the vampire is in the Streets (Sheriff).
	Streets bool
	// Usable reports whether it may be used now by vampire self; nil
	// means always.
	Usable func(g *Game, self *Card) bool
	// Use applies the effect.
	Use func(g *Game, self *Card)
}

// Who may use an ability (spec §4.7.7).
type Who uint8

// The users of abilities.
const (
	// AttackerOnly: "Attacker —", only if the vampire is the attacker.
	AttackerOnly Who = iota
	// PartyMember: "Party —", any member of the attacking party.
	PartyMember
)

// Cost is what an ability costs (spec §4.11).
type Cost uint8

// The costs of abilities.
const (
	CostExhaust      Cost = iota + 1 // exhaust this vampire
	CostBlood                        // pay 1 Blood from this vampire (never the last)
	CostPrestige                     // pay 1 Prestige (never the last)
	CostDiscard                      // discard 1 card
	CostDiscardTitle                 // discard a Title from hand
)

// Ability is an activated ability of a vampire used in step 9 of an
// attack, once per attack (CHOICE-ONCE).
type Ability struct {
	// Label is the ability's effect for people, an English phrase
	// translated through the phrasebook.
	Label string
	Who   Who
	Cost  Cost
	// Usable reports whether the ability may be used in this attack
	// (Beretta: a Ranged attack); nil means always.
	Usable func(a *Attack) bool
	// Use applies the effect.
	Use func(g *Game, a *Attack, self *Card)
}
