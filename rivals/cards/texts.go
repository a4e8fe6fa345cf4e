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

	// .38 Special has no text.
	// Baseball Bat: +1 Damage to City Deck mortals.
	baseballBat.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int { return b2i(c.Victim.Def.Kind == rivals.KindCity) }}
	// Holdout Dagger: +1 Damage for each Obfuscate in this party.
	holdoutDagger.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int { return c.Level(rivals.Obfuscate) }}
	// Humiliate: if this party has 2+ Presence, +1 Damage (CHOICE-HUMILIER).
	humiliate.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int { return b2i(c.Level(rivals.Presence) >= 2) }}
	// Throat Rip: +1 Damage for each character with Potence in this party.
	throatRip.Text = &rivals.Text{DamageBonus: func(c *rivals.Context) int { return c.With(rivals.Potence) }}
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
		if c.Foe >= 0 && c.Level(rivals.Dominate) >= 2 {
			c.Game.LosePrestige(c.Foe, 2)
		}
	}}
	// Fragmented Mind: your foe discards 1 card for each character with
	// Dominate in this party.
	fragmentedMind.Text = &rivals.Text{Resolve: func(c *rivals.Context) {
		if c.Foe >= 0 {
			for range c.With(rivals.Dominate) {
				c.Game.Discard(c.Foe)
			}
		}
	}}

	// Insanity Defense: additional +1 Shield against Mental attacks.
	insanityDefense.Text = &rivals.Text{ShieldBonus: func(c *rivals.Context) int { return b2i(c.Attack.Type == rivals.Mental) }}
	// Fleetness: +2 Shield for each Celerity this character has.
	fleetness.Text = &rivals.Text{ShieldBonus: func(c *rivals.Context) int { return 2 * c.Game.Level(c.Self, rivals.Celerity) }}
	// Cloak of Shadows: each character in this party has +1 Shield for
	// each Obfuscate in this party.
	cloakOfShadows.Text = &rivals.Text{ShieldBonus: func(c *rivals.Context) int { return c.Level(rivals.Obfuscate) }}
	// Slap in the Face: deals Physical to the attacker.
	slapInTheFace.Text = &rivals.Text{ReactAttribute: rivals.Physical}
	// Unswayable Mind: if this party has 2+ Fortitude, negate the game
	// text effects of the attacker's Attack card.
	unswayableMind.Text = &rivals.Text{Negates: func(c *rivals.Context) bool { return c.Level(rivals.Fortitude) >= 2 }}
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

	// Sucker Punch: Targeted; its skull is the data's 1, or the
	// rulebook example's 2 (CHOICE-SUCKERPUNCH).
	suckerPunch.Text = &rivals.Text{Targeted: true, DamageBonus: func(c *rivals.Context) int {
		return b2i(c.Game.Options().SuckerPunch == "rulebook")
	}}

	// Molotov Cocktail: Aggravated — discard 1 card: deal 1 Aggravated
	// Damage to each of the other characters in the opposing party
	// (§6.4 item 20).
	molotovCocktail.Text = &rivals.Text{Aggravated: true, OnReveal: func(c *rivals.Context) {
		others := otherMembers(c)
		if len(others) == 0 || len(c.Game.Hand(c.Self.Controller)) == 0 || !c.Game.May(c.Self.Controller, molotovCocktail.Name) {
			return
		}
		c.Game.Discard(c.Self.Controller)
		for _, v := range others {
			c.Attack.AddDamage(v, 1, true)
		}
	}}
	// Lightning Strike: if this party has 2+ Celerity, this attack ignores
	// all Resistance (spec §4.13 mode 3 over the party; what Resistance
	// covers is CHOICE-RESISTANCE).
	lightningStrike.Text = &rivals.Text{IgnoresResistance: func(c *rivals.Context) bool { return c.Level(rivals.Celerity) >= 2 }}
	// Kneecapped: discard 1 card: +3 Damage to Second Inquisition.
	kneecapped.Text = &rivals.Text{OnReveal: func(c *rivals.Context) {
		if c.Victim.Def.Has(rivals.TypeSecondInquisition) && len(c.Game.Hand(c.Self.Controller)) > 0 && c.Game.May(c.Self.Controller, kneecapped.Name) {
			c.Game.Discard(c.Self.Controller)
			c.Attack.CardBonus += 3
		}
	}}
	// Unhinged: discard up to 2 cards: +1 Damage to the target for each.
	unhinged.Text = &rivals.Text{OnReveal: func(c *rivals.Context) {
		for range 2 {
			if len(c.Game.Hand(c.Self.Controller)) == 0 || !c.Game.May(c.Self.Controller, unhinged.Name) {
				return
			}
			c.Game.Discard(c.Self.Controller)
			c.Attack.CardBonus++
		}
	}}
	// A Biting Comment: choose one: +2 Damage OR steal 1 Prestige from
	// your foe.
	aBitingComment.Text = &rivals.Text{
		OnReveal: func(c *rivals.Context) {
			if c.Foe < 0 || c.Game.Choose(c.Self.Controller, aBitingComment.Name, "+2 damage", "steal 1 Prestige") == 0 {
				c.Attack.CardBonus += 2
				return
			}
			c.Attack.Mode = 1
		},
		Resolve: func(c *rivals.Context) {
			if c.Attack.Mode == 1 {
				c.Game.StealPrestige(c.Self.Controller, c.Foe, 1)
			}
		},
	}
	// Seduction: choose one: steal 1 Blood from the target OR +1 Damage to
	// a City Deck mortal for each Presence in this party (§6.4 item 26).
	seduction.Text = &rivals.Text{
		OnReveal: func(c *rivals.Context) {
			c.Attack.Mode = c.Game.Choose(c.Self.Controller, seduction.Name, "steal 1 Blood", "+1 damage to a mortal for each Presence")
			if c.Attack.Mode == 1 && c.Victim.Def.Kind == rivals.KindCity {
				c.Attack.CardBonus += c.Level(rivals.Presence)
			}
		},
		Resolve: func(c *rivals.Context) {
			if c.Attack.Mode == 0 && c.Victim.Vampire() {
				c.Game.StealBlood(c.Self, c.Victim)
			}
		},
	}
	// Scry the Soul: if this party has 2+ Auspex, negate the target's
	// Reaction.
	scryTheSoul.Text = &rivals.Text{NegatesReaction: func(c *rivals.Context) bool { return c.Level(rivals.Auspex) >= 2 }}
	// Scoped .30-06: in your Intel step, play it face up as your Attack
	// card for +1 Intel.
	scoped3006.Text = &rivals.Text{EarlyIntel: true}
	// Incite Rebellion: pay 1 Blood: burn 1 Retainer in the opposing
	// party; no rewards.
	inciteRebellion.Text = &rivals.Text{OnReveal: func(c *rivals.Context) {
		if !c.Victim.Vampire() || c.Self.Blood <= 1 {
			return
		}
		rs := c.Game.PartyRetainers(c.Game.Party(c.Victim))
		if len(rs) == 0 || !c.Game.May(c.Self.Controller, inciteRebellion.Name) {
			return
		}
		c.Self.Blood--
		c.Game.Changed(c.Self)
		c.Game.BurnAttachment(c.Game.ChooseCard(c.Self.Controller, inciteRebellion.Name, rs))
	}}
	// Irresistible Voice: Presence — pay 2 Blood (1 if this party has
	// Dominate): steal 1 Retainer from the target, before damage (§6.4
	// item 14; the leading Presence gates the whole text, §4.13).
	irresistibleVoice.Text = &rivals.Text{OnReveal: func(c *rivals.Context) {
		if !c.Victim.Vampire() || c.Game.Level(c.Self, rivals.Presence) == 0 {
			return
		}
		cost := 2
		if c.Level(rivals.Dominate) > 0 {
			cost = 1
		}
		rs := c.Game.PartyRetainers([]*rivals.Card{c.Victim})
		if len(rs) == 0 || c.Self.Blood <= cost || !c.Game.May(c.Self.Controller, irresistibleVoice.Name) {
			return
		}
		c.Self.Blood -= cost
		c.Game.Changed(c.Self)
		c.Game.StealRetainer(c.Game.ChooseCard(c.Self.Controller, irresistibleVoice.Name, rs), c.Self)
	}}
	// Drive-By: deal 2 Damage to an additional member of the opposing
	// party for each character with Celerity in this party, never the same
	// twice.
	driveBy.Text = &rivals.Text{OnReveal: func(c *rivals.Context) {
		others := otherMembers(c)
		for range c.With(rivals.Celerity) {
			if len(others) == 0 {
				return
			}
			v := c.Game.ChooseCard(c.Self.Controller, driveBy.Name, others)
			c.Attack.AddDamage(v, 2, false)
			for i, o := range others {
				if o == v {
					others = append(others[:i:i], others[i+1:]...)
					break
				}
			}
		}
	}}
	// Backhanded Compliment: if the target is not defeated, your foe must
	// mend them by spending Prestige equal to the Damage taken, but not
	// their last.
	backhandedCompliment.Text = &rivals.Text{AfterHit: func(c *rivals.Context, dealt int) {
		if c.Foe < 0 || !c.Victim.InPlay() || dealt == 0 {
			return
		}
		n := min(dealt, c.Game.Players[c.Foe].Prestige-1, c.Game.BP(c.Victim)-c.Victim.Blood)
		if n > 0 {
			c.Game.Players[c.Foe].Prestige -= n
			c.Game.Mend(c.Victim, n, backhandedCompliment.Name)
		}
	}}

	// City mortals: "When defeated, gain N Agenda and choose one: Burn —
	// mend N Blood; Attach — …" (spec §1.4, §4.18).
	citizen := func(m *rivals.CardDef, r rivals.Retainer) { m.Text = &rivals.Text{BurnMend: 3, Retainer: &r} }
	citizen(addict, rivals.Retainer{Draw: true, Discipline: rivals.Auspex, Gives: true})
	citizen(chef, rivals.Retainer{Draw: true, Discipline: rivals.Presence, Gives: true})
	citizen(student, rivals.Retainer{Mental: 1})
	citizen(tourGuide, rivals.Retainer{Social: 1})
	citizen(athlete, rivals.Retainer{Physical: 1})
	citizen(cop, rivals.Retainer{Discipline: rivals.Dominate, Gives: true, BP: 1})
	citizen(skateboarder, rivals.Retainer{Discipline: rivals.Celerity, Gives: true, BP: 1})
	// Vagrant: Burn — mend 2; Attach — exhaust: prevent 1 damage to this
	// character.
	vagrant.Text = &rivals.Text{BurnMend: 2, Retainer: &rivals.Retainer{Prevent: true}}
	// The S.A.D.'s text is rules (§4.22): wholly implemented.
	// Prince of the City: Secrecy 0 and the start-of-turn gain are the
	// rules' (§4.5, §4.16.3); its +2 Influence is in titles.go.

	// Agendas ("If you reach 13 Agenda, you win!" is the rules', §5.3).
	// Drain Them Slowly: when a character you attack takes 1+
	// non-Aggravated damage but is not defeated, gain 1 Agenda.
	drainThemSlowly.Text = &rivals.Text{AfterDamage: func(g *rivals.Game, owner int, a *rivals.Attack, target *rivals.Card, dealt int) {
		if owner == a.Attacker.Controller && target.Vampire() && dealt > 0 && !a.Aggravated && target.InPlay() {
			g.GainAP(owner, 1, drainThemSlowly.Name)
		}
	}}
	// Turf War: when you defeat a non-Rival character, gain 1 Agenda; when
	// you defeat a character with 5+ Blood (its BP, CHOICE-TURFWAR), gain
	// 1 Agenda.
	turfWar.Text = &rivals.Text{OnDefeat: func(g *rivals.Game, owner int, v *rivals.Card, bp, by int) {
		if by != owner || v.Controller == owner {
			return
		}
		if v.Controller != g.Players[owner].Rival {
			g.GainAP(owner, 1, turfWar.Name)
		}
		if bp >= 5 {
			g.GainAP(owner, 1, turfWar.Name)
		}
	}}
	// Playthings: when a character in your coterie attaches a Citizen
	// Retainer, gain 1 Agenda.
	playthings.Text = &rivals.Text{OnAttach: func(g *rivals.Game, owner int, v, r *rivals.Card) {
		if v.Controller == owner && r.Def.Has(rivals.TypeCitizen) {
			g.GainAP(owner, 1, playthings.Name)
		}
	}}
	// Hunt the Hunters: the first time you defeat a Second Inquisition
	// during each of your turns, gain 1 Prestige and 1 Agenda, then
	// shuffle it and the City discard into the City deck (CHOICE-HUNT:
	// the card's text).
	huntTheHunters.Text = &rivals.Text{OnDefeatMortal: func(g *rivals.Game, owner int, m *rivals.Card, by int) {
		p := g.Players[owner]
		if by != owner || g.Active != owner || !m.Def.Has(rivals.TypeSecondInquisition) || p.AgendaTurn == g.Turn {
			return
		}
		p.AgendaTurn = g.Turn
		g.GainPrestige(owner, 1, huntTheHunters.Name)
		g.GainAP(owner, 1, huntTheHunters.Name)
		g.ShuffleIntoCity(m)
	}}
	// Strength in Numbers: at the start of your turn, with 3 characters in
	// the Streets gain 1 Agenda; with 4+, each with 2+ Blood, 2 instead.
	strengthInNumbers.Text = &rivals.Text{StartOfTurn: func(g *rivals.Game, owner int) {
		st := g.InStreets(owner)
		strong := 0
		for _, v := range st {
			strong += b2i(v.Blood >= 2)
		}
		switch {
		case len(st) >= 4 && strong == len(st):
			g.GainAP(owner, 2, strengthInNumbers.Name)
		case len(st) >= 3:
			g.GainAP(owner, 1, strengthInNumbers.Name)
		}
	}}

	// Havens ("Characters in your Haven have +1 Secrecy" is the rules',
	// §4.7.2); their Leader Abilities:
	// The Penthouse: when a character in your coterie attaches a Retainer,
	// that character mends 1 Blood.
	thePenthouse.Text = &rivals.Text{OnAttach: func(g *rivals.Game, owner int, v, r *rivals.Card) {
		if v.Controller == owner && r.Def.Has(rivals.TypeRetainer) {
			g.Mend(v, 1, thePenthouse.Name)
		}
	}}
	// The Dockyards: each time your Leader would take damage, you may
	// discard 1 card to prevent 1.
	theDockyards.Text = &rivals.Text{PreventByDiscard: true}
	// House of Pain: Attacker — discard 1 card: your Leader deals +1
	// Damage to the target.
	houseOfPain.Text = &rivals.Text{Abilities: []rivals.Ability{{Label: "+1 damage to the target", Who: rivals.AttackerOnly,
		Cost: rivals.CostDiscard, Use: func(_ *rivals.Game, a *rivals.Attack, _ *rivals.Card) { a.Bonus++ }}}}
	// Artist Lofts: at the end of your turn, if your Leader is exhausted,
	// you may draw 1 card, then discard 1 card.
	artistLofts.Text = &rivals.Text{EndOfTurn: func(g *rivals.Game, owner int) {
		if l := g.Leader(owner); l != nil && l.Exhausted && g.May(owner, artistLofts.Name) {
			g.Draw(owner)
			g.Discard(owner)
		}
	}}

	initActions()
	initTitles()
	initSchemes()
	initConspiracies()
	initEvents()
	initVampires()
	for _, v := range Vampires {
		if v.Text == nil && !v.Guard && v.Missing == "" {
			v.Missing = "its ability"
		}
	}
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

// otherMembers returns the opposing party's vampires other than the
// target.
func otherMembers(c *rivals.Context) []*rivals.Card {
	if !c.Victim.Vampire() {
		return nil
	}
	var out []*rivals.Card
	for _, v := range c.Game.Party(c.Victim) {
		if v != c.Victim {
			out = append(out, v)
		}
	}
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
