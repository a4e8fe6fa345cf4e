package vtes

// A vampire who plays cards requiring another clan "as if she were" of it
// ("You and Gem can play cards requiring a Ventrue as if she were a
// Ventrue": Gem Ghastly). Her Methuselah's master cards requiring the clan
// count her too (rules/vtes.md §1.5.4). Only for playing cards normally
// (group G00072: not a card put in play by another card's effect), and
// for that card's effects only (G00073: her clan stays her own for
// everything else).

// clanMeets reports whether vampire v meets req's clan requirement, by
// its own clan or the one its text lets it play cards as (Static.AsClan).
func clanMeets(req *Requirement, v *Card) bool {
	if req.clanOK(v.Def.Clan) {
		return true
	}
	as := v.Def.Static.AsClan
	return as != "" && !v.Contested && req.clanOK(as)
}
