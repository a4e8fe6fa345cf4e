package deck

import (
	"errors"
	"strconv"
	"strings"

	"kindred/vtes/carddb"
)

// ParseLackey reads a LackeyCCG deck: "3<TAB>Card Name" lines, the library
// first, then a "Crypt:" line and the crypt. Lackey writes "The" last and
// advanced vampires with "(ADV)", as the archive does.
func ParseLackey(db *carddb.DB, file string, data []byte) (*Deck, error) {
	d := &Deck{}
	lines := strings.Split(strings.ReplaceAll(string(trimBOM(data)), "\r\n", "\n"), "\n")
	for i, raw := range lines {
		line := strings.TrimSpace(raw)
		if line == "" || strings.EqualFold(strings.TrimSuffix(line, ":"), "crypt") {
			continue
		}
		fail := func(err error) error { return &ParseError{File: file, Line: i + 1, Text: line, Err: err} }
		countText, name, ok := strings.Cut(line, "\t")
		if !ok {
			return nil, fail(errors.New("expected a count, a tab and a card name"))
		}
		count, err := strconv.Atoi(strings.TrimSpace(countText))
		if err != nil || count < 1 || count > 999 {
			return nil, fail(errors.New("card count must be a number from 1 to 999"))
		}
		c, err := db.Lookup(strings.TrimSpace(name))
		if err != nil {
			return nil, fail(err)
		}
		d.add(c, count, "")
	}
	if len(d.Crypt) == 0 && len(d.Library) == 0 {
		return nil, &ParseError{File: file, Err: errors.New("no cards found")}
	}
	return d, nil
}
