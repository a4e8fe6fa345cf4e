package vtesbot

import (
	"fmt"

	"kindred/engine"
)

// transfersLeft reads the transfers left this influence phase from the
// decision's prompt ("Influence phase: 4 transfer(s) left, 9 pool."), or
// a large number when it cannot.
func (b *Bot) transfersLeft(d *engine.Decision) int {
	var n, pool int
	if _, err := fmt.Sscanf(b.promptOf(d), "Influence phase: %d transfer(s) left, %d pool.", &n, &pool); err != nil {
		return 1 << 20
	}
	return n
}
