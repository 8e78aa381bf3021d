/// The help `baraja --help` prints when the catalogs cannot be found (a copied binary, a
/// broken install): the one text of the program not in the catalogs, in English, so that
/// the program can still say what it is and how to point it at its catalogs.
enum BuiltInHelp {
    static func text(version: String) -> String {
        """
        baraja \(version): a card table in the terminal (siete y media, Set, Klondike and stud
        poker, in Spanish, Korean and English).

        The message catalogs were not found, so this help is short and in English. Reinstall
        baraja, or set BARAJA_CATALOGS to the folder that holds en.lproj and the other
        languages' folders, then run baraja --help again.

        USAGE: baraja [--lang <code>] [--seed <N>] [--game <game>] [--color <when>] [--new]
                      [--resume] [--deal <file>] [--draw <1|3>]
               baraja rank | solve | completions | man | catalogs ...

        OPTIONS:
          -V, --version   Show the version.
          -h, --help      Show this help.

        """
    }
}
