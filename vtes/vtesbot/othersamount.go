package vtesbot

import "kindred/vtes"

// "Choose one or more Methuselahs" to burn pool (Empires Fall, Neonate
// Breach): the cards ask how many first, then which. Taking the most, the
// bot had to name itself last and burned its own pool, now and then
// ousting itself: it chooses as many as there are other Methuselahs.

// othersAmount scores the amount o when the action being resolved asks how
// many Methuselahs burn pool: the number of the others is best; ok is
// false for any other amount asked.
func (b *Bot) othersAmount(v *vtes.View, me int, o *vtes.OptionInfo) (score int, ok bool) {
	if !b.acting(v, "Empires Fall") && !b.acting(v, "Neonate Breach") {
		return 0, false
	}
	others := 0
	for s := range v.Seats() {
		if s != me && !v.Ousted(s) {
			others++
		}
	}
	return -max(o.Amount-others, others-o.Amount), true
}
