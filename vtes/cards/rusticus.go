package cards

import "kindred/vtes"

// Rusticus, Camarilla Gargoyle, a Tremere slave (keywords.go: his
// directed actions need a Tremere of his Methuselah's; he may take a
// blocked Tremere's place in the combat). His Flight is read from his
// text (vtes/flight.go).
var _ = register(rusticusFacts(vampire(201211, "Rusticus", 4, "Gargoyle", 5, "for VIS",
	vtes.Camarilla, vtes.NoTitle)))

// rusticusFacts sets Rusticus's slavery.
func rusticusFacts(d *vtes.CardDef) *vtes.CardDef {
	d.SlaveOf = "Tremere"
	return d
}
