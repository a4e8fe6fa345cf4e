package heritagegame

import (
	"fmt"
	"sort"
	"strings"

	"kindred/engine"
	"kindred/games"
	"kindred/heritage/chronicle"
)

var _ games.CampaignDescriber = Game{}

// Messages of a chronicle's details between its chapters (the lobby's).
var (
	msgDetailEraNow    = engine.NewMsg("heritage.campaign.era-now", "Era {0} of {1}.", "Ère {0} sur {1}.")
	msgDetailPlayed    = engine.NewMsg("heritage.campaign.played", "{0} of {1} chapters played.", "{0} chapitres joués sur {1}.")
	msgDetailPrologue  = engine.NewMsg("heritage.campaign.prologue", "The prologue is played with the first chapter.", "Le prologue se joue avec le premier chapitre.")
	msgDetailPoints    = engine.NewMsg("heritage.campaign.points", "{0}: {1} chronicle points (§5.8), place {2} in the last chapter.", "{0} : {1} points de chronique (§5.8), place {2} au dernier chapitre.")
	msgDetailTitles    = engine.NewMsg("heritage.campaign.titles", "{0}: Titles {1}; Assets {2}.", "{0} : Titres {1} ; Atouts {2}.")
	msgDetailServant   = engine.NewMsg("heritage.campaign.servant", "{0}: servant {1}.", "{0} : serviteur {1}.")
	msgDetailChapter   = engine.NewMsg("heritage.campaign.chapter", "Chapter {0}: won by {1} ({2} VP).", "Chapitre {0} : gagné par {1} ({2} PV).")
	msgDetailEra       = engine.NewMsg("heritage.campaign.era", "Era {0}: won by {1}.", "Ère {0} : gagnée par {1}.")
	msgDetailStickers  = engine.NewMsg("heritage.campaign.stickers", "Characters with stickers: {0}.", "Personnages avec autocollants : {0}.")
	msgDetailUnlocked  = engine.NewMsg("heritage.campaign.unlocked", "Unlocked: {0}.", "Débloqués : {0}.")
	msgDetailFinalCard = engine.NewMsg("heritage.campaign.final-card", "{0} holds the chronicle's last card: {1}.", "{0} détient la dernière carte de la chronique : {1}.")
	msgDetailOver      = engine.NewMsg("heritage.campaign.over", "The chronicle is over: {0}.", "La chronique est terminée : {0}.")
)

// CampaignDetails describes a chronicle between two chapters: where it
// stands (era, chapters), each player's chronicle points, Titles, Assets
// and servant, the winner of each chapter and era, the characters that
// carry stickers and the components unlocked (§8: the public part of
// the campaign's state).
func (g Game) CampaignDetails(state []byte) ([]engine.Text, error) {
	st, err := chronicle.Decode(string(state))
	if err != nil {
		return nil, err
	}
	pr, err := g.CampaignProgress(state)
	if err != nil {
		return nil, err
	}
	p, err := g.packFor(&engine.Header{Rules: []engine.Rule{{Key: "pack", Value: st.Pack}}})
	if err != nil {
		return nil, err
	}
	eras := st.Era
	if p.Rules != nil {
		eras = p.Rules.Chronicle.Eras
	}
	// character names a character card by the name on its face.
	character := func(id, face string) string {
		for _, c := range p.Characters {
			if c.ID != id {
				continue
			}
			if f, ok := c.Faces[face]; ok && f.Name != "" {
				return f.Name
			}
			if f, ok := c.Faces[c.StartFace]; ok && f.Name != "" {
				return f.Name
			}
		}
		return id
	}
	out := []engine.Text{msgDetailEraNow.With(engine.Int(st.Era), engine.Int(eras)), msgDetailPlayed.With(engine.Int(pr.Played), engine.Int(pr.Total))}
	if !st.PrologueDone && st.Chapter == 0 {
		out = append(out, msgDetailPrologue.Text())
	}
	name := func(seat int) string {
		if seat >= 0 && seat < len(st.Players) {
			return st.Players[seat].Name
		}
		return "—"
	}
	for s, pl := range st.Players {
		place := "—"
		if pl.LastRank > 0 {
			place = fmt.Sprint(pl.LastRank)
		}
		points := pl.Points // §5.8, once the chronicle is over
		if !st.Over {
			points = st.ChroniclePoints(p, s) // what the sheet and the Titles give so far
		}
		out = append(out, msgDetailPoints.With(engine.Str(pl.Name), engine.Int(points), engine.Str(place)),
			msgDetailTitles.With(engine.Str(pl.Name), engine.Str(listOrDash(pl.Titles)), engine.Str(listOrDash(pl.Assets))))
		if pl.Servant != "" {
			servant := pl.Servant
			if c, ok := st.CharacterState(pl.Servant); ok {
				servant = character(c.ID, c.Face)
			}
			out = append(out, msgDetailServant.With(engine.Str(pl.Name), engine.Str(servant)))
		}
	}
	for _, r := range st.Booklet {
		if len(r.Ranking) > 0 && r.Ranking[0] < len(r.VP) {
			out = append(out, msgDetailChapter.With(engine.Int(r.Chapter), engine.Str(name(r.Ranking[0])), engine.Int(r.VP[r.Ranking[0]])))
		}
	}
	for _, e := range st.Eras {
		out = append(out, msgDetailEra.With(engine.Int(e.Era), engine.Str(name(e.Winner))))
	}
	var stickered []string
	for _, c := range st.Characters {
		if c.Removed || (c.Clan == "" && c.Name == "" && len(c.Skills) == 0 && !c.Bound) {
			continue
		}
		what := character(c.ID, c.Face)
		if c.Name != "" {
			what += " “" + c.Name + "”"
		}
		var marks []string
		if c.Clan != "" {
			marks = append(marks, c.Clan)
		}
		marks = append(marks, c.Skills...)
		if c.Bound {
			marks = append(marks, "blood bond")
		}
		if len(marks) > 0 {
			what += " (" + strings.Join(marks, ", ") + ")"
		}
		stickered = append(stickered, what)
	}
	sort.Strings(stickered)
	if len(stickered) > 0 {
		out = append(out, msgDetailStickers.With(engine.Str(strings.Join(stickered, "; "))))
	}
	if len(st.Unlocked) > 0 {
		out = append(out, msgDetailUnlocked.With(engine.Str(strings.Join(st.Unlocked, ", "))))
	}
	if pr.Over {
		out = append(out, msgDetailOver.With(engine.Str(pr.Leader)))
		if st.FinalCard != "" && len(st.Final) > 0 {
			card := st.FinalCard
			for _, cc := range p.ChapterCards {
				if cc.ID == st.FinalCard && cc.WinnerTitle != "" {
					card = cc.WinnerTitle
				}
			}
			out = append(out, msgDetailFinalCard.With(engine.Str(name(st.Final[0])), engine.Str(card)))
		}
	}
	return out, nil
}

// listOrDash joins a list of ids, or says "—" for none.
func listOrDash(list []string) string {
	if len(list) == 0 {
		return "—"
	}
	return strings.Join(list, ", ")
}
