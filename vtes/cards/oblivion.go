package cards

import "kindred/vtes"

// Oblivion: Discipline master card; +1 level of Oblivion and +1
// capacity; not on a vampire with superior Oblivion.
var _ = register(disciplineCard(102277, "Oblivion", vtes.Oblivion))
