package vtesbot

import (
	"kindred/engine"
	"kindred/vtes"
)

// transfersLeft reads the transfers left this influence phase from the
// decision's prompt ("Influence phase: 4 transfer(s) left, 9 pool."), or
// a large number when it cannot. The prompt is read, not rendered and
// scanned (that was 3 % of a simulated game).
func (b *Bot) transfersLeft(d *engine.Decision) int {
	n, ok := vtes.TransfersLeft(d)
	if !ok {
		return 1 << 20
	}
	return n
}
