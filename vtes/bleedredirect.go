package vtes

// Minion cards that change the target of a bleed ("Change the target of
// the bleed to another Methuselah", "the acting minion is now bleeding…":
// Deflection, Redirection, Telepathic Misdirection…), which Narrow Minds
// makes cost +1 blood or life (§1.5.6, §14 C6). The rules do not tell a
// redirecting card from its code; the list names each with the level of
// its mode that redirects (NoLevel: every mode), and is checked against
// the card data (TestBleedRedirectCards).
var bleedRedirectors = map[int]Level{
	102218: NoLevel,  // Bait and Switch
	100518: NoLevel,  // Deflection
	100534: NoLevel,  // Determine
	101126: NoLevel,  // Lost in Translation
	101256: Superior, // Murmur of the False Will: [DOM] reaction
	101259: Superior, // My Enemy's Enemy: [AUS]
	101578: NoLevel,  // Redirection
	101949: Superior, // Telepathic Misdirection: [AUS]
}

// BleedRedirectCardIDs lists the VEKN ids of the minion cards that change
// the target of a bleed, sorted.
func BleedRedirectCardIDs() []int {
	return []int{100518, 100534, 101126, 101256, 101259, 101578, 101949, 102218}
}

// RedirectsBleed reports whether play p is of a minion card's mode that
// changes the target of a bleed.
func RedirectsBleed(p *Play) bool {
	if p == nil || p.Card == nil || p.Mode == nil {
		return false
	}
	lv, ok := bleedRedirectors[p.Card.Def.ID]
	return ok && (lv == NoLevel || p.Mode.Level == lv)
}
