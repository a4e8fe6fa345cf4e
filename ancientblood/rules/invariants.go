package rules

import "fmt"

// CheckInvariants checks the state's invariants (games.Checker): wounds
// within hit points, figures and hunters on real zones, an unconscious
// hunter off the board, the clock within 1–12, the Terror deck and
// discard holding each card copy once, an Ancient card's damage within
// its HP.
func (g *Game) CheckInvariants() error {
	for _, h := range g.Hunters {
		if h.Wounds < 0 || h.Wounds > h.Side.HP {
			return fmt.Errorf("%s has %d wounds of %d HP", h.Def.Name, h.Wounds, h.Side.HP)
		}
		if h.Unconscious && h.Zone >= 0 {
			return fmt.Errorf("%s is unconscious on the board", h.Def.Name)
		}
		if h.UsedVials < 0 || h.UsedVials >= h.Side.VialThreshold {
			return fmt.Errorf("%s has %d used vials, threshold %d", h.Def.Name, h.UsedVials, h.Side.VialThreshold)
		}
		if h.Vials < 0 || h.ActionsLeft < 0 {
			return fmt.Errorf("%s has %d vials, %d actions", h.Def.Name, h.Vials, h.ActionsLeft)
		}
		if g.Enc == nil && h.Zone >= 0 {
			return fmt.Errorf("%s stands in zone %d with no encounter", h.Def.Name, h.Zone)
		}
		if h.Cover >= 0 && (g.Enc == nil || h.Cover >= len(g.Enc.Covers) || g.Enc.Covers[h.Cover].Zone != h.Zone || g.Enc.Covers[h.Cover].HP <= 0) {
			return fmt.Errorf("%s stands on cover %d, not a standing cover of its zone", h.Def.Name, h.Cover)
		}
		if (g.Vil == nil) != (h.Loc < 0) || g.Vil != nil && h.Loc >= len(g.Vil.Locs) {
			return fmt.Errorf("%s at village location %d", h.Def.Name, h.Loc)
		}
		if g.Vil != nil && g.Enc != nil {
			return fmt.Errorf("a village and an encounter at once")
		}
		if g.Carried(h) > h.Side.MaxWeight && !(g.phase == phaseOverweight && g.pending.Seat == h.Seat) {
			return fmt.Errorf("%s carries %d, more than %d", h.Def.Name, g.Carried(h), h.Side.MaxWeight)
		}
		if g.Enc != nil && h.Zone >= len(g.Enc.B.Zones) {
			return fmt.Errorf("%s stands in zone %d of %d", h.Def.Name, h.Zone, len(g.Enc.B.Zones))
		}
	}
	e := g.Enc
	if e == nil {
		return nil
	}
	if e.Round < 1 || e.Round > 12 {
		return fmt.Errorf("round %d", e.Round)
	}
	for _, f := range e.Figures {
		if f.Zone < 0 || f.Zone >= len(e.B.Zones) {
			return fmt.Errorf("%s in zone %d", f.ID, f.Zone)
		}
		if f.Dead {
			continue
		}
		hp, _ := g.Stats(f)
		if f.Enemy != nil && (f.Wounds < 0 || f.Wounds >= hp) {
			return fmt.Errorf("%s is alive with %d wounds of %d HP", f.ID, f.Wounds, hp)
		}
		if f.Asleep && (f.Enemy == nil || !f.Enemy.Sleeps) {
			return fmt.Errorf("%s sleeps but never sleeps", f.ID)
		}
		for _, c := range f.Cards {
			if c.Damage < 0 || c.Damage > c.Def.HP || c.Flipped != (c.Damage >= c.Def.HP) {
				return fmt.Errorf("%s card %s: damage %d of %d, flipped %v", f.ID, c.Def.ID, c.Damage, c.Def.HP, c.Flipped)
			}
		}
	}
	want := map[int]int{}
	for i, t := range g.P.Terror {
		want[i] = max(1, t.Copies)
	}
	for _, c := range append(append([]int(nil), e.Terror...), e.Discard...) {
		want[c]--
	}
	for i, n := range want {
		if n != 0 {
			return fmt.Errorf("terror card %s: %d copies missing from deck and discard", g.P.Terror[i].ID, n)
		}
	}
	if g.phase == phaseAction && (e.Active < 0 || !g.Hunters[e.Active].Alive()) {
		return fmt.Errorf("an action is asked of no conscious hunter")
	}
	return nil
}
