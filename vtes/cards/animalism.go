package cards

// Animalism: Discipline master card; +1 level of Animalism and +1
// capacity; not on a vampire with superior Animalism.
var _ = register(disciplineCard(100070, "Animalism", ani))
