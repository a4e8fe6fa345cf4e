package cards

// Lasombra Justicar: the justicar title card of the Lasombra
// (clanJusticar).
var _ = register(clanJusticar(102272, "Lasombra Justicar", "Lasombra", 0))
