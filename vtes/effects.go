package vtes

import "iter"

// The shared vocabulary of card effects: legality tests and effects that
// card definitions compose (DESIGN.md "cards are code"; STYLE.md, XMage).
// A card in vtes/cards is mostly a list of these.

// Legal tests ---------------------------------------------------------------

// All combines legality tests: all must hold.
func All(tests ...func(g *Game, p *Play) bool) func(g *Game, p *Play) bool {
	return func(g *Game, p *Play) bool {
		for _, t := range tests {
			if !t(g, p) {
				return false
			}
		}
		return true
	}
}

// BeingBlocked: the acting minion is being blocked (intercept ≥ stealth),
// the only time stealth may be added (§4.3).
func BeingBlocked(g *Game, p *Play) bool {
	a := g.action
	return a != nil && a.Blocker != nil && a.Intercept >= a.Stealth
}

// Blocking: the minion is attempting to block and is short of intercept,
// the only time intercept may be added (§4.3).
func Blocking(g *Game, p *Play) bool {
	a := g.action
	return a != nil && a.Blocker == p.Minion && a.Intercept < a.Stealth
}

// BleedAction: the current action is a bleed.
func BleedAction(g *Game, p *Play) bool {
	a := g.action
	return a != nil && g.combat == nil && a.IsBleed()
}

// BleedingYou: the current action is a bleed against the player.
func BleedingYou(g *Game, p *Play) bool {
	return BleedAction(g, p) && g.action.TargetSeat == p.Seat
}

// DirectedAtYou: the current action is directed at the player (one of
// its targets, §14 C27).
func DirectedAtYou(g *Game, p *Play) bool {
	a := g.action
	return a != nil && a.Aims(p.Seat)
}

// Locked: the minion playing the card is locked.
func Locked(g *Game, p *Play) bool { return p.Minion != nil && p.Minion.Locked }

// Unlocked: the minion playing the card is unlocked.
func Unlocked(g *Game, p *Play) bool { return p.Minion != nil && !p.Minion.Locked }

// Political: the current action is a political action in its polling.
func Political(g *Game, p *Play) bool {
	return g.refer != nil && !g.refer.BloodHunt
}

// InCombat: the minion is in the current combat.
func InCombat(g *Game, p *Play) bool {
	return g.combat != nil && p.Minion != nil && g.combat.Side(p.Minion) >= 0
}

// CloseRange: the combat is at close range.
func CloseRange(g *Game, p *Play) bool { return g.combat != nil && !g.combat.Long }

// CanPressNow: the minion may press in this press step.
func CanPressNow(g *Game, p *Play) bool { return p.Minion != nil && g.CanPress(p.Minion) }

// CanManeuver: the minion did not make the last maneuver of this round.
func CanManeuver(g *Game, p *Play) bool {
	cs := g.combat
	return cs != nil && p.Minion != nil && cs.lastManeuver != cs.Side(p.Minion)
}

// Limited reports whether the mode is an action modifier the "limited"
// rule limits (§14 C19, [RB] "Bleed"): one that raises the bleed and does
// not say it does not count against the limit. What the card does makes
// it limited, not the word on it.
func (md *Mode) Limited() bool {
	return md.Kind == PlayModifier && !md.ByOther && md.Bleed > 0 && !md.BleedUnlimited
}

// BleedLimitReached reports whether an action modifier card already
// raises the bleed of action a, so that no other may be played to raise
// it (§14 C19); never under legacy2005.unlimitedBleedModifiers.
func (g *Game) BleedLimitReached(a *ActionState) bool {
	return a != nil && a.Limited && !g.opts.UnlimitedBleedModifiers
}

// Effects ---------------------------------------------------------------------

// Wake lets the minion block and react this action though locked (§14 C3).
func Wake(g *Game, p *Play) {
	if p.Minion != nil {
		p.Minion.Woken = true
		g.changed(p.Minion)
		g.markTurn(p.Minion)
		g.markAction(p.Minion)
	}
}

// AttemptBlock makes the minion playing the card attempt to block the
// action at once, when played as its Methuselah decides whether to block
// (Second Tradition: Domain).
func AttemptBlock(g *Game, p *Play) {
	if a := g.action; a != nil && p.Minion != nil {
		a.forcedBlock = p.Minion
	}
}

// Unlock unlocks the minion playing the card.
func Unlock(g *Game, p *Play) {
	if p.Minion != nil {
		g.Unlock(p.Minion)
	}
}

// StrikeCombatEnds makes the minion's strike "combat ends"; after, if
// given, runs as it resolves.
func StrikeCombatEnds(after func(g *Game, side int)) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		g.SetStrike(p.Minion, Strike{Label: "combat ends", CombatEnds: true, Effect: after})
	}
}

// ManeuverNow makes the minion maneuver.
func ManeuverNow(g *Game, p *Play) { g.Maneuver(p.Minion) }

// PressNow makes the minion press.
func PressNow(g *Game, p *Play) { g.Press(p.Minion) }

// GainPress gives the minion n optional presses this round (a combat
// card's optional press is for the current round).
func GainPress(n int) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		if cs := g.combat; cs != nil {
			if side := cs.Side(p.Minion); side >= 0 {
				cs.RoundPresses[side] += n
			}
		}
	}
}

// EnvDamageToOpponent deals n environmental damage to the minion's
// opponent each round during normal strike resolution.
func EnvDamageToOpponent(n int) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		if cs := g.combat; cs != nil {
			if side := cs.Side(p.Minion); side >= 0 {
				cs.EnvDamage[1-side] += n
			}
		}
	}
}

// AddVotesTo gives the player n votes to cast in the referendum.
func AddVotesTo(n int) func(g *Game, p *Play) {
	return func(g *Game, p *Play) { g.AddVotes(p.Seat, n) }
}

// PutOnMinion attaches the card played to the acting minion (equipment,
// retainers, cards such as Preternatural Strength); life is the
// retainer's life counters from the bank.
func PutOnMinion(life int) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		if p.Minion == nil || !inPlayZone(p.Minion.Zone) {
			return // its minion left play as the cost was paid (an oust)
		}
		g.attach(p.Card, p.Minion)
		p.Card.Blood = life
		g.changed(p.Card)
		g.enterPlay(p.Card)
	}
}

// PutInPlay puts the card played into play under its player's control
// (locations, Army of Rats…), unlocked.
func PutInPlay(g *Game, p *Play) {
	g.put(p.Card, ZoneInPlay, p.Seat)
	g.Unlock(p.Card)
	g.enterPlay(p.Card)
}

// RecruitAlly puts the ally played into the ready region with life
// counters; it cannot act this turn (§14 C23).
func RecruitAlly(life int) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		g.put(p.Card, ZoneReady, p.Seat)
		bonus := g.startingLife(p.Card)
		p.Card.Blood, p.Card.Locked, p.Card.CannotAct = life+bonus, false, true
		g.recordStartingLife(p.Card, bonus) // startinglife.go
		g.changed(p.Card)
		g.markTurn(p.Card)
		g.noteRecruit(p.Minion) // recruitcount.go
		if g.enterPlay(p.Card) {
			g.afterAllyEnters(p.Card) // allyenters.go
		}
	}
}

// Bonuses for Static -----------------------------------------------------------

// Always returns a Static bonus of n whatever the situation.
func Always(n int) func(g *Game, source, m *Card, a *ActionState) int {
	return func(*Game, *Card, *Card, *ActionState) int { return n }
}

// Helpers for cards ---------------------------------------------------------

// Action returns the action in progress, or nil.
func (g *Game) Action() *ActionState { return g.action }

// Combat returns the combat in progress, or nil.
func (g *Game) Combat() *CombatState { return g.combat }

// Referendum returns the referendum in progress, or nil.
func (g *Game) Referendum() *Referendum { return g.refer }

// BurnPool makes a seat burn n pool.
func (g *Game) BurnPool(seat, n int) { g.burnPool(seat, n) }

// GainPool gives a seat n pool.
func (g *Game) GainPool(seat, n int) { g.gainPool(seat, n) }

// AddBlood adds blood from the bank to a minion (trimmed to capacity).
func (g *Game) AddBlood(c *Card, n int) { g.addBlood(c, n) }

// LoseBlood burns up to n blood or life from a card.
func (g *Game) LoseBlood(c *Card, n int) int { return g.loseBlood(c, n) }

// Burn burns a card.
func (g *Game) Burn(c *Card) { g.burn(c) }

// Attach puts card c on host.
func (g *Game) Attach(c, host *Card) { g.attach(c, host) }

// ReadyMinions lists the minions a seat controls in the ready region.
func (g *Game) ReadyMinions(seat int) []*Card {
	var out []*Card
	for _, id := range g.seats[seat].Ready {
		if c := g.cards[id]; !c.Contested {
			out = append(out, c)
		}
	}
	return out
}

// UncontrolledVampires lists a seat's uncontrolled vampires.
func (g *Game) UncontrolledVampires(seat int) []*Card {
	var out []*Card
	for _, id := range g.seats[seat].Uncontrolled {
		out = append(out, g.cards[id])
	}
	return out
}

// Choose asks seat to choose one of cards (which must not be empty).
func (g *Game) Choose(seat int, cards []*Card) *Card {
	c := g.chooseCard(seat, kindChoose, g.choosePrompt(msgChooseCard, msgChooseCardFor), cards)
	g.chosenInTerms(c) // failure.go
	return c
}

// ChooseSeat asks seat to choose one of seats.
func (g *Game) ChooseSeat(seat int, seats []int) int {
	return g.chooseSeat(seat, kindChoose, g.choosePrompt(msgChooseSeat, msgChooseSeatFor), seats)
}

// Living lists the seats still in the game, in seat order.
func (g *Game) Living() []int {
	var out []int
	for s, m := range g.seats {
		if !m.Ousted {
			out = append(out, s)
		}
	}
	return out
}

// otherLiving lists the Methuselahs still in the game other than seat.
func (g *Game) otherLiving(seat int) []int {
	var out []int
	for _, s := range g.Living() {
		if s != seat {
			out = append(out, s)
		}
	}
	return out
}

// Younger reports whether vampire a is younger than b (lower capacity).
func (g *Game) Younger(a, b *Card) bool { return g.Capacity(a) < g.Capacity(b) }

// YesNo asks seat a yes/no question about a card.
func (g *Game) YesNo(seat int, c *Card) bool {
	return g.yesNo(seat, kindChoose, msgUseQuestion.With(cardArg(c)))
}

// Hand returns the cards in a seat's hand.
func (g *Game) Hand(seat int) []*Card {
	out := make([]*Card, 0, len(g.seats[seat].Hand))
	for _, id := range g.seats[seat].Hand {
		out = append(out, g.cards[id])
	}
	return out
}

// EachInHand walks the cards in seat's hand, as Hand lists them, without
// the list: the cards' helpers that filter the hand made one each time
// (≈ 1.4 % of the rules' allocations in BenchmarkReplay). The hand must not
// change while it is walked.
func (g *Game) EachInHand(seat int) iter.Seq[*Card] {
	return func(yield func(*Card) bool) {
		for _, id := range g.seats[seat].Hand {
			if !yield(g.cards[id]) {
				return
			}
		}
	}
}

// Discard discards a card from seat's hand and draws its replacement.
func (g *Game) Discard(seat int, c *Card) {
	g.put(c, ZoneAsh, c.Owner)
	g.note(msgDiscards.With(seatArg(seat), cardArg(c)))
	g.draw(seat)
}

// Fight starts a combat between the acting minion a and b (§6.1).
func (g *Game) Fight(a, b *Card) { g.fight(a, b) }

// Steal moves a card in play under seat's control in its region (§14 C10
// "steal").
func (g *Game) Steal(c *Card, seat int) {
	g.put(c, c.Zone, seat)
}

// Lock locks a card.
func (g *Game) Lock(c *Card) {
	c.Locked = true
	g.changed(c)
}

// Unlock unlocks a card, unless the current action bars unlocking
// (BarUnlocks).
func (g *Game) Unlock(c *Card) {
	if g.UnlocksBarred() {
		return
	}
	was := c.Locked
	c.Locked = false
	g.changed(c)
	if was && g.diseases {
		g.diseasedUnlock(c) // disease.go
	}
}

// SetCounters puts n counters on card c (Card.Counters), whatever it had.
func (g *Game) SetCounters(c *Card, n int) {
	c.Counters = n
	g.changed(c)
}

// AddCounters adds n counters to card c, or takes -n away.
func (g *Game) AddCounters(c *Card, n int) {
	c.Counters += n
	g.changed(c)
}

// ChooseAmount asks seat to choose a number from lo to hi.
func (g *Game) ChooseAmount(seat, lo, hi int) int {
	g.options()
	for n := lo; n <= hi; n++ {
		g.optionMsg(int64(n), msgAmount, intArg(n))
	}
	return int(g.askCode(seat, kindChoose, g.choosePrompt(msgAmountAsk, msgAmountAskFor)))
}

// AddUncontrolled adds blood to a vampire in the uncontrolled region.
func (g *Game) AddUncontrolled(v *Card, n int) { g.AddUncontrolledBlood(v, n) }

// BurnPools makes each seat burn alloc[seat] pool, all at once: those
// reaching 0 are ousted together (A22).
func (g *Game) BurnPools(alloc []int) {
	for s, n := range alloc {
		if n > 0 && !g.seats[s].Ousted {
			g.seats[s].Pool -= n
			g.seats[s].changed()
			g.notePoolBurn(s, n)        // ledger.go
			g.notePoolBurnedInAction(s) // poolburned.go
			g.notePoolLost(s, n)        // termsloss.go
			g.breakWithdrawal(s)
		}
	}
	g.checkOusts()
}

// Redirect changes the target of the current bleed to seat, who may then
// attempt to block (Telepathic Misdirection).
func (g *Game) Redirect(seat int) {
	if a := g.action; a != nil {
		a.TargetSeat = seat
		a.Retarget = seat
		g.note(msgRedirect.With(seatArg(seat)))
	}
}

// CastVotes casts n votes for seat in the current referendum.
func (g *Game) CastVotes(seat, n int, forSide bool) {
	if r := g.refer; r != nil {
		g.castVotes(r, seat, n, forSide)
	}
}

// Host returns the card c is attached to, or nil.
func (g *Game) Host(c *Card) *Card {
	if c.Zone != ZoneAttached || c.Host == NoCard {
		return nil
	}
	return g.cards[c.Host]
}

// GiveDiscipline attaches a Discipline master card to a vampire: +1 level
// in d and +1 capacity, no blood (§1.6).
func (g *Game) GiveDiscipline(card, v *Card, d Disc) {
	g.attach(card, v)
	m := g.moreOf(v)
	m.discBonus[d]++
	m.capacityBonus++
	g.changed(v)
}

// CombatOnce reports whether minion m has not yet used the effect key this
// combat, and marks it.
func (g *Game) CombatOnce(m *Card, key int) bool {
	cs := g.combat
	if cs == nil {
		return false
	}
	if marked(cs.marks, m, key) {
		return false
	}
	cs.marks = append(cs.marks, [2]int{int(m.ID), key})
	return true
}

// UsedInCombat reports whether minion m used the effect key this combat.
func (g *Game) UsedInCombat(m *Card, key int) bool {
	cs := g.combat
	return cs != nil && marked(cs.marks, m, key)
}

// RoundKey turns an effect key into one that is fresh each round, for
// "once each round" limits with CombatOnce.
func (g *Game) RoundKey(key int) int {
	if g.combat == nil {
		return key
	}
	return key*64 + g.combat.Round
}

// Draw draws n cards from seat's library, fewer if it runs out (§1.5.3).
func (g *Game) Draw(seat, n int) { g.drawN(seat, n) }

// Shuffle shuffles seat's library.
func (g *Game) Shuffle(seat int) { g.shuffle(g.seats[seat].Library) }

// ToReady moves a vampire from torpor to its controller's ready region,
// with its blood and the cards on it (§7.3: as a rescue does).
func (g *Game) ToReady(v *Card) {
	if v.Zone != ZoneTorpor || g.HeldInTorpor(v) { // hostages.go
		return
	}
	g.put(v, ZoneReady, v.Controller)
	g.note(msgLeavesTorpor.With(cardArg(v)))
}

// ToUncontrolled moves a ready vampire to its controller's uncontrolled
// region, unlocked, keeping its blood (the cards on it stay with it).
func (g *Game) ToUncontrolled(v *Card) {
	if v.Zone != ZoneReady || !v.IsVampire() {
		return
	}
	g.Unlock(v)
	g.note(msgToUncontrolled.With(cardArg(v), seatArg(v.Controller)))
	g.put(v, ZoneUncontrolled, v.Controller)
}

// PressStands reports whether a press to continue the combat stands now
// (§6.6).
func (cs *CombatState) PressStands() bool { return cs.pressed }

// Pending returns the damage side's minion is to take in the current
// damage step, before prevention: the strikes' normal and aggravated
// damage and environmental damage (§6.7, §14 C34).
func (cs *CombatState) Pending(side int) (normal, agg, env int) {
	return cs.Damage[side], cs.Aggravated[side], cs.env[side]
}

// PreventNormal prevents up to n of the normal damage (not aggravated)
// minion m is to take in the current damage step: the strike's, then
// environmental damage (§6.7 step 1).
func (g *Game) PreventNormal(m *Card, n int) { g.prevent(m, n, false) }
