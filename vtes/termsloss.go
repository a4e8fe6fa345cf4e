package vtes

// Pool a referendum's terms make a Methuselah lose, echoed on the caller's
// Methuselah ("if the referendum passes and the effect of the referendum
// causes you to lose pool, the controller of the acting vampire loses the
// same amount of pool": Poison Pill; rules/vtes.md §5.2). Any decrease
// counts, burned or paid ([ANK 20180719-2]); a gain in the same terms
// does not offset it ([ANK 20180813] [LSJ 20041025]). The losses are
// counted while the terms apply, only in a referendum with an echo.

// EchoTermsLoss has the caller's Methuselah lose, if the current
// referendum passes, the pool its terms make seat lose.
func (g *Game) EchoTermsLoss(seat int) {
	if r := g.refer; r != nil && seat >= 0 && seat < len(g.seats) {
		r.echoes = append(r.echoes, seat)
	}
}

// applyTerms applies referendum r's terms (OnPass), then the echoes of
// the pool they made a seat lose.
func (g *Game) applyTerms(r *Referendum) {
	if len(r.echoes) == 0 || r.Caller == nil {
		r.OnPass(g)
		return
	}
	r.lost = make([]int, len(g.seats))
	r.OnPass(g)
	lost := r.lost
	r.lost = nil
	for _, s := range r.echoes {
		if n := lost[s]; n > 0 && !g.over {
			g.burnPool(r.Caller.Controller, n)
		}
	}
}

// notePoolLost counts n pool seat lost while a referendum's terms with
// an echo apply.
func (g *Game) notePoolLost(seat, n int) {
	if r := g.refer; r != nil && r.lost != nil {
		r.lost[seat] += n
	}
}

// BeforeVotes: no vote or ballot has been cast in the polling of
// referendum r yet ("before votes and ballots are cast"; the calling
// card's own vote, counted as the referendum is called, is none of them).
func (r *Referendum) BeforeVotes() bool { return r.polled == 0 && len(r.Ballots) == 0 }
