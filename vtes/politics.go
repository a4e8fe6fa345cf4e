package vtes

import "kindred/engine"

// Politics (rules/vtes.md §5): the referendum called by a political action
// or by a diablerie, its terms, the polling and the result.

// Referendum is a referendum in progress.
type Referendum struct {
	Caller    *Card // the vampire that called it, nil for a blood hunt
	Card      *Card // the political action card
	BloodHunt bool
	Target    *Card // the blood hunt's diablerist
	For       int
	Against   int
	// OnPass applies the terms when the referendum passes; the card's
	// Resolve sets it after choosing the terms.
	OnPass func(g *Game)
	Passed bool
	// cast lists the vote sources used: vampires, and -1-seat for each
	// seat's political card or Edge.
	cast    []CardID
	polCard []bool // a seat used its one political-card vote (§5.3)
	// calling is the political action card that called the referendum,
	// whose vote its Methuselah callingSeat casts in polling under
	// Options.CallingVoteEitherSide (A10).
	calling     *Card
	callingSeat int
	edgeUsed    bool
	// Votes cast by each seat, for and against, for cards that read them.
	SeatFor, SeatAgainst []int
	// PrisciFor and PrisciAgainst are the prisci's ballots in their
	// sub-referendum (§5.4, §14 C30): the side with more ballots gets the
	// bloc's 3 votes when the referendum is tallied.
	PrisciFor, PrisciAgainst int
	// Ballots are the votes cast by vampires, which cards can cancel.
	Ballots []Ballot
	// Rooms for the lists of a usual referendum (newReferendum).
	castRoom   [8]CardID
	ballotRoom [4]Ballot
	polRoom    [6]bool
	seatRoom   [12]int
	// AfterTally runs once the votes are counted (Scorn of Adonis).
	AfterTally []func(g *Game, r *Referendum)
	// VoteBonus is extra votes a vampire casts with its own, later in
	// this referendum ("+1 vote", counted by Votes; AddVoteBonus).
	VoteBonus map[CardID]int
	// Canceled: the referendum was canceled (CancelReferendum): no
	// tally, it does not pass.
	Canceled bool
	// echoes are the seats whose pool lost to the terms the caller's
	// Methuselah loses too, and lost what each seat lost to them, while
	// they apply (Poison Pill; termsloss.go).
	echoes, lost []int
	// polled counts the vote sources cast in polling (BeforeVotes).
	polled int
	// AgainstTitles: in this referendum each priscus has 1 ballot less,
	// each other titled vampire 1 vote less, and burning the Edge is
	// worth 1 more vote (Eat the Rich; titledvotes.go).
	AgainstTitles bool
	// Automatic: the referendum passes automatically, with no polling
	// (Día de los Muertos; passesautomatically.go).
	Automatic bool
	// Chosen are the cards chosen in the terms (failure.go); inTerms:
	// the terms are being set.
	Chosen  []CardID
	inTerms bool
	// barred say which vampires cannot vote (votebars.go).
	barred []func(g *Game, v *Card) bool
	// PoolStakes, when the terms set it, is the pool each Methuselah
	// burns if the referendum passes (Kine Resources Contested's
	// allocation): the bots and the labels read it to warn of a vote
	// that ousts its voter (selfoust.go). Nil when the terms say nothing.
	PoolStakes []int
}

// AddVoteBonus gives vampire v n more votes in this referendum, cast with
// its own (§5.3).
func (r *Referendum) AddVoteBonus(v *Card, n int) {
	if r.VoteBonus == nil {
		r.VoteBonus = map[CardID]int{}
	}
	r.VoteBonus[v.ID] += n
}

// CancelReferendum cancels the referendum being held: polling stops, no
// votes are counted and its terms do not apply; as for a failed one, its
// caller's "fails or is canceled" effects apply (Cedrick Calhoun, §5.2).
func (g *Game) CancelReferendum() {
	if r := g.refer; r != nil && !r.Canceled {
		r.Canceled = true
		g.note(msgReferendumCanceled.Text())
	}
}

// Ballot is the votes one vampire cast, and its priscus ballot if it has
// one.
// newReferendum returns a new referendum r0 from the game's slab, its
// lists in its own room: a referendum made eight allocations (≈ 2 % of
// the rules' allocations in BenchmarkReplay), now one in a chunk. Nothing
// is reused: a referendum kept (ActionState.Referendum, OnPass) stays.
func (g *Game) newReferendum(r0 Referendum) *Referendum {
	r := g.referenda.new(referendumChunk)
	*r = r0
	r.cast, r.Ballots = r.castRoom[:0], r.ballotRoom[:0]
	return r
}

// seatLists makes r's lists by seat for n seats.
func (r *Referendum) seatLists(n int) {
	if n > len(r.polRoom) {
		r.polCard = make([]bool, n)
		r.SeatFor, r.SeatAgainst = make([]int, n), make([]int, n)
		return
	}
	r.polCard = r.polRoom[:n:n]
	r.SeatFor, r.SeatAgainst = r.seatRoom[:n:n], r.seatRoom[n:2*n:2*n]
}

type Ballot struct {
	Vampire *Card
	Seat    int
	N       int
	For     bool
	Priscus bool
}

// CancelBallot removes the votes of a vampire from the count (Scalpel
// Tongue: the vampire abstains), with the votes cards tied to its ballot
// (CastVotesWith).
func (g *Game) CancelBallot(v *Card) {
	r := g.refer
	if r == nil {
		return
	}
	for i, b := range r.Ballots {
		if b.Vampire == v {
			if b.For {
				r.For -= b.N
				r.SeatFor[b.Seat] -= b.N
			} else {
				r.Against -= b.N
				r.SeatAgainst[b.Seat] -= b.N
			}
			if b.Priscus {
				r.castBallot(b.For, -1)
			}
			r.Ballots = append(r.Ballots[:i], r.Ballots[i+1:]...)
			g.CancelBallot(v) // the votes tied to it (CastVotesWith)
			return
		}
	}
}

// AddVotesWith gives vampire v n more votes now, tied to its ballot
// (CastVotesWith): on the side of its ballot if it voted already, else on
// the side its Methuselah chooses (§5.2: a source's votes go together).
func (g *Game) AddVotesWith(v *Card, n int) {
	r := g.refer
	if r == nil || n <= 0 || g.VoteBarred(v) {
		return
	}
	for _, b := range r.Ballots {
		if b.Vampire == v {
			g.CastVotesWith(v, n, b.For)
			return
		}
	}
	g.options()
	g.optionMsg(1, msgSide, labelArg("for"))
	g.optionMsg(0, msgSide, labelArg("against"))
	g.CastVotesWith(v, n, g.askCode(v.Controller, kindVoteSide, msgVoteSideAsk.With(intArg(n))) == 1)
}

// CastVotesWith casts n votes from a card played by or for vampire v
// ("+2 votes" on the acting vampire) tied to v's ballot: cancelling the
// ballot (CancelBallot) removes them too (§5.3). Votes against cost v
// what its own would (VoteCost): none are cast if it cannot pay.
func (g *Game) CastVotesWith(v *Card, n int, forSide bool) {
	r := g.refer
	if r == nil || n <= 0 || g.VoteBarred(v) || v.Blood < g.VoteCost(r, v, forSide) {
		return
	}
	g.payVoteCost(r, v, forSide)
	r.Ballots = append(r.Ballots, Ballot{Vampire: v, Seat: v.Controller, N: n, For: forSide})
	g.addVotes(r, v.Controller, n, forSide)
	g.noteVampireVotes(v, n, forSide)
}

// politicalAction calls the referendum of a successful political action
// (§3.5.8, §5.2): the caller's controller chooses the terms, then polling.
func (g *Game) politicalAction(p *Play) {
	r := g.newReferendum(Referendum{Caller: p.Minion, Card: p.Card})
	seat := p.Seat
	g.refer = r
	defer func() { g.refer = nil }()
	if p.Mode.Resolve != nil {
		r.inTerms = true     // failure.go: the cards chosen now are the terms'
		p.Mode.Resolve(g, p) // terms
		r.inTerms = false
	}
	r.seatLists(len(g.seats))
	switch {
	case g.takeAutomaticPass(p): // passesautomatically.go: no vote at all
		r.Automatic = true
	case g.opts.CallingVoteEitherSide:
		r.calling, r.callingSeat = p.Card, seat // cast in polling (A10)
	default:
		r.polCard[seat] = true // the calling card is this seat's political vote
		g.addVotes(r, seat, 1, true)
		g.note(msgVotes.With(seatArg(seat), intArg(1), g.votesBy(true, nil, p.Card, false)))
	}
	g.referendum(r, seat)
	if g.action != nil {
		g.action.Referendum = r
	}
	if !r.Passed && p.Minion != nil {
		if f := p.Minion.Def.Static.RefereeFails; f != nil {
			f(g, p.Minion)
		}
	}
	g.window(StepAfterReferendum, g.actionOrder(g.action), g.actionRoles(g.action))
}

// referendum polls every Methuselah, then applies the terms if more votes
// are for than against (a tie fails, §5.2). A blood hunt first lets its
// diablerist's Methuselah take the trophies of a Red List victim (§7.4
// step 5, §10.4: before any blood hunt).
func (g *Game) referendum(r *Referendum, caller int) {
	if r.BloodHunt {
		g.bloodHuntTrophies(r.Target)
	}
	prev := g.refer
	g.refer = r
	defer func() { g.refer = prev }()
	if r.polCard == nil {
		r.seatLists(len(g.seats))
	}
	if !r.Canceled && !r.Automatic {
		g.polling(r, caller)
	}
	if r.Canceled {
		r.Passed = false
		return
	}
	if r.Automatic {
		g.passAutomatically(r) // passesautomatically.go
		return
	}
	g.prisciBloc(r)
	r.Passed = r.For > r.Against
	for _, f := range r.AfterTally {
		f(g, r)
	}
	g.callerTally(r) // callertally.go
	if r.Passed {
		g.note(msgReferendumPasses.With(intArg(r.For), intArg(r.Against)))
		if r.OnPass != nil {
			old := g.because(causeCard, r.Card)
			g.applyTerms(r) // termsloss.go
			g.restoreCause(old)
		}
		g.afterReferendumPassed(r) // referendumpassed.go
	} else {
		g.note(msgReferendumFails.With(intArg(r.For), intArg(r.Against)))
	}
}

// polling lets each Methuselah cast vote sources, one at a time, in
// impulse order from the caller, until everyone passes in a row (§5.2, A9).
func (g *Game) polling(r *Referendum, caller int) {
	order := g.impulseOrder(caller, -1, true)
	passes := 0
	for i := 0; passes < len(order) && !r.Canceled; i = (i + 1) % len(order) {
		seat := order[i]
		// Not asked in the replay of a log (Foresee): it passed.
		if g.seats[seat].Ousted || g.unasked(seat, DecVote) || !g.offerVotes(r, seat) {
			passes++
			continue
		}
		code := g.askCode(seat, kindVote, msgVoteAsk.With(intArg(r.For), intArg(r.Against)))
		if code == -1 {
			passes++
			continue
		}
		g.castSource(r, seat, code)
		passes = 0
	}
}

// prisciBloc gives the prisci's 3 votes to the side that leads their
// ballots; on a tie the bloc abstains (§5.4).
func (g *Game) prisciBloc(r *Referendum) {
	switch {
	case r.PrisciFor > r.PrisciAgainst:
		r.For += 3
		g.note(msgPrisciBloc.With(labelArg("for")))
	case r.PrisciAgainst > r.PrisciFor:
		r.Against += 3
		g.note(msgPrisciBloc.With(labelArg("against")))
	}
}

// castBallot adds n priscus ballots to a side.
func (r *Referendum) castBallot(forSide bool, n int) {
	if forSide {
		r.PrisciFor += n
	} else {
		r.PrisciAgainst += n
	}
}

// offerVotes builds the vote options of a seat; false if it has none.
func (g *Game) offerVotes(r *Referendum, seat int) bool {
	g.options()
	g.optionMsg(-1, msgPass)
	g.cut(seat, DecVote) // nothing reads the whole list (Game.cut)
	g.offerVoteSources(r, seat)
	g.cutting = false
	return g.nopts() > 1
}

// offerVoteSources adds seat's vote options after the pass (offerVotes):
// its vampires' votes, the Edge, a political card, the cards and
// abilities of the polling. A replay that cut the decision stops at
// enough (Game.cut).
func (g *Game) offerVoteSources(r *Referendum, seat int) {
	m := g.seats[seat]
	for _, id := range m.Ready {
		if g.enough() {
			return
		}
		v := g.cards[id]
		if cardIDIn(v.ID, r.cast) || g.VoteBarred(v) {
			continue
		}
		ballot := g.IsPriscus(v)
		for _, forSide := range [2]bool{true, false} {
			n := g.VotesOn(v, forSide) // side bonuses (Static.SideVotes)
			msg := msgVoteVampire
			switch {
			case ballot && n > 0:
				msg = msgVoteAndBallot
			case ballot:
				msg = msgBallot
			case n == 0:
				continue
			}
			if v.Blood < g.VoteCost(r, v, forSide) {
				continue // cannot pay to vote on that side (Static.AgainstCost)
			}
			code := int64(v.ID) << 1
			if forSide {
				code |= 1
			}
			g.optionMsg(code, msg, cardArg(v), intArg(n), labelArg(sideName(forSide)))
		}
	}
	if g.enough() {
		return
	}
	n := int64(len(g.cards))
	if g.Edge == seat && !r.edgeUsed {
		edge := r.edgeMsg() // titledvotes.go
		g.optionMsg(2*n+1, edge, labelArg("for"))
		g.optionMsg(2*n, edge, labelArg("against"))
	}
	switch {
	case r.polCard[seat]:
	case r.calling != nil && seat == r.callingSeat:
		// The calling card is its Methuselah's political card vote (A10).
		g.offerPolCardVote(msgVoteCallingCard, r.calling)
	default:
		for _, id := range m.Hand {
			if c := g.cards[id]; c.Def.Types.Has(PoliticalAction) {
				g.offerPolCardVote(msgVotePolCard, c)
				break
			}
		}
	}
	switch {
	case g.enough():
	case !r.BloodHunt:
		g.offerPlays(seat, StepPolling, g.pollingRole(seat))
		g.offerAbilities(seat, StepPolling)
	default:
		g.offerAbilitiesWhere(seat, StepPolling, func(ab *Ability) bool { return ab.BloodHunt })
	}
}

// offerPolCardVote offers the vote of political action card c, for or
// against (§5.3), labelled with msg.
func (g *Game) offerPolCardVote(msg engine.Msg, c *Card) {
	n := int64(len(g.cards))
	g.optionMsg(2*n+2+int64(c.ID)*2+1, msg, cardArg(c), labelArg("for"))
	g.optionMsg(2*n+2+int64(c.ID)*2, msg, cardArg(c), labelArg("against"))
}

// pollingRole: the acting vampire plays modifiers (Bewitching Oration),
// other Methuselahs' minions reactions (§5.3).
func (g *Game) pollingRole(seat int) role {
	if a := g.action; a != nil && seat == a.Actor.Controller {
		return role{kinds: kindsPollingActor, minions: g.unbarred(g.oneMinion(a.Actor))}
	}
	return role{kinds: kindsPollingOthers, minions: g.unbarred(g.reactors(seat))}
}

// castSource casts the vote source an option code names: a vampire
// (2·id+side), the Edge (2n+side), a political card from the hand
// (2n+2+2·id+side), or a card play.
func (g *Game) castSource(r *Referendum, seat int, code int64) {
	n := int64(len(g.cards))
	forSide := code&1 == 1
	if !isPlay(code) {
		r.polled++ // a vote source cast (termsloss.go: BeforeVotes)
	}
	switch {
	case isPlay(code):
		g.execute(seat, code)
	case code < 2*n:
		g.castVampire(r, seat, g.cards[code>>1], forSide)
	case code < 2*n+2:
		r.edgeUsed = true
		g.Edge = -1
		g.addVotes(r, seat, r.edgeVotes(), forSide) // titledvotes.go
		g.note(msgVotes.With(seatArg(seat), intArg(r.edgeVotes()), g.votesBy(forSide, nil, nil, true)))
	case code < 4*n+2:
		c := g.cards[(code-2*n-2)>>1]
		r.polCard[seat] = true
		if c != r.calling { // a card from the hand is discarded for its vote
			g.put(c, ZoneAsh, c.Owner)
			g.draw(seat)
		}
		g.addVotes(r, seat, 1, forSide)
		g.note(msgVotes.With(seatArg(seat), intArg(1), g.votesBy(forSide, nil, c, false)))
	}
}

// castVampire casts a vampire's votes and its priscus ballot, all on one
// side (§5.2, §14 C30); a vampire casts once.
func (g *Game) castVampire(r *Referendum, seat int, v *Card, forSide bool) {
	if cardIDIn(v.ID, r.cast) || g.VoteBarred(v) || v.Blood < g.VoteCost(r, v, forSide) {
		return
	}
	r.cast = append(r.cast, v.ID)
	g.payVoteCost(r, v, forSide)
	n, priscus := g.VotesOn(v, forSide), g.IsPriscus(v)
	r.Ballots = append(r.Ballots, Ballot{Vampire: v, Seat: seat, N: n, For: forSide, Priscus: priscus})
	if n > 0 {
		g.addVotes(r, seat, n, forSide)
		g.noteVampireVotes(v, n, forSide)
	}
	if priscus && r.priscusBallots() > 0 { // titledvotes.go
		r.castBallot(forSide, r.priscusBallots())
		g.note(msgBallotCast.With(cardArg(v), labelArg(sideName(forSide))))
	}
}

// CastVampireVotes casts vampire v's votes on one side now, for cards
// that make a vampire vote (Protected District's votes come with the
// primogen's own, against); nothing if it has voted already.
func (g *Game) CastVampireVotes(v *Card, forSide bool) {
	if r := g.refer; r != nil && v.Ready() {
		g.castVampire(r, v.Controller, v, forSide)
	}
}

// castVotes adds n votes for or against the referendum, cast by seat
// by a card's effect.
func (g *Game) castVotes(r *Referendum, seat, n int, forSide bool) {
	g.addVotes(r, seat, n, forSide)
	// The card whose effect casts them is named on the line before.
	g.note(msgVotes.With(seatArg(seat), intArg(n), labelArg(sideName(forSide))))
}

// addVotes counts n votes for or against the referendum, cast by seat;
// the caller writes who cast them.
func (g *Game) addVotes(r *Referendum, seat, n int, forSide bool) {
	if forSide {
		r.For += n
		r.SeatFor[seat] += n
	} else {
		r.Against += n
		r.SeatAgainst[seat] += n
	}
}

// noteVampireVotes writes vampire v's casting n votes, with the title
// they come from (§5.3; issue 19).
func (g *Game) noteVampireVotes(v *Card, n int, forSide bool) {
	g.note(msgVotes.With(seatArg(v.Controller), intArg(n), g.votesBy(forSide, v, nil, false)))
}

func sideName(forSide bool) string {
	if forSide {
		return "for"
	}
	return "against"
}

// AddVotes lets a card give votes to cast: its player picks the side.
func (g *Game) AddVotes(seat, n int) {
	r := g.refer
	if r == nil || n <= 0 {
		return
	}
	g.castVotes(r, seat, n, g.ChooseVoteSide(seat, n))
}

// ChooseVoteSide asks seat on which side n votes a card gives go: true
// for.
func (g *Game) ChooseVoteSide(seat, n int) bool {
	g.options()
	g.optionMsg(1, msgSide, labelArg("for"))
	g.optionMsg(0, msgSide, labelArg("against"))
	return g.askCode(seat, kindVoteSide, msgVoteSideAsk.With(intArg(n))) == 1
}

// Votes returns the votes a ready vampire casts: its title's, or those
// printed on it, plus card bonuses (§5.3). A priscus's title gives no
// votes but a ballot in the prisci's sub-referendum (IsPriscus).
func (g *Game) Votes(v *Card) int {
	if !v.IsVampire() || !v.Ready() || v.Contested {
		return 0
	}
	n := g.TitleOf(v).Votes() + v.Def.Votes
	if r := g.refer; r != nil {
		n += r.VoteBonus[v.ID] + r.titledVotes(g, v) // titledvotes.go
	}
	n += g.sumBonusOf(bonusVotes, v, func(c *Card) int { return c.Def.Static.Votes(g, c, v) })
	return max(n, 0) // net negative votes count as none (group G00146)
}

// IsPriscus reports whether a vampire casts a priscus ballot: a ready
// priscus whose title is not contested (§5.4, §14 C30; torpid prisci
// abstain).
func (g *Game) IsPriscus(v *Card) bool {
	return v.IsVampire() && v.Ready() && g.TitleOf(v) == Priscus
}
