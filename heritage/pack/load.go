package pack

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"
)

// Input bounds: a pack larger than these is refused before it is read.
const (
	MaxFiles     = 256
	MaxFileBytes = 4 << 20
	MaxPackBytes = 16 << 20
)

// Problem is one thing wrong with a pack: the file, the entry (kind and
// id) and what is wrong. A warning does not stop the pack from loading.
type Problem struct {
	File    string
	Entry   string // such as "intrigues demo-bribe", or "" for the file
	Field   string
	Msg     string
	Warning bool
}

// Error says the problem: file, entry, field, what is wrong.
func (p Problem) Error() string {
	var b strings.Builder
	if p.Warning {
		b.WriteString("warning: ")
	}
	b.WriteString(p.File)
	if p.Entry != "" {
		b.WriteString(": ")
		b.WriteString(p.Entry)
	}
	if p.Field != "" {
		b.WriteString(": ")
		b.WriteString(p.Field)
	}
	b.WriteString(": ")
	b.WriteString(p.Msg)
	return b.String()
}

// Options tune the loader.
type Options struct {
	// Handlers names the custom handlers (§11.11 custom, §11.7 princes)
	// the engine has registered; a pack naming another is refused.
	Handlers map[string]bool
}

// LoadDir loads the pack in the directory dir of the file system (every
// *.json file directly in it, in name order). It returns the pack and
// every problem found; the pack is nil when any problem is not a
// warning.
func LoadDir(dir string, o Options) (*Pack, []Problem) {
	return LoadFS(os.DirFS(dir), ".", o)
}

// LoadFS loads the pack in directory dir of fsys.
func LoadFS(fsys fs.FS, dir string, o Options) (*Pack, []Problem) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, []Problem{{File: dir, Msg: "cannot read the pack directory: " + err.Error()}}
	}
	files := map[string][]byte{}
	total := 0
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		if len(files) >= MaxFiles {
			return nil, []Problem{{File: dir, Msg: fmt.Sprintf("more than %d pack files", MaxFiles)}}
		}
		info, err := e.Info()
		if err == nil && info.Size() > MaxFileBytes {
			return nil, []Problem{{File: e.Name(), Msg: fmt.Sprintf("file larger than %d bytes", MaxFileBytes)}}
		}
		b, err := readBounded(fsys, path.Join(dir, e.Name()))
		if err != nil {
			return nil, []Problem{{File: e.Name(), Msg: err.Error()}}
		}
		total += len(b)
		if total > MaxPackBytes {
			return nil, []Problem{{File: dir, Msg: fmt.Sprintf("pack larger than %d bytes", MaxPackBytes)}}
		}
		files[e.Name()] = b
	}
	if len(files) == 0 {
		return nil, []Problem{{File: dir, Msg: "no .json pack file"}}
	}
	return LoadFiles(files, o)
}

func readBounded(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var buf bytes.Buffer
	n, err := buf.ReadFrom(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, err
	}
	if n > MaxFileBytes {
		return nil, fmt.Errorf("file larger than %d bytes", MaxFileBytes)
	}
	return buf.Bytes(), nil
}

// LoadFiles loads a pack from its files' contents, by file name. Every
// file decodes into the same type; their entries are merged, and the
// single-valued keys (pack, rules, chronicle, assets, components) may
// appear in one file only.
func LoadFiles(files map[string][]byte, o Options) (*Pack, []Problem) {
	names := make([]string, 0, len(files))
	total := 0
	for n, b := range files {
		names = append(names, n)
		total += len(b)
		if len(b) > MaxFileBytes {
			return nil, []Problem{{File: n, Msg: fmt.Sprintf("file larger than %d bytes", MaxFileBytes)}}
		}
	}
	if total > MaxPackBytes {
		return nil, []Problem{{File: "pack", Msg: fmt.Sprintf("pack larger than %d bytes", MaxPackBytes)}}
	}
	sort.Strings(names)
	p := &Pack{file: map[string]string{}}
	var probs []Problem
	single := map[string]string{}
	for _, name := range names {
		var f Pack
		d := json.NewDecoder(bytes.NewReader(files[name]))
		d.DisallowUnknownFields()
		if err := d.Decode(&f); err != nil {
			probs = append(probs, Problem{File: name, Msg: "cannot decode: " + err.Error()})
			continue
		}
		if d.More() {
			probs = append(probs, Problem{File: name, Msg: "trailing data after the JSON object"})
			continue
		}
		one := func(key string, set bool) bool {
			if !set {
				return false
			}
			if prev, ok := single[key]; ok {
				probs = append(probs, Problem{File: name, Entry: key, Msg: "given again (first in " + prev + ")"})
				return false
			}
			single[key] = name
			p.file[key+"/"] = name
			return true
		}
		if one("pack", f.Pack.ID != "" || f.Pack.Game != "") {
			p.Pack = f.Pack
		}
		if one("rules", f.Rules != nil) {
			p.Rules = f.Rules
		}
		if one("chronicle", f.Chronicle != nil) {
			p.Chronicle = f.Chronicle
		}
		if one("assets", f.Assets != nil) {
			p.Assets = f.Assets
		}
		if one("components", f.Components != nil) {
			p.Components = f.Components
		}
		add := func(kind string, ids []string) {
			for _, id := range ids {
				if _, ok := p.file[kind+"/"+id]; !ok {
					p.file[kind+"/"+id] = name
				}
			}
		}
		add("clans", idsOf(f.Clans, func(x Clan) string { return x.ID }))
		add("clanHeads", idsOf(f.ClanHeads, func(x ClanHead) string { return x.ID }))
		add("playerAids", idsOf(f.PlayerAids, func(x PlayerAid) string { return x.ID }))
		add("characters", idsOf(f.Characters, func(x Character) string { return x.ID }))
		add("skills", idsOf(f.Skills, func(x Skill) string { return x.ID }))
		add("intrigues", idsOf(f.Intrigues, func(x Intrigue) string { return x.ID }))
		add("conflicts", idsOf(f.Conflicts, func(x Conflict) string { return x.ID }))
		add("baseMissions", idsOf(f.BaseMissions, func(x BaseMission) string { return x.ID }))
		add("chronicleMissions", idsOf(f.ChronicleMissions, func(x ChronicleMission) string { return x.ID }))
		add("chapterCards", idsOf(f.ChapterCards, func(x ChapterCard) string { return x.ID }))
		add("chapterPreviews", idsOf(f.ChapterPreviews, func(x ChapterPreview) string { return x.ID }))
		add("scoreCards", idsOf(f.ScoreCards, func(x ScoreCard) string { return x.ID }))
		add("obligations", idsOf(f.Obligations, func(x Obligation) string { return x.ID }))
		add("stickers", idsOf(f.Stickers, func(x Sticker) string { return x.ID }))
		p.Clans = append(p.Clans, f.Clans...)
		p.ClanHeads = append(p.ClanHeads, f.ClanHeads...)
		p.PlayerAids = append(p.PlayerAids, f.PlayerAids...)
		p.Characters = append(p.Characters, f.Characters...)
		p.Skills = append(p.Skills, f.Skills...)
		p.Intrigues = append(p.Intrigues, f.Intrigues...)
		p.Conflicts = append(p.Conflicts, f.Conflicts...)
		p.BaseMissions = append(p.BaseMissions, f.BaseMissions...)
		p.ChronicleMissions = append(p.ChronicleMissions, f.ChronicleMissions...)
		p.ChapterCards = append(p.ChapterCards, f.ChapterCards...)
		p.ChapterPreviews = append(p.ChapterPreviews, f.ChapterPreviews...)
		p.ScoreCards = append(p.ScoreCards, f.ScoreCards...)
		p.Obligations = append(p.Obligations, f.Obligations...)
		p.Stickers = append(p.Stickers, f.Stickers...)
	}
	if len(probs) > 0 {
		return nil, probs
	}
	probs = append(probs, check(p, o)...)
	for _, pr := range probs {
		if !pr.Warning {
			return nil, probs
		}
	}
	return p, probs
}

func idsOf[T any](xs []T, id func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = id(x)
	}
	return out
}

// FileOf returns the file the entry kind/id was read from.
func (p *Pack) FileOf(kind, id string) string {
	if f, ok := p.file[kind+"/"+id]; ok {
		return f
	}
	return "pack"
}
