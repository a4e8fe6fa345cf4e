package rivals

import "kindred/engine"

var (
	msgClaim         = engine.NewMsg("rivals.claim", "{0} claims the Prince of the City", "{0} revendique le Prince de la Cité")
	msgClaims        = engine.NewMsg("rivals.claims", "{0} claims the Prince of the City.", "{0} revendique le Prince de la Cité.")
	msgCounterPrompt = engine.NewMsg("rivals.counter-prompt", "{0} claims the Prince of the City: attack it?", "{0} revendique le Prince de la Cité : l'attaquer ?")
	msgCounterWith   = engine.NewMsg("rivals.counter-with", "Attack with {0}", "Attaquer avec {0}")
	msgNoCounter     = engine.NewMsg("rivals.no-counter", "Let the claim be", "Laisser faire")
	msgClaimFails    = engine.NewMsg("rivals.claim-fails", "The claim fails: the Prince of the City stays in the Streets.", "La revendication échoue : le Prince de la Cité reste dans la Rue.")
	msgPrinceTo      = engine.NewMsg("rivals.prince-to", "{0} becomes Prince of the City.", "{0} devient Prince de la Cité.")
	msgPrinceBack    = engine.NewMsg("rivals.prince-back", "The Prince of the City returns to the Streets.", "Le Prince de la Cité retourne dans la Rue.")
	msgPrinceGains   = engine.NewMsg("rivals.prince-gains", "Prince of the City: {0} gains 1 Prestige and 1 Agenda point.", "Prince de la Cité : {0} gagne 1 Prestige et 1 point de Cabale.")
	msgPrinceDest    = engine.NewMsg("rivals.prince-dest", "Which vampire takes the Prince of the City?", "Quel vampire prend le Prince de la Cité ?")
)

// princeCard returns the Prince of the City lying unclaimed in the
// Streets, or nil.
func (g *Game) princeCard() *Card {
	for _, id := range g.Streets {
		if c := g.cards[id]; c.Def.ID == PrinceID {
			return c
		}
	}
	return nil
}

// prince returns the vampire holding the Prince of the City, or nil.
func (g *Game) prince() *Card {
	for c := range g.onList(listAttached) {
		if c.Def.ID == PrinceID && c.Zone == ZoneAttached {
			return g.cards[c.Host]
		}
	}
	return nil
}

// claimPrince is the action of spec §4.5: the claimant (exhausted, in the
// Streets) is attacked by each foe in turn, from the active player's
// left, who may exhaust a ready vampire of theirs, wherever it is, to
// attack as on their own turn: no block, no Reaction, no Secrecy, an
// Attack card only for the foe whose Rival is the claimant's controller.
// A claimant that survives takes the Title (CHOICE-PRINCEFAIL: if it is
// defeated, the card stays in the Streets).
func (g *Game) claimPrince(p *Player, claimant *Card) {
	claimant.Exhausted = true
	g.changed(claimant)
	g.logf(msgClaims, claimant.Def.NameArg())
	for seat := g.next(p.Seat); seat != p.Seat; seat = g.next(seat) {
		foe := g.Players[seat]
		if foe.Eliminated || !claimant.InPlay() {
			continue
		}
		g.options()
		g.option(int64(NoCard), msgNoCounter)
		for _, v := range g.coterie(seat) {
			if !v.Exhausted {
				g.option(int64(v.ID), msgCounterWith, v.Def.NameArg())
			}
		}
		id := CardID(g.askCode(seat, kindCounter, msgCounterPrompt.With(claimant.Def.NameArg())))
		if id == NoCard {
			continue
		}
		attacker := g.cards[id]
		a := &Attack{Attacker: attacker, Target: claimant, Defender: claimant.Controller, Claim: true}
		for _, v := range g.party(attacker) {
			if !v.Exhausted {
				a.Party = append(a.Party, v)
			}
		}
		attacker.Exhausted = true
		g.changed(attacker)
		g.fight(a, foe.Rival == claimant.Controller, false)
	}
	if prince := g.princeCard(); prince != nil && claimant.InPlay() {
		g.attachTitle(prince, claimant)
	} else {
		g.logf(msgClaimFails)
	}
	g.checkEnd()
}

// attachTitle attaches Title t to vampire v (spec §4.16, §4.19): a Prince
// replaces any Title; with 3 attachments and none a Title, one is burned.
func (g *Game) attachTitle(t, v *Card) {
	seat := v.Controller
	att := g.Attached(v)
	for _, c := range att {
		if c.Def.Has(TypeTitle) {
			g.move(c, ZoneDiscard)
			att = g.Attached(v)
			break
		}
	}
	if len(att) >= 3 {
		g.options()
		for _, c := range att {
			g.option(int64(c.ID), msgCard, c.Def.NameArg())
		}
		g.burnAttachment(g.cards[g.askCode(seat, kindAttachBurn, msgAttachFull.With(v.Def.NameArg()))])
	}
	g.move(t, ZoneAttached)
	g.setHost(t, v.ID)
	t.Controller = seat
	g.changed(t)
	g.logf(msgPrinceTo, v.Def.NameArg())
	g.onAttach(seat, v, t)
}

// princeLeaves is spec §4.16.3 when the Prince's holder v goes to torpor
// or is burned: by a player, the Prince goes to a vampire of theirs — the
// attacker when there is one (CHOICE-PRINCEDEST), else their choice; by
// the game, it returns to the Streets.
func (g *Game) princeLeaves(title, v *Card, by int) {
	var dest *Card
	if by >= 0 && by != v.Controller {
		if a := g.attack; a != nil && a.Attacker.Controller == by && a.Attacker.InPlay() {
			dest = a.Attacker
		} else if co := g.coterie(by); len(co) > 0 {
			g.options()
			for _, c := range co {
				g.option(int64(c.ID), msgCard, c.Def.NameArg())
			}
			dest = g.cards[g.askCode(by, kindPrinceDest, msgPrinceDest.Text())]
		}
	}
	if dest == nil {
		g.move(title, ZoneStreets)
		title.Controller = -1
		g.changed(title)
		g.logf(msgPrinceBack)
		return
	}
	g.attachTitle(title, dest)
}

// princeStartOfTurn is the Prince's "At the start of your turn, gain 1
// Prestige and 1 Agenda."
func (g *Game) princeStartOfTurn(p *Player) {
	if v := g.prince(); v != nil && v.Controller == p.Seat {
		p.Prestige++
		p.AP++
		g.logf(msgPrinceGains, g.seatName(p.Seat))
	}
}
