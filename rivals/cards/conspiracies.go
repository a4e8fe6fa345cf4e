package cards

import "kindred/rivals"

// The Core Conspiracies (spec §4.17) and the cards that care about
// face-down cards.

func initConspiracies() {
	// All Tied Up: 2+ Prestige; target foe who did not contribute
	// exhausts all of their characters; resolving needs a Malkavian (§6.4
	// item 1).
	allTiedUp.Text = &rivals.Text{Conspiracy: &rivals.Conspiracy{Threshold: 2, Clan: "malkavian",
		Resolve: func(g *rivals.Game, _, target int) {
			for _, v := range g.Coterie(target) {
				g.Exhaust(v)
			}
		}}}
	// Burning Down the House: 3+; burn target Ongoing card controlled by
	// a foe who did not contribute.
	burningDownTheHouse.Text = &rivals.Text{Conspiracy: &rivals.Conspiracy{Threshold: 3,
		CanTarget: func(g *rivals.Game, _, target int) bool { return len(g.Ongoing(target)) > 0 },
		Resolve: func(g *rivals.Game, seat, target int) {
			g.BurnCard(g.ChooseCard(seat, burningDownTheHouse.Name, g.Ongoing(target)))
		}}}
	// Destroy the Plans: 3+; target foe who did not contribute discards 3
	// cards.
	destroyThePlans.Text = &rivals.Text{Conspiracy: &rivals.Conspiracy{Threshold: 3,
		Resolve: func(g *rivals.Game, _, target int) {
			for range 3 {
				g.Discard(target)
			}
		}}}
	// Lost Glory: 4+; target foe who did not contribute loses 1 Agenda,
	// 2 if they have 9+.
	lostGlory.Text = &rivals.Text{Conspiracy: &rivals.Conspiracy{Threshold: 4,
		Resolve: func(g *rivals.Game, _, target int) {
			n := 1
			if g.Players[target].AP >= 9 {
				n = 2
			}
			g.LoseAP(target, n)
		}}}
	// Whispering Campaign: 4+; steal 2 Prestige from target foe who did
	// not contribute.
	whisperingCampaign.Text = &rivals.Text{Conspiracy: &rivals.Conspiracy{Threshold: 4,
		Resolve: func(g *rivals.Game, seat, target int) { g.StealPrestige(seat, target, 2) }}}

	// Guv'nah: draw 1 card when you play a card face down outside of an
	// attack.
	guvnah.Text = &rivals.Text{Triggers: &rivals.Text{OnFaceDown: func(g *rivals.Game, owner int) { g.Draw(owner) }}}
	// Velvet: gain 1 Prestige when you resolve a face-down card outside of
	// an attack.
	velvet.Text = &rivals.Text{Triggers: &rivals.Text{OnResolveFaceDown: func(g *rivals.Game, owner int, _ *rivals.Card) {
		g.GainPrestige(owner, 1, velvet.Name)
	}}}
	// The End is Nigh: the first time you resolve a Conspiracy during each
	// of your turns, gain 1 Prestige and 2 Agenda.
	theEndIsNigh.Text = &rivals.Text{OnResolveFaceDown: func(g *rivals.Game, owner int, c *rivals.Card) {
		p := g.Players[owner]
		if !c.Def.Has(rivals.TypeConspiracy) || p.AgendaTurn == g.Turn {
			return
		}
		p.AgendaTurn = g.Turn
		g.GainPrestige(owner, 1, theEndIsNigh.Name)
		g.GainAP(owner, 2, theEndIsNigh.Name)
	}}
	// The Madhouse (Leader Ability): discard 1 card: add 1 Prestige from
	// the general supply to a face-down card you control (CHOICE-MADHOUSE:
	// the card's cost, no exhaustion).
	theMadhouse.Text = &rivals.Text{Activated: []rivals.Activated{{Label: "add 1 Prestige to a face-down card", Cost: rivals.CostDiscard,
		Usable: func(g *rivals.Game, self *rivals.Card) bool { return len(g.FaceDownCards(self.Controller)) > 0 },
		Use: func(g *rivals.Game, self *rivals.Card) {
			g.AddToken(g.ChooseCard(self.Controller, theMadhouse.Name, g.FaceDownCards(self.Controller)), self.Controller)
		}}}}
	// Everything is Connected: if you have Auspex in your coterie, add 1
	// Prestige from the general supply to each face-down card you control.
	everythingIsConnected.Text = &rivals.Text{Play: &rivals.Play{
		Resolve: func(p *rivals.PlayContext) {
			if coterieLevel(p, rivals.Auspex) == 0 {
				return
			}
			for _, c := range p.Game.FaceDownCards(p.Seat) {
				p.Game.AddToken(c, p.Seat)
			}
		}}}
	// Faulty Logic: your foe contributes 1 Prestige to a face-down card of
	// your choosing; if you resolve that card this turn, you may target
	// that foe.
	faultyLogic.Text = &rivals.Text{Resolve: func(c *rivals.Context) {
		fd := c.Game.FaceDownCards(c.Self.Controller)
		if c.Foe < 0 || len(fd) == 0 {
			return
		}
		c.Game.Contribute(c.Game.ChooseCard(c.Self.Controller, faultyLogic.Name, fd), c.Foe)
	}}
}
