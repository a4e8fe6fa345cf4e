package cards

// Protean: Discipline master card; +1 level of Protean and +1
// capacity; not on a vampire with superior Protean.
var _ = register(disciplineCard(101498, "Protean", pro))
