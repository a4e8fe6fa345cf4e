package cards

import "kindred/rivals"

// The Core Titles, Influence and the cards that give it (spec §4.14,
// §4.16).

func initTitles() {
	// Herald: Exert 2 Influence: attach to the acting character. You pay 1
	// less Prestige to recruit characters (the last Blood from the
	// general supply).
	herald.Text = &rivals.Text{Exert: 2, RecruitDiscount: 1}
	// Keeper of Elysium: Exert 4. Characters in your Haven have +1
	// Secrecy.
	keeperOfElysium.Text = &rivals.Text{Exert: 4, HavenSecrecy: 1}
	// Primogen: Exert 3. This character has +1 Influence. This character
	// deals +1 Damage to characters with a Title. One per player.
	primogen.OnePerPlayer = true
	primogen.Text = &rivals.Text{Exert: 3,
		Influence: func(*rivals.Game, *rivals.Card) int { return 1 },
		AttackerBonus: func(g *rivals.Game, a *rivals.Attack) int {
			return b2i(a.Target.Vampire() && g.HasTitle(a.Target))
		}}
	// Seneschal: Exert 5. Action: target foe loses 1 Prestige; if no one
	// controls the Prince of the City, they lose 2 instead.
	seneschal.Text = &rivals.Text{Exert: 5, Activated: []rivals.Activated{{
		Label: "a foe loses Prestige", Cost: rivals.CostExhaust, Action: true,
		Use: func(g *rivals.Game, self *rivals.Card) {
			foe := chooseFoe(g, self.Controller, seneschal.Name)
			n := 1
			if g.PrinceHolder() == nil {
				n = 2
			}
			g.LosePrestige(foe, n)
		}}}}
	// Sheriff: Exert 4. Exhaust this character: burn target Ongoing card;
	// only in The Streets (§6.4 item 27: any Ongoing card, Events –
	// Ongoing and S.A.D. included; burning an S.A.D. is no defeat).
	sheriff.Text = &rivals.Text{Exert: 4, Activated: []rivals.Activated{{
		Label: "burn an Ongoing card", Cost: rivals.CostExhaust, Streets: true,
		Usable: func(g *rivals.Game, self *rivals.Card) bool { return len(g.OngoingTargets()) > 0 },
		Use: func(g *rivals.Game, self *rivals.Card) {
			g.BurnOngoing(g.ChooseCard(self.Controller, sheriff.Name, g.OngoingTargets()))
		}}}}
	// Prince of the City: this character has +2 Influence (its Secrecy and
	// start-of-turn gain are the rules', §4.16.3).
	princeOfTheCity.Text = &rivals.Text{Influence: func(*rivals.Game, *rivals.Card) int { return 2 }}

	// Influencer: pay 1 Prestige. Ongoing — each character with Presence
	// in your coterie has +1 Influence.
	influencer.Text = &rivals.Text{
		Play: &rivals.Play{
			Legal:   func(p *rivals.PlayContext) bool { return p.Game.Players[p.Seat].Prestige > 1 },
			Resolve: func(p *rivals.PlayContext) { p.Game.Players[p.Seat].Prestige-- },
		},
		GivesInfluence: func(g *rivals.Game, v *rivals.Card) int { return b2i(g.Level(v, rivals.Presence) > 0) }}
	// Assert Authority: Ongoing — your Leader has +1 Influence for each
	// foe in the game.
	assertAuthority.Text = &rivals.Text{
		Play: &rivals.Play{Resolve: func(*rivals.PlayContext) {}},
		GivesInfluence: func(g *rivals.Game, v *rivals.Card) int {
			if !v.Leader {
				return 0
			}
			n := 0
			for s, p := range g.Players {
				n += b2i(s != v.Controller && !p.Eliminated)
			}
			return n
		}}
	// Muhammad Zadeh: +1 Influence for each attached Retainer.
	muhammadZadeh.Text = &rivals.Text{Influence: func(g *rivals.Game, v *rivals.Card) int { return g.Retainers(v) }}

	// Base of Power: when a character in your coterie attaches a Title,
	// gain 2 Agenda.
	baseOfPower.Text = &rivals.Text{OnAttach: func(g *rivals.Game, owner int, v, t *rivals.Card) {
		if v.Controller == owner && t.Def.Has(rivals.TypeTitle) {
			g.GainAP(owner, 2, baseOfPower.Name)
		}
	}}
	// Stevie Osborn: gain 1 Prestige when any character in your coterie
	// attaches a Title.
	stevieOsborn.Text = &rivals.Text{Triggers: &rivals.Text{OnAttach: func(g *rivals.Game, owner int, v, t *rivals.Card) {
		if v.Controller == owner && t.Def.Has(rivals.TypeTitle) {
			g.GainPrestige(owner, 1, stevieOsborn.Name)
		}
	}}}
	// Yusuf Kaya: Exhaust: mend 1 Blood on each Titled character in your
	// coterie and in torpor.
	yusufKaya.Text = &rivals.Text{Activated: []rivals.Activated{{Label: "mend each Titled character", Cost: rivals.CostExhaust,
		Use: func(g *rivals.Game, self *rivals.Card) {
			for _, v := range append(g.Coterie(self.Controller), g.Torpid(self.Controller)...) {
				if g.HasTitle(v) {
					g.Mend(v, 1, yusufKaya.Name)
				}
			}
		}}}}
	// Doc: pay 1 Prestige: mend 1 Blood on each character in this party.
	doc.Text = &rivals.Text{Activated: []rivals.Activated{{Label: "mend each character of this party", Cost: rivals.CostPrestige,
		Use: func(g *rivals.Game, self *rivals.Card) {
			for _, v := range g.Party(self) {
				g.Mend(v, 1, doc.Name)
			}
		}}}}
}

// chooseFoe asks seat for a foe still in the game.
func chooseFoe(g *rivals.Game, seat int, source string) int {
	var seats []int
	var names []string
	for s, p := range g.Players {
		if s != seat && !p.Eliminated {
			seats = append(seats, s)
			names = append(names, g.SeatLabel(s))
		}
	}
	return seats[g.Choose(seat, source, names...)]
}
