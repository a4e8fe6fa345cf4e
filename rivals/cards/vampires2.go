package cards

import "kindred/rivals"

// The Core vampires' abilities beyond the attack window's (abilities in
// texts.go): triggers, Influence, Intel.

func initVampires() {
	// Shades: Party — for every 5 Agenda a foe has, this party has +1
	// Intel vs that foe.
	shades.Text = &rivals.Text{PartyIntel: func(g *rivals.Game, foe int) int { return g.Players[foe].AP / 5 }}
	// The Cossack: pay 1 Blood: this character's next attack this turn
	// cannot be blocked.
	theCossack.Text = &rivals.Text{Activated: []rivals.Activated{{Label: "next attack this turn cannot be blocked", Cost: rivals.CostBlood,
		Use: func(g *rivals.Game, self *rivals.Card) {
			self.Unblockable = g.Turn
			g.Changed(self)
		}}}}
	// Jesús: Relentless — when this character is defeated, you may pay 1
	// Prestige: gain 1 Agenda.
	jesus.Text = &rivals.Text{OnSelfDefeat: func(g *rivals.Game, self *rivals.Card, _ int) {
		if owner := self.Controller; g.Players[owner].Prestige > 1 && g.May(owner, jesus.Name) {
			g.Players[owner].Prestige--
			g.GainAP(owner, 1, jesus.Name)
		}
	}}
	// June Bryant: at the start of your turn, if you control the Prince of
	// the City, draw 2 cards.
	juneBryant.Text = &rivals.Text{Triggers: &rivals.Text{StartOfTurn: func(g *rivals.Game, owner int) {
		if p := g.PrinceHolder(); p != nil && p.Controller == owner {
			g.Draw(owner)
			g.Draw(owner)
		}
	}}}
	// Bruno Wagner: draw 1 card when you play an Ongoing card.
	brunoWagner.Text = &rivals.Text{Triggers: &rivals.Text{OnPlayOngoing: func(g *rivals.Game, owner int) { g.Draw(owner) }}}
	// Zhang Wei: Party — while this character has a Title, when this party
	// defeats a character, that foe loses 1 Prestige.
	zhangWei.Text = &rivals.Text{Triggers: &rivals.Text{OnDefeat: func(g *rivals.Game, owner int, v *rivals.Card, _, by int) {
		a := g.AttackInProgress()
		if a == nil || by != owner || a.Attacker.Controller != owner || v.Controller == owner {
			return
		}
		for _, m := range a.Party {
			if m.Def == zhangWei && m.InPlay() && g.HasTitle(m) {
				g.LosePrestige(v.Controller, 1)
			}
		}
	}}}
	// Bella Forte: Attacker — discard the top card of your Library: if it
	// is not an Attack card, this attack deals +2 Damage to the target.
	bellaForte.Text = &rivals.Text{Abilities: []rivals.Ability{{Label: "discard the top card of the Library: +2 damage if not an Attack",
		Who: rivals.AttackerOnly, Usable: func(a *rivals.Attack) bool { return true },
		Use: func(g *rivals.Game, a *rivals.Attack, self *rivals.Card) {
			if c := g.DiscardTop(self.Controller); c != nil && !c.Def.Has(rivals.TypeAttack) {
				a.Bonus += 2
			}
		}}}}
	// Randolph Marz: Party — discard a Title: this attack deals +1 damage
	// to the target; +1 more if this character is Prince of the City.
	randolphMarz.Text = &rivals.Text{Abilities: []rivals.Ability{{Label: "discard a Title: +1 damage to the target",
		Who: rivals.PartyMember, Cost: rivals.CostDiscardTitle,
		Use: func(g *rivals.Game, a *rivals.Attack, self *rivals.Card) {
			a.Bonus++
			if g.IsPrince(self) {
				a.Bonus++
			}
		}}}}
	// Johnny: Party — when this party defeats and burns a City Deck
	// mortal, each character in this party may mend 1 Blood instead of the
	// normal burn benefit.
	johnny.Text = &rivals.Text{BurnMendParty: true}
	// Flick: Relentless — pay 1 Blood: this character has +3 Influence
	// during this action or event (then its No-Influence token).
	flick.Text = &rivals.Text{BloodInfluence: 3}
	// Bunny Benitez: when a Scheme you play succeeds, gain 1 Prestige.
	// Exhaust: this character has +2 Influence during this action or
	// event.
	bunnyBenitez.Text = &rivals.Text{ExhaustInfluence: 2, Triggers: &rivals.Text{AfterScheme: func(g *rivals.Game, owner int, s *rivals.Scheme) {
		if s.Seat == owner && s.Succeeded {
			g.GainPrestige(owner, 1, bunnyBenitez.Name)
		}
	}}}
	bunnyBenitez.Missing = ""

	// Royal Retreat (Leader Ability): characters with a Title in your
	// coterie have +1 Influence. Discard an unattached City Deck mortal in
	// The Streets: add a new card to The Streets.
	royalRetreat.Text = &rivals.Text{
		GivesInfluence: func(g *rivals.Game, v *rivals.Card) int { return b2i(g.HasTitle(v)) },
		Activated: []rivals.Activated{{Label: "discard a mortal in the Streets: a new City card",
			Usable: func(g *rivals.Game, _ *rivals.Card) bool { return g.MortalInStreets() },
			Use: func(g *rivals.Game, self *rivals.Card) {
				g.DiscardMortal(g.ChooseCard(self.Controller, royalRetreat.Name, g.StreetsMortals()))
				g.RevealCity()
			}}}}
	// Search Engine: Ongoing — exhaust: if you have Auspex in your
	// coterie, look at the top card of your Library or Faction deck; leave
	// it or move it to the bottom.
	searchEngine.Text = &rivals.Text{Play: &rivals.Play{Resolve: func(*rivals.PlayContext) {}},
		Activated: []rivals.Activated{{Label: "look at the top card of a deck", Cost: rivals.CostExhaust,
			Usable: func(g *rivals.Game, self *rivals.Card) bool {
				n := 0
				for _, v := range g.Coterie(self.Controller) {
					n += g.Level(v, rivals.Auspex)
				}
				return n > 0
			},
			Use: func(g *rivals.Game, self *rivals.Card) {
				piles := []rivals.Zone{rivals.ZoneLibrary, rivals.ZoneFaction}
				z := piles[g.Choose(self.Controller, searchEngine.Name, "Library", "Faction deck")]
				g.LookTop(self.Controller, z)
			}}}}
	// Marked Man: put 1 Agenda from the general supply onto any character;
	// if a player defeats them, they gain that Agenda.
	markedMan.Text = &rivals.Text{Play: &rivals.Play{
		Resolve: func(p *rivals.PlayContext) {
			var all []*rivals.Card
			for _, v := range p.Game.Cards() {
				if v.InPlay() {
					all = append(all, v)
				}
			}
			p.Game.Mark(p.Seat, p.Game.ChooseCard(p.Seat, markedMan.Name, all))
		}}}
	// Street Preacher: Relentless — if ready, pay 1 Prestige: move to The
	// Streets and block an attack against any target in The Streets.
	streetPreacher.Text = &rivals.Text{StreetBlocker: true}
	// Dragon's Roost (Leader Ability): if ready, you may move your Leader
	// to The Streets to block a foe's attack (Ranged included); if the
	// attack targeted a character, gain 1 Prestige.
	dragonsRoost.Text = &rivals.Text{LeaderBlocks: true}
	// Distraction: Ongoing — discard this card: redirect up to 2 Second
	// Inquisition damage you would take during your End Phase to target
	// foe.
	distraction.Text = &rivals.Text{Play: &rivals.Play{Resolve: func(*rivals.PlayContext) {}}, RedirectSAD: 2}
	// Old Post Office (Leader Ability): once during each player's turn,
	// place a card from your hand with 1–3 BP as an Influence Modifier
	// worth its BP.
	oldPostOffice.Text = &rivals.Text{BPModifier: true}
	// Lixue Chen: Party — while this character has a Retainer, their
	// party's first Social attack during each of your turns deals +1
	// Damage to the target.
	lixueChen.Text = &rivals.Text{PartyBonus: func(g *rivals.Game, a *rivals.Attack, self *rivals.Card) int {
		if a.Type != rivals.Social || g.Retainers(self) == 0 || self.UsedTurn == g.Turn || g.Active != self.Controller {
			return 0
		}
		self.UsedTurn = g.Turn
		g.Changed(self)
		return 1
	}}
	// Liza Holt: Party — when this party defeats a character, you may
	// attach 1 of the defeated character's Retainers to a character in
	// this party.
	lizaHolt.Text = &rivals.Text{OnPartyDefeats: func(g *rivals.Game, a *rivals.Attack, self, v *rivals.Card) {
		rs := g.PartyRetainers([]*rivals.Card{v})
		if len(rs) == 0 || !g.May(self.Controller, lizaHolt.Name) {
			return
		}
		r := g.ChooseCard(self.Controller, lizaHolt.Name, rs)
		g.StealRetainer(r, g.ChooseCard(self.Controller, lizaHolt.Name, a.Party))
	}}
	// Bong-Cha Park: at the end of your turn, you may attach a Retainer in
	// this party to another character in this party (no "attach" effects).
	bongChaPark.Text = &rivals.Text{Triggers: &rivals.Text{EndOfTurn: func(g *rivals.Game, owner int) {
		for _, b := range g.Coterie(owner) {
			if b.Def != bongChaPark {
				continue
			}
			party := g.Party(b)
			rs := g.PartyRetainers(party)
			if len(rs) == 0 || len(party) < 2 || !g.May(owner, bongChaPark.Name) {
				return
			}
			r := g.ChooseCard(owner, bongChaPark.Name, rs)
			var others []*rivals.Card
			for _, v := range party {
				if v.ID != r.Host && len(g.Attached(v)) < 3 {
					others = append(others, v)
				}
			}
			if len(others) > 0 {
				g.MoveRetainer(r, g.ChooseCard(owner, bongChaPark.Name, others))
			}
		}
	}}}
}
