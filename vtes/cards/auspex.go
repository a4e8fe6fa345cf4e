package cards

// Auspex: a Discipline master card (§1.6).
var _ = register(disciplineCard(100114, "Auspex", aus))
