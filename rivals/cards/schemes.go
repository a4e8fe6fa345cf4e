package cards

import "kindred/rivals"

// The Core Schemes (spec §4.15) and the cards that care about them.

func initSchemes() {
	// Free Money: should each player gain 3 Prestige?
	freeMoney.Text = &rivals.Text{SchemeEffect: func(g *rivals.Game, s *rivals.Scheme) {
		for seat, p := range g.Players {
			if !p.Eliminated {
				g.GainPrestige(seat, 3, freeMoney.Name)
			}
		}
	}}
	// Mercy: should each player mend 4 Blood on a character in their
	// coterie or in torpor? (§6.4 item 18.)
	mercy.Text = &rivals.Text{SchemeEffect: func(g *rivals.Game, s *rivals.Scheme) {
		for i := range g.Players {
			seat := (s.Seat + i) % len(g.Players)
			if g.Players[seat].Eliminated {
				continue
			}
			var hurt []*rivals.Card
			for _, v := range append(g.Coterie(seat), g.Torpid(seat)...) {
				if v.Blood < g.BP(v) {
					hurt = append(hurt, v)
				}
			}
			if len(hurt) == 0 {
				continue
			}
			v := g.ChooseCard(seat, mercy.Name, hurt)
			g.Mend(v, 4, mercy.Name)
			g.ReturnFromTorpor(v)
		}
	}}
	// Greed: should I gain 2 Agenda?
	greed.Text = &rivals.Text{SchemeEffect: func(g *rivals.Game, s *rivals.Scheme) { g.GainAP(s.Seat, 2, greed.Name) }}
	// Fame & Fortune: should I gain 2 Prestige and 1 Agenda?
	fameAndFortune.Text = &rivals.Text{SchemeEffect: func(g *rivals.Game, s *rivals.Scheme) {
		g.GainPrestige(s.Seat, 2, fameAndFortune.Name)
		g.GainAP(s.Seat, 1, fameAndFortune.Name)
	}}
	// Balance of Power: choose at least half of the players, yourself
	// included; should each chosen player steal 1 Prestige from an
	// unchosen player? (§6.4 item 3, CHOICE-BALANCE: the choice does not
	// bind votes; the steals go clockwise from the active player.)
	balanceOfPower.Text = &rivals.Text{
		Play: &rivals.Play{Resolve: func(p *rivals.PlayContext) {
			s := p.Game.SchemeInProgress()
			s.Chosen[p.Seat] = true
			n := 0
			for _, pl := range p.Game.Players {
				n += b2i(!pl.Eliminated)
			}
			chosen := 1
			for 2*chosen < n || chosen < n-1 && p.Game.May(p.Seat, balanceOfPower.Name) {
				var seats []int
				var names []string
				for seat, pl := range p.Game.Players {
					if !pl.Eliminated && !s.Chosen[seat] {
						seats = append(seats, seat)
						names = append(names, p.Game.SeatLabel(seat))
					}
				}
				s.Chosen[seats[p.Game.Choose(p.Seat, balanceOfPower.Name, names...)]] = true
				chosen++
			}
		}},
		SchemeEffect: func(g *rivals.Game, s *rivals.Scheme) {
			for i := range g.Players {
				seat := (g.Active + i) % len(g.Players)
				if !s.Chosen[seat] || g.Players[seat].Eliminated {
					continue
				}
				var seats []int
				var names []string
				for o, pl := range g.Players {
					if !s.Chosen[o] && !pl.Eliminated && pl.Prestige > 0 {
						seats = append(seats, o)
						names = append(names, g.SeatLabel(o))
					}
				}
				if len(seats) > 0 {
					g.StealPrestige(seat, seats[g.Choose(seat, balanceOfPower.Name, names...)], 1)
				}
			}
		}}

	// Manipulate the Masses: when a Scheme you play succeeds, gain 1
	// Agenda.
	manipulateTheMasses.Text = &rivals.Text{AfterScheme: func(g *rivals.Game, owner int, s *rivals.Scheme) {
		if s.Seat == owner && s.Succeeded {
			g.GainAP(owner, 1, manipulateTheMasses.Name)
		}
	}}
	// PR Firm: Ongoing — when a Scheme you play succeeds, you may pay 1
	// Prestige: gain 1 Agenda.
	prFirm.Text = &rivals.Text{Play: &rivals.Play{Resolve: func(*rivals.PlayContext) {}},
		AfterScheme: func(g *rivals.Game, owner int, s *rivals.Scheme) {
			if s.Seat == owner && s.Succeeded && g.Players[owner].Prestige > 1 && g.May(owner, prFirm.Name) {
				g.Players[owner].Prestige--
				g.GainAP(owner, 1, prFirm.Name)
			}
		}}
	// Hedge Your Bets: +2 Influence; if this is a Scheme and it fails,
	// gain 1 Agenda. The Last Word: +5; if this is a Scheme and your side
	// wins, gain 1 Prestige.
	hedgeYourBets.Text = &rivals.Text{ModifierInfluence: 2, AfterModifier: func(g *rivals.Game, seat int, s *rivals.Scheme) {
		if !s.Succeeded {
			g.GainAP(seat, 1, hedgeYourBets.Name)
		}
	}}
	theLastWord.Text = &rivals.Text{ModifierInfluence: 5, AfterModifier: func(g *rivals.Game, seat int, s *rivals.Scheme) {
		if s.Side[seat] > 0 == s.Succeeded {
			g.GainPrestige(seat, 1, theLastWord.Name)
		}
	}}
	// Iris Lokken: when this character plays a Scheme, reveal the top card
	// of your Library and gain Influence equal to its BP (CHOICE-NOBP: 0
	// without one); it stays on top.
	irisLokken.Text = &rivals.Text{OnScheme: func(g *rivals.Game, v *rivals.Card) int {
		if c := g.RevealTop(v.Controller); c != nil {
			return c.Def.BPReq
		}
		return 0
	}}
}
