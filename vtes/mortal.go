package vtes

import "slices"

// Mortal allies (rules/vtes.md §1.2: an ally's kind, "Mortal with 2
// life"), which some cards name ("Mortal allies … ignore this effect":
// Nightmares upon Nightmares). The list is by name, every such ally of
// the card list, implemented or not (TestMortalAllies checks it against
// the card list).

var mortalAllies = []string{"47th Street Royals", "Arcanum Investigator", "Arms Dealer",
	"The Bruisers", "Caiaphas Smith", "Carlton Van Wyk", "City Star Taxi", "Courier",
	"Dark Web Procurer", "Eccentric Billionaire", "ECTU Operative", "Escaped Mental Patient",
	"Goth Band", "Gypsies", "Informant", "The Knights", "Leonardo, Mortician",
	"Loyal Street Gang", "Member of the Entourage", "Michael Harris, the Incinerator",
	"Moise Kasavubu", "Muddled Vampire Hunter", "Neighborhood Watch Commander",
	"Political Ally", "Political Antagonist", "Rom Gypsy", `Scapelli, The Family "Mechanic"`,
	"The Slashers", "Survivalist", "Terrorists", "Vagabond Mystic",
	"Valerie Diaz, Antigen Commander", "Wendell Delburton", "Young Bloods"}

// IsMortalAlly reports whether minion m is a mortal ally.
func IsMortalAlly(m *Card) bool {
	return m != nil && m.IsAlly() && slices.Contains(mortalAllies, m.Def.Name)
}

// MortalAllyNames lists the mortal allies' names, for the test.
func MortalAllyNames() []string { return slices.Clone(mortalAllies) }
