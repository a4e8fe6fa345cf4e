package rivals

import (
	"slices"

	"kindred/engine"
)

// Act is what an option of the Action phase (decision rivals.action)
// does. Its code holds the Act in the high bits and one or two cards in
// the low ones (SplitAction).
type Act int64

// The options of the Action phase.
const (
	ActEnd Act = iota
	ActDrawLibrary
	ActDrawFaction
	ActRecruit   // recruit card A
	ActToStreets // move vampire A to the Streets
	ActJoin      // vampire A joins vampire B's party
	ActLeave     // vampire A leaves its party
	ActAttack    // vampire A attacks
	ActBurn      // burn Retainer A
	ActClaim     // vampire A claims the Prince of the City
	ActPlay      // play card A with vampire B (none for a free action)
	ActTitle     // play Title card A on vampire B
	ActUse       // vampire A uses an Activated ability of card B (index: actionIndex)
	ActConspire  // play Conspiracy A face down with vampire B
	ActShow      // show Conspiracy A to seat B
	ActAdd       // add 1 Prestige to Conspiracy A
	ActResolve   // resolve Conspiracy A against seat B
)

func actCode(what Act, a, b CardID) int64 { return int64(what)<<40 | int64(a)<<20 | int64(b) }

// SplitAction returns what an option code of the Action phase does, and
// its cards.
func SplitAction(code int64) (what Act, a, b CardID) {
	return Act(code >> 40 & 0xff), CardID(code >> 20 & (1<<20 - 1)), CardID(code & (1<<20 - 1))
}

// actionIndex returns the ability index an ActUse code holds.
func actionIndex(code int64) int { return int(code >> 48 & 0xff) }

// actionPhase is spec §3.2: up to 2 actions (free ones included), and
// between them, moves to the Streets and regrouping (CHOICE-MOVETIMING:
// only while no action is in progress), until the player ends the phase
// (CHOICE-PASS: fewer than 2 actions is legal).
func (g *Game) actionPhase(p *Player) {
	g.conspiracyWindow(p)
	for {
		left := 2 - g.Actions
		g.actionOptions(p, left)
		code := g.askCode(p.Seat, kindAction, msgActionPhase.With(engine.Int(left)))
		what, a, b := SplitAction(code)
		switch what {
		case ActEnd:
			return
		case ActDrawLibrary, ActDrawFaction:
			z := ZoneLibrary
			pile := msgLibrary
			if what == ActDrawFaction {
				z, pile = ZoneFaction, msgFactionDeck
			}
			g.draw(p, z)
			g.logf(msgDraws, g.seatName(p.Seat), engine.Sub(pile))
			g.tookAction(p)
		case ActRecruit:
			g.recruit(p, g.cards[a])
			g.tookAction(p)
		case ActToStreets:
			v := g.cards[a]
			g.move(v, ZoneStreets)
			g.nextGroup++
			v.Group = g.nextGroup
			g.changed(v)
			g.logf(msgMoves, v.Def.NameArg())
		case ActJoin:
			v := g.cards[a]
			v.Group = g.cards[b].Group
			v.Regrouped = true
			g.changed(v)
			g.markRegrouped(v)
		case ActLeave:
			v := g.cards[a]
			g.nextGroup++
			v.Group = g.nextGroup
			v.Regrouped = true
			g.changed(v)
			g.markRegrouped(v)
		case ActPlay:
			var actor *Card
			if b != NoCard&(1<<20-1) {
				actor = g.cards[b]
			}
			if c := g.cards[a]; c.Def.Has(TypeScheme) {
				g.playScheme(p, c, actor)
			} else {
				g.playCard(p, c, actor)
			}
			g.tookAction(p)
		case ActTitle:
			g.playTitle(p, g.cards[a], g.cards[b])
			g.tookAction(p)
		case ActUse:
			if g.useActivated(p, g.cards[a], g.cards[b], actionIndex(code)) {
				g.tookAction(p)
			}
		case ActConspire:
			g.playConspiracy(p, g.cards[a], g.cards[b])
			g.tookAction(p)
		case ActShow:
			g.showConspiracy(p, g.cards[a], int(b))
		case ActAdd:
			c := g.cards[a]
			c.AddedTurn = g.Turn
			c.Colours[p.Seat]++
			g.changed(c)
			p.Prestige--
			g.logf(msgConspAdds, g.seatName(p.Seat), g.seatName(p.Seat))
		case ActResolve:
			g.resolveConspiracy(p, g.cards[a], int(b))
		case ActClaim:
			g.claimPrince(p, g.cards[a])
			g.tookAction(p)
		case ActBurn:
			g.burnAttachment(g.cards[a])
		case ActAttack:
			if g.attackAction(p, g.cards[a]) {
				g.tookAction(p)
			}
		}
		g.checkEnd()
	}
}

// actionOptions lists the Action phase's menu (spec §3.2), in sections; a
// replay that foresees the answer stops once it is listed (Foresee). Its
// sections read p's hand's distinct cards, kept until the hand changes
// (handChoices).
func (g *Game) actionOptions(p *Player, left int) {
	g.options()
	g.cutFor(p.Seat, kindAction)
	if left > 0 {
		if len(p.Library) > 0 {
			g.option(actCode(ActDrawLibrary, 0, 0), msgDrawLibrary)
		}
		if len(p.Faction) > 0 {
			g.option(actCode(ActDrawFaction, 0, 0), msgDrawFaction)
		}
		if g.enough() {
			return // a draw foreseen: no recruit is checked
		}
		discount := -1 // recruitDiscount, reckoned once for the hand's vampires
		for i, id := range g.handChoices(p) {
			c := g.cards[id]
			if !c.Vampire() {
				continue
			}
			if discount < 0 {
				discount = g.recruitDiscount(p)
			}
			if cost := max(0, c.Def.BP-discount); g.canRecruit(p, i, c, cost) {
				g.option(actCode(ActRecruit, id, 0), msgRecruit, c.Def.NameArg(), engine.Int(cost))
			}
		}
		if g.enough() {
			return
		}
		for _, v := range g.coterie(p.Seat) {
			if v.Zone == ZoneStreets && !v.Exhausted && g.hasTarget(v) {
				g.option(actCode(ActAttack, v.ID, 0), msgAttackWith, v.Def.NameArg())
			}
		}
		if g.enough() {
			return
		}
		g.playOptions(p)
		if g.enough() {
			return
		}
		g.schemeOptions(p)
		if g.enough() {
			return
		}
		g.titleOptions(p)
		if g.enough() {
			return
		}
		if g.princeCard() != nil {
			for _, v := range g.coterie(p.Seat) {
				if v.Zone == ZoneStreets && !v.Exhausted {
					g.option(actCode(ActClaim, v.ID, 0), msgClaim, v.Def.NameArg())
				}
			}
		}
	}
	if g.enough() {
		return
	}
	g.activatedOptions(p, left > 0)
	if g.enough() {
		return
	}
	g.conspiracyOptions(p, left > 0)
	if g.enough() {
		return
	}
	g.regroupOptions(p)
	if g.enough() {
		return
	}
	// Burn a Retainer attached to one of your vampires (spec §3.2).
	for c := range g.onList(listAttached) {
		if c.Zone == ZoneAttached && c.Controller == p.Seat && c.Def.Has(TypeRetainer) {
			g.option(actCode(ActBurn, c.ID, 0), msgBurnRetainer, c.Def.NameArg(), g.cards[c.Host].Def.NameArg())
		}
	}
	g.option(actCode(ActEnd, 0, 0), msgEndActions)
}

// tookAction counts an action and lets every vampire regroup again.
func (g *Game) tookAction(p *Player) {
	g.Actions++
	if p.Seat < len(g.regroupMarked) && !g.regroupMarked[p.Seat] {
		return // none of p's cards carries the mark
	}
	for c := range g.onTouched() {
		if c.Controller == p.Seat && c.Regrouped {
			c.Regrouped = false
			g.changed(c)
		}
	}
	if p.Seat < len(g.regroupMarked) {
		g.regroupMarked[p.Seat] = false
	}
}

// markRegrouped notes that v carries a Regrouped mark (tookAction).
func (g *Game) markRegrouped(v *Card) {
	if v.Controller >= 0 && v.Controller < len(g.regroupMarked) {
		g.regroupMarked[v.Controller] = true
	}
}

// regroupOptions lists the moves of spec §3.2 and §4.2: a ready Haven
// vampire moves to the Streets (a party of its own); a ready Streets
// vampire joins another of p's Streets parties, or leaves its party. Each
// vampire moves once between two actions (Card.Regrouped).
func (g *Game) regroupOptions(p *Player) {
	co := g.coterie(p.Seat)
	for _, v := range co {
		if v.Exhausted || v.Regrouped {
			continue
		}
		switch v.Zone {
		case ZoneHaven:
			g.option(actCode(ActToStreets, v.ID, 0), msgToStreets, v.Def.NameArg())
		case ZoneStreets:
			if g.separateParties() {
				continue
			}
			alone := true
			var buf [listBuf]int
			seen := append(buf[:0], v.Group) // the parties offered, and v's
			for _, w := range co {
				if w.Zone != ZoneStreets {
					continue
				}
				if w != v && w.Group == v.Group {
					alone = false
				}
				if !slices.Contains(seen, w.Group) {
					seen = append(seen, w.Group)
					g.option(actCode(ActJoin, v.ID, w.ID), msgJoin, v.Def.NameArg(), w.Def.NameArg())
				}
			}
			if !alone {
				g.option(actCode(ActLeave, v.ID, 0), msgLeaveParty, v.Def.NameArg())
			}
		}
	}
}

// recruitCost is what p pays to recruit v: its BP, less the Titles'
// discounts (Herald).
func (g *Game) recruitCost(p *Player, v *Card) int {
	return max(0, v.Def.BP-g.recruitDiscount(p))
}

// recruitDiscount is what p's Titles take off a recruit's cost
// (recruitCost): the same for every vampire.
func (g *Game) recruitDiscount(p *Player) int {
	n := 0
	for c := range g.onList(listAttached) {
		if c.Zone == ZoneAttached && c.Controller == p.Seat && g.cards[c.Host].InPlay() && c.Def.Text != nil {
			n += c.Def.Text.RecruitDiscount
		}
	}
	return n
}

// canRecruit reports whether p may recruit v, its hand's distinct card i
// (handChoices), at cost (recruitCost; spec §4.4): p's Prestige must stay
// above 0 after paying (CHOICE-LASTPRESTIGE), and no active vampire of
// its name may be in play (spec §6.2).
func (g *Game) canRecruit(p *Player, i int, v *Card, cost int) bool {
	return p.Prestige > cost && !g.nameInPlay(p, i, v)
}

// nameInPlay reports whether a vampire of the name of v, p's hand's
// distinct card i (handChoices), is in play: kept with the hand's choices
// while no coterie changes (coterieGen), since the menus of a turn ask it
// of the same hand (checkHands checks it).
func (g *Game) nameInPlay(p *Player, i int, v *Card) bool {
	s := p.Seat
	if s < 0 || s >= len(g.keptHands) || i >= 32 {
		return g.vampireNamed(v)
	}
	k := &g.keptHands[s]
	if !k.made || k.gen != g.handGen[s] || i >= len(k.hand) || k.hand[i] != v.ID {
		return g.vampireNamed(v)
	}
	if k.namesGen != g.coterieGen {
		k.namesGen, k.namesKnown = g.coterieGen, 0
	}
	bit := uint32(1) << i
	if k.namesKnown&bit == 0 {
		k.namesKnown |= bit
		k.namesInPlay &^= bit
		if g.vampireNamed(v) {
			k.namesInPlay |= bit
		}
	}
	return k.namesInPlay&bit != 0
}

// vampireNamed reports whether a vampire of v's name is in play (spec
// §6.2): in a coterie.
func (g *Game) vampireNamed(v *Card) bool {
	for _, co := range g.coteries { // every vampire in play, by its controller
		for _, c := range co {
			if c.Def == v.Def || c.Def.Name == v.Def.Name {
				return true
			}
		}
	}
	return false
}

// recruit is spec §4.4: v enters p's Haven ready (CHOICE-RECRUITREADY) at
// full Blood paid from p's Prestige; a torpid vampire of the same name is
// burned (spec §6.2; CHOICE-USURPAP: no Rival AP).
func (g *Game) recruit(p *Player, v *Card) {
	for c := range g.onList(listVampires) {
		if c.Vampire() && c.Zone == ZoneTorpor && c.Def.Name == v.Def.Name {
			g.burn(c)
			g.logf(msgUsurped, c.Def.NameArg())
		}
	}
	p.Prestige -= g.recruitCost(p, v) // Herald: the missing Blood comes from the supply
	g.move(v, ZoneHaven)
	v.Blood = v.Def.BP
	v.Exhausted = false
	g.changed(v)
	g.logf(msgRecruits, g.seatName(p.Seat), v.Def.NameArg())
}
