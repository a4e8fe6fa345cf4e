package deck_test

import (
	"os"
	"path/filepath"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes/carddb"
	"kindred/vtes/deck"
)

// BenchmarkArchiveCheck loads the card files, then parses and checks every
// archive deck: the work of `kindred deck check twd-decks/*.txt`.
func BenchmarkArchiveCheck(b *testing.B) {
	dir := shareddata.VTESCardDir(b)
	files, _ := filepath.Glob(shareddata.Path(b, "data", "vtes", "twd-decks", "*.txt"))
	texts := make([][]byte, len(files))
	for i, f := range files {
		var err error
		if texts[i], err = os.ReadFile(f); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for b.Loop() {
		db, err := carddb.LoadDir(dir)
		if err != nil {
			b.Fatal(err)
		}
		for i, t := range texts {
			d, _, err := deck.Parse(db, files[i], t)
			if err != nil {
				b.Fatal(err)
			}
			deck.Standard.Check(d)
		}
	}
	b.ReportMetric(float64(len(files))*float64(b.N)/b.Elapsed().Seconds(), "decks/s")
}

// BenchmarkParseDeck parses one typical archive deck.
func BenchmarkParseDeck(b *testing.B) {
	db := shareddata.CardDB(b)
	data, err := os.ReadFile(shareddata.Path(b, "data", "vtes", "twd-decks", "10008.txt"))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := deck.Parse(db, "10008.txt", data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadCards reads and indexes the official card files.
func BenchmarkLoadCards(b *testing.B) {
	dir := shareddata.VTESCardDir(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := carddb.LoadDir(dir); err != nil {
			b.Fatal(err)
		}
	}
}
