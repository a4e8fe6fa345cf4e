package cards

// Fortitude: Discipline master card; +1 level of Fortitude and +1
// capacity; not on a vampire with superior Fortitude.
var _ = register(disciplineCard(100774, "Fortitude", frt))
