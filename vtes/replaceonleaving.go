package vtes

// "Do not replace as long as this card is in play" (Dragonbound; rules/
// vtes.md §1.5.3): the card is not replaced as it is played
// (CardDef.ReplaceOnLeaving, replacedInstead), and while it is in play
// its controller's hand size is 1 less (OneCardShort, its Static.HandSize),
// so that as it leaves play the hand size comes back and the missing card
// is drawn at once (§14 C8, handsize.go).

// OneCardShort is the Static.HandSize of a card not replaced as long as
// it is in play: -1.
func OneCardShort(*Game, *Card) int { return -1 }
