package vtesbot

import "kindred/vtes"

// uncontrolledScore rates an action giving blood to a vampire of our
// uncontrolled region (Fourth Tradition: The Accounting, 3 blood for its
// actor's 1): the blood it gives, up to what the vampire still lacks, is
// pool influence does not have to spend, worth more than a bleed of 1 when
// it is 2 or more and the actor keeps 2 blood. Rated as a titled
// vampire's card (a bleed's worth below 20 pool), it was never played in
// thousands of games. The printed 3 is the card's: no other card of the
// built-in decks targets the uncontrolled region.
func uncontrolledScore(v *vtes.View, o *vtes.OptionInfo) int {
	t := o.Target
	if t == nil {
		return 1
	}
	gain := min(3, v.Capacity(t)-t.Blood)
	if gain >= 2 && o.Minion.Blood-o.Mode.Cost.Blood >= 2 {
		return 36 // over a bleed (30, 35 with printed bleed), under a bleed card (38)
	}
	return 20
}
