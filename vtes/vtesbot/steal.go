package vtesbot

import (
	"strings"

	"kindred/vtes"
)

// stealScore rates an action taking another Methuselah's card, not blood
// (Far Mastery's retainer or ally, Entrancement's ally, Dominate Kine's
// location), for the actor's side: the card one side loses the
// other gains, worth more than a bleed of 1 at any pool while the actor
// keeps 2 blood. Rated as a card burnt (a bleed's worth below 20 pool),
// Far Mastery was offered some 90 times in 100 games of nb3-tzimisce and
// played once. ok is false for an action that steals nothing.
func stealScore(me int, o *vtes.OptionInfo) (score int, ok bool) {
	md := o.Mode
	if o.Target == nil || o.Target.IsVampire() || o.Target.Controller == me || !strings.HasPrefix(md.Label, "steal") {
		return 0, false
	}
	if o.Minion.Blood-md.Cost.Blood >= 2 {
		return 34, true // over a bleed (30, 35 with printed bleed), under a bleed card (38)
	}
	return 20, true
}
