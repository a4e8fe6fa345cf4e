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
