package pack

// HunterByID returns the hunter id, or nil.
func (p *Pack) HunterByID(id string) *Hunter {
	for i := range p.Hunters {
		if p.Hunters[i].ID == id {
			return &p.Hunters[i]
		}
	}
	return nil
}

// ClassByID returns the class id, or nil.
func (p *Pack) ClassByID(id string) *Class {
	for i := range p.Classes {
		if p.Classes[i].ID == id {
			return &p.Classes[i]
		}
	}
	return nil
}

// EnemyByID returns the enemy id, or nil.
func (p *Pack) EnemyByID(id string) *Enemy {
	for i := range p.Enemies {
		if p.Enemies[i].ID == id {
			return &p.Enemies[i]
		}
	}
	return nil
}

// AncientByID returns the Ancient id, or nil.
func (p *Pack) AncientByID(id string) *Ancient {
	for i := range p.Ancients {
		if p.Ancients[i].ID == id {
			return &p.Ancients[i]
		}
	}
	return nil
}

// EncounterByID returns the encounter id, or nil.
func (p *Pack) EncounterByID(id string) *Encounter {
	for i := range p.Encounters {
		if p.Encounters[i].ID == id {
			return &p.Encounters[i]
		}
	}
	return nil
}

// EntryByID returns the book entry numbered id, or nil.
func (p *Pack) EntryByID(id int) *Entry {
	for i := range p.Entries {
		if p.Entries[i].ID == id {
			return &p.Entries[i]
		}
	}
	return nil
}

// TileByCode returns the tile side code, or nil.
func (p *Pack) TileByCode(code string) *Tile {
	for i := range p.Tiles {
		if p.Tiles[i].Code == code {
			return &p.Tiles[i]
		}
	}
	return nil
}

// DieByID returns the die id, or nil.
func (p *Pack) DieByID(id string) *Die {
	for i := range p.Dice {
		if p.Dice[i].ID == id {
			return &p.Dice[i]
		}
	}
	return nil
}
