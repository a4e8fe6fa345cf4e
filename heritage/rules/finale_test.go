package rules

import (
	"slices"
	"testing"

	"kindred/heritage/chronicle"
	"kindred/heritage/demo"
)

// atLastChapter moves a new demonstration chronicle to its last chapter
// (the sixth, era 2): five booklet rows, era 1 ended, the deck's cursor
// on the sixth chapter's preview.
func atLastChapter(st *chronicle.State) {
	p, err := demo.Pack()
	if err != nil {
		panic(err)
	}
	previews := 0
	for i, e := range p.Chronicle.Deck {
		if e.Kind == "chapterPreview" {
			if previews++; previews == 6 {
				st.Cursor = i
				break
			}
		}
	}
	st.Chapter, st.Era, st.Booklet = 5, 2, rows(5)
	st.Eras = []chronicle.EraRecord{{Era: 1, Winner: 0, Retired: "court-of-ranks", Entered: "tribunal"}}
	st.Conflicts = []string{"tribunal", "border-riots", "hunger-within"}
	st.Players[0].LastRank, st.Players[1].LastRank = 1, 2
}

// TestFinalMissionRevealed: the pack's final mission joins the missions
// of the chronicle's last chapter, after the five the deck reveals, and
// of no other chapter; with final-mission=none it is left out (finale.go,
// Kindred's rule: the rulebook names the component only).
func TestFinalMissionRevealed(t *testing.T) {
	finals := func(g *Game) []string {
		var out []string
		for _, m := range g.Missions {
			if m.Final {
				out = append(out, m.Name)
			}
		}
		return out
	}
	last := buildChronicle(t, atLastChapter, nil)
	if got := finals(last.g); len(last.g.Missions) != 6 || len(got) != 1 || got[0] != "Crown of the Long Night" || !last.g.Missions[5].Final {
		t.Errorf("the last chapter's missions: %d, final %q", len(last.g.Missions), got)
	}
	if !last.logged("The final mission is revealed: Crown of the Long Night") {
		t.Error("the final mission's reveal is not logged")
	}
	if first := buildChronicle(t, nil, nil); len(finals(first.g)) != 0 {
		t.Errorf("chapter 1 has the final mission")
	}
	s := demoPack(t)
	st, _ := chronicle.New(s.Pack, []string{"Ada", "Bo"})
	st.PrologueDone = true
	atLastChapter(st)
	s.Chronicle = st
	s.Options.FinalMissionTitle = false
	g, err := New(*s)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	if got := finals(g); len(got) != 0 || len(g.Missions) != 5 {
		t.Errorf("final-mission=none: %d missions, final %q", len(g.Missions), got)
	}
}

// TestFinalMissionAndCard: the last chapter's final mission, claimed,
// gives its claimer its dilemma, its reward and its name as a Title
// before the chronicle is scored (1 chronicle point, §5.8); the winner
// then receives the final card, recorded in the state (§5.8 step 4).
func TestFinalMissionAndCard(t *testing.T) {
	s := buildChronicle(t, atLastChapter, func(p Pos) {
		g := p.G
		g.Round = g.Rounds
		var final Mission
		for _, m := range g.Missions {
			if m.Final {
				final = m
			}
		}
		final.Attribute = "geo:west" // Katrin's
		g.Missions = []Mission{final}
		p.Recruit(0, "c09", p.Head(0))
		p.Set(p.Head(0), func(v *Vampire) { v.Power = 20 })
		p.Ante("c11", "c10", "c13", "c12", "c17")
	})
	s.pick(KindTurn, "Katrin")
	s.until(KindDilemma)
	if d := s.g.Pending(); d.Seat != 0 {
		t.Fatalf("seat %d claims the final mission, want seat 0 (two west vampires)", d.Seat)
	}
	s.pick(KindDilemma, "A court that remembers")
	for s.kind() != "" {
		if err := s.g.Apply(0); err != nil {
			t.Fatal(err)
		}
	}
	st := s.g.Next
	if !st.Over || st.Chapter != 6 {
		t.Fatalf("after the last chapter: over %v, chapter %d", st.Over, st.Chapter)
	}
	a := st.Players[0]
	if !slices.Contains(a.Titles, "Crown of the Long Night") || a.Sheet["psyche.mercy"] != 1 {
		t.Errorf("the final mission's claimer: titles %v, sheet %v", a.Titles, a.Sheet)
	}
	if a.Points != st.ChroniclePoints(s.g.Pack, 0) {
		t.Errorf("the claimer's points %d, the sheet and Titles give %d", a.Points, st.ChroniclePoints(s.g.Pack, 0))
	}
	if !s.logged("Player 1 fulfils the final mission and gains the Title Crown of the Long Night") {
		t.Error("the final mission's Title is not logged")
	}
	if st.FinalCard != "chapter-final" || !s.logged("receives the last card of the chronicle: Ruler of the Night") {
		t.Errorf("the final card: %q", st.FinalCard)
	}
}
