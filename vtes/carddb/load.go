package carddb

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// The official file names inside a card directory.
const (
	CryptFile   = "vtescrypt.csv"
	LibraryFile = "vteslib.csv"
	SetsFile    = "vtessets.csv"
	BundlesFile = "vtesbundles.csv"
)

// EnvCards is the environment variable naming the card directory when no
// --cards flag is given.
const EnvCards = "KINDRED_CARDS"

// ErrNoCardDir is returned by Dir when neither a flag nor the environment
// names a card directory.
var ErrNoCardDir = errors.New("no card directory: give --cards DIR or set " + EnvCards +
	" to a directory holding " + CryptFile + ", " + LibraryFile + " and " + SetsFile)

// Dir picks the card directory: the flag value if set, else $KINDRED_CARDS.
func Dir(flagValue string) (string, error) {
	if flagValue != "" {
		return flagValue, nil
	}
	if env := os.Getenv(EnvCards); env != "" {
		return env, nil
	}
	return "", ErrNoCardDir
}

// Set is one expansion or product from vtessets.csv.
type Set struct {
	ID       int
	Abbrev   string
	Released string // YYYYMMDD
	Name     string
	Company  string
}

// LoadDir reads the card files from dir. The crypt, library and sets files
// are required; the bundles file is read when present.
func LoadDir(dir string) (*DB, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("card directory %q: %w", dir, err)
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("card directory %q is not a directory", dir)
	}
	read := func(name string) ([]byte, error) {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, fmt.Errorf("card directory %q: %w", dir, err)
		}
		return b, nil
	}
	crypt, err := read(CryptFile)
	if err != nil {
		return nil, err
	}
	lib, err := read(LibraryFile)
	if err != nil {
		return nil, err
	}
	sets, err := read(SetsFile)
	if err != nil {
		return nil, err
	}
	bundles, err := read(BundlesFile)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	f := Files{Crypt: crypt, Library: lib, Sets: sets, Bundles: bundles}
	// The official French texts, where they exist: read at run time with
	// the English files, never committed (issue 19).
	for _, fr := range []struct {
		name string
		dst  *[]byte
	}{{CryptFileFR, &f.CryptFR}, {LibraryFileFR, &f.LibraryFR}} {
		b, err := read(filepath.Join(FrenchDir, fr.name))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		*fr.dst = b
	}
	return Load(f)
}

// The official French card files, in the card directory's FrenchDir.
const (
	FrenchDir     = "vtescsv-fr"
	CryptFileFR   = "vtescrypt.fr-FR.csv"
	LibraryFileFR = "vteslib.fr-FR.csv"
)

// Files holds the raw contents of the card files; Bundles, CryptFR and
// LibraryFR (the French names and texts) may be nil.
type Files struct {
	Crypt, Library, Sets, Bundles []byte
	CryptFR, LibraryFR            []byte
}

// Load parses the card files' contents.
func Load(f Files) (*DB, error) {
	db := newDB()
	if err := readTable(SetsFile, f.Sets, setColumns, func(r row) error { return db.addSet(r) }); err != nil {
		return nil, err
	}
	if f.Bundles != nil {
		if err := readTable(BundlesFile, f.Bundles, bundleColumns, func(r row) error { return db.addBundle(r) }); err != nil {
			return nil, err
		}
	}
	if err := readTable(CryptFile, f.Crypt, cryptColumns, func(r row) error { return db.add(r.cryptCard()) }); err != nil {
		return nil, err
	}
	if err := readTable(LibraryFile, f.Library, libraryColumns, func(r row) error { return db.add(r.libraryCard()) }); err != nil {
		return nil, err
	}
	for _, fr := range []struct {
		name string
		data []byte
	}{{CryptFileFR, f.CryptFR}, {LibraryFileFR, f.LibraryFR}} {
		if fr.data == nil {
			continue
		}
		if err := readTable(fr.name, fr.data, frenchColumns, func(r row) error { return db.addFrench(r) }); err != nil {
			return nil, err
		}
	}
	db.index()
	return db, nil
}

var frenchColumns = []string{"Id", "Name fr-FR", "Card Text"}

// addFrench sets the French name and text of a card the English files
// hold; a French row for an unknown card is ignored (the files may be of
// different dates).
func (db *DB) addFrench(r row) error {
	id := r.int("Id")
	if r.err != nil {
		return r.err
	}
	if c, ok := db.byID[id]; ok {
		c.NameFR, c.TextFR = r.get("Name fr-FR"), r.get("Card Text")
	}
	return nil
}

var (
	setColumns     = []string{"Id", "Abbrev", "Release Date", "Full Name", "Company"}
	bundleColumns  = []string{"Set", "Bundle", "Name"}
	cryptColumns   = []string{"Id", "Name", "Aka", "Type", "Clan", "Path", "Adv", "Group", "Capacity", "Disciplines", "Card Text", "Set", "Title", "Banned", "Artist"}
	libraryColumns = []string{"Id", "Name", "Aka", "Type", "Clan", "Path", "Discipline", "Pool Cost", "Blood Cost", "Conviction Cost", "Burn Option", "Card Text", "Flavor Text", "Set", "Banned", "Artist", "Capacity"}
)

// row is one CSV record with access by column name; parse errors are
// collected in err so the card builders read like the column list.
type row struct {
	file   string
	line   int
	cols   map[string]int
	fields []string
	err    error
}

func (r *row) get(col string) string {
	i, ok := r.cols[col]
	if !ok || i >= len(r.fields) {
		return ""
	}
	return strings.TrimSpace(r.fields[i])
}

func (r *row) fail(col, format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf("%s line %d, column %q: %s", r.file, r.line, col, fmt.Sprintf(format, args...))
	}
}

func (r *row) int(col string) int {
	s := r.get(col)
	if s == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		r.fail(col, "%q is not a number", s)
	}
	return n
}

func (r *row) cost(col string) Cost {
	s := r.get(col)
	switch s {
	case "":
		return Cost{}
	case "X":
		return Cost{X: true}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		r.fail(col, "%q is not a cost", s)
	}
	return Cost{Amount: n}
}

// readTable reads a CSV file (UTF-8, optional BOM, quoted fields with
// embedded newlines), checks that the required columns are present and calls
// add for each record.
func readTable(file string, data []byte, required []string, add func(row) error) error {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	cr := csv.NewReader(bytes.NewReader(data))
	cr.ReuseRecord = false
	header, err := cr.Read()
	if err != nil {
		if err == io.EOF {
			return fmt.Errorf("%s: empty file, expected a header line", file)
		}
		return fmt.Errorf("%s: %w", file, err)
	}
	cols := make(map[string]int, len(header))
	for i, h := range header {
		cols[strings.TrimSpace(h)] = i
	}
	for _, c := range required {
		if _, ok := cols[c]; !ok {
			return fmt.Errorf("%s: column %q is missing from the header", file, c)
		}
	}
	for {
		line, _ := cr.FieldPos(0)
		fields, err := cr.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		line, _ = cr.FieldPos(0)
		r := row{file: file, line: line, cols: cols, fields: fields}
		if err := add(r); err != nil {
			return err
		}
	}
}
