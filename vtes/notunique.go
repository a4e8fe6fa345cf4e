package vtes

// Vampires that are not unique ("Tupdogs are not unique": Tupdog;
// rules/vtes.md §10.1, §14 C13): every other vampire is unique, so a
// second copy contests the first; one with CardDef.NotUnique never does,
// and its Methuselah may bring in as many as they like.

// uniqueCard reports whether c is unique: a unique library card, or a
// vampire that is not CardDef.NotUnique.
func uniqueCard(c *Card) bool { return c.Def.Unique || c.IsVampire() && !c.Def.NotUnique }
