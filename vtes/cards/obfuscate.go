package cards

// Obfuscate: Discipline master card; +1 level of Obfuscate and +1
// capacity; not on a vampire with superior Obfuscate.
var _ = register(disciplineCard(101310, "Obfuscate", obf))
