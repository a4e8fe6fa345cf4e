package vtesbot

import "kindred/vtes"

// rescueScore rates minion m's rescue of its Methuselah's vampire t from
// torpor (2 blood, split between them: rules/vtes.md §7.3). A rescue
// leaving both with 1 blood or less between them only brings back a
// vampire that hunts, beside one that hunts too: a bleed is worth more.
func rescueScore(m, t *vtes.Card) int {
	if m.Blood+t.Blood < 4 {
		return 20
	}
	return 45
}
