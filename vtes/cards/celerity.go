package cards

// Celerity: Discipline master card; +1 level of Celerity and +1
// capacity; not on a vampire with superior Celerity.
var _ = register(disciplineCard(100312, "Celerity", cel))
