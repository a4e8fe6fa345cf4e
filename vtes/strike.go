package vtes

// Strikes (rules/vtes.md §6.4, §6.5, §6.8; §14 C32 step 4, C34, C35). Each
// round the combatants choose a strike each, the acting minion first, and
// the pair resolves tier by tier: combat ends, dodges, first strikes, then
// every other strike; within a tier, effects first, then damage. After the
// first pair come the additional strikes, pair after pair at the same range.

import "kindred/engine"

// Strike is a strike chosen for a round (§6.4).
type Strike struct {
	Label       string
	Damage      int
	Aggravated  bool
	Ranged      bool
	Hand        bool
	Dodge       bool
	CombatEnds  bool
	FirstStrike bool
	// Undodgeable: the strike cannot be dodged; it lands on a dodging
	// opponent all the same (Dust Up; undodgeable.go).
	Undodgeable bool
	// StealBlood is the blood (or an ally's life) the strike moves from
	// the opposing minion to the striker: not damage (§6.4 tier 4).
	StealBlood int
	// DestroyEquipment and StealEquipment: the strike burns, or takes, one
	// of the opposing minion's equipment cards, the striker's choice;
	// WeaponOnly restricts the choice to weapons (§6.4).
	DestroyEquipment, StealEquipment, WeaponOnly bool
	// Weapon is the weapon struck with, nil for none (§6.4).
	Weapon *Card
	// Retainer is the opposing retainer the strike is aimed at, nil for
	// the opposing minion (§6.8).
	Retainer *Card
	// SelfAggravated is the environmental aggravated damage the strike
	// deals its own striker when used at close range (selfdamage.go).
	SelfAggravated int
	// Effect runs when the strike resolves, for strikes that do more than
	// damage (Majesty unlocks its striker).
	Effect func(g *Game, side int)
	// from is the card in play whose strike this is (cardStrike), nil for
	// a strike card's or a hand strike (bearerdamage.go).
	from *Card
}

// Immunity is the damage a combatant takes unsuccessfully this round: it
// burns no blood or life for it and is not wounded by it (§14 C34).
type Immunity uint8

// What a combatant may be immune to.
const (
	ImmuneToStrikes     Immunity = 1 << iota // damage from the opposing minion's strikes
	ImmuneToEnvironment                      // environmental damage: no minion's strike (§14 C34)
)

// Ability indices, in option codes, of the uses of a card in play the
// strike rules offer: its printed strike, and a weapon's maneuver.
const (
	maneuverAbility = 254
	strikeAbility   = 255
)

// strikeStep is step 4 of a round (§14 C32): the first pair of strikes,
// then the additional strikes (§6.5). It returns as soon as the combat
// ends.
func (g *Game) strikeStep(cs *CombatState) {
	cs.striking = [2]bool{true, true}
	if !g.chooseStrikes(cs) {
		return
	}
	g.resolvePair(cs)
	if !g.combatGoesOn(cs) {
		return
	}
	g.additionalStrikes(cs)
}

// additionalStrikes: once the first pair is over, the acting minion, then
// its opponent, may gain additional strikes, each with at most one card
// or effect this round (CanGainStrikes). Each further pair is chosen and
// resolved like the first, at the same range, by the minions that still
// have strikes; a minion with none left does not strike (§6.5).
func (g *Game) additionalStrikes(cs *CombatState) {
	g.window(StepAdditionalStrikes, g.combatOrder(cs), g.combatRoles(cs))
	for g.combatGoesOn(cs) && cs.Extra[0]+cs.Extra[1] > 0 {
		g.note(msgAdditionalPair.Text())
		for side := range 2 {
			cs.striking[side] = cs.Extra[side] > 0
			if cs.striking[side] {
				cs.Extra[side]--
				cs.fixedExtraStrike(side)
			}
		}
		if !g.chooseStrikes(cs) {
			return
		}
		g.resolvePair(cs)
	}
}

// chooseStrikes has each side that strikes in this pair choose its
// strike, the acting minion first, and declare its target (§6.4, §6.8).
// A minion that used a weapon's or strike card's maneuver this round
// already has its strike (§6.3). It reports whether the combat goes on.
func (g *Game) chooseStrikes(cs *CombatState) bool {
	cs.declared = [2]bool{}
	for side := range 2 {
		switch {
		case !cs.striking[side]:
			cs.strike[side] = Strike{}
			continue
		case cs.committed[side] && g.committedStrikeStands(cs, side):
			what := labelArg(cs.strike[side].Label)
			if w := cs.strike[side].Weapon; w != nil {
				what = cardArg(w)
			}
			g.note(msgCommitted.With(cardArg(cs.Minion[side]), what))
		default:
			cs.strike[side] = g.chooseStrike(cs, side)
		}
		cs.committed[side] = false
		if !g.combatGoesOn(cs) {
			return false
		}
		g.aim(cs, side)
		g.aimCards(cs, side) // aim.go
		if !g.combatGoesOn(cs) {
			return false
		}
		if cs.striking[side] {
			g.strikeDeclared(cs, side) // strikedeclared.go
			if !g.combatGoesOn(cs) {
				return false
			}
		}
	}
	return true
}

// committedStrikeStands reports whether a strike chosen by a maneuver can
// still be used: its weapon is still carried, and it is a hand strike if
// only hand strikes may be used this round. Otherwise the minion chooses
// again.
func (g *Game) committedStrikeStands(cs *CombatState, side int) bool {
	s := &cs.strike[side]
	if s.Weapon != nil && !g.carries(cs.Minion[side], s.Weapon) {
		return false
	}
	return !cs.HandOnly || s.Hand
}

// strength is a minion's hand damage: 1 for a vampire, the printed
// strength of an ally, plus bonuses (§6.4): its own cards' and, in
// combat, those its opponent's cards give it (Static.OpponentStrength).
func (g *Game) strength(m *Card) int {
	n := 1
	if m.IsAlly() {
		n = m.Def.Strength
	}
	if g.strengthCards { // some card of the game adds strength (defNotes)
		n += g.strengthBonus(m)
	}
	// Bonuses the opponent's cards give m (Kevin Jackson).
	if cs := g.combat; cs != nil {
		side := cs.Side(m)
		if side >= 0 {
			n += cs.Strength[side] + cs.rules.strength[side] // roundbonus.go
		}
		if side >= 0 && cs.Minion[1-side] != nil {
			g.eachHooked(hookOpponentStrength, cs.Minion[1-side], func(c *Card) {
				if f := c.Def.Static.OpponentStrength; f != nil && !c.Contested {
					n += f(g, c, m)
				}
			})
		}
	}
	return max(n, 0)
}

// strengthBonus is what minion m's own cards, and the cards giving all
// minions strength, add to its strength (Static.Strength). Out of line:
// most games have no such card, and strength is asked at every strike
// (BENCHMARKS, VS3).
func (g *Game) strengthBonus(m *Card) int {
	return g.sumBonusOf(bonusStrength, m, func(c *Card) int {
		if f := c.Def.Static.Strength; f != nil {
			return f(g, c, m)
		}
		return 0
	})
}

// handStrike is the default strike.
func (g *Game) handStrike(m *Card) Strike {
	return Strike{Label: "hand strike", Damage: g.strength(m), Hand: true}
}

// chooseStrike asks a combatant for its strike: a hand strike, a strike
// card, a weapon it carries, or a strike its own card gives (§6.4).
func (g *Game) chooseStrike(cs *CombatState, side int) Strike {
	m := cs.Minion[side]
	seat := m.Controller
	if g.unasked(seat, DecStrike) {
		// Not asked in the replay of a log (Foresee): its one option, the
		// hand strike or none (handStrikeOption), was taken.
		return g.defaultStrike(cs, side)
	}
	g.options()
	g.handStrikeOption(cs, side)
	g.cut(seat, DecStrike) // nothing reads the whole list (Game.cut)
	g.offerPlays(seat, StepStrike, role{kinds: []PlayKind{PlayStrike}, minions: []*Card{m}})
	if !cs.HandOnly && !g.enough() { // weapons and printed strikes are not hand strikes
		g.eachOn(m, func(c *Card) {
			if s := c.Def.Static.Strike; g.strikeUsable(cs, m, c) && (!s.LongOnly || cs.Long) && !g.strikeBarred(m, kindOfSpec(s)) {
				g.optionMsg(abilityCode(c.ID, strikeAbility), msgStaticStrike, cardArg(c), labelArg(s.Label))
			}
		})
	}
	if !g.enough() {
		g.offerRoundStrikes(cs, side)
	}
	g.cutting = false
	code := g.askCode(seat, kindStrike, msgStrikeAsk.With(cardArg(m), rangeArg(cs.Long)))
	if code < 0 {
		return g.defaultStrike(cs, side)
	}
	c, mi, mn, ability := g.decodePlay(code)
	if s, ok := cs.roundStrikeChosen(side, mi); ability && ok {
		return s
	}
	if ability {
		g.note(msgUses.With(seatArg(seat), cardArg(c), labelArg(c.Def.Static.Strike.Label)))
		return g.cardStrike(cs, m, c)
	}
	// A strike card's Resolve sets the strike through SetStrike.
	cs.strike[side] = g.handStrike(m)
	if !g.playCard(seat, c, mi, mn) {
		return g.chooseStrike(cs, side) // cancelled: choose again (§14 C5)
	}
	return cs.strike[side]
}

// strikeUsable reports whether minion m may strike with the strike card c
// in play gives: c is m or on m, its once-each-combat strike is unused,
// and m did not steal it this round (§14 C35).
func (g *Game) strikeUsable(cs *CombatState, m, c *Card) bool {
	s := c.Def.Static.Strike
	if s == nil || s.OncePerCombat && cardIDIn(c.ID, cs.usedOnce) || cardIDIn(c.ID, cs.stolen) || g.equipmentBarred(c) {
		return false
	}
	if s.AfterFirstRound && !afterFirstRoundUsable(cs, c) { // firstround.go
		return false
	}
	if !g.strikeSpecUsable(s, c) { // strikecost.go
		return false
	}
	return c == m || g.carries(m, c)
}

// cardStrike is the strike card c in play gives minion m: a weapon's
// strike when c is equipment (§6.4).
func (g *Game) cardStrike(cs *CombatState, m, c *Card) Strike {
	sp := c.Def.Static.Strike
	if sp.OncePerCombat {
		cs.usedOnce = append(cs.usedOnce, c.ID)
	}
	if sp.AfterFirstRound {
		markRoundStrike(cs, c) // firstround.go
	}
	g.payStrikeSpec(sp, c) // strikecost.go
	s := Strike{Label: sp.Label, Damage: sp.Damage, Ranged: sp.Ranged, Aggravated: sp.Aggravated,
		FirstStrike: sp.FirstStrike, Dodge: sp.Dodge, CombatEnds: sp.CombatEnd}
	s.StealBlood = sp.StealBlood // Lord Leopold Valdemar
	if sp.PlusStrength {
		s.Damage += g.strength(m)
	}
	if c != m && IsEquipment(c) {
		s.Weapon = c
	}
	s.from = c
	if sp.Wears {
		s.Effect = func(g *Game, side int) { g.wearWeapon(g.combat, c, side) } // becomeequipment.go
	}
	if sp.BurnsAfterUse {
		s.Effect = func(g *Game, _ int) { g.burnAfterUse(c) } // becomeequipment.go
	}
	if sp.OnLands != nil {
		s.Effect = func(g *Game, side int) { sp.OnLands(g, c, side) }
	}
	return s
}

func cardIDIn(id CardID, ids []CardID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// SetStrike sets the strike of the combatant m, for strike cards.
func (g *Game) SetStrike(m *Card, s Strike) {
	if cs := g.combat; cs != nil {
		if side := cs.Side(m); side >= 0 {
			cs.strike[side] = s
		}
	}
}

// offerStrikeManeuvers adds the maneuvers that are strike choices: the
// optional maneuver of a weapon the minion carries (once each combat) and
// strike cards with a maneuver. Using one commits the minion to that
// strike this round, so it makes at most one of them a round (§6.3).
func (g *Game) offerStrikeManeuvers(cs *CombatState, side int) {
	if cs.committed[side] || !g.strikeManeuvers { // no such card in the game (defNotes)
		return
	}
	m := cs.Minion[side]
	g.eachOn(m, func(c *Card) {
		if s := c.Def.Static.Strike; g.strikeUsable(cs, m, c) && s.Maneuver && !cardIDIn(c.ID, cs.maneuvered) && !g.strikeBarred(m, kindOfSpec(s)) {
			g.optionMsg(abilityCode(c.ID, maneuverAbility), msgWeaponManeuver, cardArg(c))
		}
	})
	hand := g.seats[m.Controller].Hand
	for i, id := range hand {
		c := g.cards[id]
		if !g.firstCopy(hand, i) {
			continue
		}
		for mi := range c.Def.Modes {
			if md := &c.Def.Modes[mi]; md.Kind == PlayStrike && md.Maneuver && (!md.ManeuverToClose || cs.Long) &&
				g.playable(m.Controller, c, mi, m) && g.playsOnce(m.Controller, c, mi, m) {
				g.optionMsg(playCode(c.ID, mi, m), msgStrikeManeuver, cardArg(c), labelArg(md.Label), cardArg(m))
			}
		}
	}
}

// strikeManeuver carries out a maneuver offered by offerStrikeManeuvers
// and reports whether code was one: the minion maneuvers, and the
// weapon's strike, or the strike card played, is its strike this round
// (§6.3).
func (g *Game) strikeManeuver(cs *CombatState, side int, code int64) bool {
	m := cs.Minion[side]
	c, mi, mn, ability := g.decodePlay(code)
	switch {
	case ability && mi == maneuverAbility:
		g.note(msgUses.With(seatArg(m.Controller), cardArg(c), labelArg("maneuver")))
		cs.maneuvered = append(cs.maneuvered, c.ID)
		cs.strike[side] = g.cardStrike(cs, m, c)
	case !ability && c.Def.Modes[mi].Kind == PlayStrike:
		cs.strike[side] = g.handStrike(m)
		g.playCard(m.Controller, c, mi, mn) // its Resolve sets the strike
	default:
		return false
	}
	cs.committed[side] = true
	g.Maneuver(m)
	return true
}

// aim lets a ranged damage strike at long range be aimed at one of the
// opposing minion's retainers instead, declared with the strike (§6.8).
func (g *Game) aim(cs *CombatState, side int) {
	s := &cs.strike[side]
	s.Retainer = nil
	if !cs.Long || !s.Ranged || s.Damage <= 0 || s.Dodge || s.CombatEnds {
		return
	}
	opp := cs.Minion[1-side]
	rs := g.retainersOf(opp)
	if len(rs) == 0 {
		return
	}
	t := g.chooseCard(cs.Minion[side].Controller, kindChoose, msgAimAsk.With(cardArg(opp)), append([]*Card{opp}, rs...))
	if t != opp {
		s.Retainer = t
		g.note(msgAimsAt.With(cardArg(cs.Minion[side]), cardArg(t)))
	}
}

// resolvePair resolves the current pair of strikes in the order of §6.4:
// (1) combat ends, at once; (2) dodges, which protect the dodger and its
// possessions from the opposing strike, first strike included; (3) first
// strikes, together; if one leaves a combatant not ready the combat ends
// and the other strike never resolves, and a weapon it took away takes
// its strike with it; (4–6) steal blood, every other strike and, in the
// first pair, the round's environmental damage. Steal blood resolves in
// the same tier as the damage strikes, as the first of their effects: in
// the rulebook's example the blood a vampire steals mends the damage the
// victim deals it at the same time.
func (g *Game) resolvePair(cs *CombatState) {
	s := &cs.strike
	first := cs.pairs == 0
	cs.pairs++
	g.dropBarredStrikes(cs)
	for side := range 2 {
		if cs.striking[side] && s[side].CombatEnds {
			g.note(msgCombatEnds.With(cardArg(cs.Minion[side])))
			if s[side].Effect != nil {
				cs.ending = true // AfterThisCombat: lost to a queued combat
				s[side].Effect(g, side)
				cs.ending = false
			}
			cs.ended = true
			return
		}
	}
	var dodged, firsts, normals [2]bool
	for side := range 2 {
		switch {
		case !cs.striking[side]:
		case s[side].Dodge:
			dodged[side] = true
			g.note(msgDodges.With(cardArg(cs.Minion[side])))
		case cs.firstStrike(side): // strikesfirst.go
			firsts[side] = true
		default:
			normals[side] = true
		}
	}
	if firsts != [2]bool{} {
		g.resolveTier(cs, firsts, dodged, false)
		if !g.combatGoesOn(cs) {
			return
		}
		for side := range 2 {
			if w := s[side].Weapon; normals[side] && w != nil && !g.carries(cs.Minion[side], w) {
				normals[side] = false
				g.note(msgLosesStrike.With(cardArg(cs.Minion[side]), cardArg(w)))
			}
		}
	}
	g.resolveTier(cs, normals, dodged, first)
}

// resolveTier resolves the strikes of the sides in which together, effects
// first (equipment destroyed or stolen, blood stolen, the strike's own
// effect), then damage: to retainers, which cannot be prevented, and to
// the combatants, who prevent, then mend (§6.4, §6.7, §6.8). A strike
// that is not ranged has no effect at long range; a dodge stops the
// opposing strike unless it is aimed at a retainer (A29). env adds the
// round's environmental damage, which no dodge stops (§14 C34).
func (g *Game) resolveTier(cs *CombatState, which, dodged [2]bool, env bool) {
	weapons, vamps := cs.tierWeapons(which) // weaponburns.go
	var lands [2]bool
	for side := range 2 {
		st := &cs.strike[side]
		switch {
		case !which[side]:
		case cs.Long && !st.Ranged:
			g.noteOf(msgNoEffectAtLong, cs.Minion[side])
		case st.Retainer == nil && dodged[1-side] && !st.Undodgeable && !cs.Minion[side].Def.UndodgeableStrikes:
		default:
			lands[side] = true
		}
	}
	// Effects first.
	if cs.strikeHasEffect(0, lands) || cs.strikeHasEffect(1, lands) {
		g.strikeEffects(cs, lands)
	}
	// Then damage.
	cs.Damage, cs.Aggravated, cs.env = [2]int{}, [2]int{}, [2]int{}
	type hit struct {
		retainer, host *Card
		n              int
	}
	var hits []hit
	for side := range 2 {
		if !lands[side] {
			continue
		}
		st, other := &cs.strike[side], 1-side
		n := cs.strikeDamage(side) + g.rangedBonus(cs, side) // rangeddamage.go
		if st.Retainer == nil {
			n = g.reducedDamage(cs.Minion[other], n) // damagereduction.go
		}
		g.noteStrike(cs, side, n) // logtext.go
		switch {
		case n <= 0:
		case cs.weaponDamageVoid(side):
			g.noteOf(msgNoWeaponDmg, cs.Minion[side])
		case st.Retainer != nil:
			hits = append(hits, hit{st.Retainer, cs.Minion[other], n})
		case g.immuneFrom(cs.Minion[other], cs.Minion[side]): // immunefrom.go
			g.noteImmune(cs.Minion[other], n)
		case st.Aggravated || st.Hand && cs.HandAggravated[side] ||
			g.aggravatedAgainst(cs.Minion[side], cs.Minion[other]): // aggravatedagainst.go
			cs.Aggravated[other] += n
		default:
			cs.Damage[other] += n
		}
	}
	cs.selfDamage(which)      // selfdamage.go
	g.bearerDamage(cs, which) // bearerdamage.go
	if env {
		g.roundEnvDamage(cs)
	}
	for _, h := range hits {
		if g.carries(h.host, h.retainer) { // retainers treat aggravated damage as normal (§6.8)
			g.damageRetainer(cs, h.retainer, h.n) // preventfor.go
		}
	}
	cs.aimsResolve(which, lands) // aim.go
	g.damageStep(cs)
	cs.strikeDamageDone()
	if weapons != [2]*Card{} {
		g.markWeaponBurns(cs, weapons, vamps) // weaponburns.go
	}
}

// strikeHasEffect reports whether side's strike lands with an effect
// beside its damage: blood or equipment stolen, equipment destroyed, its
// own Effect (strikeEffects).
func (cs *CombatState) strikeHasEffect(side int, lands [2]bool) bool {
	st := &cs.strike[side]
	return lands[side] && (st.Effect != nil ||
		st.Retainer == nil && (st.StealBlood != 0 || st.DestroyEquipment || st.StealEquipment))
}

// strikeEffects resolves the effects of the strikes of a tier that land,
// before their damage: blood stolen, equipment destroyed or stolen, the
// strikes' own effects (§6.4). Out of line: most strikes only deal
// damage, keeps resolveTier's path short (BENCHMARKS, VS5).
func (g *Game) strikeEffects(cs *CombatState, lands [2]bool) {
	var steal [2]int
	for side := range 2 {
		if st := &cs.strike[side]; lands[side] && st.Retainer == nil {
			steal[side] = st.StealBlood
		}
	}
	if steal != [2]int{} {
		g.stealBlood(cs, steal)
	}
	for side := range 2 {
		if st := cs.strike[side]; lands[side] && st.Retainer == nil && (st.DestroyEquipment || st.StealEquipment) {
			g.equipmentStrike(cs, side, st)
		}
	}
	for side := range 2 {
		if st := cs.strike[side]; lands[side] && st.Effect != nil {
			st.Effect(g, side)
		}
	}
}

// roundEnvDamage adds the round's environmental damage to the first pair
// of strikes' damage. Environmental damage is not a strike: a dodge does
// not stop it (§14 C34). Retainers such as Murder of Crows deal it too.
// Out of line: once a round, keeps resolveTier's path short (BENCHMARKS,
// VS5).
func (g *Game) roundEnvDamage(cs *CombatState) {
	for side := range 2 {
		cs.env[side] += cs.EnvDamage[side]
		g.eachHooked(hookRoundDamage, cs.Minion[1-side], func(c *Card) {
			if f := c.Def.Static.RoundDamage; f != nil && !g.immuneFrom(cs.Minion[side], c) {
				cs.env[side] += f(g, c)
			}
		})
	}
}

// noteOf logs msg naming card c. Out of line: a rare log line's
// arguments are not built inline in a hot function (BENCHMARKS, VS5).
//
//go:noinline
func (g *Game) noteOf(msg engine.Msg, c *Card) {
	g.note(msg.With(cardArg(c)))
}

// noteImmune logs that minion m takes n damage unsuccessfully (§14
// C34). Out of line, as noteOf.
//
//go:noinline
func (g *Game) noteImmune(m *Card, n int) {
	g.note(msgImmune.With(cardArg(m), damageArg(n)))
}

// strikeDamage is the damage of side's strike: "+N hand damage" adds to a
// hand strike and to a melee weapon's, a weapon strike that is not
// ranged (§6.4 [P]).
func (cs *CombatState) strikeDamage(side int) int {
	st := &cs.strike[side]
	n := st.Damage
	if st.Hand || st.Weapon != nil && !st.Ranged {
		n += cs.HandDamage[side]
	}
	if st.Hand {
		n += cs.hands.damage[side] // combathand.go
	}
	return max(n, 0)
}

// stealBlood moves the blood each side's strike steals, both at once:
// every amount is taken first, then given. It is not damage: it cannot be
// prevented and sends nobody to torpor, but an ally drained to 0 life is
// burned, and blood beyond the striker's capacity drains to the bank
// (§6.4 tier 4).
func (g *Game) stealBlood(cs *CombatState, n [2]int) {
	for side := range 2 {
		from := cs.Minion[1-side]
		if n[side] = min(n[side], from.Blood); n[side] > 0 {
			g.note(msgStealsBlood.With(cardArg(cs.Minion[side]), intArg(n[side]), cardArg(from)))
			g.loseBlood(from, n[side])
		}
	}
	for side := range 2 {
		if m := cs.Minion[side]; n[side] > 0 && m.IsMinion() {
			g.addBlood(m, n[side])
		}
	}
}

// Strike vocabulary for cards ------------------------------------------------

// StrikeWith makes s the minion's strike, for strike cards ("Strike: 2R
// damage", "Strike: steal 1 blood", "first strike").
func StrikeWith(s Strike) func(g *Game, p *Play) {
	return func(g *Game, p *Play) { g.SetStrike(p.Minion, s) }
}

// CanGainStrikes: the first strike pair of the round is over, and the
// minion has not yet used a card or effect to gain additional strikes this
// round ("limited", §6.5).
func CanGainStrikes(g *Game, p *Play) bool {
	cs := g.combat
	if cs == nil || p.Minion == nil {
		return false
	}
	side := cs.Side(p.Minion)
	return side >= 0 && cs.pairs > 0 && !cs.gained[side]
}

// GainStrikes gives combatant m n additional strikes this round and marks
// its one card or effect to gain them used (§6.5).
func (g *Game) GainStrikes(m *Card, n int) {
	cs := g.combat
	if cs == nil || cs.Side(m) < 0 {
		return
	}
	side := cs.Side(m)
	cs.Extra[side] += n
	cs.gained[side] = true
	g.note(msgGainsStrikes.With(cardArg(m), intArg(n)))
}

// AddHandDamage gives the minion +n hand damage this round: it adds to
// its hand strikes and its melee weapons' strikes (§6.4 [P]).
func AddHandDamage(n int) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		if cs := g.combat; cs != nil && cs.Side(p.Minion) >= 0 {
			cs.HandDamage[cs.Side(p.Minion)] += n
		}
	}
}

// AggravatedHandStrikes makes the damage of the minion's hand strikes
// aggravated this round (claws, §6.7).
func AggravatedHandStrikes(g *Game, p *Play) {
	if cs := g.combat; cs != nil && cs.Side(p.Minion) >= 0 {
		cs.HandAggravated[cs.Side(p.Minion)] = true
	}
}

// ImmuneThisRound makes the minion immune this round to the damage what
// names (§14 C34).
func ImmuneThisRound(what Immunity) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		if cs := g.combat; cs != nil && cs.Side(p.Minion) >= 0 {
			cs.Immune[cs.Side(p.Minion)] |= what
		}
	}
}
