package cards

import "kindred/vtes"

// Small pieces card definitions share.

// all runs effects in order.
func all(fs ...func(g *vtes.Game, p *vtes.Play)) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		for _, f := range fs {
			f(g, p)
		}
	}
}

// bleedOpen: a bleed is in progress and no Spying Mission has made it
// unsuccessful; once one has, nothing more is played until the action
// resolves ([LSJ 19980105]).
func bleedOpen(g *vtes.Game, p *vtes.Play) bool {
	return vtes.BleedAction(g, p) && !g.Action().NoBleed
}

// bleedingYouOpen: bleedOpen, against the player.
func bleedingYouOpen(g *vtes.Game, p *vtes.Play) bool {
	return vtes.BleedingYou(g, p) && !g.Action().NoBleed
}

// notVotingFor: the minion has cast no votes for the referendum ([LSJ
// 20031115]: votes against cannot come from a vampire voting for).
func notVotingFor(g *vtes.Game, p *vtes.Play) bool {
	for _, b := range g.Referendum().Ballots {
		if b.Vampire == p.Minion && b.For {
			return false
		}
	}
	return true
}

// ballotOf returns the ballot vampire v cast in the referendum, or nil.
func ballotOf(g *vtes.Game, v *vtes.Card) *vtes.Ballot {
	r := g.Referendum()
	for i := range r.Ballots {
		if r.Ballots[i].Vampire == v {
			return &r.Ballots[i]
		}
	}
	return nil
}

// voteWith gives vampire v n more votes, cast with its own on one side
// (§5.2: a source's votes go together), so that they abstain with it too
// (Scalpel Tongue). If v has voted already, its side wins over forSide.
func voteWith(g *vtes.Game, v *vtes.Card, n int, forSide bool) {
	g.CastVampireVotes(v, forSide) // its own votes, unless cast already
	if b := ballotOf(g, v); b != nil {
		g.CastVotes(v.Controller, n, b.For)
		b.N += n
		return
	}
	g.CastVotes(v.Controller, n, forSide)
}

// extraVotes gives the vampire playing the card n more votes: on the side
// it voted, or on a side its player chooses, its own votes following.
func extraVotes(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		v := p.Minion
		if b := ballotOf(g, v); b != nil {
			voteWith(g, v, n, b.For)
			return
		}
		r := g.Referendum()
		forSide := g.ChooseVoteSide(p.Seat, n)
		if v.Blood < g.VoteCost(r, v, forSide) {
			return // votes against in its name cost what its own would (Alexander Silverson)
		}
		g.CastVotes(p.Seat, n, forSide)
		g.CastVampireVotes(v, forSide) // its own votes, paying that cost
		if b := ballotOf(g, v); b != nil {
			b.N += n
		}
	}
}

// withLegal adds a condition to every mode of a card.
func withLegal(d *vtes.CardDef, legal func(g *vtes.Game, p *vtes.Play) bool) *vtes.CardDef {
	for i := range d.Modes {
		d.Modes[i].Legal = legal
	}
	return d
}

// oncePerCombat: the minion has not played a card of that id this combat.
func oncePerCombat(id int) func(g *vtes.Game, p *vtes.Play) bool {
	return func(g *vtes.Game, p *vtes.Play) bool { return !g.UsedInCombat(p.Minion, id) }
}

// markCombat records that the minion played a card of that id this combat.
func markCombat(id int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) { g.CombatOnce(p.Minion, id) }
}

// grappleLegal: Immortal Grapple at close range, once each round.
func grappleLegal(g *vtes.Game, p *vtes.Play) bool {
	return vtes.CloseRange(g, p) && !g.UsedInCombat(p.Minion, g.RoundKey(100959))
}

// grapple: only hand strikes this round; superior adds an optional press
// and a close-range next round.
func grapple(superior bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.CombatOnce(p.Minion, g.RoundKey(100959))
		cs := g.Combat()
		cs.HandOnly = true
		if superior {
			vtes.GainPress(1)(g, p)
			cs.CloseNext = true
		}
	}
}

// employ returns a retainer's modes: a +1 stealth action costing cost
// blood, giving lifeInf life (lifeSup with the superior Discipline).
func employ(d vtes.Disc, cost, lifeInf, lifeSup int) []vtes.Mode {
	return []vtes.Mode{
		{Kind: vtes.PlayAction, Disc: d, Level: inf, Stealth: 1, Cost: vtes.Cost{Blood: cost}, Label: "employ", Resolve: vtes.PutOnMinion(lifeInf)},
		{Kind: vtes.PlayAction, Disc: d, Level: sup, Stealth: 1, Cost: vtes.Cost{Blood: cost}, Label: "employ (superior)", Resolve: vtes.PutOnMinion(lifeSup)},
	}
}

// notOn: the acting minion does not carry a card of that id ("a vampire
// can have only one").
func notOn(id int) func(g *vtes.Game, p *vtes.Play) bool {
	return func(g *vtes.Game, p *vtes.Play) bool { return attachedOf(g, p.Minion, id) == nil }
}

// onMinionWith puts the card on the acting minion with n counters (its
// level of effect).
func onMinionWith(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.Attach(p.Card, p.Minion)
		g.SetCounters(p.Card, n)
	}
}

// enterOn puts card c on host as it enters play, so that a unique card
// meets the other copies in play (§10.1 contests).
func enterOn(g *vtes.Game, c, host *vtes.Card) {
	vtes.PutOnMinion(0)(g, &vtes.Play{Card: c, Minion: host})
}

// attachedOf returns the card of that id on m, or nil.
func attachedOf(g *vtes.Game, m *vtes.Card, id int) *vtes.Card {
	for _, a := range m.Attached {
		if c := g.Card(a); c.Def.ID == id {
			return c
		}
	}
	return nil
}

// counterOn returns the counters of the card of that id on m, 0 if none.
func counterOn(g *vtes.Game, m *vtes.Card, id int) int {
	if c := attachedOf(g, m, id); c != nil {
		return c.Counters
	}
	return 0
}

// copiesInPlay counts the cards of that id seat controls in play.
func copiesInPlay(g *vtes.Game, seat, id int) int {
	n := 0
	for _, c := range g.Methuselah(seat).InPlay {
		if g.Card(c).Def.ID == id {
			n++
		}
	}
	return n
}

// ownVampires lists the vampires seat controls, ready or in torpor.
func ownVampires(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachOwnVampire(g, seat))
}

// controlledMinions lists the minions seat controls: the ready ones and
// the vampires in torpor (§1.7, §13.2 the controlled region).
func controlledMinions(g *vtes.Game, seat int) []*vtes.Card {
	var out []*vtes.Card
	m := g.Methuselah(seat)
	for _, l := range [][]vtes.CardID{m.Ready, m.Torpor} {
		for _, id := range l {
			if c := g.Card(id); c.IsMinion() && !c.Contested {
				out = append(out, c)
			}
		}
	}
	return out
}

// readyVampires lists every ready vampire in play.
func readyVampires(g *vtes.Game) []*vtes.Card { return collect(eachReadyVampire(g)) }

// readyOfClan lists seat's ready vampires of a clan.
func readyOfClan(g *vtes.Game, seat int, clan string) []*vtes.Card {
	return collect(eachReadyOfClan(g, seat, clan))
}

// stealOne moves 1 blood or life from the target to the acting minion.
func stealOne(g *vtes.Game, p *vtes.Play) {
	if p.Target.Ready() || p.Target.Zone == vtes.ZoneTorpor {
		if g.LoseBlood(p.Target, 1) > 0 {
			g.AddBlood(p.Minion, 1)
		}
	}
}

// ownCombatant returns seat's minion in the current combat, or nil.
func ownCombatant(g *vtes.Game, seat int) *vtes.Card {
	cs := g.Combat()
	if cs == nil {
		return nil
	}
	for _, m := range cs.Minion {
		if m.Controller == seat && m.Ready() {
			return m
		}
	}
	return nil
}

// lockedMinions lists seat's locked ready minions other than except.
func lockedMinions(g *vtes.Game, seat int, except *vtes.Card) []*vtes.Card {
	var out []*vtes.Card
	for _, c := range g.ReadyMinions(seat) {
		if c.Locked && c != except {
			out = append(out, c)
		}
	}
	return out
}

// uncontrolledOfClan lists seat's uncontrolled vampires of a clan.
func uncontrolledOfClan(g *vtes.Game, seat int, clan string) []*vtes.Card {
	return collect(eachUncontrolledOfClan(g, seat, clan))
}

// vampiresWithBlood lists seat's vampires carrying blood.
func vampiresWithBlood(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachVampireWithBlood(g, seat))
}

// richerThan lists the Methuselahs with more pool than seat.
func richerThan(g *vtes.Game, seat int) []int {
	var out []int
	for _, s := range g.Living() {
		if g.Methuselah(s).Pool > g.Methuselah(seat).Pool {
			out = append(out, s)
		}
	}
	return out
}

// richerThanAny reports whether richerThan has any, without the list
// (a Legal).
func richerThanAny(g *vtes.Game, seat int) bool {
	for s := range g.Seats() {
		if !g.Methuselah(s).Ousted && g.Methuselah(s).Pool > g.Methuselah(seat).Pool {
			return true
		}
	}
	return false
}

// redirectTargets: the Methuselahs a bleed against seat may be sent to:
// neither seat nor the acting Methuselah.
func redirectTargets(g *vtes.Game, seat int) []int {
	var out []int
	a := g.Action()
	for _, s := range g.Living() {
		if s != seat && s != a.Actor.Controller {
			out = append(out, s)
		}
	}
	return out
}

// canRedirect reports whether redirectTargets has any, without the list
// (Legals ask in every window of a bleed).
func canRedirect(g *vtes.Game, seat int) bool {
	a := g.Action()
	for s := range g.Seats() {
		if !g.Methuselah(s).Ousted && s != seat && s != a.Actor.Controller {
			return true
		}
	}
	return false
}

// ofType lists the cards in seat's hand of type t (a political action
// card to discard, a combat card…).
func ofType(g *vtes.Game, seat int, t vtes.CardType) []*vtes.Card {
	var out []*vtes.Card
	for c := range g.EachInHand(seat) {
		if c.Def.Types.Has(t) {
			out = append(out, c)
		}
	}
	return out
}

// isAnarch reports whether minion m is an Anarch, printed or become one
// (§9.5, §14 C25).
func isAnarch(g *vtes.Game, m *vtes.Card) bool { return m != nil && g.IsAnarch(m) }

// byAnarch: the minion playing the card is an Anarch ("Requires an
// Anarch", §1.5.4).
func byAnarch(g *vtes.Game, p *vtes.Play) bool { return isAnarch(g, p.Minion) }

// addBleed is vtes.AddBleed(n)(g, p) without making its closure: in the
// card definitions' closures the compiler does not inline AddBleed, and a
// closure each bleed modifier played was ≈ 1 % of the allocations.
func addBleed(g *vtes.Game, n int) {
	if a := g.Action(); a != nil {
		a.Bleed += n
	}
}

// facingDamage: the minion has damage to prevent in this damage step,
// strike damage or the round's environmental damage; prevention cards
// need some (group G00154 [LSJ 20001114]).
func facingDamage(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	if cs == nil {
		return false
	}
	side := cs.Side(p.Minion)
	if side < 0 {
		return false
	}
	normal, agg, env := cs.Pending(side)
	return normal+agg+env > 0
}

// others lists the living Methuselahs other than seat.
func others(g *vtes.Game, seat int) []int {
	var out []int
	for _, s := range g.Living() {
		if s != seat {
			out = append(out, s)
		}
	}
	return out
}

// countOthers is len(others(g, seat)), without the list (a Legal).
func countOthers(g *vtes.Game, seat int) int {
	n := 0
	for s := range g.Seats() {
		if !g.Methuselah(s).Ousted && s != seat {
			n++
		}
	}
	return n
}

// chooseSeats asks seat to choose one or more of among: how many, then
// which, each once.
func chooseSeats(g *vtes.Game, seat int, among []int) []int {
	n := g.ChooseAmount(seat, 1, len(among))
	left := append([]int(nil), among...)
	var out []int
	for range n {
		s := g.ChooseSeat(seat, left)
		out = append(out, s)
		for i, x := range left {
			if x == s {
				left = append(left[:i], left[i+1:]...)
				break
			}
		}
	}
	return out
}

// costing sets the cost of every mode of a card.
func costing(c vtes.Cost, d *vtes.CardDef) *vtes.CardDef {
	for i := range d.Modes {
		d.Modes[i].Cost = c
	}
	return d
}
