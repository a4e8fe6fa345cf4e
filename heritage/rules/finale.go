package rules

import (
	"kindred/engine"
	"kindred/heritage/chronicle"
)

// The chronicle's finale: its final mission and its final card. The
// rulebook lists a "Mission finale" among the components (L106) and says
// that the player with the most chronicle points "receives the last card
// of the chronicle deck" (§5.8 step 4, L677), and describes neither
// ([GAP]). Kindred's reading, its own and marked so
// (docs/RULES-STATUS-HERITAGE.md, "The finale"):
//
//   - The final mission (the pack's chronicle.finalMission, a chronicle
//     mission) joins the missions of the chronicle's last chapter, after
//     those the chronicle deck reveals. It is claimed like them (§4.2) and
//     its claimer answers its dilemma and takes its reward (§5.3 step 3);
//     with the rules option final-mission=title (the default) the claimer
//     also gains its name as a Title, worth 1 chronicle point like every
//     Title (§5.8), before the chronicle is scored: the last chapter's
//     missions then weigh on the chronicle's end, as the component's name
//     says. final-mission=none leaves the final mission out.
//   - The final card (the pack's chronicle.finalCard, a chapter card) goes
//     to the chronicle's winner once it is scored: it is recorded in the
//     state (FinalCard) and logged, and changes no score (the chronicle is
//     over).

// revealFinalMission adds the final mission to the missions of the
// chronicle's last chapter.
func (g *Game) revealFinalMission() {
	p := g.Pack
	if g.Chron == nil || !g.Opts.FinalMissionTitle || p.Chronicle.FinalMission == "" || p.Rules == nil ||
		g.Chron.Chapter+1 != p.Rules.Chronicle.Chapters {
		return
	}
	for i := range p.ChronicleMissions {
		if m := &p.ChronicleMissions[i]; m.ID == p.Chronicle.FinalMission {
			g.Missions = append(g.Missions, Mission{Name: m.Name, Attribute: m.Attribute, Claimer: -1, Chronicle: m, Final: true})
			g.log(msgFinalMission, engine.Str(m.Name))
		}
	}
}

// finalMissionTitle gives the final mission's claimer its name as a
// Title (final-mission=title), before the chronicle is scored.
func (g *Game) finalMissionTitle(st *chronicle.State) {
	for _, m := range g.Missions {
		if m.Final && m.Claimer >= 0 {
			st.Players[m.Claimer].Titles = append(st.Players[m.Claimer].Titles, m.Name)
			g.log(msgFinalMissionTitle, engine.Int(m.Claimer+1), engine.Str(m.Name))
		}
	}
}

// finalCard gives the chronicle's winner the last card of the chronicle
// deck (§5.8 step 4).
func (g *Game) finalCard(st *chronicle.State) {
	id := g.Pack.Chronicle.FinalCard
	if id == "" || len(st.Final) == 0 {
		return
	}
	name := id
	for _, cc := range g.Pack.ChapterCards {
		if cc.ID == id && cc.WinnerTitle != "" {
			name = cc.WinnerTitle
		}
	}
	st.FinalCard = id
	g.log(msgFinalCard, engine.Int(st.Final[0]+1), engine.Str(name))
}
