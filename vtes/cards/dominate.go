package cards

// Dominate: Discipline master card; +1 level of Dominate and +1
// capacity; not on a vampire with superior Dominate.
var _ = register(disciplineCard(100572, "Dominate", dom))
