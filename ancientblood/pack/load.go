package pack

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"
)

// Limits bound what the loader reads, so a hostile pack cannot exhaust
// memory: files per pack, bytes per file and entries per kind.
const (
	MaxFiles         = 256
	MaxFileBytes     = 4 << 20
	MaxEntriesOfKind = 5000
)

// Problem is one thing wrong with a pack: the file, the entry ("kind id")
// and what is wrong. A warning (an unreachable entry) does not refuse
// the pack.
type Problem struct {
	File    string
	Entry   string
	What    string
	Warning bool
}

// Error says the problem: "file: kind id: what".
func (p Problem) Error() string {
	var b strings.Builder
	if p.Warning {
		b.WriteString("warning: ")
	}
	if p.File != "" {
		b.WriteString(p.File)
		b.WriteString(": ")
	}
	if p.Entry != "" {
		b.WriteString(p.Entry)
		b.WriteString(": ")
	}
	b.WriteString(p.What)
	return b.String()
}

// Problems is the error of a refused pack: every problem found.
type Problems []Problem

// Error lists the problems, at most 20.
func (ps Problems) Error() string {
	var b strings.Builder
	n := 0
	for _, p := range ps {
		if !p.Warning {
			n++
		}
	}
	fmt.Fprintf(&b, "pack refused: %d problems", n)
	for i, p := range ps {
		if i == 20 {
			fmt.Fprintf(&b, "\n  … and %d more", len(ps)-20)
			break
		}
		b.WriteString("\n  ")
		b.WriteString(p.Error())
	}
	return b.String()
}

// LoadDir loads the pack in directory dir (or the single file dir).
func LoadDir(dir string) (*Pack, []Problem, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, nil, err
	}
	if !st.IsDir() {
		data, err := readBounded(os.Open(dir))
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", dir, err)
		}
		return LoadFiles(map[string][]byte{path.Base(dir): data})
	}
	return LoadFS(os.DirFS(dir), ".")
}

// LoadFS loads the pack of the .json files under root in fsys, in name
// order.
func LoadFS(fsys fs.FS, root string) (*Pack, []Problem, error) {
	files := map[string][]byte{}
	err := fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(p, ".json") {
			return nil
		}
		if len(files) == MaxFiles {
			return fmt.Errorf("more than %d files", MaxFiles)
		}
		data, err := readBounded(fsys.Open(p))
		if err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		name := strings.TrimPrefix(p, root+"/")
		files[name] = data
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	if len(files) == 0 {
		return nil, nil, errors.New("no .json files: a pack is a directory of JSON files")
	}
	return LoadFiles(files)
}

func readBounded(f fs.File, err error) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileBytes {
		return nil, fmt.Errorf("larger than %d bytes", MaxFileBytes)
	}
	return data, nil
}

// LoadFiles loads a pack from its files' contents by name, decodes every
// file strictly (an unknown key is a problem) and runs the checks of
// §13.22. It returns the pack and every problem; the error is non-nil
// (a Problems) when any problem is not a warning.
func LoadFiles(files map[string][]byte) (*Pack, []Problem, error) {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(names) > MaxFiles {
		return nil, nil, fmt.Errorf("more than %d files", MaxFiles)
	}
	p := &Pack{where: map[string]string{}}
	var probs []Problem
	metaFile := ""
	for _, name := range names {
		data := files[name]
		if len(data) > MaxFileBytes {
			probs = append(probs, Problem{File: name, What: fmt.Sprintf("larger than %d bytes", MaxFileBytes)})
			continue
		}
		var f Pack
		d := json.NewDecoder(bytes.NewReader(data))
		d.DisallowUnknownFields()
		if err := d.Decode(&f); err != nil {
			probs = append(probs, Problem{File: name, What: "not a pack file: " + decodeError(data, err)})
			continue
		}
		if d.More() {
			probs = append(probs, Problem{File: name, What: "text after the JSON object"})
			continue
		}
		var keys map[string]json.RawMessage
		_ = json.Unmarshal(data, &keys) // decoded above: an object
		if _, ok := keys["pack"]; ok {
			if metaFile != "" {
				probs = append(probs, Problem{File: name, Entry: "pack", What: "the pack entry is also in " + metaFile})
			} else {
				metaFile, p.Pack = name, f.Pack
			}
		}
		single := func(kind string, have bool, set func()) {
			if !have {
				return
			}
			if prev, ok := p.where[kind]; ok {
				probs = append(probs, Problem{File: name, Entry: kind, What: "also given in " + prev})
				return
			}
			p.where[kind] = name
			set()
		}
		single("rules", f.Rules != nil, func() { p.Rules = f.Rules })
		single("tokens", f.Tokens != nil, func() { p.Tokens = f.Tokens })
		single("modes", f.Modes != nil, func() { p.Modes = f.Modes })
		add := func(kind string, n int, id func(int) string) {
			for i := range n {
				k := kind + "/" + id(i)
				if _, ok := p.where[k]; !ok {
					p.where[k] = name
				}
			}
		}
		p.Dice = append(p.Dice, f.Dice...)
		add("dice", len(f.Dice), func(i int) string { return f.Dice[i].ID })
		p.Classes = append(p.Classes, f.Classes...)
		add("classes", len(f.Classes), func(i int) string { return f.Classes[i].ID })
		p.Hunters = append(p.Hunters, f.Hunters...)
		add("hunters", len(f.Hunters), func(i int) string { return f.Hunters[i].ID })
		p.Skills = append(p.Skills, f.Skills...)
		add("skills", len(f.Skills), func(i int) string { return f.Skills[i].ID })
		p.Items = append(p.Items, f.Items...)
		add("items", len(f.Items), func(i int) string { return f.Items[i].ID })
		p.Scrolls = append(p.Scrolls, f.Scrolls...)
		add("scrolls", len(f.Scrolls), func(i int) string { return f.Scrolls[i].ID })
		p.CombinedAttacks = append(p.CombinedAttacks, f.CombinedAttacks...)
		add("combinedAttacks", len(f.CombinedAttacks), func(i int) string { return f.CombinedAttacks[i].ID })
		p.Enemies = append(p.Enemies, f.Enemies...)
		add("enemies", len(f.Enemies), func(i int) string { return f.Enemies[i].ID })
		p.Ancients = append(p.Ancients, f.Ancients...)
		add("ancients", len(f.Ancients), func(i int) string { return f.Ancients[i].ID })
		p.AncientAbilities = append(p.AncientAbilities, f.AncientAbilities...)
		add("ancientAbilities", len(f.AncientAbilities), func(i int) string { return f.AncientAbilities[i].ID })
		p.Terror = append(p.Terror, f.Terror...)
		add("terror", len(f.Terror), func(i int) string { return f.Terror[i].ID })
		p.Compulsions = append(p.Compulsions, f.Compulsions...)
		add("compulsions", len(f.Compulsions), func(i int) string { return f.Compulsions[i].ID })
		p.Locations = append(p.Locations, f.Locations...)
		add("locations", len(f.Locations), func(i int) string { return f.Locations[i].ID })
		p.Villages = append(p.Villages, f.Villages...)
		add("villages", len(f.Villages), func(i int) string { return f.Villages[i].ID })
		p.Journey = append(p.Journey, f.Journey...)
		add("journey", len(f.Journey), func(i int) string { return f.Journey[i].ID })
		p.Tiles = append(p.Tiles, f.Tiles...)
		add("tiles", len(f.Tiles), func(i int) string { return f.Tiles[i].Code })
		p.Encounters = append(p.Encounters, f.Encounters...)
		add("encounters", len(f.Encounters), func(i int) string { return f.Encounters[i].ID })
		p.Stories = append(p.Stories, f.Stories...)
		add("stories", len(f.Stories), func(i int) string { return f.Stories[i].ID })
		p.Entries = append(p.Entries, f.Entries...)
		add("entries", len(f.Entries), func(i int) string { return fmt.Sprint(f.Entries[i].ID) })
		p.Register = append(p.Register, f.Register...)
		add("register", len(f.Register), func(i int) string { return f.Register[i].Key })
	}
	if metaFile == "" && len(probs) == 0 {
		probs = append(probs, Problem{Entry: "pack", What: "no file has the pack entry (id, title, version, format, game, origin)"})
	}
	probs = append(probs, p.check()...)
	for _, pr := range probs {
		if !pr.Warning {
			return p, probs, Problems(probs)
		}
	}
	return p, probs, nil
}

// decodeError says where in data a decoding error is.
func decodeError(data []byte, err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	var off int64 = -1
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return err.Error()
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	return fmt.Sprintf("line %d: %v", line, err)
}

// File returns the file that defined the entry id of kind, for errors.
func (p *Pack) File(kind, id string) string { return p.where[kind+"/"+id] }
