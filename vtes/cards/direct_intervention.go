package cards

import "kindred/vtes"

// Direct Intervention, for 1 pool, out of turn: cancel a minion card
// (any library card but a master card or an event) as it is played, its
// cost not paid (§14 C5, cancelunpaid.go). A cancelled action card is
// cancelled as its action is announced: the action is not performed, the
// minion does not lock and may attempt it again (group G00061,
// actioncancel.go), and employing a retainer, recruiting an ally or a
// political action can be cancelled like any action card ([ANK
// 20200813-2]); a cancelled strike card lets the minion choose another
// strike (strike.go). The card cancelled still counts as played (G00058
// [ANK 20190104]). Kindred offers it against another Methuselah's cards
// only: an out-of-turn master is never played in one's own minion phase.
var _ = register(&vtes.CardDef{ID: 100545, Name: "Direct Intervention", Types: vtes.Master,
	OutOfTurn: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Step: vtes.StepAsPlayed,
		Label:   "cancel a minion card, its cost not paid",
		French:  "annuler une carte de serviteur, son coût n'est pas payé",
		Legal:   minionCardPlayed,
		Resolve: vtes.CancelPlayingUnpaid}}})

// minionCardPlayed: a minion card another Methuselah plays is in its "as
// played" window.
func minionCardPlayed(g *vtes.Game, p *vtes.Play) bool {
	q := g.Playing()
	return q != nil && !q.Cancelled && q.Seat != p.Seat &&
		!q.Card.Def.Types.Has(vtes.Master|vtes.Event)
}
