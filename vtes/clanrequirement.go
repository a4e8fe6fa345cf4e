package vtes

import "strings"

// A clan requirement may name several clans, one of which is enough
// ("Gangrel/Gangrel antitribu": Ennoia's Theater, [ANK 20190203]), as the
// card list writes it (rules/vtes.md §1.5.4).

// clanOK reports whether a minion of clan meets r's clan requirement: no
// requirement, or clan is one of the clans named, separated by "/".
func (r *Requirement) clanOK(clan string) bool {
	if r.Clan == "" || r.Clan == clan {
		return true
	}
	if clan == "" || !strings.Contains(r.Clan, "/") {
		return false
	}
	for c := range strings.SplitSeq(r.Clan, "/") {
		if c == clan {
			return true
		}
	}
	return false
}
