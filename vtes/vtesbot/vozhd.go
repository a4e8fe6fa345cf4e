package vtesbot

import (
	"strings"

	"kindred/vtes"
)

// vozhdBurnScore rates card c as the ally or retainer a Vozhd burns as it
// enters play (recruitVozhd: an ally or retainer its Methuselah controls,
// the Vozhd itself among them): the one with the least life, never the
// Vozhd while another is there. Rated as a card of ours to help, the one
// with the most life (5: the Vozhd itself) was burnt, 4 pool for nothing.
// ok is false when no Vozhd is entering.
func (b *Bot) vozhdBurnScore(v *vtes.View, c *vtes.Card) (score int, ok bool) {
	a := v.Action()
	if a == nil || a.Play == nil || a.Play.Card == nil || a.Play.Mode == nil || a.Play.Mode.Label != "recruit" ||
		!strings.HasPrefix(a.Play.Card.Def.Name, "The Vozhd of ") {
		return 0, false
	}
	if c == a.Play.Card {
		return -20, true
	}
	return 10 - c.Blood, true
}

// isVozhd reports whether card c is a Vozhd: an ally that burns an ally or
// retainer of its Methuselah as it enters play, itself if there is no
// other (card text).
func isVozhd(c *vtes.Card) bool {
	return c.Def.Types.Has(vtes.Ally) && strings.HasPrefix(c.Def.Name, "The Vozhd of ")
}

// fodder counts the allies and retainers seat me controls: what a Vozhd
// entering would burn rather than itself.
func fodder(v *vtes.View, me int) int {
	n := 0
	for i := range v.ReadyLen(me) {
		m := v.ReadyAt(me, i)
		if m.IsAlly() {
			n++
		}
		for _, id := range m.Attached {
			if c := v.Card(id); c != nil && c.Def.Types.Has(vtes.Retainer) {
				n++
			}
		}
	}
	return n
}

// vozhdInHand reports whether the hand holds a Vozhd.
func vozhdInHand(v *vtes.View) bool {
	for i := range v.HandLen() {
		if isVozhd(v.HandAt(i)) {
			return true
		}
	}
	return false
}

// vozhdScore rates recruiting a Vozhd, and employing or recruiting a
// cheap retainer or ally while the hand holds one: a Vozhd with nothing
// else to burn burns itself (4 pool for nothing), so it waits for an
// ally or retainer, and the cheapest (a cost of 1 at most: Szlachta
// Assistant, Szlachta Bodyguard) is brought out first, before a bleed,
// to be burnt. Recruited beside none, the Vozhds burnt themselves;
// never recruited alone, they were never played (nb3-tzimisce's
// retainers came out 0.03 a game, below its bleeds). With one to burn,
// the Vozhd (5 life, 4 strength, an action every turn) comes before a
// bleed while 10 pool is left after it. ok is false for other cards.
func (b *Bot) vozhdScore(v *vtes.View, me int, o *vtes.OptionInfo) (score int, ok bool) {
	c, md := o.Card, o.Mode
	switch {
	case isVozhd(c):
		if fodder(v, me) == 0 {
			return -10, true
		}
		if b.pool-md.Cost.Pool >= 10 {
			return 36, true // an ally acting every turn: above a bleed
		}
		return b.investment(o), true
	case c.Def.Types.Has(vtes.Retainer) || c.Def.Types.Has(vtes.Ally):
		cheap := md.Cost.Pool+md.Cost.Blood <= 1 && o.Minion.Blood-md.Cost.Blood >= 1
		if cheap && vozhdInHand(v) && fodder(v, me) == 0 && b.pool >= 8 {
			return 36, true // above a bleed (bleedBonus's 35)
		}
	}
	return 0, false
}

// keepFodder reports whether a Vozhd's recruit is being paid and the card
// relieving its cost (Szlachta Assistant: burn it, 2 pool less) is the
// only ally or retainer it could burn: used, the Vozhd would burn itself.
func keepFodder(v *vtes.View, me int) bool {
	a := v.Action()
	return a != nil && a.Play != nil && a.Play.Card != nil && isVozhd(a.Play.Card) &&
		a.Actor != nil && a.Actor.Controller == me && fodder(v, me) <= 1
}
