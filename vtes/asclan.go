package vtes

// A vampire that "can play cards requiring a Tremere as if he were a
// Tremere" (Abraham Mellon) meets a clan requirement naming that clan
// besides his own; he is of his own clan for everything else (§1.5.4).

// clanMeets reports whether vampire v meets r's clan requirement, by its
// clan or by the clan its text lets it play the cards of
// (Static.PlaysAsClan).
func (r *Requirement) clanMeets(v *Card) bool {
	if r.clanOK(v.Def.Clan) {
		return true
	}
	as := v.Def.Static.PlaysAsClan
	return as != "" && r.Clan != "" && r.clanOK(as)
}
