package cards

import (
	"kindred/rivals"
)

// The Core Action and free action cards implemented so far (spec §4.6,
// §4.20), each reading like the card.

func initActions() {
	// Coup de Grâce: use only in The Streets. Potence — pay 2 Blood:
	// defeat target Wounded character not in their Haven (§6.4 item 7:
	// not damage; CHOICE-DEFEATBLOOD).
	coupDeGrace.Text = &rivals.Text{Play: &rivals.Play{Streets: true,
		Legal: func(p *rivals.PlayContext) bool {
			return p.Game.Level(p.Actor, rivals.Potence) > 0 && p.Actor.Blood > 2 && len(coupTargets(p)) > 0
		},
		Resolve: func(p *rivals.PlayContext) {
			p.Actor.Blood -= 2
			p.Game.Changed(p.Actor)
			p.Game.Defeat(p.Game.ChooseCard(p.Seat, coupDeGrace.Name, coupTargets(p)), p.Seat)
		}}}
	// Dumpster Dive: put a card from your discard pile into your hand. If
	// your coterie has 2+ Auspex, draw 1 card.
	dumpsterDive.Text = &rivals.Text{Play: &rivals.Play{
		Resolve: func(p *rivals.PlayContext) {
			if d := p.Game.Discards(p.Seat); len(d) > 0 {
				p.Game.FromDiscard(p.Seat, p.Game.ChooseCard(p.Seat, dumpsterDive.Name, d))
			}
			if coterieLevel(p, rivals.Auspex) >= 2 {
				p.Game.Draw(p.Seat)
			}
		}}}
	// Late-Night Snack: for each Fortitude in your coterie, mend 1 Blood
	// on a character in your coterie or in torpor (§6.4 item 15).
	lateNightSnack.Text = &rivals.Text{Play: &rivals.Play{
		Legal: func(p *rivals.PlayContext) bool { return coterieLevel(p, rivals.Fortitude) > 0 },
		Resolve: func(p *rivals.PlayContext) {
			for range coterieLevel(p, rivals.Fortitude) {
				var hurt []*rivals.Card
				for _, v := range append(p.Game.Coterie(p.Seat), p.Game.Torpid(p.Seat)...) {
					if v.Blood < p.Game.BP(v) {
						hurt = append(hurt, v)
					}
				}
				if len(hurt) == 0 {
					return
				}
				p.Game.Mend(p.Game.ChooseCard(p.Seat, lateNightSnack.Name, hurt), 1, lateNightSnack.Name)
			}
		}}}
	// Royal Review: gain 1 Prestige for each Title in your coterie.
	royalReview.Text = &rivals.Text{Play: &rivals.Play{
		Resolve: func(p *rivals.PlayContext) {
			n := 0
			for _, v := range p.Game.Coterie(p.Seat) {
				n += b2i(p.Game.HasTitle(v))
			}
			p.Game.GainPrestige(p.Seat, n, royalReview.Name)
		}}}
	// Smoke 'Em Out: use only in The Streets. Move all characters from
	// target Haven to The Streets (one party, CHOICE-MOVEDHAVEN); deal 1
	// Aggravated Damage to each exhausted character moved this way.
	smokeEmOut.Text = &rivals.Text{Play: &rivals.Play{Streets: true,
		Legal: func(p *rivals.PlayContext) bool { return len(smokeTargets(p)) > 0 },
		Resolve: func(p *rivals.PlayContext) {
			seats := smokeTargets(p)
			var names []string
			for _, s := range seats {
				names = append(names, p.Game.SeatLabel(s)+"'s Haven")
			}
			target := seats[p.Game.Choose(p.Seat, smokeEmOut.Name, names...)]
			for _, v := range p.Game.MoveHavenToStreets(target) {
				if v.Exhausted {
					p.Game.DamageBy(v, 1, true, p.Seat)
				}
			}
		}}}

	// Ongoing cards.
	// The Spoils: when an attacker in your coterie defeats another
	// character, each character in the attacker's party mends 1 Blood.
	theSpoils.Text = &rivals.Text{Play: &rivals.Play{Resolve: func(*rivals.PlayContext) {}},
		OnDefeat: func(g *rivals.Game, owner int, v *rivals.Card, _, by int) {
			a := g.AttackInProgress()
			if a == nil || by != owner || a.Attacker.Controller != owner || v == a.Attacker {
				return
			}
			for _, m := range a.Party {
				g.Mend(m, 1, theSpoils.Name)
			}
		}}
	// Blood for Blood: when a character in your coterie makes a Physical
	// attack, they have "Pay 1 Blood: +1 Damage to the target" (§6.4 item
	// 4: once per attack each).
	bloodForBlood.Text = &rivals.Text{Play: &rivals.Play{Resolve: func(*rivals.PlayContext) {}},
		Abilities: []rivals.Ability{{Label: "+1 damage to the target", Who: rivals.AttackerOnly, Cost: rivals.CostBlood,
			Usable: func(a *rivals.Attack) bool { return a.Type == rivals.Physical },
			Use:    func(_ *rivals.Game, a *rivals.Attack, _ *rivals.Card) { a.Bonus++ }}}}
	// Beauty is a Beast: during a Social attack against a City Deck
	// mortal, exhaust: the attacker deals +1 damage to the target.
	beautyIsABeast.Text = &rivals.Text{Play: &rivals.Play{Resolve: func(*rivals.PlayContext) {}},
		Abilities: []rivals.Ability{{Label: "+1 damage to the target", Who: rivals.AttackerOnly, Cost: rivals.CostExhaust,
			Usable: func(a *rivals.Attack) bool { return a.Type == rivals.Social && a.TargetIsMortal() },
			Use:    func(_ *rivals.Game, a *rivals.Attack, _ *rivals.Card) { a.Bonus++ }}}}
	// First Tradition: The Masquerade: pay 2 Prestige. Ongoing — your
	// vampires outside your Haven have +1 Secrecy. If you defeat 2 mortals
	// during a single turn, burn this card.
	firstTraditionTheMasquerade.Text = &rivals.Text{SecrecyOutsideHaven: 1,
		Play: &rivals.Play{
			Legal:   func(p *rivals.PlayContext) bool { return p.Game.Players[p.Seat].Prestige > 2 },
			Resolve: func(p *rivals.PlayContext) { p.Game.Players[p.Seat].Prestige -= 2 },
		},
		OnDefeatMortal: func(g *rivals.Game, owner int, _ *rivals.Card, by int) {
			if p := g.Players[owner]; by == owner && p.MortalsTurn == g.Turn && p.Mortals >= 2 {
				for _, c := range g.Ongoing(owner) {
					if c.Def == firstTraditionTheMasquerade {
						g.BurnCard(c)
					}
				}
			}
		}}
	// Emergency Bloodbag: add 3 Blood from the general supply to this
	// card. Ongoing — at the start of your turn, you may place a token from
	// this card onto a Wounded character in your coterie or in torpor.
	// When empty, burn this card.
	emergencyBloodbag.Text = &rivals.Text{
		Play: &rivals.Play{Resolve: func(p *rivals.PlayContext) {
			p.Card.Blood = 3
			p.Game.Changed(p.Card)
		}},
		StartOfTurn: func(g *rivals.Game, owner int) {
			for _, c := range g.Ongoing(owner) {
				if c.Def != emergencyBloodbag {
					continue
				}
				var wounded []*rivals.Card
				for _, v := range append(g.Coterie(owner), g.Torpid(owner)...) {
					if g.Wounded(v) && v.Blood < g.BP(v) {
						wounded = append(wounded, v)
					}
				}
				if len(wounded) == 0 || !g.May(owner, emergencyBloodbag.Name) {
					continue
				}
				g.Mend(g.ChooseCard(owner, emergencyBloodbag.Name, wounded), 1, emergencyBloodbag.Name)
				g.TakeToken(c)
			}
		}}
	// Long-Term Investment: pay 1 to 3 Prestige: add double that amount
	// of Prestige from the general supply to this card. Ongoing — at the
	// start of your turn, gain 1 Prestige from this card. When empty, burn
	// this card (§6.4 item 17).
	longTermInvestment.Text = &rivals.Text{
		Play: &rivals.Play{
			Legal: func(p *rivals.PlayContext) bool { return p.Game.Players[p.Seat].Prestige > 1 },
			Resolve: func(p *rivals.PlayContext) {
				amounts := []string{"1 Prestige", "2 Prestige", "3 Prestige"}[:min(3, p.Game.Players[p.Seat].Prestige-1)]
				n := 1 + p.Game.Choose(p.Seat, longTermInvestment.Name, amounts...)
				p.Game.Players[p.Seat].Prestige -= n
				p.Card.Blood = 2 * n
				p.Game.Changed(p.Card)
			}},
		StartOfTurn: func(g *rivals.Game, owner int) {
			for _, c := range g.Ongoing(owner) {
				if c.Def == longTermInvestment {
					g.GainPrestige(owner, 1, longTermInvestment.Name)
					g.TakeToken(c)
				}
			}
		}}
}

// coterieLevel is a discipline's icons over seat's coterie (§4.13 mode 3).
func coterieLevel(p *rivals.PlayContext, d rivals.Discipline) int {
	n := 0
	for _, v := range p.Game.Coterie(p.Seat) {
		n += p.Game.Level(v, d)
	}
	return n
}

// coupTargets are the foes' Wounded vampires outside their Havens.
func coupTargets(p *rivals.PlayContext) []*rivals.Card {
	var out []*rivals.Card
	for _, v := range p.Game.Cards() {
		if v.InPlay() && v.Controller != p.Seat && v.Zone != rivals.ZoneHaven && p.Game.Wounded(v) {
			out = append(out, v)
		}
	}
	return out
}

// smokeTargets are the foes with vampires in their Haven.
func smokeTargets(p *rivals.PlayContext) []int {
	var out []int
	for s := range p.Game.Players {
		if s == p.Seat || p.Game.Players[s].Eliminated {
			continue
		}
		for _, v := range p.Game.Coterie(s) {
			if v.Zone == rivals.ZoneHaven {
				out = append(out, s)
				break
			}
		}
	}
	return out
}
