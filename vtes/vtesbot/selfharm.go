package vtesbot

import (
	"strings"

	"kindred/vtes"
)

// Actions a card in play gives every minion, whoever controls the card:
// "vampires can call a referendum to burn this card" (War of Ages,
// Raising the Portcullis), "Sabbat vampires can enter combat with this
// vampire" (Regent). Rated as any card action, the bot took them against
// its own card or its own vampire.

// selfHarm reports whether action option o aims at the bot's own card in
// play or its own vampire: a referendum to burn a card it controls, or
// an action at a vampire it controls given by a card on that vampire.
func (b *Bot) selfHarm(me int, o *vtes.OptionInfo) bool {
	if o.Action != vtes.ActInPlay || o.Card == nil || o.Mode == nil {
		return false
	}
	if o.Mode.Referendum && strings.Contains(o.Mode.Label, "to burn") && o.Card.Controller == me {
		return true
	}
	if strings.HasPrefix(o.Mode.Label, "give ") && o.Card.Controller == me {
		return true // giving its own ally away (Vivienne Géroux)
	}
	return o.Target != nil && o.Target.Controller == me && o.Target.IsVampire() &&
		o.Card.Host == o.Target.ID
}
