package cards

import (
	"kindred/rivals"
)

// The texts of the Core cards, in the rules' vocabulary: each reads like
// the card. A card whose text is not (wholly) implemented yet says what is
// missing; docs/RULES-STATUS-RIVALS.md lists them.

// notYet is the Missing of a card none of whose text is implemented.
const notYet = "its text"

func init() {
	// Guard: this character may block Ranged attacks (spec §4.7.5).
	for _, v := range []*rivals.CardDef{skunk, sweetums, karma, lolita, johnKartunen, tySmith, humbertoGarcia, nancyWitt} {
		v.Guard = true
	}
	// Brother: Party — Exhaust: this attack deals +1 Damage to the target.
	brother.Text = &rivals.Text{Abilities: []rivals.Ability{{Label: "+1 damage to the target", Who: rivals.PartyMember,
		Cost: rivals.CostExhaust, Use: func(_ *rivals.Game, a *rivals.Attack, _ *rivals.Card) { a.Bonus++ }}}}
	// Beretta: Attacker — Pay 1 Blood: this Ranged attack deals +1 Damage.
	beretta.Text = &rivals.Text{Abilities: []rivals.Ability{{Label: "this Ranged attack deals +1 damage", Who: rivals.AttackerOnly,
		Cost: rivals.CostBlood, Usable: func(a *rivals.Attack) bool { return a.Type == rivals.Ranged },
		Use: func(_ *rivals.Game, a *rivals.Attack, _ *rivals.Card) { a.Bonus++ }}}}
	// Inmate #745943: Attacker — Pay 1 Prestige: +2 Damage to the target.
	inmate745943.Text = &rivals.Text{Abilities: []rivals.Ability{{Label: "+2 damage to the target", Who: rivals.AttackerOnly,
		Cost: rivals.CostPrestige, Use: func(_ *rivals.Game, a *rivals.Attack, _ *rivals.Card) { a.Bonus += 2 }}}}
	// Hydra: Attacker — Pay 1 Blood: draw 1 card.
	hydra.Text = &rivals.Text{Abilities: []rivals.Ability{{Label: "draw 1 card", Who: rivals.AttackerOnly,
		Cost: rivals.CostBlood, Use: func(g *rivals.Game, _ *rivals.Attack, self *rivals.Card) { g.Draw(self.Controller) }}}}
	// Montgomery White: Party — this party has +1 Shield during Ranged
	// attacks.
	montgomeryWhite.Text = &rivals.Text{PartyShield: func(a *rivals.Attack) int {
		if a.Type == rivals.Ranged {
			return 1
		}
		return 0
	}}
	// Bad Penny: Torpor — 1 more Blood in torpor (CHOICE-PENNYTIMING).
	badPenny.Text = &rivals.Text{TorporBlood: 1}
	for _, v := range Vampires {
		if v.Text == nil && !v.Guard {
			v.Missing = "its ability"
		}
	}

	// .38 Special has no text.
	// Baseball Bat: +1 Damage to City Deck mortals.
	baseballBat.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int { return b2i(c.Victim.Def.Kind == rivals.KindCity) }}
	// Holdout Dagger: +1 Damage for each Obfuscate in this party.
	holdoutDagger.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int { return rivals.Level(c.Party, rivals.Obfuscate) }}
	// Humiliate: if this party has 2+ Presence, +1 Damage (CHOICE-HUMILIER).
	humiliate.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int { return b2i(rivals.Level(c.Party, rivals.Presence) >= 2) }}
	// Throat Rip: +1 Damage for each character with Potence in this party.
	throatRip.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int { return rivals.With(c.Party, rivals.Potence) }}
	// The Mighty Fall: +2 Damage if the target has 5+ Blood.
	theMightyFall.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int { return 2 * b2i(c.Victim.Vampire() && c.Victim.Blood >= 5) }}
	// Gang Up: +1 Damage for each Retainer in this party.
	gangUp.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int {
		n := 0
		for _, v := range c.Party {
			n += c.Game.Retainers(v)
		}
		return n
	}}
	// Power Play: +1 Damage for each character with a Title in this party.
	powerPlay.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int {
		n := 0
		for _, v := range c.Party {
			n += b2i(c.Game.HasTitle(v))
		}
		return n
	}}
	// Know Your Place: +1 Damage if the attacker has a Title; +2 instead
	// if it is Prince of the City.
	knowYourPlace.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int {
		switch {
		case c.Game.IsPrince(c.Self):
			return 2
		case c.Game.HasTitle(c.Self):
			return 1
		}
		return 0
	}}
	// Terrorize: exhaust all characters in the opposing party.
	terrorize.Text = &rivals.Text{Resolve: func(c *rivals.Context) {
		if c.Victim.Vampire() {
			for _, v := range c.Game.Party(c.Victim) {
				c.Game.Exhaust(v)
			}
		}
	}}
	// Rain on Your Parade: if your foe has 9+ Agenda, they lose 1 Agenda.
	rainOnYourParade.Text = &rivals.Text{Resolve: func(c *rivals.Context) {
		if c.Foe >= 0 && c.Game.Players[c.Foe].AP >= 9 {
			c.Game.LoseAP(c.Foe, 1)
		}
	}}
	// Demand Obedience: if this party has 2+ Dominate, your foe loses 2
	// Prestige.
	demandObedience.Text = &rivals.Text{Resolve: func(c *rivals.Context) {
		if c.Foe >= 0 && rivals.Level(c.Party, rivals.Dominate) >= 2 {
			c.Game.LosePrestige(c.Foe, 2)
		}
	}}
	// Fragmented Mind: your foe discards 1 card for each character with
	// Dominate in this party.
	fragmentedMind.Text = &rivals.Text{Resolve: func(c *rivals.Context) {
		if c.Foe >= 0 {
			for range rivals.With(c.Party, rivals.Dominate) {
				c.Game.Discard(c.Foe)
			}
		}
	}}

	// Insanity Defense: additional +1 Shield against Mental attacks.
	insanityDefense.Text = &rivals.Text{ShieldBonus: func(c *rivals.Context) int { return b2i(c.Attack.Type == rivals.Mental) }}
	// Fleetness: +2 Shield for each Celerity this character has.
	fleetness.Text = &rivals.Text{ShieldBonus: func(c *rivals.Context) int { return 2 * int(c.Self.Def.Disciplines[rivals.Celerity]) }}
	// Cloak of Shadows: each character in this party has +1 Shield for
	// each Obfuscate in this party.
	cloakOfShadows.Text = &rivals.Text{ShieldBonus: func(c *rivals.Context) int { return rivals.Level(c.Party, rivals.Obfuscate) }}
	// Slap in the Face: deals Physical to the attacker.
	slapInTheFace.Text = &rivals.Text{ReactAttribute: rivals.Physical}
	// Unswayable Mind: if this party has 2+ Fortitude, negate the game
	// text effects of the attacker's Attack card.
	unswayableMind.Text = &rivals.Text{Negates: func(c *rivals.Context) bool { return rivals.Level(c.Party, rivals.Fortitude) >= 2 }}
	// Dignity of the Office: +2 Shield for each character with a Title in
	// your coterie.
	dignityOfTheOffice.Text = &rivals.Text{ShieldBonus: func(c *rivals.Context) int {
		n := 0
		for _, v := range c.Game.Cards() {
			if v.InPlay() && v.Controller == c.Self.Controller && c.Game.HasTitle(v) {
				n += 2
			}
		}
		return n
	}}
	// Steal the Spotlight: if this character is a Blocker, the attacker
	// loses 2 Blood (spec §4.7.11: Bella Forte).
	stealTheSpotlight.Text = &rivals.Text{Resolve: func(c *rivals.Context) {
		if c.Attack.Blocker == c.Self {
			c.Game.LoseBlood(c.Attack.Attacker, 2, c.Self.Controller)
		}
	}}

	// City: the mortals' "Burn: mend N" (spec §1.4); attaching them as
	// Retainers is not implemented yet.
	for _, m := range []*rivals.CardDef{addict, athlete, chef, cop, skateboarder, student, tourGuide} {
		m.Text = &rivals.Text{BurnMend: 3}
		m.Missing = "Attach"
	}
	vagrant.Text = &rivals.Text{BurnMend: 2}
	vagrant.Missing = "Attach"
	// The S.A.D.'s text is rules (§4.22): wholly implemented.

	for _, l := range [][]*rivals.CardDef{Library, Havens, Agendas, City} {
		for _, c := range l {
			if c.Text == nil && c.Missing == "" && !vanilla[c] {
				c.Missing = notYet
			}
		}
	}
}

// vanilla lists the cards with no text beyond what the rules do.
var vanilla = map[*rivals.CardDef]bool{special38: true, specialAffairsDivision: true}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
