package vtes

// FedFromGround reports whether vampire v gained blood from a hunting
// ground this turn: "a vampire can gain blood from only one hunting
// ground card each turn" (huntingground.go; Gurchon Hall).
func (g *Game) FedFromGround(v *Card) bool { return containsInt(g.marks, huntingGroundKey(v)) }
