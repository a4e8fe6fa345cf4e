package rules

import (
	"sort"
	"strings"

	"kindred/engine"
	"kindred/heritage/chronicle"
	"kindred/heritage/pack"
)

// The chronicle's rules in a chapter (§5.2 list) and its Results phase
// (§5.3), era end (§5.7) and End of Chronicle (§5.8).

// revealChapter reveals, from the chronicle deck's cursor, the chapter
// preview and the missions of §2.1 step 1 ([I] reveal schedule,
// docs/HERITAGE-PACKS.md).
func (g *Game) revealChapter() {
	p := g.Pack
	deck := p.Chronicle.Deck
	previews, missions := 0, 0
	want := p.Rules.ChapterDraw
	for g.Chron.Cursor < len(deck) && (previews < want.Previews || missions < want.Missions) {
		e := deck[g.Chron.Cursor]
		switch e.Kind {
		case "chapterPreview":
			if previews == want.Previews {
				return
			}
			previews++
			g.Preview = e.ID
		case "chronicleMission":
			if missions == want.Missions {
				return
			}
			missions++
			for i := range p.ChronicleMissions {
				if m := &p.ChronicleMissions[i]; m.ID == e.ID {
					g.Missions = append(g.Missions, Mission{Name: m.Name, Attribute: m.Attribute, Claimer: -1, Chronicle: m})
				}
			}
		default:
			if !g.pass(g.Chron, e) {
				return
			}
		}
		g.Chron.Cursor++
	}
}

// pass reveals a chronicle deck card that neither a chapter's setup nor
// the Results phase stops at: a new base character or Clan Intrigue
// whose unlock is "chronicle" joins the game material for good (§5.4
// item 1); a board waits for its era's end. It reports whether the card
// is one of those.
func (g *Game) pass(st *chronicle.State, e pack.DeckEntry) bool {
	unlock := func(id string) {
		if !st.IsUnlocked(id) {
			st.Unlocked = append(st.Unlocked, id)
		}
	}
	switch e.Kind {
	case "character":
		for _, c := range g.Pack.Characters {
			if c.ID == e.ID && c.Unlock == "chronicle" {
				unlock(c.ID)
			}
		}
		return true
	case "intrigue":
		for _, in := range g.Pack.Intrigues {
			if in.ID == e.ID && in.Unlock == "chronicle" {
				unlock(in.ID)
			}
		}
		return true
	case "conflict", "clanHead":
		return true
	}
	return false
}

// prologue: before the first chapter each player, in seat order,
// spends the pack's sheet points on its character sheet, one at a time
// (§5.2; the procedure is the booklet's [GAP], the budget the pack's).
// The first Title comes from the pack when the chronicle starts; the
// first servant is not chosen yet.
func (g *Game) prologue() {
	pr := g.Pack.Chronicle.Prologue
	if g.Chron.Chapter != 0 || g.Chron.PrologueDone || pr == nil {
		return
	}
	for s := range g.Players {
		for k := range pr.SheetPoints {
			g.begin(s, KindPrologue, msgProloguePrompt.With(engine.Int(k+1), engine.Int(pr.SheetPoints)))
			for i, c := range characteristics {
				g.opt(int64(i), msgIntrigue, engine.Str(c))
			}
			g.Chron.Players[s].Sheet[characteristics[g.ask()]]++
		}
	}
	g.Chron.PrologueDone = true
}

// characteristics lists every characteristic of the sheet, in its order.
var characteristics = func() []string {
	var out []string
	for _, grp := range pack.GroupOrder {
		for _, c := range pack.CharacteristicGroups[grp] {
			out = append(out, grp+"."+c)
		}
	}
	return out
}()

// chooseHeads: in a chronicle, a player who owns an unlocked Clan Head
// of the clan it plays may use it instead (§2.1 step 6.1, §5.4 item 3):
// its own starting intrigues in hand (added for good if still locked)
// and its temperament on the Morality marker.
func (g *Game) chooseHeads() {
	for s := range g.Players {
		pl := &g.Players[s]
		var alts []*pack.ClanHead
		for _, id := range g.Chron.Players[s].Heads {
			for i := range g.Pack.ClanHeads {
				if h := &g.Pack.ClanHeads[i]; h.ID == id && h.Clan == pl.Clan {
					alts = append(alts, h)
				}
			}
		}
		if len(alts) == 0 {
			continue
		}
		g.begin(s, KindHead, msgHeadPrompt.Text())
		g.opt(-1, msgIntrigue, engine.Str(pl.Head.Name))
		for i, h := range alts {
			g.opt(int64(i), msgIntrigue, engine.Str(h.Name))
		}
		i := int(g.ask())
		if i < 0 {
			continue
		}
		h := alts[i]
		v := pl.Lineage[0]
		g.Heads[g.Vamps[v].Head] = h
		pl.Head = h
		pl.Pile = append(pl.Pile, pl.Hand...)
		pl.Hand = pl.Hand[:0]
		for _, id := range h.StartingIntrigues {
			j := g.intrigueIndex(id)
			if g.Intr[j].Unlock != "available" && !g.Chron.IsUnlocked(id) {
				g.Chron.Unlocked = append(g.Chron.Unlocked, id) // for good (§5.4 item 3)
			}
			pl.Pile = removeInt(pl.Pile, j)
			pl.Hand = append(pl.Hand, j)
		}
		engine.ShuffleSlice(&g.rng, pl.Pile)
		for _, b := range g.Boards {
			if t, ok := b.(*Temper); ok {
				t.Face[s] = h.Attributes.Temper
			}
		}
		g.log(msgHeadChosen, engine.Int(s+1), engine.Str(h.Name))
	}
}

// skillSticker offers seat one skill sticker (§5.3 step 5): a sticker
// left in the pool, whose threshold the seat's sheet meets, on an
// Ancilla card of its Lineage with a free slot; Blood Bond never on a
// thin-blood (R L647).
func (g *Game) skillSticker(st *chronicle.State, s int) {
	g.begin(s, KindSkillSticker, msgStickerSkillPrompt.Text())
	g.opt(-1, msgNoSticker)
	for _, v := range g.Players[s].Lineage {
		x := &g.Vamps[v]
		if x.Head >= 0 || !g.IsAncilla(v) {
			continue
		}
		card := g.Cards[x.Card]
		if card.Def.Faces[card.Face].SkillSlots <= len(card.Stickers) {
			continue
		}
		for si, stk := range g.Pack.Stickers {
			if stk.Kind != "skill" || st.Stickers[stk.ID] <= 0 {
				continue
			}
			if stk.Requires != nil && st.Players[s].Sheet[stk.Requires.Characteristic] < stk.Requires.Min {
				continue
			}
			if sk := g.skillDefs([]string{stk.Skill}); len(sk) == 1 && sk[0].NotOnThinBlood && card.Clan == "thin-blood" {
				continue
			}
			g.opt(int64(v)<<16|int64(si), msgStickerSkill, engine.Str(stk.Skill), engine.Str(g.Name(v)))
		}
	}
	c := g.ask()
	if c < 0 {
		return
	}
	v, stk := int(c>>16), g.Pack.Stickers[int(c&0xffff)]
	st.Stickers[stk.ID]--
	id := g.Cards[g.Vamps[v].Card].Def.ID
	cs, ok := st.CharacterState(id)
	if !ok {
		card := g.Cards[g.Vamps[v].Card]
		cs = chronicle.Character{ID: id, Face: card.Face, Haven: -1}
		if card.Clan != card.Def.Faces[card.Face].PrintedClan {
			cs.Clan = card.Clan
		}
		cs.Skills = append([]string(nil), card.Stickers...)
	}
	cs.Skills = append(cs.Skills, stk.Skill)
	if sk := g.skillDefs([]string{stk.Skill}); len(sk) == 1 && containsStr(sk[0].Static, "blood-bond") {
		cs.Bound = true
	}
	st.SetCharacter(cs)
	g.log(msgStickered, engine.Str(stk.Skill), engine.Str(g.Name(v)))
}

// chronicleStep plays a chronicle operation of an effect (§11.11: an
// Obligation, a preview or a chronicle card may change the chronicle):
// it changes the chronicle's working state, which the Results phase
// carries into the state after the game. In a base game it does nothing.
func (g *Game) chronicleStep(c *ctx, s *pack.Step) {
	if g.Chron == nil {
		g.log(msgNoChronicle, engine.Str(s.Op))
		return
	}
	st, p := g.Chron, c.chooser
	pl := &st.Players[p]
	switch s.Op {
	case "characteristic":
		pl.Sheet[s.ID] += g.amount(c, s.Amount)
	case "title":
		pl.Titles = append(pl.Titles, s.Name)
	case "plan":
		g.plan(st, p, g.amount(c, s.Amount))
	case "obligation":
		if s.Add == "random" && len(st.Obligations) > 0 {
			i := g.rng.Intn(len(st.Obligations))
			pl.Obligations = append(pl.Obligations, st.Obligations[i])
			st.Obligations = append(st.Obligations[:i:i], st.Obligations[i+1:]...)
		}
		if s.Remove == "choice" && len(pl.Obligations) > 0 {
			g.begin(p, KindObligation, msgObligationPrompt.Text())
			for j, o := range pl.Obligations {
				g.opt(int64(j), msgIntrigue, engine.Str(o))
			}
			j := int(g.ask())
			st.Obligations = append(st.Obligations, pl.Obligations[j])
			pl.Obligations = append(pl.Obligations[:j:j], pl.Obligations[j+1:]...)
		}
	case "unlock":
		if !st.IsUnlocked(s.ID) {
			st.Unlocked = append(st.Unlocked, s.ID)
		}
	case "statusGain":
		g.statusGain(st, p)
	case "skillSticker":
		g.skillSticker(st, p)
	}
	g.log(msgChronicleStep, engine.Int(p+1), engine.Str(s.Op))
}

// resolvePreview applies the chapter preview's effect, if its pack gives
// one, for each player in turn order (§11.9 chapterPreviews [GAP]: what a
// preview does is not described; the engine shows it and applies it).
func (g *Game) resolvePreview() {
	for _, pv := range g.Pack.ChapterPreviews {
		if pv.ID != g.Preview || len(pv.Effect) == 0 {
			continue
		}
		n := len(g.Players)
		for i := range n {
			s := (g.First + i) % n
			g.run(&ctx{chooser: s, subject: g.Players[s].Lineage[0], board: -1, card: -1, victim: -1}, pv.Effect)
		}
	}
}

// resolveObligations: each holder resolves its Obligations right after
// Lineage setup, in turn order (§2.1 step 6.5, §9.1 default).
func (g *Game) resolveObligations() {
	n := len(g.Players)
	for i := range n {
		s := (g.First + i) % n
		for _, id := range g.Chron.Players[s].Obligations {
			for _, o := range g.Pack.Obligations {
				if o.ID == id {
					g.log(msgObligation, engine.Int(s+1), engine.Str(o.Name))
					g.run(&ctx{chooser: s, subject: g.Players[s].Lineage[0], board: -1, card: -1, victim: -1}, o.Effect)
				}
			}
		}
	}
}

// servantOption offers the Haven servant, once per game, instead of an
// Antechamber card (§5.5; no slot cost [I]).
func (g *Game) servantOption(s int) {
	if g.Chron == nil || g.Players[s].ServantUsed || g.sireCandidates(s) == nil {
		return
	}
	for _, c := range g.Havens {
		if st, ok := g.Chron.CharacterState(g.Cards[c].Def.ID); ok && st.Haven == s && !g.bloodBoundElsewhere(c, s) {
			g.opt(code(actServant, c), msgRecruitServant, engine.Str(g.CardName(c)))
		}
	}
}

func (g *Game) recruitServant(s, c int) {
	g.Players[s].ServantUsed = true
	g.recruit(s, c, func() { g.Havens = removeInt(g.Havens, c) })
}

// assetOptions offers each unused Asset of seat's Haven, once a turn
// (§5.6, §9.1 item 3: per player turn).
func (g *Game) assetOptions(s int) {
	if g.Chron == nil || g.Players[s].AssetUsed {
		return
	}
	seen := map[string]bool{}
	for i, a := range g.assets(s) {
		if !seen[a] && g.assetEffect(s, a) != nil {
			seen[a] = true
			g.opt(code(actAsset, i), msgUseAsset, value(a))
		}
	}
}

// assets lists seat's unused Assets (the chronicle's, less those used
// this game).
func (g *Game) assets(s int) []string { return g.assetsLeft[s] }

func (g *Game) assetEffect(s int, a string) pack.Effect {
	for _, aid := range g.Pack.PlayerAids {
		if aid.Clan == g.Players[s].Clan {
			return aid.AssetEffects[a]
		}
	}
	return nil
}

// useAsset discards Asset i and resolves its archetype's effect from the
// clan's player aid (§5.6); the acting player's Clan Head is the subject
// [I]. It is not an intrigue.
func (g *Game) useAsset(s, i int) {
	a := g.assetsLeft[s][i]
	g.assetsLeft[s] = append(g.assetsLeft[s][:i:i], g.assetsLeft[s][i+1:]...)
	g.Players[s].AssetUsed = true
	g.log(msgAssetUsed, engine.Int(s+1), value(a))
	g.run(&ctx{chooser: s, subject: g.Players[s].Lineage[0], board: -1, card: -1, victim: -1}, g.assetEffect(s, a))
}

// results is the Results phase after the chapter (§5.3), then the era
// end (§5.7) and End of Chronicle (§5.8) when due.
func (g *Game) results() {
	p := g.Pack
	st := g.Chron.Clone()
	g.Next = st
	n := len(g.Players)
	chapter := st.Chapter + 1
	rank := make([]int, n) // seat → place from 1
	for i, s := range g.Ranking {
		rank[s] = i + 1
	}
	// Step 1: record the results.
	rec := chronicle.Record{Chapter: chapter, Ranking: append([]int(nil), g.Ranking...), ConflictPoints: map[string][]int{}}
	for s, pl := range g.Players {
		rec.Clans = append(rec.Clans, pl.Clan)
		rec.VP = append(rec.VP, pl.VP)
		rec.Missions = append(rec.Missions, len(pl.Missions))
		ep := 0
		if r := rank[s] - 1; r < len(p.Chronicle.EraPointsByRank) {
			ep = p.Chronicle.EraPointsByRank[r]
		}
		rec.EraPoints = append(rec.EraPoints, ep)
	}
	for i, b := range g.Boards {
		for s := range g.Players {
			rec.ConflictPoints[b.Def().ID] = append(rec.ConflictPoints[b.Def().ID], g.Players[s].BoardVP[i])
		}
	}
	// Order when it matters: fewest missions first, then the ranking
	// (§5.3 [I]).
	order := append([]int(nil), g.Ranking...)
	sort.SliceStable(order, func(i, j int) bool { return len(g.Players[order[i]].Missions) < len(g.Players[order[j]].Missions) })

	// Step 2: the chapter card: the winner's Title and the card as an
	// Asset (FAQ L1643); the loser's Plan N.
	winner, loser := g.Ranking[0], g.Ranking[n-1]
	if cc := g.revealKind(st, "chapterCard"); cc != nil {
		wp := &st.Players[winner]
		wp.Titles = append(wp.Titles, cc.WinnerTitle)
		rec.Title = cc.WinnerTitle
		if cc.Asset != "" {
			wp.Assets = append(wp.Assets, string(cc.Asset))
		}
		g.log(msgTitle, engine.Int(winner+1), engine.Str(cc.WinnerTitle))
		g.plan(st, loser, cc.LoserPlan)
	}
	st.Booklet = append(st.Booklet, rec)

	// Step 3: the chronicle missions claimed: dilemma, then reward.
	for i := range g.Missions {
		m := &g.Missions[i]
		if m.Chronicle == nil || m.Claimer < 0 {
			continue
		}
		s := m.Claimer
		g.begin(s, KindDilemma, msgDilemmaPrompt.With(engine.Str(m.Name), engine.Str(m.Chronicle.Dilemma.Prompt)))
		for j, r := range m.Chronicle.Dilemma.Responses {
			g.opt(int64(j), msgDilemma, engine.Str(r.Text), engine.Str(r.Characteristic))
		}
		r := m.Chronicle.Dilemma.Responses[g.ask()]
		st.Players[s].Sheet[r.Characteristic]++
		g.reward(st, s, m.Chronicle)
	}

	// Step 4: Obligations: the winner draws one at random; each other
	// player discards one of theirs (§5.3 step 4).
	if len(st.Obligations) > 0 {
		i := g.rng.Intn(len(st.Obligations))
		st.Players[winner].Obligations = append(st.Players[winner].Obligations, st.Obligations[i])
		st.Obligations = append(st.Obligations[:i:i], st.Obligations[i+1:]...)
	}
	for _, s := range order {
		if s == winner || len(st.Players[s].Obligations) == 0 {
			continue
		}
		obs := st.Players[s].Obligations
		g.begin(s, KindObligation, msgObligationPrompt.Text())
		for j, o := range obs {
			g.opt(int64(j), msgIntrigue, engine.Str(o))
		}
		j := int(g.ask())
		st.Obligations = append(st.Obligations, obs[j])
		st.Players[s].Obligations = append(obs[:j:j], obs[j+1:]...)
	}

	// Step 5: each player may put one skill sticker on an Ancilla of its
	// Lineage with a free slot, as its sheet allows (§5.3 step 5; any
	// Ancilla still in the Lineage, §9.1 item 22).
	for _, s := range order {
		g.skillSticker(st, s)
	}

	// Step 6: retain a servant (§5.3 step 6): at most one per Haven;
	// not a Clan Head, not torpid.
	for _, s := range order {
		g.begin(s, KindServant, msgServantPrompt.Text())
		g.opt(-1, msgNoServant)
		if g.Opts.KeepServant && st.Players[s].Servant != "" {
			continue // §9.1 item 22: a Haven already holding one takes no other
		}
		for _, v := range g.Players[s].Lineage {
			if x := &g.Vamps[v]; x.Head < 0 && !x.Torpor {
				g.opt(int64(v), msgVampireOnly, engine.Str(g.Name(v)))
			}
		}
		if v := int(g.ask()); v >= 0 {
			g.retain(st, s, g.Cards[g.Vamps[v].Card].Def.ID)
		}
	}
	// Unused Assets carry over; used ones are gone for the chronicle.
	for s := range st.Players {
		st.Players[s].Assets = append(g.assetsLeft[s][:len(g.assetsLeft[s]):len(g.assetsLeft[s])], st.Players[s].Assets[len(g.Chron.Players[s].Assets):]...)
		st.Players[s].LastRank = rank[s]
	}
	// Every recruit goes back to the deck unless retained (§8 [I]): a
	// servant recruited this game leaves its Haven.
	for _, pl := range g.Players {
		for _, v := range pl.Lineage[1:] {
			id := g.Cards[g.Vamps[v].Card].Def.ID
			if c, ok := st.CharacterState(id); ok && c.Haven >= 0 && st.Players[c.Haven].Servant != id {
				c.Haven = -1
				st.SetCharacter(c)
			}
		}
	}
	st.Chapter = chapter
	if chapter%p.Rules.Chronicle.ChaptersPerEra == 0 {
		g.eraEnd(st)
	}
	if chapter == p.Rules.Chronicle.Chapters {
		g.chronicleEnd(st)
	}
}

// revealKind advances the cursor to the next card of kind and returns
// it as a chapter card (the only kind read this way), nil at the deck's
// end.
func (g *Game) revealKind(st *chronicle.State, kind string) *pack.ChapterCard {
	deck := g.Pack.Chronicle.Deck
	for st.Cursor < len(deck) {
		e := deck[st.Cursor]
		st.Cursor++
		g.pass(st, e)
		if e.Kind == kind {
			for i := range g.Pack.ChapterCards {
				if g.Pack.ChapterCards[i].ID == e.ID {
					return &g.Pack.ChapterCards[i]
				}
			}
		}
	}
	return nil
}

// plan: the loser picks n Clan Intrigues of the clan it played from the
// Research deck; they join that clan's deck for good (§5.3 step 2).
func (g *Game) plan(st *chronicle.State, s, n int) {
	clan := g.Players[s].Clan
	for range n {
		g.begin(s, KindPlan, msgPlanPrompt.Text())
		for i, in := range g.Intr {
			if in.Kind == "clan" && in.Clan == clan && in.Unlock == "research" && !st.IsUnlocked(in.ID) {
				g.opt(int64(i), msgIntrigue, engine.Str(in.Name))
			}
		}
		if len(g.dec.Options) == 0 {
			return
		}
		in := g.Intr[g.ask()]
		st.Unlocked = append(st.Unlocked, in.ID)
		g.log(msgPlanned, engine.Int(s+1), engine.Str(in.Name))
	}
}

// reward gives a claimed chronicle mission's reward (§5.3 step 3).
func (g *Game) reward(st *chronicle.State, s int, m *pack.ChronicleMission) {
	pl := &st.Players[s]
	switch {
	case m.Reward.Asset != "":
		pl.Assets = append(pl.Assets, string(m.Reward.Asset))
	case m.Reward.Unlock != "":
		id := m.Reward.Unlock
		st.Unlocked = append(st.Unlocked, id)
		for _, h := range g.Pack.ClanHeads {
			if h.ID == id {
				// §5.4 item 3: the head is its claimer's alone.
				pl.Heads = append(pl.Heads, id)
				return
			}
		}
		for i := range g.Pack.Characters {
			c := &g.Pack.Characters[i]
			if c.ID != id {
				continue
			}
			// §5.4 item 2: a clanless chronicle character takes the
			// claimer's clan sticker or a thin-blood one; into the Haven
			// as the servant, or the character deck.
			cs := chronicle.Character{ID: id, Face: c.StartFace, Haven: -1}
			if c.Faces[c.StartFace].PrintedClan == "" {
				cs.Clan = g.sticker(st, s)
			}
			g.begin(s, KindReward, msgUnlockPrompt.With(engine.Str(c.Faces[c.StartFace].Name)))
			if !g.Opts.KeepServant || pl.Servant == "" {
				g.opt(0, msgToHaven)
			}
			g.opt(1, msgToDeck)
			st.SetCharacter(cs)
			if g.ask() == 0 {
				g.retain(st, s, id)
			}
		}
	case m.Reward.StatusGain:
		g.statusGain(st, s)
	}
}

// statusGain: a non-torpid base character of seat's Lineage turns to its
// Ancilla face with the played clan's sticker or a thin-blood one (§5.3
// step 3).
func (g *Game) statusGain(st *chronicle.State, s int) {
	// A non-torpid base character of the Lineage turns to its
	// Ancilla face with the clan's sticker (or thin-blood).
	g.begin(s, KindStatus, msgStatusPrompt.Text())
	for _, v := range g.Players[s].Lineage {
		x := &g.Vamps[v]
		if x.Head >= 0 || x.Torpor {
			continue
		}
		c := g.Cards[x.Card]
		if _, ok := c.Def.Faces["ancilla"]; ok && c.Face == "base" {
			g.opt(int64(v), msgVampireOnly, engine.Str(g.Name(v)))
		}
	}
	if len(g.dec.Options) == 0 {
		return
	}
	v := int(g.ask())
	id, was := g.Cards[g.Vamps[v].Card].Def.ID, g.Name(v)
	cs, ok := st.CharacterState(id)
	if !ok {
		cs = chronicle.Character{ID: id, Haven: -1}
	}
	cs.Face = "ancilla"
	cs.Clan = g.sticker(st, s)
	// An optional name sticker, from those left (§5.3 step 3).
	g.begin(s, KindNameSticker, msgNamePrompt.Text())
	g.opt(-1, msgNoName)
	for i, x := range g.Pack.Stickers {
		if x.Kind == "name" && st.Stickers[x.ID] > 0 {
			g.opt(int64(i), msgIntrigue, engine.Str(x.Text))
		}
	}
	if i := int(g.ask()); i >= 0 {
		x := g.Pack.Stickers[i]
		st.Stickers[x.ID]--
		cs.Name = x.Text
	}
	st.SetCharacter(cs)
	g.log(msgStatusGain, engine.Str(was), engine.Str(cs.Clan))
}

// sticker takes a clan sticker of seat's clan, or a thin-blood one
// (a choice, or the fallback when the clan's are gone), or any clan's
// when both are gone (FAQ L1577–1591); it returns the affiliation.
func (g *Game) sticker(st *chronicle.State, s int) string {
	clan := g.Players[s].Clan
	var clanSticker, thin string
	for _, x := range g.Pack.Stickers {
		if x.Kind == "clan" && x.Clan == clan && st.Stickers[x.ID] > 0 {
			clanSticker = x.ID
		}
		if x.Kind == "thin-blood" && st.Stickers[x.ID] > 0 {
			thin = x.ID
		}
	}
	take := func(id, aff string) string {
		st.Stickers[id]--
		return aff
	}
	switch {
	case clanSticker != "" && thin != "":
		g.begin(s, KindSticker, msgStickerPrompt.Text())
		g.opt(0, msgStickerClan, engine.Str(clan))
		g.opt(1, msgStickerThin)
		if g.ask() == 0 {
			return take(clanSticker, clan)
		}
		return take(thin, "thin-blood")
	case clanSticker != "":
		return take(clanSticker, clan)
	case thin != "":
		return take(thin, "thin-blood")
	}
	for _, x := range g.Pack.Stickers {
		if x.Kind == "clan" && st.Stickers[x.ID] > 0 {
			return take(x.ID, x.Clan)
		}
	}
	return ""
}

// retain makes character id seat's servant; a servant already there
// goes back to the deck (one per Haven, §5.3 step 6 [I]).
func (g *Game) retain(st *chronicle.State, s int, id string) {
	pl := &st.Players[s]
	if pl.Servant != "" && pl.Servant != id {
		if old, ok := st.CharacterState(pl.Servant); ok {
			old.Haven = -1
			st.SetCharacter(old)
		}
	}
	pl.Servant = id
	cs, ok := st.CharacterState(id)
	if !ok {
		c := g.Cards[g.FindCard(id)]
		cs = chronicle.Character{ID: id, Face: c.Face}
		if c.Clan != c.Def.Faces[c.Face].PrintedClan {
			cs.Clan = c.Clan
		}
	}
	cs.Haven = s
	st.SetCharacter(cs)
	// A vampire of a Lineage is named, as the table shows it; a
	// character from elsewhere (an unlock) keeps its id, its name being
	// no one else's to read.
	who := id
	if v := g.VampireOf(id); v >= 0 {
		who = g.Name(v)
	}
	g.log(msgRetained, engine.Int(s+1), engine.Str(who))
}

// eraEnd: the era winner by era points, ties to the most points in the
// era's tiebreak conflict in its last chapter, then the Primogen; it
// picks one of the score cards revealed; the era's board swap (§5.7).
func (g *Game) eraEnd(st *chronicle.State) {
	p := g.Pack
	era := p.Chronicle.Eras[st.Era-1]
	per := p.Rules.Chronicle.ChaptersPerEra
	n := len(g.Players)
	pts := make([]int, n)
	for _, r := range st.Booklet[len(st.Booklet)-per:] {
		for s := range n {
			pts[s] += r.EraPoints[s]
		}
	}
	last := st.Booklet[len(st.Booklet)-1]
	tied := g.best(func(s int) int { return pts[s] })
	if len(tied) > 1 {
		tb := last.ConflictPoints[era.TiebreakConflict]
		sub := g.best(func(s int) int {
			if !containsInt(tied, s) || tb == nil {
				return -1
			}
			return tb[s]
		})
		if tb != nil {
			tied = sub
		}
	}
	winner := tied[0]
	if len(tied) > 1 {
		winner = g.primogen(tied)
	}
	rec := chronicle.EraRecord{Era: st.Era, Winner: winner}
	var cards []*pack.ScoreCard
	for st.Cursor < len(p.Chronicle.Deck) && p.Chronicle.Deck[st.Cursor].Kind == "scoreCard" {
		id := p.Chronicle.Deck[st.Cursor].ID
		for i := range p.ScoreCards {
			if p.ScoreCards[i].ID == id {
				cards = append(cards, &p.ScoreCards[i])
			}
		}
		st.Cursor++
	}
	lastEra := st.Era == p.Rules.Chronicle.Eras
	if len(cards) > 0 && (!lastEra || g.Opts.LastEraScoreCard) {
		g.begin(winner, KindScoreCard, msgScoreCardPrompt.Text())
		for i, c := range cards {
			g.opt(int64(i), msgScoreCard, engine.Str(c.Name), engine.Str(pointsText(c)))
		}
		c := cards[g.ask()]
		rec.ScoreCard = c.ID
		st.ScoreCards = append(st.ScoreCards, c.ID)
		for _, pt := range c.Points {
			st.Multipliers[pt.Characteristic] += pt.Amount
			grp, _, _ := strings.Cut(pt.Characteristic, ".")
			if b, ok := p.Chronicle.ScoreSheet.Bounds[grp]; ok && p.Chronicle.ScoreSheet.Clamp {
				st.Multipliers[pt.Characteristic] = max(b.Min, min(b.Max, st.Multipliers[pt.Characteristic]))
			}
		}
		g.log(msgScoreCardChosen, engine.Int(winner+1), engine.Str(c.Name))
	}
	// §9.1 item 31: no swap after the last era.
	if era.Retires != "" && st.Chapter < p.Rules.Chronicle.Chapters {
		for i, c := range st.Conflicts {
			if c == era.Retires {
				st.Conflicts[i] = era.Enters
			}
		}
		st.Retired = append(st.Retired, era.Retires)
		rec.Retired, rec.Entered = era.Retires, era.Enters
	}
	st.Eras = append(st.Eras, rec)
	st.Era++
}

func pointsText(c *pack.ScoreCard) string {
	var parts []string
	for _, p := range c.Points {
		sign := "+"
		if p.Amount < 0 {
			sign = ""
		}
		parts = append(parts, p.Characteristic+" "+sign+itoa(p.Amount))
	}
	return strings.Join(parts, ", ")
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// chronicleEnd scores the chronicle (§5.8): characteristics times the
// sheet's multipliers plus the Titles; ties go to more Titles, then the
// Primogen (§9.1 item 24).
func (g *Game) chronicleEnd(st *chronicle.State) {
	g.finalMissionTitle(st)
	n := len(g.Players)
	for s := range n {
		st.Players[s].Points = st.ChroniclePoints(g.Pack, s)
	}
	st.Final = finalRanking(st, g.Opts.ChronicleTieTitles, g.primogen)
	st.Over = true
	g.log(msgChronicleWinner, engine.Int(st.Final[0]+1), engine.Int(st.Players[st.Final[0]].Points))
	g.finalCard(st)
}

// finalRanking orders the players by chronicle points, then (with
// titles) more Titles, then the Primogen (§5.8, §9.1 item 24).
func finalRanking(st *chronicle.State, titles bool, primogen func([]int) int) []int {
	left := make([]int, len(st.Players))
	for i := range left {
		left[i] = i
	}
	var out []int
	for len(left) > 0 {
		tied := []int{left[0]}
		for _, s := range left[1:] {
			a, b := st.Players[s], st.Players[tied[0]]
			moreTitles := titles && len(a.Titles) > len(b.Titles)
			sameTitles := !titles || len(a.Titles) == len(b.Titles)
			switch {
			case a.Points > b.Points || (a.Points == b.Points && moreTitles):
				tied = []int{s}
			case a.Points == b.Points && sameTitles:
				tied = append(tied, s)
			}
		}
		w := tied[0]
		if len(tied) > 1 {
			w = primogen(tied)
		}
		out = append(out, w)
		left = removeInt(left, w)
	}
	return out
}
