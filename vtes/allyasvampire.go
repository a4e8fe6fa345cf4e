package vtes

// An ally playing some cards as a vampire by its own text (rules/vtes.md
// §14 C22): "this ally can play non-action cards requiring basic
// Oblivion [obl] as a vampire" (Spectral Servitor, CardDef.AsVampireBasic).
// For those cards it counts as a vampire with the basic level of the
// Discipline: its life stands in for blood, its capacity counts as 1.

// allyAsVampire reports whether ally m plays mode md as a vampire by its
// own text: a non-action mode requiring the basic level of its
// AsVampireBasic Discipline alone.
func allyAsVampire(m *Card, md *Mode) bool {
	d := m.Def.AsVampireBasic
	return d != NoDisc && m.IsAlly() && md.Kind != PlayAction && md.Disc == d &&
		md.Level == Inferior && md.Also == NoDisc
}
