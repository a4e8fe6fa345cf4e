package vtes

import "slices"

// Flight (rules/vtes.md §1.3): a Discipline of one level that the card
// files print in the vampire's text ("Flight [FLIGHT]."), not among its
// Disciplines. The vampires whose text gives it are listed by name (the
// cards' test checks the list against the card list), and have Flight at
// its one level, which cards require as [FLIGHT] (As the Crow).

var flightVampires = []string{"Alabástrom", "Cedric", "Chalcedony", "Chaundice",
	"Count Vladimir Rustovitch", "The Dracon", "Erinyi", "Ferox, The Rock Lord",
	"Fidus, The Shrunken Beast", "Fustuk", "Grotesque", "Handsome Dan", "The Kikiyaon",
	"Luma, Stone Beauty", "Malachai", "Obsidian", "Porphyry", "Pugfar", "Rocia", "Rusticus",
	"Saxum, Master of Slaves", "Sheela Na Gig", "Tupdog", "Ublo-Satha", "Verbruch"}

// HasFlightByText reports whether vampire d's text gives it Flight.
func HasFlightByText(d *CardDef) bool {
	return d.IsCrypt() && slices.Contains(flightVampires, d.Name)
}
