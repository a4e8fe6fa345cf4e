package cards

// Malkavian Justicar: +1 stealth; the justicar title card of the
// Malkavians (clanJusticar).
var _ = register(clanJusticar(101154, "Malkavian Justicar", "Malkavian", 1))
