// The engine of this game lands here (see its issue); a target needs one source file.
