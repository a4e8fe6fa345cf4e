package vtes

// Investment cards ("Master. Investment.": Short-Term Investment,
// Protracted Investment; CardDef.Investment): a master card put in play
// with blood from the blood bank on it (rules/vtes.md §1.2: the bank never
// runs out), which its Methuselah moves to their pool one blood at a time
// with master phase actions (§3.3), and which burns when the last blood is
// removed, whoever removed it (Wall Street Night, Financial Newspaper moves
// one to another Methuselah's pool).

// PutInvestment is the Resolve of an investment card: put in play with n
// blood counters from the blood bank. One put in play with none burns at
// once ([LSJ 20070308], Secret Horde with X = 0).
func PutInvestment(n int) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		PutInPlay(g, p)
		g.AddCounters(p.Card, n)
		if p.Card.Counters <= 0 {
			g.note(msgBurned.With(cardArg(p.Card)))
			g.burn(p.Card)
		}
	}
}

// IsInvestment reports whether card c is an investment card in play, not
// contested, with blood on it to move.
func IsInvestment(c *Card) bool {
	return c != nil && c.Def.Investment && inPlayZone(c.Zone) && !c.Contested && c.Counters > 0
}

// CashInvestment moves 1 blood from investment card c to seat's pool; the
// card burns when its last blood is removed (card texts: "Burn this card
// when all blood has been removed"). A card no longer in play, or with no
// blood, gives nothing.
func (g *Game) CashInvestment(c *Card, seat int) {
	if !IsInvestment(c) {
		return
	}
	g.AddCounters(c, -1)
	g.GainPool(seat, 1)
	if c.Counters == 0 {
		g.note(msgBurned.With(cardArg(c)))
		g.burn(c)
	}
}

// InvestmentAbility is an investment card's master phase action: move 1
// blood from it to its Methuselah's pool (§3.3).
func InvestmentAbility() Ability {
	return Ability{Step: StepMaster, MasterAction: true,
		Label: "move 1 blood to your pool", French: "déplacer 1 point de sang vers votre réserve",
		Legal: func(_ *Game, p *Play) bool { return IsInvestment(p.Source) },
		Resolve: func(g *Game, p *Play) {
			g.CashInvestment(p.Source, p.Seat)
		}}
}
