package sudokit

// FormatOptions say how AppendFormat writes a grid.
type FormatOptions struct {
	Form    Form    // FormTokens, FormLine, FormCSV or FormGrid (FormAuto: line)
	Symbols Symbols // used when it can write the grid, else DefaultSymbols
	Blank   byte    // '.', '0' or '_'; 0 for the form's default
	OneLine bool    // tokens: all N² values on one line, as a batch writes them
}

// AppendFormat appends g written in the given form to dst and returns the
// extended buffer. Multi-line forms separate their lines with '\n' and end
// without one. It allocates nothing beyond growing dst.
func AppendFormat(dst []byte, g Grid, opt FormatOptions) []byte {
	n := g.Shape.N
	sym := opt.Symbols.For(n)
	blank := blankFor(opt.Form, sym, opt.Blank)
	switch opt.Form {
	case FormTokens:
		return appendTokens(dst, g, sym, blank, opt.OneLine)
	case FormCSV:
		return appendCSV(dst, g, sym, blank)
	case FormGrid:
		return appendGrid(dst, g, sym, blank)
	}
	return appendLine(dst, g, sym, blank)
}

// Format returns g written as opt says; see AppendFormat.
func Format(g Grid, opt FormatOptions) string {
	return string(AppendFormat(nil, g, opt))
}

// blankFor chooses the blank written: the one asked for when the form can
// read it back, else 0 for tokens and csv and . for line and grid; . always
// when 0 is a value of the symbols.
func blankFor(f Form, sym Symbols, asked byte) byte {
	switch {
	case asked == '0' && sym.BlankIsValue():
	case asked == '.' || asked == '0' || (asked == '_' && (f == FormLine || f == FormAuto)):
		return asked
	}
	if (f == FormTokens || f == FormCSV) && !sym.BlankIsValue() {
		return '0'
	}
	return '.'
}

func appendCell(dst []byte, v uint8, sym Symbols, blank byte) []byte {
	if v == 0 {
		return append(dst, blank)
	}
	return sym.AppendValue(dst, v)
}
