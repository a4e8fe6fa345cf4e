package vtes

// "An action requiring Hecata or Oblivion" (Cappadocian Crypt, "Mother"
// Anja Giovanni): the action card, or card in play, the action was taken
// with requires the clan, or the Discipline at the level played (§1.5.4).
// A bleed, a hunt or another action no card gives requires neither.

// Requires reports whether the current action a was taken with a card
// requiring clan (a clan requirement) or Discipline d (the mode played).
func (a *ActionState) Requires(clan string, d Disc) bool {
	if a == nil || a.Play == nil || a.Play.Card == nil || a.Play.Mode == nil {
		return false
	}
	md := a.Play.Mode
	return clan != "" && a.Play.Card.Def.Requires.Clan == clan ||
		d != NoDisc && (md.Disc == d || md.Also == d || md.Extra == d)
}
