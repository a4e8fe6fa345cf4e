package rules

import (
	"encoding/json"

	"kindred/engine"
)

// corrupt turns h into a corrupted hunter (§8.11, the advanced rule):
// its board's vampire side, its cards dropped in its zone, its vials
// kept, its skills set aside, its wounds gone, a Compulsion drawn.
func (g *Game) corrupt(h *Hunter) {
	side := h.Def.Sides["vampire"]
	h.Side = &side
	h.Corrupted, h.CorruptedOnce = true, true
	h.Wounds, h.Trapped, h.Cover = 0, false, -1
	// The used vials lay on the human side's track, now turned over:
	// they are discarded (the fresh ones are kept, §8.11).
	h.UsedVials = 0
	if g.Enc != nil && h.Zone >= 0 {
		g.Enc.Floor[h.Zone] = append(g.Enc.Floor[h.Zone], h.Inventory...)
	}
	h.Inventory = nil
	h.SkillsAside, h.Skills = h.Skills, nil
	h.Compulsion = -1
	if n := len(g.P.Compulsions); n > 0 {
		h.Compulsion = g.rng.Intn(n)
	}
	h.TaskDone, h.TaskTarget = false, -1
	g.log(msgCorrupted.With(engine.Str(h.Def.Name)))
	if h.Compulsion >= 0 {
		g.log(msgCompulsion.With(engine.Str(h.Def.Name), engine.Str(g.P.Compulsions[h.Compulsion].Text)))
	}
}

// fallCorrupted: a corrupted hunter at 0 HP falls unconscious, out of
// play, discarding every vial and every skill but its 2 starting ones
// (§8.11).
func (g *Game) fallCorrupted(h *Hunter) {
	h.Vials, h.UsedVials = 0, 0
	var keep []int
	for _, s := range h.SkillsAside {
		if g.P.Skills[s].Starting {
			keep = append(keep, s)
		}
	}
	h.SkillsAside = keep
}

// cure ends a corruption at the Church (§8.11: the transfusion lasts the
// village stay): the human side, the skills back, no Compulsion.
func (g *Game) cure(h *Hunter) {
	side := h.Def.Sides["human"]
	h.Side = &side
	h.Corrupted, h.UsedVials = false, 0
	h.Skills, h.SkillsAside = append(h.Skills, h.SkillsAside...), nil
	h.Compulsion = -1
	h.Wounds = min(h.Wounds, h.Side.HP-1)
	g.log(msgCured.With(engine.Str(h.Def.Name)))
}

// compulsionAllows reports whether corrupted h may attack f (§8.11): its
// Compulsion's constraints name the enemies it may attack, and a
// sameTarget task keeps it on the vampire it began to wound.
func (g *Game) compulsionAllows(h *Hunter, fi int) bool {
	if !h.Corrupted || h.Compulsion < 0 {
		return true
	}
	f := g.Enc.Figures[fi]
	c := &g.P.Compulsions[h.Compulsion]
	for _, k := range c.Constraints {
		if raw, ok := k["enemy"]; ok {
			var e struct {
				Type   string `json:"type"`
				Family string `json:"family"`
			}
			_ = json.Unmarshal(raw, &e)
			if f.Enemy == nil || e.Type != "" && f.Enemy.ID != e.Type || e.Family != "" && f.Enemy.Family != e.Family {
				return false
			}
		}
	}
	if _, same := c.Task["sameTarget"]; same && h.TaskTarget >= 0 && h.TaskTarget != fi {
		return false
	}
	return true
}

// taskProgress records what corrupted h's attack on figure fi did, and
// whether its Compulsion's task is now done (§8.11): a kill of the named
// enemy, or a wound on an enemy of the named family.
func (g *Game) taskProgress(h *Hunter, fi int, wounded, killed bool) {
	if !h.Corrupted || h.Compulsion < 0 {
		return
	}
	f := g.Enc.Figures[fi]
	task := g.P.Compulsions[h.Compulsion].Task
	if wounded && h.TaskTarget < 0 {
		h.TaskTarget = fi
	}
	if raw, ok := task["kill"]; ok && killed {
		var k struct {
			Enemy string `json:"enemy"`
		}
		_ = json.Unmarshal(raw, &k)
		if f.Enemy != nil && f.Enemy.ID == k.Enemy {
			h.TaskDone = true
		}
	}
	if raw, ok := task["wound"]; ok && wounded {
		var w struct {
			Family string `json:"family"`
		}
		_ = json.Unmarshal(raw, &w)
		if f.Enemy != nil && (w.Family == "" || f.Enemy.Family == w.Family || w.Family == "vampire" && f.Enemy.Family == "guardian") {
			h.TaskDone = true
		}
	}
	if h.TaskDone {
		g.log(msgTaskDone.With(engine.Str(h.Def.Name)))
	}
}

// compulsionPenalty applies the Compulsion's penalty at the end of the
// activation when its task is not done (§8.11), for the corrupted
// hunter (a `wake` wakes its room); its questions are asked (true), then
// follows.
func (g *Game) compulsionPenalty(h *Hunter, then func()) bool {
	if !h.Corrupted || h.Compulsion < 0 || h.TaskDone || !h.Alive() {
		return false
	}
	c := &g.P.Compulsions[h.Compulsion]
	g.log(msgPenalty.With(engine.Str(h.Def.Name)))
	return g.applyAsk(c.Penalty, h, then)
}

// present reports whether the enemies see h: a conscious hunter on the
// board that is not corrupted (§8.11: enemies ignore corrupted hunters).
func (h *Hunter) present() bool { return h.Alive() && !h.Corrupted && h.Zone >= 0 }
