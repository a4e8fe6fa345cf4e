package vtes

// Recurring clauses of card texts, one predicate each, for every card that
// says it. Others live with their concept: "if the bleed is successful"
// (BleedWouldSucceed, bleedsuccess.go), "limited" for bleed (Mode.Bleed,
// MoreBleed) and for strikes (CanGainStrikes), "only when being blocked"
// for stealth (BeingBlocked).

// DuringBleed: "only usable during a bleed" (§3.5.1): a bleed action is
// in progress, and no effect has yet made it unsuccessful (Spying
// Mission): once one has, nothing more is played until it resolves
// ([LSJ 19980105]).
func DuringBleed(g *Game, p *Play) bool {
	return BleedAction(g, p) && !g.action.NoBleed
}

// DuringBleedAgainstYou: DuringBleed, when the bleed is against the
// player of the card ("only usable during a bleed against you").
func DuringBleedAgainstYou(g *Game, p *Play) bool {
	return BleedingYou(g, p) && !g.action.NoBleed
}

// IsBleed reports whether action a is a bleed: the bleed action, or an
// action card that bleeds (§3.5.1), whatever the moment.
func (a *ActionState) IsBleed() bool {
	return a.Kind == ActBleed || a.Play != nil && a.Play.Mode.Target == TargetPrey
}

// OnlyOneEachGame: "only one X can be played in a game" (Open War,
// Flaming Candle): the card was not played yet this game. Its mode's
// OnAnnounce is PlayedThisGame, so that playing it counts whatever
// comes of the action.
func OnlyOneEachGame(g *Game, p *Play) bool { return !g.MarkedOncePerGame(p.Card.Def.ID) }

// PlayedThisGame records that the card of p was played this game, for
// OnlyOneEachGame.
func PlayedThisGame(g *Game, p *Play) { g.MarkOncePerGame(p.Card.Def.ID) }
