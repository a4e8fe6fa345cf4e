package vtesbot

import (
	"strings"

	"kindred/vtes"
)

// torpidTargetScore rates an action card aimed at another Methuselah's
// vampire in torpor: an action that says it takes one (Graverobbing's
// "steal a vampire in torpor") is worth more than a bleed, a whole
// vampire; any other (Hunting the Beast's "enter combat with a vampire",
// which does nothing once its target has left the ready region) is an
// action spent for nothing. Rated as Graverobbing, Hunting the Beast went
// at vampires in torpor 8 times in 6 games of nb3-salubri. ok is false
// for an action not aimed at a vampire in torpor.
func torpidTargetScore(me int, o *vtes.OptionInfo) (score int, ok bool) {
	t := o.Target
	if t == nil || t.Zone != vtes.ZoneTorpor || t.Controller == me {
		return 0, false
	}
	if strings.Contains(o.Mode.Label, "torpor") {
		return 36, true
	}
	return -5, true
}
