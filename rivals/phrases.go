package rivals

import (
	"fmt"

	"kindred/engine"
)

// The French of the phrases the rules write as plain English strings:
// seat names, and the labels of abilities.
func init() {
	fr := map[string]string{
		"Library":                            "Bibliothèque",
		"Faction deck":                       "deck Faction",
		"?":                                  "?",
		"+1 damage to the target":            "+1 dégât à la cible",
		"+2 damage to the target":            "+2 dégâts à la cible",
		"draw 1 card":                        "piocher 1 carte",
		"this Ranged attack deals +1 damage": "cette attaque à distance inflige +1 dégât",
	}
	for n := 1; n <= 4; n++ {
		fr[fmt.Sprintf("Player %d", n)] = fmt.Sprintf("Joueur %d", n)
	}
	engine.AddPhrases(engine.French, fr)
}
