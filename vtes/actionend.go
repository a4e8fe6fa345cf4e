package vtes

// Ending an action during a block attempt (The Kiss of Ra): "the block
// attempt is canceled and the current action is ended (without combat)".
// The action does not reach resolution, so it is effectively canceled
// ([ANK 20211015]); it was still taken (the actor stays locked, [ANK
// 20210124]), and nothing more is played in it ([RTR 20180719]): it
// fails as an announced action fails (FailAction), the attempt with it.

// EndActionDuringAttempt cancels the current block attempt and ends the
// action at once, unsuccessfully and without combat: the would-be
// blocker stays unlocked (§4.3), no block happens ([LSJ 20100210]).
func (g *Game) EndActionDuringAttempt() {
	a := g.action
	if a == nil || a.Failed {
		return
	}
	g.FailAttempt()
	a.Failed = true
	g.note(msgActionEnds.With(cardArg(a.Actor)))
}
