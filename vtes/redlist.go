package vtes

// The Red List and trophies (rules/vtes.md §10.4, §1.6, §3.3, §3.5 #13,
// §7.4 step 5, §14 C16): a Methuselah may spend an MPA to mark a Red List
// minion for the turn; each of their ready vampires may then hunt it once
// that turn; a vampire that burns a Red List minion gets trophies, before
// any blood hunt.

// markAbility is the ability index of a master-phase option code that
// marks a Red List minion (the card is the minion): an MPA, not a card's
// ability.
const markAbility = 0xfffffe

// offerRedListMarks adds, in seat's master phase, an option to mark each
// Red List minion another Methuselah controls, face up and not marked
// yet (§10.4: for the current turn).
func (g *Game) offerRedListMarks(seat int) {
	for s, m := range g.seats {
		if s == seat || m.Ousted {
			continue
		}
		for _, l := range [2][]CardID{m.Ready, m.Torpor} {
			for _, id := range l {
				if c := g.cards[id]; c.Def.RedList && !c.Contested && !c.RedListMarked {
					g.optionMsg(abilityCode(c.ID, markAbility), msgMarkRedList, cardArg(c))
				}
			}
		}
	}
}

// markRedList marks a Red List minion for the turn (§10.4).
func (g *Game) markRedList(seat int, c *Card) {
	c.RedListMarked = true
	g.changed(c)
	g.markTurn(c)
	g.note(msgMarked.With(seatArg(seat), cardArg(c)))
}

// offerRedListHunts adds the Red List hunts vampire c may take: against
// each minion its Methuselah marked this turn, ready and face up, once a
// turn per vampire, with the 1 blood it costs (§10.4, §3.4, §3.5 #13).
// The marks are the active Methuselah's: only they have a master phase
// this turn.
func (g *Game) offerRedListHunts(seat int, c *Card) {
	if !c.IsVampire() || c.RedListHunted || c.Blood < 1 || !g.mayDirect(c) {
		return
	}
	for s, m := range g.seats {
		if s == seat || m.Ousted {
			continue
		}
		for _, id := range m.Ready {
			if t := g.cards[id]; t.RedListMarked && !t.Contested && g.Targetable(t, seat) {
				g.optionMsg(actionCode(ActRedListHunt, c, nil, 0, t), msgActRedListHunt, cardArg(c), cardArg(t))
			}
		}
	}
}

// redListHunt resolves a successful Red List hunt: 1 blood, then combat
// with the marked minion (§3.5 #13).
func (g *Game) redListHunt(a *ActionState) {
	g.loseBlood(a.Actor, 1)
	if a.Actor.Ready() && a.Target.Ready() {
		g.fight(a.Actor, a.Target)
		g.afterCombat(a.Actor, a.Target)
	}
}

// afterCombat awards trophies to a vampire that burned a Red List minion
// in the combat between x and y (§10.4).
func (g *Game) afterCombat(x, y *Card) {
	for _, p := range [2][2]*Card{{x, y}, {y, x}} {
		v, victim := p[0], p[1]
		if victim.Def.RedList && victim.Zone == ZoneAsh && v.IsVampire() && v.IsMinion() {
			g.awardTrophies(v)
		}
	}
}

// diablerize commits diablerie (§7.4); a Red List victim owes the
// diablerist its trophies, which come after the Discipline search and
// before the blood hunt (§7.4 step 5: bloodHuntTrophies).
func (g *Game) diablerize(d, victim *Card) {
	if victim.Def.RedList {
		g.trophyDue = d
	}
	g.diablerie(d, victim)
	g.trophyDue = nil
}

// bloodHuntTrophies runs, as a blood hunt is called on diablerist d, the
// trophies d earned by diablerizing a Red List minion: "all this is done
// before any blood hunt" (§10.4).
func (g *Game) bloodHuntTrophies(d *Card) {
	if g.trophyDue != nil && g.trophyDue == d {
		g.trophyDue = nil
		if d.IsMinion() {
			g.awardTrophies(d)
		}
	}
}

// awardTrophies gives vampire v its trophies (§10.4, §1.6, §14 C16): its
// Methuselah may search their library, ash heap or hand for a trophy and
// put it on v (a searched library is shuffled, a card from the hand
// replaced); then each Methuselah, in impulse order, may move onto v any
// of their trophies in play not yet awarded. A trophy on a vampire is
// controlled by the vampire's controller and never moves again.
func (g *Game) awardTrophies(v *Card) {
	seat := v.Controller
	g.searchFor(seat, func(c *Card) bool { return c.Def.Trophy }, msgTrophySearchAsk.With(cardArg(v)),
		func(c *Card) { g.putTrophy(seat, c, v) })
	for _, s := range g.impulseOrder(g.Active, -1, false) {
		var mine []*Card
		for _, id := range g.seats[s].InPlay {
			if c := g.cards[id]; c.Def.Trophy && !c.Contested {
				mine = append(mine, c)
			}
		}
		for _, c := range mine {
			if v.IsMinion() && g.yesNo(s, kindChoose, msgMoveTrophy.With(cardArg(c), cardArg(v))) {
				g.putTrophy(s, c, v)
			}
		}
	}
}

// putTrophy puts trophy c on vampire v, under v's controller's control
// (§14 C16).
func (g *Game) putTrophy(seat int, c, v *Card) {
	g.attach(c, v)
	c.Controller, c.Locked = v.Controller, false
	g.changed(c)
	g.note(msgSearched.With(seatArg(seat), cardArg(c), cardArg(v)))
}
