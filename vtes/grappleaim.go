package vtes

import "slices"

// Grapple and aim cards (rules/vtes.md §6.4): combat cards whose text
// opens with the word "Grapple." or "Aim.", which other cards name as a
// kind ("cancel a grapple or aim card as it is played": Sword of the
// Archangel, Bollix, Charismatic Aura). The lists are by name, every such
// card of the card list, implemented or not (the cards' test checks them
// against the card list).

var (
	grappleCards = []string{"Grasp of the Python", "Immortal Grapple", "Mighty Grapple",
		"Shoulder Drop"}
	aimCards = []string{"Target Hand", "Target Head", "Target Leg", "Target Retainer",
		"Target Vitals"}
)

// IsGrappleCard reports whether d is a grapple card.
func IsGrappleCard(d *CardDef) bool { return slices.Contains(grappleCards, d.Name) }

// IsAimCard reports whether d is an aim card.
func IsAimCard(d *CardDef) bool { return slices.Contains(aimCards, d.Name) }
