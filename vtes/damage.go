package vtes

import "kindred/engine"

// Damage resolution (rules/vtes.md §6.7), torpor (§7.1), diablerie and the
// blood hunt (§7.4, §7.5).

// damageStep resolves the damage of a strike tier (§6.7): damage a
// combatant is immune to is taken unsuccessfully (§14 C34); then each
// damaged minion may prevent, one card at a time (step 1); then the
// unprevented damage is applied, the vampires mending with blood (step 2).
func (g *Game) damageStep(cs *CombatState) {
	g.aggravateAll(cs) // allaggravated.go
	if cs.Immune != [2]Immunity{} {
		g.takenUnsuccessfully(cs)
	}
	g.nonAggravatedImmune(cs) // cannotact.go
	if cs.envAgg != [2]int{} {
		g.foldSelfDamage(cs) // selfdamage.go
	}
	if cs.rules.firstRound != [2]int{} || cs.rules.prevent != [2]int{} ||
		cs.shieldRound != [2]int{} || cs.Preventions != [2]int{} {
		g.preventKept(cs)
	}
	for side := range 2 {
		m := cs.Minion[side]
		if cs.Damage[side]+cs.Aggravated[side]+cs.env[side] > 0 && m.Ready() {
			cs.prevention.card = m // preventfor.go: other Methuselahs' outside minions too
			g.window(StepPrevent, g.preventOrder(m.Controller), func(seat int) role {
				if seat != m.Controller {
					return g.outsideRole(cs, seat)
				}
				return role{kinds: kindsCombat, minions: g.oneMinion(m), outside: g.outsiders(cs, m.Controller)}
			})
			cs.prevention.card = nil
		}
	}
	if cs.aims.landing != [2]bool{} {
		g.aimedDamage(cs) // aim.go
	}
	if cs.Caps != [2]*DamageCap{} {
		g.applyDamageCaps(cs) // combatlimits.go
	}
	g.countTaken(cs)
	for side := range 2 {
		m := cs.Minion[side]
		if m.Ready() {
			g.Damage(m, cs.Damage[side]+cs.env[side], cs.Aggravated[side])
		}
	}
	cs.Damage, cs.Aggravated, cs.env = [2]int{}, [2]int{}, [2]int{}
}

// preventKept spends the prevention the combatants hold before the
// prevent window: the first round's, this round's, a shield against
// strikes, the combat's (§6.7 step 1). Out of line: rare, keeps
// damageStep's path short (BENCHMARKS, VS5).
func (g *Game) preventKept(cs *CombatState) {
	for side := range 2 {
		if n := min(cs.rules.firstRound[side], cs.Damage[side]+cs.Aggravated[side]+cs.env[side]); n > 0 && cs.Round == 1 {
			cs.rules.firstRound[side] -= n
			g.Prevent(cs.Minion[side], n)
		}
		g.preventThisRound(cs, side) // roundprevent.go
		g.shieldStrikes(cs, side)    // strikeshield.go
		if n := min(cs.Preventions[side], cs.Damage[side]+cs.Aggravated[side]+cs.env[side]); n > 0 {
			cs.Preventions[side] -= n
			g.Prevent(cs.Minion[side], n)
		}
	}
}

// takenUnsuccessfully voids the damage a combatant is immune to this
// round (§14 C34). Out of line: rare, keeps damageStep's path short
// (BENCHMARKS, VS5).
func (g *Game) takenUnsuccessfully(cs *CombatState) {
	for side := range 2 {
		m := cs.Minion[side]
		if n := cs.Damage[side] + cs.Aggravated[side]; n > 0 && cs.Immune[side]&ImmuneToStrikes != 0 {
			g.noteImmune(m, n)
			cs.Damage[side], cs.Aggravated[side] = 0, 0
		}
		if n := cs.env[side]; n > 0 && cs.Immune[side]&ImmuneToEnvironment != 0 {
			g.noteImmune(m, n)
			cs.env[side] = 0
		}
	}
}

// Prevent prevents up to n damage to minion m in the current damage
// step: aggravated damage first, then the strike's normal damage, then
// environmental damage (§6.7 step 1).
func (g *Game) Prevent(m *Card, n int) { g.prevent(m, n, true) }

// prevent takes up to n from the damage minion m is to take in the
// current damage step, aggravated damage first when withAgg, then the
// strike's normal damage, then environmental damage.
func (g *Game) prevent(m *Card, n int, withAgg bool) {
	cs := g.combat
	if cs == nil {
		return
	}
	side := cs.Side(m)
	if side < 0 {
		g.preventRetainer(cs, m, n) // preventfor.go
		return
	}
	pools := [...]*int{&cs.Aggravated[side], &cs.Damage[side], &cs.env[side]}
	from := pools[:]
	if !withAgg {
		from = pools[1:]
	}
	prevented := 0
	for _, d := range from {
		k := min(n, *d)
		*d -= k
		n -= k
		prevented += k
	}
	if prevented > 0 {
		g.notePrevented(m, prevented) // logtext.go
	}
}

// Damage applies unprevented damage to a minion and returns the blood it
// lost. A vampire heals normal damage with blood and goes to torpor when
// it cannot; aggravated damage wounds it, and a wounded vampire burns 1
// blood per aggravated point or is burned (§6.7). An ally or retainer
// loses 1 life per point.
func (g *Game) Damage(m *Card, normal, agg int) int {
	normal, agg = g.inflictedAggravated(m, normal, agg) // allaggravated.go
	if m.Def.ImmuneNonAggravated {                      // cannotact.go
		normal = 0
	}
	if normal+agg <= 0 {
		return 0
	}
	g.note(msgTakesDamage.With(cardArg(m), damageArg(normal), aggravatedArg(agg)))
	defer g.restoreCause(g.bloodBecause(causeDamage, m)) // bloodledger.go
	if !m.IsVampire() {
		return g.lostInCombat(m, g.loseBlood(m, normal+agg))
	}
	g.changed(m) // its blood, below
	before := m.Blood
	wounded := m.Zone == ZoneTorpor
	lost := 0
	for range normal {
		if m.Blood > 0 {
			m.Blood--
			lost++
		} else {
			wounded = true
		}
	}
	for range agg {
		switch {
		case !wounded:
			wounded = true
		case m.Blood > 0:
			m.Blood--
			lost++
		default:
			return g.burnedByDamage(m, before, lost)
		}
	}
	if lost > 0 {
		g.breakWithdrawal(m.Controller)
	}
	g.noteBlood(m, before)
	g.bloodEmptied(m, before) // zeroblood.go
	if wounded && m.Zone == ZoneReady {
		g.ToTorpor(m)
	}
	return g.lostInCombat(m, lost)
}

// burnedByDamage burns wounded vampire m, which had before blood and lost
// lost of it to this damage, for aggravated damage it cannot mend (§6.7),
// and returns lost. Out of line: rare, keeps Damage's path short
// (BENCHMARKS, VS5).
func (g *Game) burnedByDamage(m *Card, before, lost int) int {
	g.breakWithdrawal(m.Controller)
	g.noteBlood(m, before)
	g.noteOf(msgBurned, m)
	g.burn(m)
	return g.lostInCombat(m, lost)
}

// lostInCombat counts the blood (or life) n minion m just lost to damage
// in the round of the combat it is in, whatever dealt the damage: a
// strike, the round's environmental damage, a combat card's damage before
// range or in the press step (CombatState.Lost: "each blood the opposing
// vampire used to heal damage or prevent destruction that round",
// Ossian; "blood lost by the opposing vampire to damage this round",
// Taste of Vitae). It returns n.
func (g *Game) lostInCombat(m *Card, n int) int {
	if cs := g.combat; cs != nil && n > 0 {
		if side := cs.Side(m); side >= 0 {
			cs.Lost[side] += n
		}
	}
	return n
}

// ToTorpor sends a vampire to the torpor region with the cards on it
// (§7.1), then runs "after this vampire goes to torpor" effects. An ally
// (one that played a card as a vampire, §14 C22) is burned instead.
func (g *Game) ToTorpor(v *Card) {
	if !v.IsVampire() {
		g.note(msgBurned.With(cardArg(v)))
		g.burn(v)
		return
	}
	g.put(v, ZoneTorpor, v.Controller)
	g.note(msgTorpor.With(cardArg(v)))
	var triggers []*Card
	g.eachHooked(hookOnTorpor, v, func(c *Card) {
		if c.Def.Static.OnTorpor != nil {
			triggers = append(triggers, c)
		}
	})
	for _, c := range triggers {
		oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
		c.Def.Static.OnTorpor(g, c, v)
		g.restoreCause(oldCause)
	}
}

// diablerie is §7.4's procedure: the victim's blood moves to the
// diablerist, who may take its equipment; the victim is burned; if it was
// older, the diablerist may get a Discipline card; then the blood hunt
// referendum (§7.5).
func (g *Game) diablerie(d, victim *Card) {
	g.note(msgDiablerie.With(cardArg(d), cardArg(victim)))
	older := g.Capacity(victim) > g.Capacity(d)
	defer g.restoreCause(g.bloodBecause(causeDiablerie, d)) // bloodledger.go
	blood := victim.Blood
	victim.Blood = 0
	g.changed(victim)
	g.noteBlood(victim, blood)
	if blood > 0 {
		g.breakWithdrawal(victim.Controller)
	}
	g.addBlood(d, blood)
	for _, id := range append([]CardID(nil), victim.Attached...) {
		e := g.cards[id]
		if IsEquipment(e) && g.yesNo(d.Controller, kindChoose, msgTakeEquipment.With(cardArg(e))) {
			g.attach(e, d)
		}
	}
	g.moveToDiablerist(victim, d) // diablerist.go
	g.noteDiablerist(d)           // diableriesince.go
	g.burn(victim)
	if older && d.Ready() {
		g.disciplineSearch(d)
	}
	if !g.bloodHuntBarred(d) { // titleholder.go
		g.bloodHunt(d)
	}
}

// disciplineSearch is §7.4 step 4: the diablerist's Methuselah may search
// their library, ash heap or hand for a Discipline master card and put it
// on the diablerist: +1 capacity, no blood (§14 C16), never a Discipline
// it has at superior (D14). A searched library is shuffled; a card taken
// from the hand is replaced.
func (g *Game) disciplineSearch(d *Card) {
	seat := d.Controller
	match := func(c *Card) bool {
		return c.Def.Discipline != NoDisc && g.Level(d, c.Def.Discipline) < Superior
	}
	g.searchFor(seat, match, msgSearchAsk.With(cardArg(d)), func(c *Card) {
		g.GiveDiscipline(c, d, c.Def.Discipline)
		g.note(msgSearched.With(seatArg(seat), cardArg(c), cardArg(d)))
	})
}

// searchFor lets seat search their library, ash heap or hand for a card
// that matches, or decline (§7.4 step 4, §10.4): put is given the card
// found; a searched library is then shuffled, and a card taken from the
// hand replaced. One option per card name and zone.
func (g *Game) searchFor(seat int, match func(c *Card) bool, prompt engine.Text, put func(c *Card)) {
	m := g.seats[seat]
	g.options()
	g.optionMsg(-1, msgNoSearch)
	for _, from := range [...]struct {
		zone Zone
		list []CardID
	}{{ZoneLibrary, m.Library}, {ZoneAsh, m.Ash}, {ZoneHand, m.Hand}} {
		for i, id := range from.list {
			if c := g.cards[id]; match(c) && g.firstCopy(from.list, i) {
				g.optionMsg(int64(id), msgSearchFrom, cardArg(c), zoneArg(from.zone))
			}
		}
	}
	code := g.askCode(seat, kindChoose, prompt)
	if code < 0 {
		return
	}
	c := g.cards[code]
	from := c.Zone
	put(c)
	switch from {
	case ZoneLibrary:
		g.shuffle(m.Library)
	case ZoneHand:
		g.draw(seat)
	}
}

// bloodHunt calls the blood hunt referendum on a diablerist; if it passes
// the diablerist is burned (§7.5).
func (g *Game) bloodHunt(d *Card) {
	r := g.newReferendum(Referendum{BloodHunt: true, Target: d})
	r.OnPass = func(g *Game) {
		if d.Zone == ZoneReady || d.Zone == ZoneTorpor {
			g.note(msgBurned.With(cardArg(d)))
			g.burn(d)
		}
	}
	g.referendum(r, d.Controller)
}
